/**
 * An upstream read started before the answer it depends on has arrived, from a guess at that answer (a hint kept in
 * a cookie, or a prediction from data already in hand): `answerFor(actual)` reuses the early call when the guess was
 * right and asks again when it was not. A right guess saves a round of upstream latency; a wrong one costs a wasted
 * read, never a wrong page. For reads only: a write must wait for what it depends on.
 *
 * Keys are compared by their JSON, so give them in a stable order.
 */
export function askAhead<Key, T>(guess: Key | undefined, ask: (key: Key) => Promise<T>) {
  const guessed = guess === undefined ? undefined : JSON.stringify(guess)
  const early = guess === undefined ? undefined : ask(guess)
  // An early call nobody ends up awaiting must not become an unhandled rejection; an awaited one still rejects.
  early?.catch(() => undefined)
  return {
    answerFor: (actual: Key) => (early && JSON.stringify(actual) === guessed ? early : ask(actual)),
  }
}

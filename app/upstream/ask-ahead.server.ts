/**
 * Upstream reads started before the answer they depend on has arrived, from guesses at that answer (a hint kept in a
 * cookie, or a prediction from data already in hand): `answerFor(actual)` reuses the early call made for that key
 * and asks now for any other. A right guess saves a round of upstream latency; a wrong one costs a wasted read,
 * never a wrong page. For reads only: a write must wait for what it depends on.
 *
 * Keys are compared by their JSON, so give them in a stable order.
 */
export function askAhead<Key, T>(guesses: readonly Key[], ask: (key: Key) => Promise<T>) {
  const early = new Map<string, Promise<T>>()
  for (const guess of guesses) {
    const key = JSON.stringify(guess)
    if (early.has(key)) continue
    const call = ask(guess)
    // An early call nobody ends up awaiting must not become an unhandled rejection; an awaited one still rejects.
    call.catch(() => undefined)
    early.set(key, call)
  }
  return {
    answerFor: (actual: Key) => early.get(JSON.stringify(actual)) ?? ask(actual),
  }
}

/**
 * Per-patient reads (a dashboard's notifications) start together, at most this many at a time (issue 34): a
 * caregiver's dozen start at once; an account far larger asks the rest as the first answers come back, rather than
 * opening a call per patient all at once.
 */
export const PER_PATIENT_CALLS = 20

/** `ask`, with at most `limit` of its calls under way at once; the others wait their turn, in order. */
export function atMostAtOnce<Key, T>(limit: number, ask: (key: Key) => Promise<T>) {
  let running = 0
  const waiting: Array<() => void> = []
  return async (key: Key) => {
    // A finished call hands its place straight to the next waiting one, so a new call cannot slip in between.
    if (running < limit) running += 1
    else await new Promise<void>((resolve) => waiting.push(resolve))
    try {
      return await ask(key)
    } finally {
      const next = waiting.shift()
      if (next) next()
      else running -= 1
    }
  }
}

import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/** False in the server render and the first client render; true once hydrated. */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}

import type { MetaFunction } from '@remix-run/node'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { useHydrated } from '#app/ui/use-hydrated.ts'

export const meta: MetaFunction = () => [{ title: 'Simulated render error' }]

/** Mocks only. */
export async function loader() {
  requireMocks()
  return null
}

/**
 * Mocks only: a page whose render throws once the browser has hydrated it, so the root's error boundary shows and
 * reports (decision 0102). The message carries what a report must never: an email and a card number.
 */
export default function SimulatedRenderError() {
  if (useHydrated()) throw new Error('A simulated render error for shopper@example.com, card 4111 1111 1111 1111')
  return <h1>A render error is coming</h1>
}

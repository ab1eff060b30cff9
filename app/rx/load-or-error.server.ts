import { isUpstreamError } from '#app/upstream/errors.ts'

export type Loaded<T> = { status: 'loaded'; value: T } | { status: 'error'; message: string }

/**
 * Spec 2 section 4 'Loading pattern': an area that fails to load shows its
 * own 'Please try again.' message while the rest of the page still works.
 * Only upstream failures are caught; redirects (401) and bugs pass through.
 */
export async function loadOrError<T>(load: () => Promise<T>, message: string): Promise<Loaded<T>> {
  try {
    return { status: 'loaded', value: await load() }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return { status: 'error', message }
  }
}

export const LOAD_MESSAGES = {
  patients: 'We could not load your patient information. Please try again.',
  prescriptions: 'We could not load your prescriptions. Please try again.',
  notifications: 'We could not load notifications. Please try again.',
  cart: 'We could not load your cart. Please try again.',
  pharmacy: 'We could not load pharmacy information. Please try again.',
} as const

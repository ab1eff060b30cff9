import { ORDER_ERROR_MESSAGE } from './rx-texts.ts'

/**
 * Spec 8: a 400 shows its detail or its input validation messages (the pharmacy's words, as sent); anything else the
 * generic text, in the page's language where it gives it.
 */
export function orderErrorMessages(status: number | undefined, body: unknown, generic = ORDER_ERROR_MESSAGE): string[] {
  if (status === 400 && body && typeof body === 'object') {
    const { detail, inputValidationErrors } = body as { detail?: unknown; inputValidationErrors?: unknown }
    if (typeof detail === 'string' && detail.trim()) return [detail]
    if (Array.isArray(inputValidationErrors)) {
      const messages = inputValidationErrors.flatMap((error) =>
        error && typeof error.message === 'string' ? [error.message as string] : [],
      )
      if (messages.length > 0) return messages
    }
  }
  return [generic]
}

/**
 * A request path as the access log keeps it (decision 0037): no query string
 * (reset tokens, patient numbers, link timestamps, emails), and every segment
 * that could name a person, card or record (any digit, an @, or longer than a
 * word) as `:id`. `/account/wallet/cards/card-visa-1111/edit` is logged as
 * `/account/wallet/cards/:id/edit`.
 */
const MAX_WORD_LENGTH = 32

export function redactedPath(path: string) {
  return path
    .split('/')
    .map((segment) => (/[\d@%]/.test(segment) || segment.length > MAX_WORD_LENGTH ? ':id' : segment))
    .join('/')
}

/**
 * Free text that a log line keeps (an error's message, a browser's report): what could name a person, a card or a
 * secret is replaced, since an error's message may quote its input. Runs in the browser too, so a report leaves it
 * already cleaned; the server cleans it again, as it trusts no browser.
 */
const MAX_LENGTH = 300

/** In order: a query or fragment goes first, as it can hold any of the others. */
const RULES: Array<[RegExp, string | ((match: string) => string)]> = [
  // `?token=…` or `#access_token=…` right after an address or a word; a lone '?' ending a question stays, and so
  // does a '#' after a space (React's '#418').
  [/(?<=[^\s'"`(])[?#][^\s'"`<>()]+/g, ''],
  [/[^\s'"`<>(),;:/]+(?:@|%40)[^\s'"`<>(),;:/]+/gi, '[email]'],
  [/\bbearer\s+\S+/gi, 'Bearer [secret]'],
  // `token=…` and `"token":"…"`: a secret's name, then its value after '=' or ':'; `cvv 123` too.
  [
    /\b(password|passcode|pass|pwd|pin|cvv|cvc|ssn|dob|secret|token|authorization|api[_-]?key|session|sid|cookie)(["']?\s*[=:]\s*["']?)(?!bearer\b)[^\s"',;]+/gi,
    '$1$2[secret]',
  ],
  [/\b(cvv|cvc|pin)\s+\d+/gi, '$1 [secret]'],
  [/\beyJ[\w-]*(?:\.[\w-]*){1,2}/g, '[secret]'],
  // Long runs of letters and digits mixed (tokens, keys, session and record ids).
  [/[\w+/=-]{20,}/g, (run) => (/\d/.test(run) && /[a-z]/i.test(run) ? '[secret]' : run)],
  // Four digits or more, spaced or not (card, phone, Rx, patient and ZIP numbers, birth dates); '#418' stays.
  [/\d(?:[\d ()./-]*\d)?/g, (run) => (run.replace(/\D/g, '').length >= 4 ? '[number]' : run)],
]

export function redactedText(text: string) {
  let redacted = text
  for (const [pattern, replacement] of RULES)
    redacted =
      typeof replacement === 'string' ? redacted.replace(pattern, replacement) : redacted.replace(pattern, replacement)
  const oneLine = redacted.replace(/\s+/g, ' ').trim()
  return oneLine.length > MAX_LENGTH ? `${oneLine.slice(0, MAX_LENGTH - 1)}…` : oneLine
}

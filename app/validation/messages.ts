// zod/mini: these schemas reach the browser, where classic zod alone is ~98 KB gzip (decision 0014).
import * as z from 'zod/mini'

/** Spec 1 section 5: the shared messages every form in the product uses. */
export const messages = {
  required: 'Input is required.',
  pattern: 'Input must be valid.',
  minLength: (n: number) => `Input must be ${n} characters or more.`,
  maxLength: (n: number) => `Input must be ${n} characters or less.`,
  min: (n: number) => `Input must be ${n} or more.`,
  max: (n: number) => `Input must be ${n} or less.`,
  requiredSelection: 'A selection is required.',
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLetterAndNumber: 'Your password must have at least one letter and one number',
} as const

/** A letter-only top-level domain of two or more letters (spec 1 section 5). */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
const EMAIL_MAX = 254

/** Required text with the generic messages; trims, and rejects control characters as invalid input. */
export function text({ min, max = 200, pattern }: { min?: number; max?: number; pattern?: RegExp } = {}) {
  return z.string({ error: messages.required }).check(
    z.trim(),
    z.minLength(1, { error: messages.required, abort: true }),
    z.maxLength(max, messages.maxLength(max)),
    // eslint-disable-next-line no-control-regex -- refusing control characters is the point
    z.regex(/^[^\u0000-\u001f\u007f]*$/, messages.pattern),
    ...(min !== undefined ? [z.minLength(min, messages.minLength(min))] : []),
    ...(pattern ? [z.regex(pattern, messages.pattern)] : []),
  )
}

export function email() {
  return z
    .string({ error: messages.email })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: messages.email, abort: true }),
      z.regex(EMAIL_PATTERN, messages.email),
      z.toLowerCase(),
    )
}

/** Sign-in password: required, with a letter and a number; never trimmed. */
export function password() {
  return z.string({ error: messages.passwordRequired }).check(
    z.minLength(1, { error: messages.passwordRequired, abort: true }),
    z.maxLength(128, messages.maxLength(128)),
    z.refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), messages.passwordLetterAndNumber),
  )
}

/** A checkbox that must be ticked (the terms box). */
export function requiredCheckbox() {
  return z.literal(true, { error: messages.requiredSelection })
}

/** A checkbox: absent means unticked. */
export function checkbox() {
  return z._default(z.boolean(), false)
}

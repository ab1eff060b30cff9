// zod/mini: these schemas reach the browser, where classic zod alone is ~98 KB gzip (decision 0014).
import * as z from 'zod/mini'

/**
 * Spec 1 section 5: the shared messages every form in the product uses, in English. `{{n}}` is a bound, filled in by
 * `validationMessages`; the Spanish texts come from the page's loader (`app/validation/validation.messages.server.ts`).
 */
export const VALIDATION_TEXTS = {
  required: 'Input is required.',
  pattern: 'Input must be valid.',
  minLength: 'Input must be {{n}} characters or more.',
  maxLength: 'Input must be {{n}} characters or less.',
  min: 'Input must be {{n}} or more.',
  max: 'Input must be {{n}} or less.',
  requiredSelection: 'A selection is required.',
  email: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordLetterAndNumber: 'Your password must have at least one letter and one number',
} as const

/** The validation texts of one language, as a loader sends them to a form that validates in the browser. */
export type ValidationTexts = { readonly [Key in keyof typeof VALIDATION_TEXTS]: string }

/**
 * A language's messages with their bounds filled in. The bound is a plain number in every language, so its one
 * placeholder is filled here, in the browser too, without the i18n library (decision 0107).
 */
export function validationMessages(texts: ValidationTexts) {
  const bounded = (template: string) => (n: number) => template.replace('{{n}}', String(n))
  return {
    ...texts,
    minLength: bounded(texts.minLength),
    maxLength: bounded(texts.maxLength),
    min: bounded(texts.min),
    max: bounded(texts.max),
  }
}
export type ValidationMessages = ReturnType<typeof validationMessages>

export const messages = validationMessages(VALIDATION_TEXTS)

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

export function email(wording: ValidationMessages = messages) {
  return z
    .string({ error: wording.email })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: wording.email, abort: true }),
      z.regex(EMAIL_PATTERN, wording.email),
      z.toLowerCase(),
    )
}

/** Sign-in password: required, with a letter and a number; never trimmed. */
export function password(wording: ValidationMessages = messages) {
  return z.string({ error: wording.passwordRequired }).check(
    z.minLength(1, { error: wording.passwordRequired, abort: true }),
    z.maxLength(128, wording.maxLength(128)),
    z.refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), wording.passwordLetterAndNumber),
  )
}

/** A checkbox that must be ticked (the terms box). */
export function requiredCheckbox(wording: ValidationMessages = messages) {
  return z.literal(true, { error: wording.requiredSelection })
}

/** A checkbox: absent means unticked. */
export function checkbox() {
  return z._default(z.boolean(), false)
}

import { z } from 'zod'

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
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,}$/
const EMAIL_MAX = 254

/** Required text with the generic messages; trims, and rejects control characters as invalid input. */
export function text({ min, max = 200, pattern }: { min?: number; max?: number; pattern?: RegExp } = {}) {
  let schema = z
    .string({ error: messages.required })
    .trim()
    .min(1, { error: messages.required, abort: true })
    .max(max, messages.maxLength(max))
    .regex(/^[^\u0000-\u001f\u007f]*$/, messages.pattern)
  if (min !== undefined) schema = schema.min(min, messages.minLength(min))
  if (pattern) schema = schema.regex(pattern, messages.pattern)
  return schema
}

export function email() {
  return z
    .string({ error: messages.email })
    .trim()
    .max(EMAIL_MAX, { error: messages.email, abort: true })
    .regex(EMAIL_PATTERN, messages.email)
    .transform((value) => value.toLowerCase())
}

/** Sign-in password: required, with a letter and a number; never trimmed. */
export function password() {
  return z
    .string({ error: messages.passwordRequired })
    .min(1, { error: messages.passwordRequired, abort: true })
    .max(128, messages.maxLength(128))
    .refine((value) => /[A-Za-z]/.test(value) && /\d/.test(value), messages.passwordLetterAndNumber)
}

/** A checkbox that must be ticked (the terms box). */
export function requiredCheckbox() {
  return z.literal(true, { error: messages.requiredSelection })
}

/** A checkbox: absent means unticked. */
export function checkbox() {
  return z.boolean().default(false)
}

import { describe, expect, it } from 'vitest'
import { signInSchema } from '#app/auth/sign-in-schema.ts'
import { messages, text } from '#app/validation/messages.ts'

const errorsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

describe('shared messages (spec 1 section 5)', () => {
  it('words the generic rules exactly', () => {
    expect(messages.required).toBe('Input is required.')
    expect(messages.pattern).toBe('Input must be valid.')
    expect(messages.minLength(3)).toBe('Input must be 3 characters or more.')
    expect(messages.maxLength(50)).toBe('Input must be 50 characters or less.')
    expect(messages.min(1)).toBe('Input must be 1 or more.')
    expect(messages.max(5)).toBe('Input must be 5 or less.')
    expect(messages.requiredSelection).toBe('A selection is required.')
  })

  it('applies them in the text builder', () => {
    const schema = text({ min: 3, max: 5 })
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Input is required.')
    expect(schema.safeParse('ab').error?.issues[0]?.message).toBe('Input must be 3 characters or more.')
    expect(schema.safeParse('abcdef').error?.issues[0]?.message).toBe('Input must be 5 characters or less.')
    expect(schema.safeParse('ab\u0007c').error?.issues[0]?.message).toBe('Input must be valid.')
    expect(schema.safeParse('  abc ').data).toBe('abc')
  })
})

describe('sign-in schema', () => {
  const schema = signInSchema({ requireTerms: false, messages })
  const valid = { email: 'shopper@example.com', password: 'Password1', rememberMe: true }

  it('accepts a valid submission and lower-cases the email', () => {
    expect(schema.safeParse({ ...valid, email: 'Shopper@Example.COM' }).data?.email).toBe('shopper@example.com')
  })

  it.each(['', 'shopper', 'shopper@example', 'shopper@example.c', 'shopper@example.c0m', 'a b@example.com'])(
    'rejects the email %j with the spec message',
    (email) => {
      expect(errorsOf(schema.safeParse({ ...valid, email })).email).toBe('Please enter a valid email address')
    },
  )

  it('requires a password with a letter and a number', () => {
    expect(errorsOf(schema.safeParse({ ...valid, password: undefined })).password).toBe('Password is required')
    expect(errorsOf(schema.safeParse({ ...valid, password: '' })).password).toBe('Password is required')
    expect(errorsOf(schema.safeParse({ ...valid, password: 'password' })).password).toBe(
      'Your password must have at least one letter and one number',
    )
    expect(errorsOf(schema.safeParse({ ...valid, password: '12345678' })).password).toBe(
      'Your password must have at least one letter and one number',
    )
  })

  it('requires the terms box only on the terms banner', () => {
    expect(schema.safeParse({ ...valid }).success).toBe(true)
    const terms = signInSchema({ requireTerms: true, messages })
    expect(errorsOf(terms.safeParse({ ...valid })).terms).toBe('A selection is required.')
    expect(terms.safeParse({ ...valid, terms: true }).success).toBe(true)
  })
})

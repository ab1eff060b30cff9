import { describe, expect, it } from 'vitest'
import { redactedText } from '#app/observability/redact.ts'

describe('free text as a log line keeps it (decision 0101)', () => {
  it.each([
    ['No account for shopper@example.com', 'No account for [email]'],
    ['shopper%40example.com was refused', '[email] was refused'],
    ['GET https://x.example/reset?token=abc&email=a@b.c failed', 'GET https://x.example/reset failed'],
    ['card 4111 1111 1111 1111 expired', 'card [number] expired'],
    ['phone 513-555-0142, born 03/12/1984, Rx 7200001', 'phone [number], born [number], Rx [number]'],
    ['Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl', 'Authorization: Bearer [secret]'],
    ['a token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl in a message', 'a token [secret] in a message'],
    ['password=Password1 and pin: 1234', 'password=[secret] and pin: [secret]'],
    ['session 3f1c2a4e-8d7b-4a51-9e0c-5b6f7a8d9e01 ended', 'session [secret] ended'],
    ['body {"token":"abcDEF123","pass":"hunter2"}', 'body {"token":"[secret]","pass":"[secret]"}'],
    ['pwd=hunter2 session=s%3Aabc.def', 'pwd=[secret] session=[secret]'],
    ['cvv 123 was refused', 'cvv [secret] was refused'],
    ['Session expired: the password reset link is old', 'Session expired: the password reset link is old'],
  ])('%s -> %s', (text, kept) => {
    expect(redactedText(text)).toBe(kept)
  })

  it('keeps what an engineer needs: short numbers, React error codes, property names, a question', () => {
    expect(redactedText("Cannot read properties of undefined (reading 'firstName')")).toBe(
      "Cannot read properties of undefined (reading 'firstName')",
    )
    expect(redactedText('Minified React error #418; visit https://react.dev/errors/418?args[]=x for the message')).toBe(
      'Minified React error #418; visit https://react.dev/errors/418 for the message',
    )
    expect(redactedText('Upstream answered 503. Why?')).toBe('Upstream answered 503. Why?')
  })

  it('is one line of at most 300 characters', () => {
    const long = redactedText(`first line\nsecond ${'word '.repeat(100)}`)
    expect(long).not.toContain('\n')
    expect(long).toHaveLength(300)
    expect(long.endsWith('…')).toBe(true)
  })
})

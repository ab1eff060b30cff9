import { describe, expect, it } from 'vitest'
import { MAX_FORM_BYTES, readFormData } from '#app/security/form.server.ts'
import { ORIGIN, settle } from '#tests/utils/requests.ts'

function post(headers: Record<string, string>, body: BodyInit = 'a=1') {
  return new Request(`${ORIGIN}/signin`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body })
}

async function statusOf(request: Request) {
  const result = await settle(() => readFormData(request))
  return result instanceof Response ? result.status : 'read'
}

describe('readFormData: CSRF and malformed bodies', () => {
  it('reads a same-origin form, with or without Origin and Sec-Fetch-Site', async () => {
    expect(await statusOf(post({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }))).toBe('read')
    expect(await statusOf(post({}))).toBe('read')
    expect(await statusOf(post({ 'sec-fetch-site': 'none' }))).toBe('read')
    const form = await readFormData(post({ origin: ORIGIN }, 'email=a%40b.co&email=dup'))
    expect(form.getAll('email')).toEqual(['a@b.co', 'dup'])
  })

  it('accepts the forwarded host behind a load balancer that ends TLS', async () => {
    expect(await statusOf(post({ origin: 'https://www.kroger.com', 'x-forwarded-host': 'www.kroger.com' }))).toBe('read')
  })

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://localhost:3001' }],
    [{ origin: 'null' }],
    [{ origin: 'not a url' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: ORIGIN }],
  ])('refuses a cross-site post %j with 403', async (headers) => {
    expect(await statusOf(post(headers))).toBe(403)
  })

  it('refuses a body that is not a form, too large, or unreadable', async () => {
    expect(await statusOf(post({ 'content-type': 'application/json' }, '{"email":"x"}'))).toBe(415)
    expect(await statusOf(post({ 'content-type': 'text/plain' }, 'email=x'))).toBe(415)
    expect(await statusOf(post({}, `a=${'x'.repeat(MAX_FORM_BYTES + 1)}`))).toBe(413)
    expect(await statusOf(post({ 'content-type': 'multipart/form-data; boundary=nope' }, '--wrong\r\ngarbage'))).toBe(400)
  })
})

import { describe, expect, it } from 'vitest'
import { action as createAccountAction } from '#app/routes/account+/create.tsx'
import { action as guestRefillAction } from '#app/routes/rx+/guest-refill+/_index.tsx'
import { MAX_NEW_PATIENTS, MAX_PRESCRIPTION_ROWS } from '#app/rx/shared/rx-form-rules.ts'
import { FORM_LIMITS, MAX_FORM_BYTES, readFormData } from '#app/security/form.server.ts'
import { ORIGIN, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'

function post(headers: Record<string, string>, body: BodyInit = 'a=1') {
  return new Request(`${ORIGIN}/signin`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body,
  })
}

async function statusOf(request: Request) {
  const result = await settle(() => readFormData(request))
  return result instanceof Response ? result.status : 'read'
}

describe('readFormData: CSRF and malformed bodies', () => {
  it('reads a form that Origin, or failing that Sec-Fetch-Site, or failing that Referer shows is from this site', async () => {
    expect(await statusOf(post({ origin: ORIGIN, 'sec-fetch-site': 'same-origin' }))).toBe('read')
    expect(await statusOf(post({ origin: ORIGIN }))).toBe('read')
    expect(await statusOf(post({ 'sec-fetch-site': 'same-origin' }))).toBe('read')
    expect(await statusOf(post({ referer: `${ORIGIN}/signin?redirectUrl=%2F` }))).toBe('read')
    const form = await readFormData(post({ origin: ORIGIN }, 'email=a%40b.co&email=dup'))
    expect(form.getAll('email')).toEqual(['a@b.co', 'dup'])
  })

  it('accepts the forwarded host behind a load balancer that ends TLS', async () => {
    expect(await statusOf(post({ origin: 'https://www.kroger.com', 'x-forwarded-host': 'www.kroger.com' }))).toBe(
      'read',
    )
  })

  it.each([
    [{ origin: 'https://evil.example' }],
    [{ origin: 'http://localhost:3001' }],
    [{ origin: 'null' }],
    [{ origin: 'not a url' }],
    [{ 'sec-fetch-site': 'cross-site' }],
    [{ 'sec-fetch-site': 'same-site', origin: ORIGIN }],
    [{ 'sec-fetch-site': 'none' }],
    [{ referer: 'https://evil.example/page' }],
    [{ referer: 'not a url' }],
    [{ origin: 'https://evil.example', referer: `${ORIGIN}/signin` }],
    [{}],
  ])('refuses a cross-site post %j with 403', async (headers) => {
    expect(await statusOf(post(headers))).toBe(403)
  })

  it('refuses a body that is not a form, too large, or unreadable', async () => {
    const sameSite = (headers: Record<string, string>, body?: BodyInit) => post({ origin: ORIGIN, ...headers }, body)
    expect(await statusOf(sameSite({ 'content-type': 'application/json' }, '{"email":"x"}'))).toBe(415)
    expect(await statusOf(sameSite({ 'content-type': 'text/plain' }, 'email=x'))).toBe(415)
    expect(await statusOf(sameSite({}, `a=${'x'.repeat(MAX_FORM_BYTES + 1)}`))).toBe(413)
    expect(
      await statusOf(sameSite({ 'content-type': 'multipart/form-data; boundary=nope' }, '--wrong\r\ngarbage')),
    ).toBe(400)
  })
})

describe('readFormData: field names no form of the app can have (issue 14 item 1)', () => {
  const raw = (body: string) => post({ origin: ORIGIN }, body)

  it.each([
    ['a list index past the longest list', 'rxNumbers[5]=7200001'],
    ['a huge list index', 'pharmacyPhone=513-555-0170&contactPhone=513-555-0142&rxNumbers[30000]=7200001'],
    ['an index of a million', 'rxNumbers[1000000]=7200001'],
    ['an index past any integer', `firstName[${'9'.repeat(40)}]=a`],
    ['nesting deeper than any form', 'a.b.c.d.e=1'],
    ['nested lists', 'a[0][0][0][0]=1'],
    ['a name longer than any field', `${'n'.repeat(101)}=1`],
    ["conform's intent field", '__intent__=notjson'],
    ["conform's intent field as JSON", '__intent__={}'],
    [
      'an intent no page sends',
      `__intent__=${encodeURIComponent('{"type":"update","payload":{"name":"a[999999]","value":1}}')}`,
    ],
    [
      'an insert far down a list',
      `__intent__=${encodeURIComponent('{"type":"insert","payload":{"name":"rxNumbers","index":1000000}}')}`,
    ],
    [
      'an insert into a deep name',
      `__intent__=${encodeURIComponent('{"type":"insert","payload":{"name":"rxNumbers[99999]"}}')}`,
    ],
    [
      'two intents',
      `__intent__=${encodeURIComponent('{"type":"validate","payload":{}}')}&__intent__=${encodeURIComponent('{"type":"validate","payload":{}}')}`,
    ],
    ["conform's state field", '__state__=notjson'],
    ['an empty name', '=1'],
    ['too many fields', Array.from({ length: 201 }, (_, i) => `f${i}=1`).join('&')],
  ])('refuses %s with 400', async (_, body) => {
    expect(await statusOf(raw(body))).toBe(400)
  })

  it('refuses a file, which no form of the app uploads', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="__intent__"; filename="x.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--\r\n'
    expect(await statusOf(post({ origin: ORIGIN, 'content-type': 'multipart/form-data; boundary=b' }, body))).toBe(400)
  })

  it('reads every shape the app uses: lists up to the longest, repeated names, nested rows', async () => {
    const insert = encodeURIComponent(
      JSON.stringify({ type: 'insert', payload: { name: 'prescriptions', defaultValue: { refill: true } } }),
    )
    const body = `rxNumbers[0]=1&rxNumbers[4]=5&prescriptions[2].medName=A&autoRefill=1&autoRefill=2&todos[]=x&__intent__=${insert}`
    const form = await readFormData(raw(body))
    expect(form.getAll('autoRefill')).toEqual(['1', '2'])
    expect(form.get('prescriptions[2].medName')).toBe('A')
    // A new patient's birth month is the deepest name; removing a patient is a row's removal.
    const remove = encodeURIComponent(JSON.stringify({ type: 'remove', payload: { name: 'patients', index: 1 } }))
    const patients = await readFormData(raw(`patients[3].dateOfBirth.month=04&__intent__=${remove}`))
    expect(patients.get('patients[3].dateOfBirth.month')).toBe('04')
  })

  it('keeps its list bound at least as long as the longest list of any form', () => {
    expect(FORM_LIMITS.listRows).toBeGreaterThanOrEqual(Math.max(MAX_PRESCRIPTION_ROWS, MAX_NEW_PATIENTS))
  })
})

describe('the bodies that froze the server (issue 14 item 1)', () => {
  const attack = (path: string, body: string) =>
    new Request(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      body,
    })

  it.each([
    [
      '/rx/guest-refill',
      guestRefillAction,
      'pharmacyPhone=513-555-0170&contactPhone=513-555-0142&rxNumbers[30000]=7200001',
    ],
    [
      '/rx/guest-refill',
      guestRefillAction,
      'pharmacyPhone=513-555-0170&contactPhone=513-555-0142&rxNumbers[1000000]=7200001',
    ],
    ['/account/create', createAccountAction, 'firstName[10000000]=a'],
  ] as const)('%s answers a 400 at once (%#)', async (path, action, body) => {
    // Warm up (module and environment set-up are not what is timed), then time the refusal itself.
    await settle(() => action({ request: attack(path, 'a=1'), params: {}, context: testContext() }))
    const started = performance.now()
    const result = await settle(() => action({ request: attack(path, body), params: {}, context: testContext() }))
    expect(performance.now() - started).toBeLessThan(100)
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).status).toBe(400)
  })
})

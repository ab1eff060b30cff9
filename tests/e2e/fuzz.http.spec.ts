import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test'
import { readBuildManifest, routeUrl } from '../build-manifest.ts'
import { DEMO_PHARMACY_LOCK } from './fixtures.ts'

/**
 * Every action in the route manifest gets malformed submissions (missing
 * fields, wrong types, huge values, control characters, duplicate keys, wrong
 * content types, an oversize body): none may answer 500 or above, a form page
 * answers an empty post with field errors, and a cross-site post gets 403.
 * Each hostile value goes into every field at once as a page post (the page
 * renders it back) and into each field alone as a `.data` post (the same
 * action without the page's render, at a fraction of the cost). An action
 * that turns an anonymous post away (to sign in, or a 404 where no page is)
 * gets the bodies of another shape but not the field values: past the form
 * reader (tests/unit/form-security.test.ts) nothing there reads a value.
 */
const manifest = readBuildManifest()
const actionRoutes = Object.values(manifest.routes).filter((route) => route.hasAction)
/** Its action puts the seeded pharmacy account back (mocks), under the tests that use that account. */
const RESETS_DEMO_PHARMACY = '/mock/demo-pharmacy'
/** Posts in flight at once: enough to keep the server busy, few enough to leave the other worker its share. */
const CONCURRENCY = 8

const FIELDS = [
  'email',
  'password',
  'rememberMe',
  'terms',
  'redirectUrl',
  'intent',
  'firstName',
  'lastName',
  'token',
  'confirmPassword',
  'client_id',
  'redirect_uri',
  'state',
  'code_challenge',
]
const VALUES = [
  '',
  ' ',
  'x'.repeat(10_000),
  '\u0000\u0007\u001b[31m',
  '\uFFFF\uD800',
  '<script>alert(1)</script>',
  'true',
  '-1',
  '1e309',
  'javascript:alert(1)',
  '//evil.example',
  '../../etc/passwd',
  '{"$ne":null}',
  'a@b',
  '%00%0d%0a',
  'on',
]

/** A small seeded generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    return state / 2 ** 31
  }
}

type Submission = { name: string; headers: Record<string, string>; body: string | Buffer }

const form = (name: string, pairs: Array<[string, string]>): Submission => ({
  name,
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(pairs).toString(),
})

const shown = (value: string) => JSON.stringify(value).slice(0, 30)

/** Each hostile value in each field alone. */
function eachFieldAlone(): Submission[] {
  return FIELDS.flatMap((field) => VALUES.map((value) => form(`${field}=${shown(value)}`, [[field, value]])))
}

/** Each hostile value in every field at once, then random combinations of fields and values. */
function everyFieldAndCombinations(): Submission[] {
  const list = VALUES.map((value) =>
    form(
      `every field=${shown(value)}`,
      FIELDS.map((field) => [field, value]),
    ),
  )
  const next = random(42)
  for (let i = 0; i < 40; i++) {
    const pairs: Array<[string, string]> = FIELDS.filter(() => next() < 0.5).map((field) => [
      field,
      VALUES[Math.floor(next() * VALUES.length)]!,
    ])
    list.push(form(`random combination ${i}`, pairs))
  }
  return list
}

/** Bodies of another shape: empty, repeated names, other content types, oversize, binary, the reserved fields. */
function shapes(): Submission[] {
  const list: Submission[] = [form('empty', [])]
  for (const field of FIELDS)
    list.push(
      form(`duplicate ${field}`, [
        [field, 'a@example.com'],
        [field, 'Password1'],
        [field, ''],
      ]),
    )
  list.push(
    {
      name: 'json body',
      headers: { 'content-type': 'application/json' },
      body: '{"email":"shopper@example.com","password":"Password1"}',
    },
    { name: 'text body', headers: { 'content-type': 'text/plain' }, body: 'email=shopper@example.com' },
    { name: 'no content type', headers: {}, body: 'email=x' },
    {
      name: 'broken multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--xyz\r\nContent-Disposition: form-data; name="email"\r\n\r\nx',
    },
    {
      name: 'valid multipart',
      headers: { 'content-type': 'multipart/form-data; boundary=abc' },
      body: '--abc\r\nContent-Disposition: form-data; name="email"\r\n\r\nnot-an-email\r\n--abc--\r\n',
    },
    {
      name: 'oversize body',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `email=${'a'.repeat(200_000)}`,
    },
    {
      name: 'binary garbage',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: Buffer.from([0xff, 0xfe, 0x00, 0x3d, 0x26, 0x25]),
    },
    ...RESERVED_FIELD_BODIES,
  )
  return list
}

/** conform's reserved fields and the bodies that once froze the server (issue 14 items 1 and 5): each a 4xx. */
const RESERVED_FIELD_BODIES: Submission[] = [
  ...[
    '__intent__=notjson',
    '__intent__={}',
    '__state__=notjson',
    '__intent__={"type":"insert","payload":{"name":"rxNumbers","index":1000000}}',
  ].map((body) => ({
    name: body,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: body.replace(/[{}":,]/g, encodeURIComponent),
  })),
  {
    name: '__intent__ as a file',
    headers: { 'content-type': 'multipart/form-data; boundary=b' },
    body: '--b\r\nContent-Disposition: form-data; name="__intent__"; filename="intent.json"\r\nContent-Type: application/json\r\n\r\n{}\r\n--b--\r\n',
  },
  {
    name: 'a list index of a million',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'rxNumbers[1000000]=7200001',
  },
  {
    name: 'a nested index of ten million',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'firstName[10000000]=a',
  },
]

const post = (request: APIRequestContext, url: string, origin: string, submission: Submission) =>
  request.post(url, { headers: { origin, ...submission.headers }, data: submission.body, maxRedirects: 0 })

/** Sends every submission, CONCURRENCY at a time; returns each with its answer, in order. */
async function postAll(request: APIRequestContext, url: string, origin: string, all: Submission[]) {
  const answers: Array<[Submission, APIResponse]> = []
  for (let start = 0; start < all.length; start += CONCURRENCY) {
    const batch = all.slice(start, start + CONCURRENCY)
    const responses = await Promise.all(batch.map((submission) => post(request, url, origin, submission)))
    answers.push(...batch.map((submission, index): [Submission, APIResponse] => [submission, responses[index]!]))
  }
  return answers
}

/** The answer to an anonymous empty post that sends it to sign in, or finds no page. */
function isTurnedAway(response: APIResponse) {
  if (response.status() === 404) return true
  return response.status() === 302 && (response.headers()['location'] ?? '').startsWith('/signin?')
}

async function hasFormFields(request: APIRequestContext, url: string) {
  const response = await request.get(url, { maxRedirects: 0 })
  if (response.status() !== 200) return false
  const html = await response.text()
  return /<form[^>]*method="post"[^>]*>[\s\S]*?<input(?![^>]*type="hidden")[^>]*name=/i.test(html)
}

test('the manifest lists the actions we expect to fuzz', () => {
  const urls = actionRoutes.map((route) => routeUrl(manifest, route))
  expect(urls).toEqual(
    expect.arrayContaining([
      '/signin',
      '/signout',
      '/account/create',
      '/account/forgot-password',
      '/account/reset-password',
    ]),
  )
})

for (const route of actionRoutes) {
  const url = routeUrl(manifest, route)
  const lock = url === RESETS_DEMO_PHARMACY ? DEMO_PHARMACY_LOCK : undefined
  test(`fuzz ${route.id} (${url})`, { lock }, async ({ request, baseURL }) => {
    test.setTimeout(120_000)
    const origin = new URL(baseURL!).origin
    const [empty, ...otherShapes] = shapes() as [Submission, ...Submission[]]
    const emptyAnswer = await post(request, url, origin, empty)
    const turnedAway = isTurnedAway(emptyAnswer)
    const failures: string[] = []
    if (emptyAnswer.status() >= 500) failures.push(`${empty.name}: ${emptyAnswer.status()}`)
    const pagePosts = turnedAway ? otherShapes : [...otherShapes, ...everyFieldAndCombinations()]
    for (const [submission, response] of await postAll(request, url, origin, pagePosts))
      if (response.status() >= 500) failures.push(`${submission.name}: ${response.status()}`)

    // Single-fetch `.data` posts, which a script sends.
    const dataUrl = `${url === '/' ? '/_root' : url.replace(/\/$/, '')}.data`
    const dataPosts = [empty, ...RESERVED_FIELD_BODIES, ...(turnedAway ? [] : eachFieldAlone())]
    for (const [submission, response] of await postAll(request, dataUrl, origin, dataPosts))
      if (response.status() >= 500) failures.push(`.data ${submission.name}: ${response.status()}`)
    for (const [submission, response] of await postAll(request, url, origin, RESERVED_FIELD_BODIES))
      if (response.status() < 400 || response.status() >= 500)
        failures.push(`${submission.name}: ${response.status()} (a 4xx expected)`)
    expect(failures, `server errors from ${url}`).toEqual([])

    // A cross-site post never reaches the action: a foreign Origin, a foreign Referer without Origin, no sign of a site at all, or as `.data`.
    for (const headers of [{ origin: 'https://evil.example' }, { referer: 'https://evil.example/form' }, {}] as Array<
      Record<string, string>
    >) {
      for (const target of [url, dataUrl]) {
        const crossSite = await request.post(target, {
          headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
          data: 'email=shopper%40example.com&password=Password1',
          maxRedirects: 0,
        })
        expect(crossSite.status(), `cross-site post to ${target} with ${JSON.stringify(headers)}`).toBe(403)
      }
    }

    // A page with a form answers an empty post with field errors.
    if (await hasFormFields(request, url)) {
      expect(emptyAnswer.status(), `empty post to ${url}`).toBe(400)
      expect(await emptyAnswer.text()).toContain('class="field-errors"')
    }

    // The next ordinary request still works.
    expect((await request.get('/healthcheck')).status()).toBe(200)
  })
}

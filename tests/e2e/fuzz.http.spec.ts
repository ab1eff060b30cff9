import { expect, test, type APIRequestContext } from '@playwright/test'
import { readBuildManifest, routeUrl } from '../build-manifest.ts'

/**
 * Every action in the route manifest gets 200+ malformed submissions (missing
 * fields, wrong types, huge values, control characters, duplicate keys, wrong
 * content types, an oversize body): none may answer 500 or above, a form page
 * answers an empty post with field errors, and a cross-site post gets 403.
 */
const manifest = readBuildManifest()
const actionRoutes = Object.values(manifest.routes).filter((route) => route.hasAction)

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

function submissions(): Submission[] {
  const form = (name: string, pairs: Array<[string, string]>): Submission => ({
    name,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(pairs).toString(),
  })
  const list: Submission[] = [form('empty', [])]
  for (const field of FIELDS)
    for (const value of VALUES) list.push(form(`${field}=${JSON.stringify(value).slice(0, 30)}`, [[field, value]]))
  for (const field of FIELDS)
    list.push(
      form(`duplicate ${field}`, [
        [field, 'a@example.com'],
        [field, 'Password1'],
        [field, ''],
      ]),
    )
  const next = random(42)
  for (let i = 0; i < 40; i++) {
    const pairs: Array<[string, string]> = FIELDS.filter(() => next() < 0.5).map((field) => [
      field,
      VALUES[Math.floor(next() * VALUES.length)]!,
    ])
    list.push(form(`random combination ${i}`, pairs))
  }
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

  test(`fuzz ${route.id} (${url})`, async ({ request, baseURL }) => {
    test.setTimeout(120_000)
    const origin = new URL(baseURL!).origin
    const all = submissions()
    expect(all.length).toBeGreaterThanOrEqual(200)
    const failures: string[] = []
    for (const submission of all) {
      const response = await request.post(url, {
        headers: { origin, ...submission.headers },
        data: submission.body,
        maxRedirects: 0,
      })
      if (response.status() >= 500) failures.push(`${submission.name}: ${response.status()}`)
    }
    expect(failures, `server errors from ${url}`).toEqual([])

    // The same bodies as single-fetch `.data` posts, which a script sends.
    const dataUrl = `${url === '/' ? '/_root' : url.replace(/\/$/, '')}.data`
    for (const submission of [all[0]!, ...RESERVED_FIELD_BODIES]) {
      const response = await request.post(dataUrl, {
        headers: { origin, ...submission.headers },
        data: submission.body,
        maxRedirects: 0,
      })
      if (response.status() >= 500) failures.push(`.data ${submission.name}: ${response.status()}`)
    }
    for (const submission of RESERVED_FIELD_BODIES) {
      const response = await request.post(url, {
        headers: { origin, ...submission.headers },
        data: submission.body,
        maxRedirects: 0,
      })
      if (response.status() < 400 || response.status() >= 500)
        failures.push(`${submission.name}: ${response.status()} (a 4xx expected)`)
    }
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
      const empty = await request.post(url, {
        headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
        data: '',
        maxRedirects: 0,
      })
      expect(empty.status(), `empty post to ${url}`).toBe(400)
      expect(await empty.text()).toContain('class="field-errors"')
    }

    // The next ordinary request still works.
    expect((await request.get('/healthcheck')).status()).toBe(200)
  })
}

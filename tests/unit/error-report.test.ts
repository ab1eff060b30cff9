import { afterEach, describe, expect, it, vi } from 'vitest'
import { action } from '#app/routes/_resources+/errors.report.ts'
import { ERROR_REPORTS_PER_CLIENT, MAX_REPORT_BYTES } from '#app/observability/error-report.server.ts'
import { signedRequestId } from '#app/observability/page-request-id.server.ts'
import { ORIGIN } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'

/** The browser's error reports (issue 35 section 4, decision 0102): what the route takes, refuses and logs. */
const PAGE_REQUEST_ID = '0123456789abcdef0123456789abcdef'
const REPORT = {
  kind: 'boundary',
  message: 'Cannot read properties of undefined (reading "firstName")',
  route: 'routes/rx+/dashboard',
  path: '/rx/dashboard',
  version: 'a1b2c3d4',
  // As root renders it: the page's request id and its tag.
  requestId: signedRequestId(PAGE_REQUEST_ID),
}

function post(body: string | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) {
  return new Request(`${ORIGIN}/errors/report`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json', ...headers },
    body,
  })
}

/** The route's answer's status, and the lines it logged. */
async function send(request: Request, context = testContext()) {
  const log = captureLogLines()
  const response = await action({ request, params: {}, context })
  log.stop()
  return { status: response.status, lines: log.lines() }
}

describe('POST /errors/report', () => {
  it('logs a report as one line and answers 204', async () => {
    const context = testContext()
    const { status, lines } = await send(post(JSON.stringify(REPORT)), context)
    expect(status).toBe(204)
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        event: 'browser.error',
        kind: 'boundary',
        message: REPORT.message,
        route: 'routes/rx+/dashboard',
        path: '/rx/dashboard',
        version: 'a1b2c3d4',
        pageRequestId: PAGE_REQUEST_ID,
      }),
    ])
  })

  it('names the page’s request only when its tag proves it; a report without one is logged all the same', async () => {
    const [id, tag] = [PAGE_REQUEST_ID, REPORT.requestId.split('.').at(-1)!]
    const flipped = `${tag.slice(0, -1)}${tag.endsWith('A') ? 'B' : 'A'}`
    for (const claimed of [
      `${id.replace('0', '1')}.${tag}`, // another request's id under this page's tag
      id, // no tag: a page an older build rendered, during a deploy
      `${id}.${flipped}`, // the tag altered
      `${id}.${'A'.repeat(22)}`,
    ]) {
      const { status, lines } = await send(post(JSON.stringify({ ...REPORT, requestId: claimed })))
      expect(status).toBe(204)
      expect(lines).toEqual([expect.objectContaining({ event: 'browser.error', pageRequestIdUnverified: true })])
      expect(lines[0]).not.toHaveProperty('pageRequestId')
    }
    const { lines } = await send(post(JSON.stringify({ ...REPORT, requestId: undefined })))
    expect(lines).toEqual([expect.objectContaining({ event: 'browser.error', kind: 'boundary' })])
    expect(lines[0]).not.toHaveProperty('pageRequestId')
    expect(lines[0]).not.toHaveProperty('pageRequestIdUnverified')
  })

  it.each([
    ['no route id', 'routes/<script>'],
    ['a route id of a whole page', 'routes/'.repeat(40)],
  ])('logs a report whose route is %s without it', async (_, route) => {
    const { status, lines } = await send(post(JSON.stringify({ ...REPORT, route })))
    expect(status).toBe(204)
    expect(lines).toEqual([expect.objectContaining({ event: 'browser.error', kind: 'boundary' })])
    expect(lines[0]).not.toHaveProperty('route')
  })

  it('takes a tag made under an older session secret (a page rendered before a rotation)', async () => {
    const tagged = signedRequestId(PAGE_REQUEST_ID)
    vi.stubEnv('SESSION_SECRET', `a-newer-session-secret-0123456789,${process.env.SESSION_SECRET}`)
    vi.resetModules()
    try {
      const { receiveErrorReport } = await import('#app/observability/error-report.server.ts')
      const fresh = await import('#app/observability/page-request-id.server.ts')
      expect(fresh.signedRequestId(PAGE_REQUEST_ID)).not.toBe(tagged)
      const log = captureLogLines()
      await receiveErrorReport(post(JSON.stringify({ ...REPORT, requestId: tagged })), testContext())
      expect(log.lines()).toEqual([expect.objectContaining({ pageRequestId: PAGE_REQUEST_ID })])
    } finally {
      vi.unstubAllEnvs()
    }
  })

  it('redacts again what a browser sent: no email, number, token or query reaches the log', async () => {
    const { status, lines } = await send(
      post(
        JSON.stringify({
          ...REPORT,
          kind: 'rejection',
          message: 'Failed for shopper@example.com with 4111 1111 1111 1111 at /signin?password=Password1',
          path: '/account/wallet/cards/card-visa-1111/edit?email=shopper@example.com',
        }),
      ),
    )
    expect(status).toBe(204)
    expect(lines[0]).toMatchObject({
      message: 'Failed for [email] with [number] at /signin',
      path: '/account/wallet/cards/:id/edit',
    })
    const logged = JSON.stringify(lines)
    for (const value of ['shopper@example.com', '4111', 'Password1']) expect(logged).not.toContain(value)
  })

  it.each([
    ['not JSON', 'kind=boundary&message=x'],
    ['JSON that is no object', '[1,2,3]'],
    ['an unknown kind', JSON.stringify({ ...REPORT, kind: 'warning' })],
    ['a field no report has (form data)', JSON.stringify({ ...REPORT, form: { email: 'shopper@example.com' } })],
    ['no path', JSON.stringify({ ...REPORT, path: undefined })],
    ['a path that is an address elsewhere', JSON.stringify({ ...REPORT, path: 'https://evil.example/' })],
    ['a malformed request id', JSON.stringify({ ...REPORT, requestId: 'not an id' })],
    ['a version that is no build version', JSON.stringify({ ...REPORT, version: '513-555-0142' })],
    ['a path that is another host', JSON.stringify({ ...REPORT, path: '//evil.example/' })],
    ['a message of a whole page', JSON.stringify({ ...REPORT, message: 'x'.repeat(501) })],
  ])('refuses %s with 400 and logs nothing', async (_, body) => {
    expect(await send(post(body))).toEqual({ status: 400, lines: [] })
  })

  it('refuses a body over its bound with 413 before parsing it', async () => {
    const padded = JSON.stringify({ ...REPORT, message: 'x'.repeat(MAX_REPORT_BYTES) })
    expect(await send(post(padded))).toEqual({ status: 413, lines: [] })
    // Bytes that are no JSON at all are not read past the bound either.
    expect(await send(post(new Uint8Array(64 * 1024).fill(0xff)))).toEqual({ status: 413, lines: [] })
  })

  it('takes JSON only (415) and same-origin posts only (403)', async () => {
    const body = JSON.stringify(REPORT)
    expect((await send(post(body, { 'content-type': 'text/plain' }))).status).toBe(415)
    expect((await send(post(body, { origin: 'https://evil.example' }))).status).toBe(403)
    expect((await send(post(body, { 'sec-fetch-site': 'cross-site' }))).status).toBe(403)
  })

  it('takes a limited number of reports per client (429), counted before the body is parsed', async () => {
    const flooding = testContext({ clientAddress: '198.51.100.7' })
    for (let i = 0; i < ERROR_REPORTS_PER_CLIENT; i++)
      expect((await send(post(JSON.stringify(REPORT)), flooding)).status).toBe(204)
    expect(await send(post(JSON.stringify(REPORT)), flooding)).toEqual({ status: 429, lines: [] })
    expect(await send(post('not even JSON'), flooding)).toEqual({ status: 429, lines: [] })
    // Another client is not held by the first one's reports.
    expect((await send(post(JSON.stringify(REPORT)), testContext({ clientAddress: '198.51.100.8' }))).status).toBe(204)
  })
})

describe("the browser's reporter", () => {
  afterEach(() => vi.unstubAllGlobals())

  /** A fresh reporter on a page at `pathname` whose root named `requestId`; its posts, as sent. */
  async function reporterOn(pathname: string, requestId = REPORT.requestId) {
    const sent: Array<{ url: string; init: RequestInit }> = []
    vi.stubGlobal('window', {
      location: { pathname },
      __remixManifest: { version: 'a1b2c3d4' },
      __remixRouter: { state: { matches: [{ route: { id: 'root' } }, { route: { id: 'routes/rx+/dashboard' } }] } },
    })
    vi.stubGlobal('document', {
      querySelector: (selector: string) => (selector === 'meta[name="request-id"]' ? { content: requestId } : null),
    })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        sent.push({ url, init })
        return new Response(null, { status: 204 })
      }),
    )
    vi.resetModules()
    const { sendErrorReport } = await import('#app/observability/error-report-sender.ts')
    return { sendErrorReport, sent, reports: () => sent.map(({ init }) => JSON.parse(String(init.body))) }
  }

  it('sends its kind, message and path redacted, the build version and the page’s request id, kept alive', async () => {
    const { sendErrorReport, sent, reports } = await reporterOn('/rx/prescription-history/detail/7200001')
    sendErrorReport('boundary', new Error('No patient for shopper@example.com, phone 513-555-0142'), 'root')
    expect(sent[0]).toMatchObject({
      url: '/errors/report',
      init: { method: 'POST', keepalive: true, headers: { 'content-type': 'application/json' } },
    })
    expect(reports()).toEqual([
      {
        kind: 'boundary',
        message: 'No patient for [email], phone [number]',
        // The route whose boundary showed it.
        route: 'root',
        path: '/rx/prescription-history/detail/:id',
        version: 'a1b2c3d4',
        requestId: REPORT.requestId,
      },
    ])
  })

  it('names the page’s deepest route for an error outside any boundary', async () => {
    const { sendErrorReport, reports } = await reporterOn('/rx/dashboard')
    sendErrorReport('rejection', new Error('a rejection nobody handled'))
    expect(reports()).toEqual([expect.objectContaining({ kind: 'rejection', route: 'routes/rx+/dashboard' })])
  })

  it('sends an error that repeats once, and at most five reports from one page', async () => {
    const { sendErrorReport, reports } = await reporterOn('/rx/dashboard')
    for (let i = 0; i < 3; i++) sendErrorReport('error', new Error('the same error'))
    for (const word of ['one', 'two', 'three', 'four', 'five', 'six']) sendErrorReport('rejection', word)
    expect(reports().map((report: { message: string }) => report.message)).toEqual([
      'the same error',
      'one',
      'two',
      'three',
      'four',
    ])
  })
})

import { Suspense } from 'react'
import { createRequestHandler, type ServerBuild } from '@remix-run/node'
import { Outlet } from '@remix-run/react'
import { describe, expect, it, vi } from 'vitest'
import { captureLogLines } from '#tests/utils/log-lines.ts'
import { testContext } from '#tests/utils/context.ts'
import { ORIGIN } from '#tests/utils/requests.ts'

/**
 * A render error after the shell (decision 0101): the document's first part is already on its way when a part under
 * a `<Suspense>` boundary throws, so only React's `onError` in the server entry sees it. No route of the app streams
 * such a part yet (and a route only for this test would ship in the production build), so the real entry renders a
 * build of two routes here: its error is logged once, and the document still ends, whole, with the part left to the
 * browser.
 */
let showRest: () => void = () => {}
let restShown = false
const rest = new Promise<void>((resolve) => (showRest = resolve)).then(() => (restShown = true))

/** Waits (suspends) until the test has read the first part, then fails. */
function TheRest(): never {
  if (!restShown) throw rest
  throw new Error('The rest failed for shopper@example.com, card 4111 1111 1111 1111')
}

const modules = {
  root: {
    default: () => (
      <html lang="en">
        <head />
        <body>
          <Outlet />
        </body>
      </html>
    ),
  },
  'routes/page': {
    default: () => (
      <main>
        <h1>The first part</h1>
        <Suspense fallback={<p>The rest is on its way</p>}>
          <TheRest />
        </Suspense>
      </main>
    ),
  },
}

async function buildWithTheRealEntry() {
  // The entry's in-process mocks are not needed here.
  vi.stubEnv('MOCK_UPSTREAMS', 'http')
  vi.resetModules()
  const entry = await import('#app/entry.server.tsx')
  vi.unstubAllEnvs()
  const route = (id: string, path: string, parentId?: string) => ({ id, path, parentId, module: modules[id as 'root'] })
  const manifest = (id: string, path: string, parentId?: string) => ({
    id,
    path,
    parentId,
    module: `/build/${id}.js`,
    hasLoader: false,
    hasAction: false,
    hasClientLoader: false,
    hasClientAction: false,
    hasErrorBoundary: false,
  })
  return {
    mode: 'production',
    entry: { module: entry },
    routes: { root: route('root', ''), 'routes/page': route('routes/page', 'page', 'root') },
    assets: {
      entry: { module: '/build/entry.client.js', imports: [] },
      routes: { root: manifest('root', ''), 'routes/page': manifest('routes/page', 'page', 'root') },
      url: '/build/manifest.js',
      version: 'test',
    },
    publicPath: '/build/',
    assetsBuildDirectory: 'public/build',
    future: { v3_singleFetch: true },
    isSpaMode: false,
  } as unknown as ServerBuild
}

describe('a render error after the shell', () => {
  it('is logged once, as a server error, and the document still ends well', async () => {
    const handle = createRequestHandler(await buildWithTheRealEntry(), 'production')
    const log = captureLogLines()
    // A browser, not a bot: it gets the shell first (bots wait for the whole document).
    const response = await handle(
      new Request(`${ORIGIN}/page`, { headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0' } }),
      testContext(),
    )
    expect(response.status).toBe(200)
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader()
    let document = ''
    while (!document.includes('The rest is on its way')) {
      const part = await reader.read()
      if (part.done) throw new Error('The document ended before its fallback')
      document += part.value
    }
    expect(document).toContain('The first part')
    expect(log.lines()).toEqual([])

    showRest()
    for (let part = await reader.read(); !part.done; part = await reader.read()) document += part.value
    log.stop()
    // Whole, and the failed part handed to the browser to render itself (React's client-render instruction, which
    // names the error only in React's development build), while the page around it stands.
    expect(document).toContain('</main></body></html>')
    expect(document).toContain('$RX("B:0"')
    const errors = log.lines().filter((line) => line.level === 'error')
    expect(errors).toEqual([
      expect.objectContaining({
        event: 'request.unhandled_error',
        method: 'GET',
        path: '/page',
        message: 'The rest failed for [email], card [number]',
        stack: expect.stringMatching(/^at TheRest/),
      }),
    ])
    expect(log.raw()).not.toContain('shopper@example.com')
  })
})

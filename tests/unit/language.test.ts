import { once } from 'node:events'
import { createServer, get as httpGet, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { AppLoadContext } from '@remix-run/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createServerApp } from '../../server/app.ts'
import { languageCookie, requestLanguage } from '#app/i18n/language.server.ts'
import { applyCachePolicy } from '#app/security/headers.server.ts'
import { switchLanguage } from '#app/ui/language-switch.server.ts'
import { testContext } from '#tests/utils/context.ts'
import { formPost, get } from '#tests/utils/requests.ts'
import { stubBuild } from '#tests/utils/stub-build.ts'

describe('the request language (decision 0108)', () => {
  it('is the switch’s choice first', () => {
    expect(requestLanguage({ cookie: 'a=1; lang=es; b=2', acceptLanguage: 'en-US' })).toBe('es')
    expect(requestLanguage({ cookie: 'lang=en', acceptLanguage: 'es-MX' })).toBe('en')
  })

  it('else the browser’s, any Spanish being US Spanish', () => {
    expect(requestLanguage({ acceptLanguage: 'es-MX,es;q=0.9,en;q=0.5' })).toBe('es')
    expect(requestLanguage({ acceptLanguage: 'es-419' })).toBe('es')
    expect(requestLanguage({ acceptLanguage: 'fr-FR, es;q=0.5' })).toBe('es')
    expect(requestLanguage({ acceptLanguage: 'en-US,en;q=0.9,es;q=0.8' })).toBe('en')
    // The q-values rank the tags, not their order.
    expect(requestLanguage({ acceptLanguage: 'en;q=0.2, es;q=0.9' })).toBe('es')
  })

  it('else English, for anything unknown or unreadable', () => {
    expect(requestLanguage({})).toBe('en')
    expect(requestLanguage({ cookie: 'lang=fr', acceptLanguage: 'pt-BR' })).toBe('en')
    expect(requestLanguage({ acceptLanguage: '*' })).toBe('en')
    expect(requestLanguage({ acceptLanguage: 'not a tag!!, ;q=x, es_ES' })).toBe('en')
  })

  it('reads a bounded part of a long Accept-Language', () => {
    // Spanish past the first 256 characters is not read.
    expect(requestLanguage({ acceptLanguage: `${'de;q=0.1,'.repeat(40)}es` })).toBe('en')
    expect(requestLanguage({ acceptLanguage: `es,${'x-private-tag-nonsense;q=0.5,'.repeat(2000)}` })).toBe('es')
  })
})

describe('the language switch', () => {
  const switched = async (fields: Record<string, string>) => {
    const context = testContext()
    const response = await switchLanguage(formPost('/language', fields), context).catch((thrown: unknown) => thrown)
    return { response: response as Response, cookies: context.responseCookies() }
  }

  it('remembers the language for a year and goes back to the page', async () => {
    const { response, cookies } = await switched({ to: 'es', back: '/rx/tracker?from=email' })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/rx/tracker?from=email')
    expect(cookies).toEqual([languageCookie('es', { secure: false })])
    expect(cookies[0]).toMatch(/^lang=es; Path=\/; Max-Age=31536000; HttpOnly; SameSite=Lax$/)
  })

  it('goes back only to a page of this site', async () => {
    const { response } = await switched({ to: 'en', back: '//evil.example/x' })
    expect(response.headers.get('location')).toBe('/')
  })

  it('refuses a language it does not have, and remembers nothing', async () => {
    const { response, cookies } = await switched({ to: 'fr', back: '/' })
    expect(response.status).toBe(400)
    expect(cookies).toEqual([])
  })
})

describe('caches', () => {
  it('are told that every page varies by language, a public one as much as a personal one', () => {
    for (const cookie of [undefined, 'lang=es', '__session=x']) {
      const headers = new Headers({ vary: 'Accept-Encoding' })
      applyCachePolicy(get('/signin', { cookie }), headers)
      expect(headers.get('vary'), cookie).toBe('Accept-Encoding, Accept-Language, Cookie')
    }
    // A route that chose its own policy still says what it varies by.
    const headers = new Headers({ 'cache-control': 'public, max-age=60' })
    applyCachePolicy(get('/stores/search'), headers)
    expect(headers.get('vary')).toBe('Accept-Language, Cookie')
  })
})

describe('the server reads the language once per request', () => {
  const echo = ({ context }: { context: AppLoadContext }) => new Response(context.language)
  let server: Server
  let port: number
  beforeAll(async () => {
    const app = createServerApp(stubBuild({ 'routes/$': { path: '*', module: { loader: echo } } }))
    server = createServer(app.handleRequest).listen(0, '127.0.0.1')
    await once(server, 'listening')
    port = (server.address() as AddressInfo).port
  })
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  // Addressed to the site's own host (fetch cannot name one): others are refused before any route.
  const languageOf = (headers: Record<string, string>) =>
    new Promise<string>((resolve, reject) => {
      httpGet(
        { host: '127.0.0.1', port, path: '/signin', headers: { host: 'localhost:3000', ...headers } },
        (response) => {
          let body = ''
          response.setEncoding('utf8')
          response.on('data', (chunk: string) => (body += chunk))
          response.on('end', () => resolve(body))
        },
      ).on('error', reject)
    })

  it('into the request context, from the cookie, else Accept-Language', async () => {
    expect(await languageOf({})).toBe('en')
    expect(await languageOf({ 'accept-language': 'es-US,es;q=0.9' })).toBe('es')
    expect(await languageOf({ 'accept-language': 'es-US', cookie: 'lang=en' })).toBe('en')
    expect(await languageOf({ cookie: 'lang=es' })).toBe('es')
  })
})

import { randomUUID } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { liveSessionCookie, sessionStorage, type SignedInUser } from '#app/auth/session.server.ts'
import { deviceCookie, readDeviceMarker } from '#app/auth/device-marker.server.ts'
import { flashSetCookie, readFlash } from '#app/ui/flash.server.ts'
import { mockScenarioOf, rememberMockScenario } from '#app/upstream/mock-scenario.server.ts'
import { cookieNamesInSource } from '#tests/utils/cookie-names.ts'
import { get, settle } from '#tests/utils/requests.ts'

const user: SignedInUser = {
  userId: randomUUID(),
  firstName: 'Sam',
  emailVerified: true,
  authorities: 'newer',
  accessToken: 'token',
  rememberMe: false,
  sessionId: randomUUID(),
  issuedAt: Date.now(),
}

/** The value of a Set-Cookie line. */
const valueOf = (setCookie: string) => setCookie.split(';')[0]!.split('=').slice(1).join('=')

/** Every cookie the app sets, as the app writes it, and whether the app takes a `Cookie` header as that cookie. */
async function appCookies(): Promise<
  Record<string, { setCookie: string; accepts: (header: string) => Promise<boolean> }>
> {
  const identity = await sessionStorage().getSession()
  identity.set('user', user)
  const scenario = await settle(() => rememberMockScenario(get('/rx/dashboard?mockScenario=rx-500')))
  return {
    __session: {
      setCookie: (await sessionStorage().commitIfChanged(identity))!,
      accepts: async (header) => (await sessionStorage().getSession(header)).get('user') !== undefined,
    },
    __session_live: {
      setCookie: await liveSessionCookie().serialize(user.userId),
      accepts: async (header) => (await liveSessionCookie().parse(header)) !== null,
    },
    __device: {
      setCookie: await deviceCookie().serialize({ id: randomUUID(), authModel: 'newer' }),
      accepts: async (header) => (await readDeviceMarker(header)) !== undefined,
    },
    __flash: {
      setCookie: await flashSetCookie({ toast: { kind: 'success', message: 'Saved.' } }),
      accepts: async (header) => (await readFlash(header)) !== undefined,
    },
    __mock_scenario: {
      setCookie: (scenario as Response).headers.get('set-cookie')!,
      accepts: async (header) => (await mockScenarioOf(get('/rx/dashboard', { cookie: header }))) !== undefined,
    },
  }
}

describe('cookies cannot stand in for each other (issue 31, decision 0075)', () => {
  it('every cookie the app sets is refused under every other cookie’s name, and taken under its own', async () => {
    const cookies = await appCookies()
    expect(new Set(Object.keys(cookies))).toEqual(cookieNamesInSource())
    const accepted: string[] = []
    for (const [source, { setCookie }] of Object.entries(cookies)) {
      expect(await cookies[source]!.accepts(`${source}=${valueOf(setCookie)}`), `${source} as itself`).toBe(true)
      for (const [target, { accepts }] of Object.entries(cookies))
        if (target !== source && (await accepts(`${target}=${valueOf(setCookie)}`)))
          accepted.push(`${source} as ${target}`)
    }
    expect(accepted).toEqual([])
  })

  it('every cookie but the mocks’ scenario is sealed, its name part of the seal', () => {
    const unsealed: string[] = []
    const visit = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name)
        if (entry.isDirectory()) visit(path)
        else if (/\.tsx?$/.test(entry.name) && /\bcreateCookie\(/.test(readFileSync(path, 'utf8'))) unsealed.push(path)
      }
    }
    visit('app')
    expect(unsealed).toEqual(['app/upstream/mock-scenario.server.ts'])
  })
})

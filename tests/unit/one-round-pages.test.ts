import { describe, expect, it } from 'vitest'
import type { LoaderFunctionArgs } from '@remix-run/node'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { loader as marketingLoader } from '#app/routes/rx+/patient-profile.marketing.tsx'
import { loader as commPrefsLoader } from '#app/routes/rx+/comm-prefs.tsx'
import { loader as refillSettingsLoader } from '#app/routes/rx+/refill-settings.tsx'
import { loader as ninetyDayLoader } from '#app/routes/rx+/ninety-day-supply.tsx'
import { loader as receiptsLoader } from '#app/routes/rx+/prescription-receipt.tsx'
import { loader as historyLoader } from '#app/routes/rx+/prescription-history._index.tsx'
import { loader as landingLoader } from '#app/routes/rx+/landing-page.tsx'
import { loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import { loader as createReportLoader } from '#app/routes/rx+/create-expense-report.tsx'
import { loader as expenseReportLoader } from '#app/routes/rx+/prescription-history.expense-report.tsx'
import { historyWindow } from '#app/rx/history/history-rules.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { sessionStorage } from '#app/auth/session.server.ts'
import { rememberVerifiedLink, VERIFIED_LINK_SECONDS } from '#app/rx/shared/verified-link.server.ts'
import { signIn } from '#tests/utils/link-steps.ts'
import { onePageArgs } from '#tests/utils/requests.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'

type Loader = (args: LoaderFunctionArgs) => Promise<unknown>

const ENROLMENTS = 'GET /rx/api/patient-program-enrollments'
const SESSION_CALL = 'GET /rx-security-api/session'
const CUSTOMER_STATUS = 'GET /rx-security-api/customer/status'
const FACILITIES = 'GET /atlas/v1/pharmacy/v2/facilities'

/** The shopper after a pharmacy page: the verified link and the account's patients remembered (decisions 0052, 0053). */
async function shopperAfterAPage() {
  const cookie = await signIn('shopper@example.com')
  await refillsLoader(onePageArgs('/rx/refills', cookie)())
  return cookie
}

async function signedInUser(cookie: string) {
  const user = (await sessionStorage().getSession(cookie)).get('user')
  if (!user) throw new Error('expected a signed-in session')
  return user
}

/** The shopper whose link is remembered but whose patients no page has asked for yet: nothing to start them from. */
async function shopperWithoutHint() {
  const cookie = await signIn('shopper@example.com')
  await rememberVerifiedLink(await signedInUser(cookie))
  return cookie
}

/** The shopper whose patients are known but whose link's answer is older than its limit: the gate asks again. */
async function shopperWithLinkToAsk() {
  const cookie = await shopperAfterAPage()
  await rememberVerifiedLink(await signedInUser(cookie), Date.now() - VERIFIED_LINK_SECONDS * 1000 - 1)
  return cookie
}

/** One page's loaders, run as the server runs them (one request context), and the rounds of upstream calls they waited for. */
async function pageRounds(path: string, cookie: string, ...loaders: Loader[]) {
  const page = onePageArgs(path, cookie)
  let data: unknown[] = []
  const { rounds, calls } = await upstreamRoundsOf(async () => {
    data = await Promise.all(loaders.map((loader) => loader(page())))
  })
  const inRound = (round: number) => calls.filter((call) => call.round === round).map(({ call }) => call)
  return { rounds, calls: calls.map(({ call }) => call), inRound, data }
}

describe('the pages about one patient start their calls with the patient list, when the patients are known (issue 34)', () => {
  it("the profile asks the primary patient's marketing standing with the patients; the panel over it shares it", async () => {
    const cookie = await shopperAfterAPage()
    const profile = await pageRounds('/rx/patient-profile', cookie, profileLoader)
    expect(profile.rounds).toBe(1)
    expect(profile.inRound(1)).toEqual(
      expect.arrayContaining(['GET /rx/api/patient-profiles/', 'GET /rx/api/patient-programs', ENROLMENTS]),
    )
    expect(profile.data[0]).toMatchObject({ marketing: { programName: expect.any(String) } })

    const panel = await pageRounds('/rx/patient-profile/marketing', cookie, profileLoader, marketingLoader)
    expect(panel.rounds).toBe(1)
    expect(panel.calls.filter((call) => call === ENROLMENTS)).toHaveLength(1)
  })

  it("Communication Preferences asks the primary patient's settings with the patients; without a hint, one round more and the same page", async () => {
    const hinted = await pageRounds('/rx/comm-prefs', await shopperAfterAPage(), commPrefsLoader)
    expect(hinted.rounds).toBe(1)
    expect(hinted.inRound(1)).toEqual(
      expect.arrayContaining(['GET /rx/api/patient-profiles/', expect.stringMatching(/1001/)]),
    )
    const unhinted = await pageRounds('/rx/comm-prefs', await shopperWithoutHint(), commPrefsLoader)
    expect(unhinted.rounds).toBe(2)
    expect(unhinted.data).toEqual(hinted.data)
  })

  it('the receipts are asked for the loyalty card the primary patient had last time, with the patients', async () => {
    const { rounds, inRound, data } = await pageRounds(
      '/rx/prescription-receipt',
      await shopperAfterAPage(),
      receiptsLoader,
    )
    expect(rounds).toBe(1)
    expect(inRound(1)).toEqual(expect.arrayContaining(['GET /rx/api/patient-profiles/', 'GET /rx/api/receipt-loyalty']))
    expect(data[0]).toMatchObject({ data: { hasCard: true } })
  })

  it("the history asks the primary patient's fills with the patients; only the pharmacies' names come second", async () => {
    const hinted = await pageRounds('/rx/prescription-history', await shopperAfterAPage(), historyLoader)
    expect(hinted.rounds).toBe(2)
    expect(hinted.inRound(1)).toEqual(
      expect.arrayContaining(['GET /rx/api/patient-profiles/', 'GET /rx/api/prescription/transactions']),
    )
    expect(hinted.inRound(2)).toEqual([FACILITIES])
    const unhinted = await pageRounds('/rx/prescription-history', await shopperWithoutHint(), historyLoader)
    expect(unhinted.rounds).toBe(3)
    expect(unhinted.data).toEqual(hinted.data)
  })
})

describe('the refill programs ask each known patient’s enrolments with the patient list (issue 34)', () => {
  it('Refill Settings: one round, an enrolments call per patient started together', async () => {
    const cookie = await shopperAfterAPage()
    const { rounds, calls, inRound } = await pageRounds('/rx/refill-settings', cookie, refillSettingsLoader)
    expect(rounds).toBe(1)
    const enrolments = calls.filter((call) => call === ENROLMENTS)
    expect(enrolments.length).toBeGreaterThan(1)
    expect(inRound(1).filter((call) => call === ENROLMENTS)).toEqual(enrolments)
    const unhinted = await pageRounds('/rx/refill-settings', await shopperWithoutHint(), refillSettingsLoader)
    expect(unhinted.rounds).toBe(2)
  })

  it('90-Day Supply: the programs and the enrolments with the account, for the patient chosen only', async () => {
    const cookie = await shopperAfterAPage()
    const all = await pageRounds('/rx/ninety-day-supply', cookie, ninetyDayLoader)
    expect(all.rounds).toBe(1)
    expect(all.inRound(1)).toEqual(
      expect.arrayContaining(['GET /rx/api/patient-profiles/', 'GET /rx/api/patient-programs', ENROLMENTS]),
    )
    const one = await pageRounds('/rx/ninety-day-supply?patient=1001', cookie, ninetyDayLoader)
    expect(one.rounds).toBe(1)
    expect(one.calls.filter((call) => call === ENROLMENTS)).toHaveLength(1)
  })
})

describe('the reads start beside the customer gate when the link is asked again (issue 34, decision 0058)', () => {
  const pages: Array<[string, Loader]> = [
    ['/rx/patient-profile', profileLoader],
    ['/rx/comm-prefs', commPrefsLoader],
    ['/rx/refill-settings', refillSettingsLoader],
    ['/rx/ninety-day-supply', ninetyDayLoader],
    ['/rx/prescription-receipt', receiptsLoader],
    ['/rx/create-expense-report', createReportLoader],
  ]
  it.each(pages)('%s: one round for the gate and the page together', async (path, loader) => {
    const { rounds, inRound } = await pageRounds(path, await shopperWithLinkToAsk(), loader)
    expect(rounds).toBe(1)
    expect(inRound(1)).toEqual(expect.arrayContaining([SESSION_CALL, 'GET /rx/api/patient-profiles/']))
  })

  const { defaultFrom, today } = historyWindow(pharmacyToday())
  const report = `/rx/prescription-history/expense-report?patient=1001&from=${defaultFrom}&to=${today}`
  const twoRounds: Array<[string, Loader]> = [
    ['/rx/auto-refills', autoRefillsLoader],
    [report, expenseReportLoader],
  ]

  it.each([...pages, ...twoRounds, ['/rx/prescription-history', historyLoader] as [string, Loader]])(
    '%s: a customer without a verified link still goes to linking, whatever the early reads got',
    async (path, loader) => {
      const sent = await loader(onePageArgs(path, await signIn('new@example.com'))()).catch((thrown: unknown) => thrown)
      expect(sent instanceof Response && sent.headers.get('location')).toBe('/rx/link/patient/lookup')
    },
  )

  it("auto refill and the expense report: the gate with the patients (and the report's fills), then what they need", async () => {
    for (const [path, loader] of twoRounds) {
      const { rounds, inRound } = await pageRounds(path, await shopperWithLinkToAsk(), loader)
      expect(rounds).toBe(2)
      expect(inRound(1)).toEqual(expect.arrayContaining([SESSION_CALL, 'GET /rx/api/patient-profiles/']))
    }
  })

  it("the history: the gate with the patients and the fills, then the pharmacies' names", async () => {
    const { rounds, inRound } = await pageRounds(
      '/rx/prescription-history',
      await shopperWithLinkToAsk(),
      historyLoader,
    )
    expect(rounds).toBe(2)
    expect(inRound(1)).toEqual(expect.arrayContaining([SESSION_CALL, 'GET /rx/api/prescription/transactions']))
  })
})

describe('the landing page (issue 34)', () => {
  it('asks a customer without a link whether their links await approval together with the link: one round', async () => {
    const { rounds, inRound, data } = await pageRounds(
      '/rx/landing-page',
      await signIn('new@example.com'),
      landingLoader,
    )
    expect(rounds).toBe(1)
    expect(inRound(1)).toEqual(expect.arrayContaining([SESSION_CALL, CUSTOMER_STATUS]))
    expect(data[0]).toMatchObject({ signedIn: true, awaitingApproval: false })
  })

  it('asks nothing of a customer whose link is known verified: on to the dashboard', async () => {
    const cookie = await shopperAfterAPage()
    const { calls } = await upstreamRoundsOf(async () => {
      const sent = await landingLoader(onePageArgs('/rx/landing-page', cookie)()).catch((thrown: unknown) => thrown)
      expect(sent instanceof Response && sent.headers.get('location')).toBe('/rx/dashboard')
    })
    expect(calls).toEqual([])
  })
})

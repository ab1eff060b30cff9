import { describe, expect, it } from 'vitest'
import { loader as refillSettingsLoader } from '#app/routes/rx+/refill-settings.tsx'
import { action as ninetyDayAction, loader as ninetyDayLoader } from '#app/routes/rx+/ninety-day-supply.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { action as marketingAction, loader as marketingLoader } from '#app/routes/rx+/patient-profile.marketing.tsx'
import { acceptedStatus, afterMarketingAnswer, asksMarketingConsent } from '#app/rx/profile/marketing-rules.ts'
import { PROFILE_MESSAGES } from '#app/rx/profile/profile-messages.ts'
import { PROGRAM_TEXTS } from '#app/rx/programs/program-texts.ts'
import { ADD_TO_CART } from '#app/rx/cart/cart-texts.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { mockServer } from '#mocks/node.ts'
import { recordUpstreamCalls, upstreamCallsOf } from '#tests/utils/upstream-calls.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { cookiesFrom, formPost, get, missingPatientOf, settle } from '#tests/utils/requests.ts'
import { location, signIn } from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const shopper = () => signIn('shopper@example.com')
const toastOf = async (response: unknown, cookie: string) =>
  (await readFlash(cookiesFrom(response as Response, cookie)))?.toast
const marketingStatus = () =>
  pharmacyBackOffice
    .account(SHOPPER_USER_ID)!
    .programEnrollments!['1001']!.find((enrollment) => enrollment.programId === 'HCSS')?.enrollmentStatus

/** Program enrolment writes, as the patient header and the body. */
function recordEnrolmentWrites() {
  const recorder = recordUpstreamCalls(
    (request) => request.method === 'PUT' && request.url.endsWith('/patient-program-enrollments'),
  )
  return {
    stop: recorder.stop,
    get calls() {
      return recorder.calls.map(({ headers, body }) => ({ patient: headers.get('patient'), body }))
    },
  }
}

describe('marketing program rules (spec 2 section 4)', () => {
  it('asks until answered and again once the answer expired; accepting after a decline re-enrols', () => {
    expect(
      ['NEVER_ASKED', 'EXPIRED', 'ENROLLED', 'DECLINED', 'PENDING'].map((s) => asksMarketingConsent(s as never)),
    ).toEqual([true, true, false, false, false])
    expect(acceptedStatus('NEVER_ASKED')).toBe('ENROLLED')
    expect(acceptedStatus('DECLINED')).toBe('REENROLLED')
    expect(acceptedStatus('EXPIRED')).toBe('REENROLLED')
    // Accepting again keeps the status there is (decision 0083).
    expect(acceptedStatus('ENROLLED')).toBe('ENROLLED')
    expect(acceptedStatus('REENROLLED')).toBe('REENROLLED')
  })

  it('goes to seamlessRedirectUrl, else redirectUrl, else the profile, each only when safe', () => {
    const after = (query: string) => afterMarketingAnswer(new URLSearchParams(query), '/rx/patient-profile')
    expect(after('seamlessRedirectUrl=/rx/dashboard&redirectUrl=/rx/refills')).toBe('/rx/dashboard')
    expect(after('seamlessRedirectUrl=https://evil.example/&redirectUrl=/rx/refills')).toBe('/rx/refills')
    expect(after('seamlessRedirectUrl=//evil.example&redirectUrl=/%2F%2Fevil.example')).toBe('/rx/patient-profile')
    expect(after('')).toBe('/rx/patient-profile')
  })
})

describe("Refill Settings counts each enrolment's end at its store (decision 0105)", () => {
  it('asks the locator once for a store it does not know, then counts it in the configured zone a while', async () => {
    const cookie = await shopper()
    const sam = pharmacyBackOffice
      .account(SHOPPER_USER_ID)!
      .patients.find((patient) => patient.patientNumber === '1001')!
    sam.autoRefillFacilityId = '99999999'
    const locatorCalls = async () =>
      (await upstreamCallsOf(() => refillSettingsLoader(args(get('/rx/refill-settings', { cookie }))))).filter((call) =>
        call.includes('/facilities'),
      )
    expect(await locatorCalls()).toHaveLength(1)
    expect(await locatorCalls()).toEqual([])
  })
})

describe('Refill Settings and 90-Day Supply (issue 18)', () => {
  it("lists each patient's refill programs with where they stand, and not the marketing program", async () => {
    const data = await refillSettingsLoader(args(get('/rx/refill-settings', { cookie: await shopper() })))
    expect(data.errors).toEqual([])
    // Lily's enrolment ended: Expired, not Enrolled.
    expect(data.patients[1]!.programs[0]).toMatchObject({ programId: 'AUTO_REFILL', status: 'Expired' })
    expect(data.patients[0]).toMatchObject({
      patientNumber: '1001',
      name: 'Sam Shopper',
      programs: [
        {
          programId: 'AUTO_REFILL',
          name: 'Auto Refill',
          status: 'Enrolled',
          detail: null,
          manage: '/rx/auto-refills?patient=1001',
        },
        {
          programId: 'NINETY_DAY_SUPPLY',
          name: '90-Day Supply',
          status: 'Not enrolled',
          detail: null,
          manage: '/rx/ninety-day-supply?patient=1001',
        },
        {
          programId: 'MEDSYNC',
          name: 'Medication Sync',
          status: 'Enrolled',
          detail: PROGRAM_TEXTS.medSyncDrugs('Rosuvastatin 10 mg Tablet'),
          manage: null,
        },
      ],
    })
  })

  it('joins and leaves 90-Day Supply, naming the patient in the header, with the eligible prescription to add', async () => {
    const cookie = await shopper()
    const page = await ninetyDayLoader(args(get('/rx/ninety-day-supply?patient=1001', { cookie })))
    expect(page.patients).toEqual([
      {
        patientNumber: '1001',
        name: 'Sam Shopper',
        enrolled: false,
        joinOrLeaveLabel: PROGRAM_TEXTS.joinFor('Sam Shopper'),
        prescriptions: [
          {
            rxNumber: '7200002',
            patientNumber: '1001',
            drugName: 'Losartan 50 mg Tablet',
            inCart: false,
            addLabel: ADD_TO_CART.labelFor('Losartan 50 mg Tablet'),
          },
        ],
      },
    ])
    expect(page.cart.status).toBe('loaded')
    const writes = recordEnrolmentWrites()
    const post = (intent: string) =>
      settle(() =>
        ninetyDayAction(args(formPost('/rx/ninety-day-supply', { intent, patientNumber: '1001' }, { cookie }))),
      )
    const joined = await post('join')
    expect(location(joined)).toBe('/rx/ninety-day-supply?patient=1001')
    expect(await toastOf(joined, cookie)).toEqual({ kind: 'success', message: PROGRAM_TEXTS.joined('Sam Shopper') })
    expect(
      (await ninetyDayLoader(args(get('/rx/ninety-day-supply?patient=1001', { cookie })))).patients[0]!.enrolled,
    ).toBe(true)
    await post('leave')
    await writes.stop()
    expect(writes.calls).toEqual([
      { patient: '1001', body: { programId: 'NINETY_DAY_SUPPLY', externalCode: 'RX90', enrollmentStatus: 'ENROLLED' } },
      { patient: '1001', body: { programId: 'NINETY_DAY_SUPPLY', externalCode: 'RX90', enrollmentStatus: 'DECLINED' } },
    ])
    // A patient not the account's changes nothing, and the answer says so.
    expect(
      await missingPatientOf(
        await settle(() =>
          ninetyDayAction(
            args(formPost('/rx/ninety-day-supply', { intent: 'join', patientNumber: '2001' }, { cookie })),
          ),
        ),
      ),
    ).toEqual({ status: 404, text: 'No patient could be found with patientNumber 2001' })
    expect(writes.calls).toHaveLength(2)
  })
})

describe('marketing consent (issue 18)', () => {
  it('asks on the profile, then accepts and goes to the seamlessRedirectUrl', async () => {
    const cookie = await shopper()
    const profile = await profileLoader(
      args(get('/rx/patient-profile?seamlessRedirectUrl=%2Frx%2Fdashboard', { cookie })),
    )
    expect(profile.marketing).toMatchObject({
      programName: 'Health and Savings',
      status: 'NEVER_ASKED',
      asks: true,
      panelPath: '/rx/patient-profile/marketing?seamlessRedirectUrl=%2Frx%2Fdashboard',
    })
    const path = '/rx/patient-profile/marketing?seamlessRedirectUrl=%2Frx%2Fdashboard&redirectUrl=%2Frx%2Frefills'
    expect(await marketingLoader(args(get(path, { cookie })))).toMatchObject({ answer: 'You have not answered yet.' })
    const writes = recordEnrolmentWrites()
    const accepted = await settle(() => marketingAction(args(formPost(path, { intent: 'accept' }, { cookie }))))
    await writes.stop()
    expect(location(accepted)).toBe('/rx/dashboard')
    expect(await toastOf(accepted, cookie)).toEqual({ kind: 'success', message: PROFILE_MESSAGES.accepted })
    expect(writes.calls).toEqual([
      { patient: '1001', body: { programId: 'HCSS', externalCode: 'HCSS', enrollmentStatus: 'ENROLLED' } },
    ])
    expect(marketingStatus()).toBe('ENROLLED')
  })

  it('declines back to the profile, and accepting later re-enrols', async () => {
    const cookie = await shopper()
    const post = (intent: string, query = '') =>
      settle(() => marketingAction(args(formPost(`/rx/patient-profile/marketing${query}`, { intent }, { cookie }))))
    expect(location(await post('decline'))).toBe('/rx/patient-profile')
    expect(marketingStatus()).toBe('DECLINED')
    expect((await profileLoader(args(get('/rx/patient-profile', { cookie })))).marketing).toMatchObject({ asks: false })
    expect(location(await post('accept', '?redirectUrl=%2Frx%2Frefills'))).toBe('/rx/refills')
    expect(marketingStatus()).toBe('REENROLLED')
  })

  it('says a failure and stays on the question', async () => {
    const cookie = await shopper()
    const { http, HttpResponse } = await import('msw')
    const { upstreamUrl } = await import('#mocks/upstream-urls.ts')
    mockServer.use(
      http.put(upstreamUrl('rx', '/rx/api/patient-program-enrollments'), () =>
        HttpResponse.json({ code: 'X' }, { status: 500 }),
      ),
    )
    const failed = await settle(() =>
      marketingAction(
        args(
          formPost(
            '/rx/patient-profile/marketing?seamlessRedirectUrl=%2Frx%2Fdashboard',
            { intent: 'accept' },
            { cookie },
          ),
        ),
      ),
    )
    expect(location(failed)).toBe('/rx/patient-profile/marketing?seamlessRedirectUrl=%2Frx%2Fdashboard')
    expect(await toastOf(failed, cookie)).toEqual({ kind: 'error', message: PROFILE_MESSAGES.marketingFailed })
    expect(marketingStatus()).toBe('NEVER_ASKED')
  })
})

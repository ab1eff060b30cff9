import { afterEach, describe, expect, it, vi } from 'vitest'
import { action as patientLookupAction } from '#app/routes/rx+/link.patient.lookup.tsx'
import { loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { loader as verifyLoader } from '#app/routes/rx+/link.prescription.verify.tsx'
import { loader as failureLoader } from '#app/routes/rx+/idm.failure.tsx'
import { loader as ciamLoader } from '#app/routes/rx+/account.ciam.error.tsx'
import { loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { LINK_MESSAGES } from '#app/rx/link/link-messages.ts'
import { PRESCRIBER_CHOICE_MS } from '#app/rx/link/link-flow.server.ts'
import { validatePatientLookup, validatePrescriptionVerify } from '#app/rx/shared/rx-validation.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { NIA_DETAILS, NIA_RX } from '#tests/utils/linking.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import {
  args,
  choose,
  dataOf,
  location,
  prescriberOf,
  quizPassedByDetails,
  signIn,
  step,
  verifyByRx,
  verifyPage,
  VERIFY,
} from '#tests/utils/link-steps.ts'

const NIA = NIA_DETAILS
const PHONE = '1-800-555-0142'

const form = (fields: Record<string, string>) => new URLSearchParams(fields) as unknown as FormData
const fieldErrors = (submission: { reply: () => { error?: Record<string, string[] | null> | null } }) =>
  submission.reply().error ?? {}

describe("'Enter Patient Details' (spec 2 section 5)", () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const errors = (fields: Record<string, string>) => fieldErrors(validatePatientLookup(form(fields), now))

  it("says 'Date of Birth must be valid' for any birth date that is not a real past date from 1900", () => {
    const date = (month: string, day: string, year: string) =>
      errors({ ...NIA, 'dateOfBirth.month': month, 'dateOfBirth.day': day, 'dateOfBirth.year': year }).dateOfBirth
    expect(date('2', '30', '1990')).toEqual(['Date of Birth must be valid'])
    expect(date('11', '26', '2026')).toEqual(['Date of Birth must be valid'])
    expect(date('12', '31', '1899')).toEqual(['Date of Birth must be valid'])
    expect(date('1', '1', '1900')).toBeUndefined()
    expect(date('11', '25', '2026')).toBeUndefined()
    // The parts keep their own messages.
    expect(errors({ ...NIA, 'dateOfBirth.month': '13' })['dateOfBirth.month']).toEqual(['You must enter a month.'])
    expect(errors({ ...NIA, 'dateOfBirth.day': 'x' })['dateOfBirth.day']).toEqual(['Input must be numeric.'])
    // A year has all its 4 digits (spec 2 section 5 'Exact length'); one with a leading zero cannot be read as a date.
    expect(errors({ ...NIA, 'dateOfBirth.year': '85' })['dateOfBirth.year']).toEqual(['Must be 4 characters'])
    expect(errors({ ...NIA, 'dateOfBirth.year': '198' })['dateOfBirth.year']).toEqual(['Must be 4 characters'])
    expect(errors({ ...NIA, 'dateOfBirth.year': '19855' })['dateOfBirth.year']).toEqual(['Must be 4 characters'])
    expect(errors({ ...NIA, 'dateOfBirth.year': '0985' })['dateOfBirth.year']).toEqual(['Please enter a valid date.'])
  })

  it('takes a phone in the stricter form, and wants one whenever an email is given', () => {
    const strict = ['Input must be a valid, 10 digit phone number']
    expect(errors({ ...NIA, phoneNum: '013-555-0199' }).phoneNum).toEqual(strict)
    expect(errors({ ...NIA, phoneNum: '513-155-0199' }).phoneNum).toEqual(strict)
    expect(errors({ ...NIA, phoneNum: '513-555-019' }).phoneNum).toEqual(strict)
    expect(errors({ ...NIA, phoneNum: '513 555 0199' }).phoneNum).toBeUndefined()
    const { phoneNum: _none, ...withoutPhone } = NIA
    expect(errors(withoutPhone)).toEqual({})
    expect(errors({ ...withoutPhone, email: 'nia@example.com' }).phoneNum).toEqual([
      'Phone number is required if email is provided',
    ])
    // Said with the other fields' messages, not only once they are right.
    expect(errors({ email: 'nia@example.com' })).toMatchObject({
      firstName: ['First Name is required'],
      phoneNum: ['Phone number is required if email is provided'],
    })
  })

  it('asks where the customer lives: line 1, city, state and a US or Canadian postal code (decision 0080)', () => {
    const { address: _line1, city: _city, state: _state, zipCode: _zip, ...withoutAddress } = NIA
    expect(errors(withoutAddress)).toEqual({
      address: ['Address is required'],
      city: ['City is required'],
      state: ['State is required'],
      zipCode: ['Zip Code is required'],
    })
    expect(errors({ ...NIA, zipCode: '4520' }).zipCode).toEqual(['Invalid postal code'])
    expect(errors({ ...NIA, state: 'ZZ' }).state).toEqual(['State is required'])
    expect(errors({ ...NIA, zipCode: '45202-1234', address2: 'Apt 2' })).toEqual({})
  })

  it("checks the email: 'Invalid Email Address', at most 100 characters", () => {
    expect(errors({ ...NIA, email: 'nia@example' }).email).toEqual(['Invalid Email Address'])
    expect(errors({ ...NIA, email: `${'n'.repeat(88)}@example.com` }).email).toBeUndefined()
    expect(errors({ ...NIA, email: `${'n'.repeat(89)}@example.com` }).email).toEqual([
      'Email must be 100 characters or fewer',
    ])
  })
})

describe('customer verification by Rx number (spec 2 section 5)', () => {
  const errors = (fields: Record<string, string>) => fieldErrors(validatePrescriptionVerify(form(fields)))

  it("says 'Required' for the Rx number, and for the pharmacy phone of a store prescription only", () => {
    expect(errors({ rxType: 'retail' })).toEqual({ rxNumber: ['Required'], facilityPhone: ['Required'] })
    expect(errors({ rxType: 'mailorder' })).toEqual({ rxNumber: ['Required'] })
    expect(errors({ ...NIA_RX, facilityPhone: '513-555-01' }).facilityPhone).toEqual([
      'Invalid phone number, must be 10 digits',
    ])
    expect(errors({ ...NIA_RX, rxNumber: '1234' }).rxNumber).toEqual([
      'Invalid Prescription Number: Must be between 5 and 8 digits',
    ])
  })
})

function lookUp(cookie: string, fields: Record<string, string> = NIA, query = '') {
  return serve(patientLookupAction, formPost(`/rx/link/patient/lookup${query}`, fields, { cookie }))
}

/** The customer lands on the profile with the congratulation, and the dashboard opens for them. */
async function expectLinked(answer: unknown, cookie: string) {
  expect(location(answer)).toBe('/rx/patient-profile')
  const after = cookiesFrom(answer, cookie)
  const profile = await profileLoader(args(get('/rx/patient-profile', { cookie: after })))
  expect(profile).toBeDefined()
  expect((await readFlash(after))?.toast).toEqual({ kind: 'success', message: LINK_MESSAGES.linked })
  const dashboard = await serve(dashboardLoader, get('/rx/dashboard', { cookie: after }))
  expect(location(dashboard)).toBeUndefined()
  // The session moved to a new id at the link (decision 0089): a copy of the cookie from before opens nothing.
  const sessionOf = (header: string) => header.split('; ').find((pair) => pair.startsWith('__session='))
  expect(sessionOf(after)).not.toBe(sessionOf(cookie))
  expect(location(await serve(dashboardLoader, get('/rx/dashboard', { cookie })))).toBe(
    '/signin?redirectUrl=%2Frx%2Fdashboard',
  )
}

describe('linking oneself by one’s details (decision 0062)', () => {
  afterEach(() => vi.restoreAllMocks())

  it('keeps each step out of reach until the one before it is done', async () => {
    const cookie = await signIn()
    expect(location(await serve(verifyLoader, get(VERIFY, { cookie })))).toBe('/rx/link/patient/lookup')
    const found = await step(() => lookUp(cookie), cookie, '/rx/link/patient/verify')
    expect(location(await serve(verifyLoader, get(VERIFY, { cookie: found })))).toBe('/rx/link/patient/verify')
  })

  it('links through the prescriber chosen within 3 minutes', async () => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails())
    expect(page.way).toBe('prescriber')
    expect(page.prescribers.map((option) => option.label)).toContain('Priya Patel')
    // A quiz passed is not asked again: the quiz page sends on.
    expect(location(await serve(quizLoader, get('/rx/link/patient/verify', { cookie })))).toBe(VERIFY)
    await expectLinked(await choose(cookie, prescriberOf(page, 'Priya Patel')), cookie)
  })

  it("after the link: the challenge questions, and notification settings from the record's phones", async () => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails())
    const recorder = recordUpstreamCalls((request) => /challenge-questions|notification-settings/.test(request.url))
    await expectLinked(await choose(cookie, prescriberOf(page, 'Priya Patel')), cookie)
    await recorder.stop()
    const sent = recorder.calls.map(({ path, body }) => [path, body])
    // Nia has a mobile phone and no email: texts, no calls.
    expect(sent).toEqual(
      expect.arrayContaining([
        ['/rx-security-api/challenge-questions', { patientNumber: '2001' }],
        [
          '/rx/api/notification-settings/2001',
          { notifyByText: true, notifyByEmail: false, notifyByVoice: false, voiceNotificationPreference: 'MOBILE' },
        ],
      ]),
    )
  })

  it('wants a prescriber chosen from those offered', async () => {
    const { cookie } = await verifyPage(await quizPassedByDetails())
    expect(dataOf(await choose(cookie, 'PR-NOT-OFFERED'))).toEqual({ prescriberError: 'Required' })
  })

  it('refuses a choice after 3 minutes by its own clock, and asks for the Rx number instead', async () => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails())
    const asked = Date.now()
    vi.spyOn(Date, 'now').mockReturnValue(asked + PRESCRIBER_CHOICE_MS + 1000)
    const late = await choose(cookie, prescriberOf(page, 'Priya Patel'))
    vi.restoreAllMocks()
    expect(location(late)).toBe(VERIFY)
    const after = await verifyPage(cookiesFrom(late, cookie))
    expect(after.page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberTimedOut })
    // That way is closed for this flow: a choice posted again goes back to the Rx number.
    expect(location(await choose(after.cookie, prescriberOf(page, 'Priya Patel')))).toBe(VERIFY)
    await expectLinked(await verifyByRx(after.cookie), after.cookie)
  })

  it('a wrong prescriber gives way to the Rx number, which a wrong number does not pass', async () => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails())
    const wrong = await choose(cookie, prescriberOf(page, 'Jordan Kim'))
    expect(location(wrong)).toBe(VERIFY)
    const after = await verifyPage(cookiesFrom(wrong, cookie))
    expect(after.page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberFailed })
    const notFound = await verifyByRx(after.cookie, { ...NIA_RX, rxNumber: '7399999' })
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(notFound).result.error['']).toEqual([
      LINK_MESSAGES.notFound,
    ])
    await expectLinked(await verifyByRx(after.cookie), after.cookie)
  })

  it('a wrong prescriber closes that way, even in a flow started over (review of 0062, decision 0073)', async () => {
    const first = await verifyPage(await quizPassedByDetails())
    expect(location(await choose(first.cookie, prescriberOf(first.page, 'Jordan Kim')))).toBe(VERIFY)
    // Starting over (a new lookup and quiz) gets a new quiz, but no second prescriber question: the Rx number.
    const again = await verifyPage(await quizPassedByDetails())
    expect(again.page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberFailed, prescribers: [] })
    // A choice posted anyway (the first page's, kept open) goes back to the Rx number too.
    expect(location(await choose(again.cookie, prescriberOf(first.page, 'Priya Patel')))).toBe(VERIFY)
    await expectLinked(await verifyByRx(again.cookie), again.cookie)
  })

  it('asks at most three prescriber quizzes in half an hour, then the Rx number', async () => {
    const cookie = await quizPassedByDetails()
    for (let ask = 0; ask < 3; ask += 1) expect((await verifyPage(cookie)).page.way).toBe('prescriber')
    expect((await verifyPage(cookie)).page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberFailed })
  })

  it.each([
    ['prescriber-fail', LINK_MESSAGES.prescriberFailed],
    ['prescriber-timeout', LINK_MESSAGES.prescriberTimedOut],
  ])('the pharmacy’s verdict %s says why the Rx number is asked', async (scenario, message) => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails())
    const answer = await choose(cookie, prescriberOf(page, 'Priya Patel'), `?mockScenario=${scenario}`)
    expect(location(answer)).toBe(VERIFY)
    expect((await verifyPage(cookiesFrom(answer, cookie))).page).toMatchObject({ way: 'rx', message })
  })

  it('a prescriber quiz that cannot load asks for the Rx number; the customer may also ask for it', async () => {
    const cookie = await quizPassedByDetails()
    expect((await verifyPage(cookie, '?by=rx')).page).toMatchObject({ way: 'rx', message: undefined })
    const broken = await verifyPage(cookie, '?mockScenario=prescriber-quiz-error')
    expect(broken.page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberError })
    // Remembered: the next visit does not ask again.
    expect((await verifyPage(broken.cookie)).page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberError })
  })

  it.each([
    ['prescription-verify-locked', LINK_MESSAGES.verifyLocked, 403],
    ['prescription-verify-not-found', LINK_MESSAGES.notFound, 400],
    ['prescription-verify-error', LINK_MESSAGES.verifyFailed, 503],
  ])('verification by Rx number answering %s shows its message', async (scenario, message, status) => {
    const { cookie } = await verifyPage(await quizPassedByDetails(), '?by=rx')
    const refused = (await verifyByRx(cookie, NIA_RX, `?mockScenario=${scenario}`)) as { init: ResponseInit }
    expect(refused.init.status).toBe(status)
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error['']).toEqual([message])
  })

  it.each([
    ['patient-lookup-not-found', LINK_MESSAGES.notFound],
    ['patient-lookup-417', 'Too many unsuccessful searches. Please try again in 30 minutes or call your pharmacy.'],
    ['patient-lookup-error', 'Something went wrong. Please try again'],
    ['link-already-linked', LINK_MESSAGES.alreadyLinked(PHONE)],
  ])('a patient lookup answering %s shows its message', async (scenario, message) => {
    const refused = await lookUp(await signIn(), NIA, `?mockScenario=${scenario}`)
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error['']).toEqual([message])
  })

  it("sends the address with the lookup, trimmed, as spec 2's lookup address fields (decision 0080)", async () => {
    const recorder = recordUpstreamCalls((request) => request.url.endsWith('/rx-security-api/patient-matches'))
    const found = await lookUp(await signIn(), { ...NIA, address2: ' Apt 2 ' })
    await recorder.stop()
    expect(location(found)).toBe('/rx/link/patient/verify')
    expect(recorder.calls.map((call) => call.body)).toEqual([
      {
        firstName: 'Nia',
        lastName: 'New',
        dateOfBirth: '1990-06-15',
        address1: '200 Race St',
        address2: 'Apt 2',
        city: 'Cincinnati',
        state: 'OH',
        zipCode: '45202',
        phoneNum: '5135550199',
      },
    ])
  })

  it('finds nobody where the record lives elsewhere (its ZIP code)', async () => {
    const refused = await lookUp(await signIn(), { ...NIA, city: 'Dayton', zipCode: '45402' })
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error['']).toEqual([
      LINK_MESSAGES.notFound,
    ])
  })

  it('finds nobody when the phone given is not the record’s', async () => {
    const refused = await lookUp(await signIn(), { ...NIA, phoneNum: '513-555-0100' })
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error['']).toEqual([
      LINK_MESSAGES.notFound,
    ])
  })
})

describe('the customer status decides where a customer without a verified link goes (decision 0062)', () => {
  const dashboard = async (scenario: string) =>
    location(
      await settle(async () =>
        serve(dashboardLoader, get(`/rx/dashboard?mockScenario=${scenario}`, { cookie: await signIn() })),
      ),
    )

  it.each([
    ['default', '/rx/link/patient/lookup'],
    ['ciam-email-unconfirmed', '/rx/account/ciam/error'],
    ['ciam-account-locked', '/rx/account/ciam/error'],
    ['customer-status-locked', '/rx/idm/failure'],
    ['customer-status-pending', '/rx/landing-page'],
    ['customer-status-error', '/rx/landing-page'],
  ])('%s: %s', async (scenario, to) => {
    expect(await dashboard(scenario)).toBe(to)
  })

  it('the sign-in account error page says what to do, and sends a customer whose account is fine on', async () => {
    const cookie = await signIn()
    const page = (scenario: string) =>
      serve(ciamLoader, get(`/rx/account/ciam/error?mockScenario=${scenario}`, { cookie }))
    expect(await page('ciam-email-unconfirmed')).toMatchObject({ message: LINK_MESSAGES.ciamEmailUnconfirmed })
    expect(await page('ciam-account-locked')).toMatchObject({ message: LINK_MESSAGES.ciamLocked(PHONE) })
    expect(location(await page('default'))).toBe('/rx/link/patient/lookup')
  })

  it('the identity failure page explains a lock the status reports', async () => {
    const cookie = await signIn()
    const page = (scenario: string) => serve(failureLoader, get(`/rx/idm/failure?mockScenario=${scenario}`, { cookie }))
    expect(await page('customer-status-locked')).toMatchObject({ message: LINK_MESSAGES.idmFailed(PHONE) })
    expect(location(await page('default'))).toBe('/rx/link/patient/lookup')
  })
})

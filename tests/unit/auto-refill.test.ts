import { describe, expect, it, vi } from 'vitest'
import { HttpResponse, http } from 'msw'
import { action as autoRefillsAction, loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import {
  action as prescriptionsAction,
  loader as prescriptionsLoader,
} from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import { loader as guidelinesLoader } from '#app/routes/rx+/auto-refills.guidelines.tsx'
import { action as unenrolAction, loader as manageLoader } from '#app/routes/rx+/manage.auto-refills.tsx'
import {
  bulkOutcome,
  enrolmentState,
  linkedPatientOf,
  needsStateConsent,
  triesOf,
} from '#app/rx/shared/auto-refill-rules.ts'
import { AUTO_REFILL_TEXTS } from '#app/rx/auto-refill/auto-refill-texts.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { PHARMACY_LOCATOR_PATHS } from '#app/upstream/pharmacy-locator.schema.ts'
import { mockServer } from '#mocks/node.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { FACILITY_IDS, SHOPPER_USER_ID, seedFacilities } from '#mocks/pharmacy-seed.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { cookiesFrom, formPost, get, missingPatientOf, settle } from '#tests/utils/requests.ts'
import { dataOf, location, signIn } from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'
import type { Language } from '#app/i18n/language.ts'

const args = (request: Request, language: Language = 'en') => ({
  request,
  params: {},
  context: testContext({ language }),
})
const shopper = () => signIn('shopper@example.com')
const toastOf = async (response: unknown, cookie: string) =>
  (await readFlash(cookiesFrom(response as Response, cookie)))?.toast
const dayFrom = (today: string, days: number) =>
  new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)
const formErrorsOf = (result: unknown) =>
  dataOf<{ result: { error: Record<string, string[] | null> } }>(result).result.error

async function cardsOf(cookie: string, query = '') {
  return (await autoRefillsLoader(args(get(`/rx/auto-refills${query}`, { cookie })))).cards
}

/** The calls whose path ends with `suffix`, as method, body and the linked-patient header. */
function recordCalls(suffix: string) {
  const recorder = recordUpstreamCalls((request) => new URL(request.url).pathname.endsWith(suffix))
  return {
    stop: recorder.stop,
    get calls() {
      return recorder.calls.map(({ method, body, headers }) => ({
        method,
        body,
        linked: headers.get('linked-patient-number'),
      }))
    },
  }
}

describe('auto refill rules (spec 2 sections 4 and 9)', () => {
  const today = '2026-11-26'
  const enrolledUntil = (days: number) =>
    enrolmentState({ isAutoRefillFlag: true, autoRefillTerminationDate: dayFrom(today, days) }, today)

  it("is 'Expiring' with 1 to 105 days left and 'Expired' at 0 or fewer", () => {
    expect(enrolledUntil(-1)).toBe('expired')
    expect(enrolledUntil(0)).toBe('expired')
    expect(enrolledUntil(1)).toBe('expiring')
    expect(enrolledUntil(105)).toBe('expiring')
    expect(enrolledUntil(106)).toBe('enrolled')
    expect(enrolmentState({ isAutoRefillFlag: true, autoRefillTerminationDate: null }, today)).toBe('enrolled')
    expect(enrolmentState({ isAutoRefillFlag: false }, today)).toBe('not-enrolled')
    // Unenrolled is unenrolled, whatever termination date the pharmacy kept.
    expect(enrolmentState({ isAutoRefillFlag: false, autoRefillTerminationDate: dayFrom(today, 30) }, today)).toBe(
      'not-enrolled',
    )
    // A time of day on the termination date does not move it.
    expect(enrolmentState({ isAutoRefillFlag: true, autoRefillTerminationDate: `${today}T23:59:00` }, today)).toBe(
      'expired',
    )
  })

  it('names the linked patient for managed adults and caregivers only, and asks consent in CA and IL', () => {
    expect(linkedPatientOf({ patientNumber: '9', relationshipType: 'MANAGED_ADULT' })).toBe('9')
    expect(linkedPatientOf({ patientNumber: '9', relationshipType: 'CAREGIVER' })).toBe('9')
    expect(linkedPatientOf({ patientNumber: '9', relationshipType: 'CHILD' })).toBeUndefined()
    expect(['CA', 'IL', 'OH'].map(needsStateConsent)).toEqual([true, true, false])
  })

  it('counts a try for each bulk enrolment with a failure, none for one without', () => {
    const results = [
      { rxNumber: '1', updateSuccessful: true },
      { rxNumber: '2', updateSuccessful: false },
    ]
    expect(bulkOutcome(results, 0)).toEqual({ enrolled: ['1'], failed: ['2'], retryCount: 1 })
    expect(bulkOutcome(results, 1).retryCount).toBe(2)
    // The count comes from the form: a negative, fractional or huge one is made sane.
    expect([triesOf('-5'), triesOf('1.5'), triesOf('abc'), triesOf('2'), triesOf('1000')]).toEqual([0, 0, 0, 2, 99])
    expect(bulkOutcome([{ rxNumber: '2', updateSuccessful: true }], 1)).toEqual({
      enrolled: ['2'],
      failed: [],
      retryCount: 0,
    })
  })
})

describe('the auto refill pages (issue 18)', () => {
  it("shows each patient's enrolment: Sam's expiring, Lily's expired, both with a reminder, Biscuit's and Theo's none", async () => {
    const cards = await cardsOf(await shopper())
    expect(cards.map(({ name, state, reminder }) => [name, state, reminder])).toEqual([
      ['Sam Shopper', 'expiring', true],
      ['Lily Shopper', 'expired', true],
      ['Biscuit Shopper', 'not-enrolled', false],
      ['Theo Shopper', 'not-enrolled', false],
    ])
    expect(cards[0]!.pharmacy).toMatch(/Vine/)
    expect(cards[0]!.terminationDate).toMatch(/^\d\d\/\d\d\/\d{4}$/)
    await expect(
      guidelinesLoader(args(get('/rx/auto-refills/guidelines', { cookie: await shopper() }))),
    ).resolves.toEqual({ texts: expect.objectContaining({ title: 'Auto Refill Guidelines' }) })
  })

  it('enrols a patient at a pharmacy that fills for them, then goes on to choosing prescriptions', async () => {
    const cookie = await shopper()
    const page = await autoRefillsLoader(args(get('/rx/auto-refills?patient=1003', { cookie })))
    expect(page.form).toMatchObject({ mode: 'enrol', name: 'Biscuit Shopper' })
    expect(page.form!.pharmacies.map((pharmacy) => pharmacy.facilityId)).toEqual(['01400352'])
    const post = (fields: Record<string, string>, query = '') =>
      settle(() => autoRefillsAction(args(formPost(`/rx/auto-refills?patient=1003${query}`, fields, { cookie }))))
    // A pharmacy that never filled for Biscuit is refused.
    expect(formErrorsOf(await post({ mode: 'enrol', patientNumber: '1003', facilityId: '01400417' }))).toEqual({
      facilityId: [AUTO_REFILL_TEXTS.choosePharmacy],
    })
    const refused = await post(
      { mode: 'enrol', patientNumber: '1003', facilityId: '01400352' },
      '&mockScenario=auto-refill-418',
    )
    expect(formErrorsOf(refused)['']).toEqual([
      'Auto refill is not available for this prescription plan. Please call your store.',
    ])
    const sent = recordCalls('/auto-refill/enroll')
    const enrolled = await post({ mode: 'enrol', patientNumber: '1003', facilityId: '01400352' })
    await sent.stop()
    expect(location(enrolled)).toBe('/rx/auto-refills/manage-prescriptions?patient=1003')
    expect(await toastOf(enrolled, cookie)).toEqual({
      kind: 'success',
      message: AUTO_REFILL_TEXTS.enrolled('Biscuit Shopper'),
    })
    expect(sent.calls).toEqual([
      {
        method: 'PUT',
        linked: null,
        body: {
          facilityId: '01400352',
          relationshipType: 'PET',
          enrollForAutoRefill: true,
          overridePrivacySetting: true,
        },
      },
    ])
    expect((await cardsOf(cookie, '?patient=1003'))[0]).toMatchObject({ state: 'enrolled' })
  })

  // In Spanish too (issue 36).
  it.each([
    ['en', 'We encountered an error saving your enrollment request. Please try again.'],
    ['es', 'Ocurrió un error al guardar su solicitud de inscripción. Inténtelo de nuevo.'],
  ] as const)("says spec 2's sentence for any other failure (%s)", async (language, sentence) => {
    const cookie = await shopper()
    mockServer.use(
      http.put(upstreamUrl('rx', '/rx/api/patient/:n/auto-refill/enroll'), () =>
        HttpResponse.json({ detail: 'not for you' }, { status: 500 }),
      ),
    )
    const failed = await settle(() =>
      autoRefillsAction(
        args(
          formPost(
            '/rx/auto-refills?patient=1003',
            { mode: 'enrol', patientNumber: '1003', facilityId: '01400352' },
            { cookie },
          ),
          language,
        ),
      ),
    )
    expect(formErrorsOf(failed)['']).toEqual([sentence])
  })

  it.each([
    ['en', 'I agree that my pharmacy in CA refills', AUTO_REFILL_TEXTS.consentRequired],
    [
      'es',
      'Acepto que mi farmacia en CA resurta',
      'Acepte los resurtidos automáticos para inscribirse en esta farmacia.',
    ],
  ] as const)('asks for consent at a pharmacy in an auto-refill state (%s)', async (language, consent, required) => {
    const cookie = await shopper()
    const inCalifornia = seedFacilities().map((facility) =>
      facility.facilityId === '01400352' ? { ...facility, address: { ...facility.address, state: 'CA' } } : facility,
    )
    mockServer.use(
      http.get(upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities), ({ request }) => {
        const ids = new URL(request.url).searchParams.get('filter.id')?.split(',') ?? []
        return HttpResponse.json({ data: inCalifornia.filter((facility) => ids.includes(facility.facilityId)) })
      }),
    )
    const page = await autoRefillsLoader(args(get('/rx/auto-refills?patient=1003', { cookie }), language))
    expect(page.form!.pharmacies[0]).toMatchObject({ consentState: 'CA' })
    expect(page.form!.consent).toMatch(new RegExp(`^${consent} `))
    const post = (fields: Record<string, string>) =>
      settle(() => autoRefillsAction(args(formPost('/rx/auto-refills?patient=1003', fields, { cookie }), language)))
    const fields = { mode: 'enrol', patientNumber: '1003', facilityId: '01400352' }
    expect(formErrorsOf(await post(fields))).toEqual({ consent: [required] })
    expect(location(await post({ ...fields, consent: 'on' }))).toBe(
      '/rx/auto-refills/manage-prescriptions?patient=1003',
    )
  })

  it('renews an expired enrolment, and its reminder goes', async () => {
    const cookie = await shopper()
    expect((await autoRefillsLoader(args(get('/rx/auto-refills?patient=1002&renew', { cookie })))).form).toMatchObject({
      mode: 'renew',
      current: '01400417',
    })
    const renewed = await settle(() =>
      autoRefillsAction(
        args(
          formPost(
            '/rx/auto-refills?patient=1002&renew',
            { mode: 'renew', patientNumber: '1002', facilityId: '01400417' },
            { cookie },
          ),
        ),
      ),
    )
    expect(await toastOf(renewed, cookie)).toEqual({
      kind: 'success',
      message: AUTO_REFILL_TEXTS.renewed('Lily Shopper'),
    })
    expect((await cardsOf(cookie, '?patient=1002'))[0]).toMatchObject({ state: 'enrolled', reminder: false })
    // The variant a state does not allow shows no form: Lily's enrolment is no longer ending.
    expect((await autoRefillsLoader(args(get('/rx/auto-refills?patient=1002&renew', { cookie })))).form).toBeNull()
  })

  it("dismisses Sam's reminder, and a second dismissal is harmless", async () => {
    const cookie = await shopper()
    const dismiss = () =>
      settle(() =>
        autoRefillsAction(
          args(formPost('/rx/auto-refills', { intent: 'dismiss-reminder', patientNumber: '1001' }, { cookie })),
        ),
      )
    expect(await toastOf(await dismiss(), cookie)).toEqual({
      kind: 'success',
      message: AUTO_REFILL_TEXTS.reminderDismissed,
    })
    expect((await cardsOf(cookie))[0]).toMatchObject({ state: 'expiring', reminder: false })
    expect(location(await dismiss())).toBe('/rx/auto-refills')
  })

  it('unenrols from Manage Auto Refill, back to the main page, and the prescriptions leave auto refill', async () => {
    const cookie = await shopper()
    expect(
      (await manageLoader(args(get('/rx/manage/auto-refills', { cookie })))).cards.map((card) => card.name),
    ).toEqual(['Sam Shopper', 'Lily Shopper'])
    const left = await settle(() =>
      unenrolAction(
        args(formPost('/rx/manage/auto-refills', { intent: 'unenroll', patientNumber: '1001' }, { cookie })),
      ),
    )
    expect(location(left)).toBe('/rx/auto-refills')
    expect(await toastOf(left, cookie)).toEqual({
      kind: 'success',
      message: AUTO_REFILL_TEXTS.unenrolled('Sam Shopper'),
    })
    expect((await cardsOf(cookie))[0]).toMatchObject({ state: 'not-enrolled' })
    const account = pharmacyBackOffice.account(SHOPPER_USER_ID)!
    expect(
      account.prescriptions.find((prescription) => prescription.rxNumber === '7200009')?.rxEnrolledAutoRefill,
    ).toBe(false)
  })
})

describe("an enrolment's end counts at its store (decision 0105)", () => {
  it("is 'Expiring' in Los Angeles while the same end date has come in Cincinnati", async () => {
    // Saturday 13 March 2027, 22:30 in Los Angeles: already Sunday the 14th in Cincinnati.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-03-14T06:30:00Z'))
    const cookie = await shopper()
    const sam = pharmacyBackOffice
      .account(SHOPPER_USER_ID)!
      .patients.find((patient) => patient.patientNumber === '1001')!
    const endingAt = (facilityId: string) =>
      Object.assign(sam, { autoRefillFacilityId: facilityId, autoRefillTerminationDate: '2027-03-14' })
    endingAt(FACILITY_IDS.ralphs)
    expect((await cardsOf(cookie))[0]).toMatchObject({ name: 'Sam Shopper', state: 'expiring' })
    endingAt(FACILITY_IDS.vine)
    expect((await cardsOf(cookie))[0]).toMatchObject({ name: 'Sam Shopper', state: 'expired' })
  })
})

describe('posts that do not fit (issue 18 review)', () => {
  it('Manage Auto Refill unenrols only when asked to: any other post there is a 400 and changes nothing', async () => {
    const cookie = await shopper()
    const posts: Array<Record<string, string>> = [
      { intent: 'dismiss-reminder', patientNumber: '1001' },
      { patientNumber: '1001' },
    ]
    for (const fields of posts) {
      const answer = await settle(() => unenrolAction(args(formPost('/rx/manage/auto-refills', fields, { cookie }))))
      expect((answer as Response).status).toBe(400)
    }
    expect((await cardsOf(cookie))[0]).toMatchObject({ name: 'Sam Shopper', state: 'expiring' })
  })

  it('an enrolment form the enrolment no longer fits (a stale tab) sends nothing', async () => {
    const cookie = await shopper()
    const sent = recordCalls('/auto-refill/enroll')
    // Sam is enrolled: 'enrol' does not fit; Biscuit is not: 'renew' and 'update' do not fit.
    for (const [patientNumber, mode] of [
      ['1001', 'enrol'],
      ['1003', 'renew'],
      ['1003', 'update'],
    ] as const) {
      const answer = await settle(() =>
        autoRefillsAction(
          args(formPost('/rx/auto-refills', { mode, patientNumber, facilityId: '01400352' }, { cookie })),
        ),
      )
      expect(formErrorsOf(answer)['']).toEqual([AUTO_REFILL_TEXTS.changed])
    }
    await sent.stop()
    expect(sent.calls).toEqual([])
  })
})

describe('choosing the prescriptions (issue 18)', () => {
  it('lists the eligible prescriptions of enrolled patients, with MEDSYNC where carried', async () => {
    const cookie = await shopper()
    const data = await prescriptionsLoader(args(get('/rx/auto-refills/manage-prescriptions?patient=1001', { cookie })))
    expect(data.groups).toEqual([
      {
        patientNumber: '1001',
        name: 'Sam Shopper',
        notEnrolledYet: AUTO_REFILL_TEXTS.notEnrolledYet('Sam Shopper'),
        canChoose: true,
        prescriptions: [
          { rxNumber: '7200001', drugName: 'Amlodipine 5 mg Tablet', on: false, medSync: false },
          { rxNumber: '7200002', drugName: 'Losartan 50 mg Tablet', on: false, medSync: false },
          { rxNumber: '7200009', drugName: 'Rosuvastatin 10 mg Tablet', on: true, medSync: true },
        ].map((rx) => ({ ...rx, pauseLabel: AUTO_REFILL_TEXTS.pauseFor(rx.drugName) })),
      },
    ])
    expect(data.cart.status).toBe('loaded')
  })

  it('pauses one prescription', async () => {
    const cookie = await shopper()
    const sent = recordCalls('/prescription/7200009')
    const paused = await settle(() =>
      prescriptionsAction(
        args(
          formPost(
            '/rx/auto-refills/manage-prescriptions',
            { intent: 'pause', patientNumber: '1001', rxNumber: '7200009' },
            { cookie },
          ),
        ),
      ),
    )
    await sent.stop()
    expect(sent.calls.map((call) => call.body)).toEqual([{ refillProgramType: 'NONE' }])
    expect(await toastOf(paused, cookie)).toEqual({
      kind: 'success',
      message: AUTO_REFILL_TEXTS.paused('Rosuvastatin 10 mg Tablet'),
    })
  })

  // In Spanish too (issue 36).
  it.each([
    {
      language: 'en',
      failed: 'We could not add Losartan 50 mg Tablet to Auto Refill. Please try again. Tried once.',
      added: '1 prescription was added to Auto Refill.',
      chooseOne: AUTO_REFILL_TEXTS.bulkChooseOne,
    },
    {
      language: 'es',
      failed:
        'No pudimos agregar Losartan 50 mg Tablet al resurtido automático. Inténtelo de nuevo. Se intentó una vez.',
      added: 'Se agregó 1 receta al resurtido automático.',
      chooseOne: 'Elija al menos una receta.',
    },
  ] as const)(
    'adds several at once: a failure names what failed and counts the try; Try Again adds the rest ($language)',
    async ({ language, failed, added, chooseOne }) => {
      const cookie = await shopper()
      const add = (rxNumbers: string[], retryCount: number) =>
        settle(() =>
          prescriptionsAction(
            args(
              formPost(
                '/rx/auto-refills/manage-prescriptions?mockScenario=auto-refill-bulk-fail-once',
                { intent: 'bulk', patientNumber: '1001', rxNumbers, retryCount: String(retryCount) },
                { cookie },
              ),
              language,
            ),
          ),
        )
      const first = dataOf<{ bulk: { failed: string[]; retryCount: number; formError: string } }>(
        await add(['7200001', '7200002'], 0),
      ).bulk
      expect(first).toEqual({
        patientNumber: '1001',
        failed: ['7200002'],
        retryCount: 1,
        formError: failed,
      })
      const again = await add(first.failed, first.retryCount)
      expect(location(again)).toBe('/rx/auto-refills/manage-prescriptions?patient=1001')
      expect(await toastOf(again, cookie)).toEqual({ kind: 'success', message: added })
      const data = await prescriptionsLoader(
        args(get('/rx/auto-refills/manage-prescriptions?patient=1001', { cookie })),
      )
      expect(data.groups[0]!.prescriptions.every((prescription) => prescription.on)).toBe(true)
      // Nothing left to add, or something not eligible: nothing is sent.
      expect(dataOf<{ bulk: { formError: string } }>(await add(['7200008'], 0)).bulk.formError).toBe(chooseOne)
    },
  )

  it('suggests calling the store after three tries', async () => {
    const cookie = await shopper()
    mockServer.use(
      http.put(upstreamUrl('rx', '/rx/api/prescription-patient/:n/prescriptions'), () =>
        HttpResponse.json({ prescriptions: [{ rxNumber: '7200001', updateSuccessful: false }] }),
      ),
    )
    const result = await settle(() =>
      prescriptionsAction(
        args(
          formPost(
            '/rx/auto-refills/manage-prescriptions',
            { intent: 'bulk', patientNumber: '1001', rxNumbers: ['7200001'], retryCount: '2' },
            { cookie },
          ),
        ),
      ),
    )
    expect(dataOf<{ bulk: { formError: string } }>(result).bulk.formError).toBe(
      'We could not add Amlodipine 5 mg Tablet to Auto Refill. Please try again. Tried 3 times. If it keeps failing, please call your store.',
    )
  })

  it("sends a managed adult's linked patient in the header, and refuses a patient not the account's", async () => {
    const cookie = await shopper()
    const account = pharmacyBackOffice.account(SHOPPER_USER_ID)!
    account.patients.push({
      ...structuredClone(account.patients[0]!),
      patientNumber: '1005',
      firstName: 'Omar',
      relationshipType: 'MANAGED_ADULT',
      isPrimaryOnAccount: false,
    })
    account.prescriptions.push({
      ...structuredClone(account.prescriptions.find((prescription) => prescription.rxNumber === '7200001')!),
      rxNumber: '7400001',
      patientNumber: '1005',
    })
    const sent = recordCalls('/prescription-patient/1005/prescriptions')
    const added = await settle(() =>
      prescriptionsAction(
        args(
          formPost(
            '/rx/auto-refills/manage-prescriptions',
            { intent: 'bulk', patientNumber: '1005', rxNumbers: ['7400001'], retryCount: '0' },
            { cookie },
          ),
        ),
      ),
    )
    await sent.stop()
    expect(location(added)).toBe('/rx/auto-refills/manage-prescriptions?patient=1005')
    expect(sent.calls.map((call) => call.linked)).toEqual(['1005'])
    const forged = await settle(() =>
      prescriptionsAction(
        args(
          formPost(
            '/rx/auto-refills/manage-prescriptions',
            { intent: 'pause', patientNumber: '2001', rxNumber: '7300001' },
            { cookie },
          ),
        ),
      ),
    )
    expect(await missingPatientOf(forged)).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
  })
})

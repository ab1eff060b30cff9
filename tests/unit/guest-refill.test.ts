import dayjs from 'dayjs'
import { describe, expect, it, vi } from 'vitest'
import { flowOf } from '#tests/utils/flows.ts'
import { action as findAction, loader as findLoader } from '#app/routes/rx+/guest-refill+/_index.tsx'
import { action as pickupAction, loader as pickupLoader } from '#app/routes/rx+/guest-refill+/pickup.tsx'
import { loader as confirmationLoader } from '#app/routes/rx+/guest-refill+/confirmation.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { GUEST_REFILL_LOOKUP_LIMITS } from '#app/rx/guest/guest-limits.server.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { GUEST_TEXTS } from '#app/rx/guest/guest-texts.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { http, HttpResponse } from 'msw'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { guestRefillDefaultPickup, wallClock } from '#app/rx/shared/time-slots.ts'
import { PHARMACY_LOCATOR_PATHS, type Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { seedFacilities } from '#mocks/pharmacy-seed.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init?: { status?: number } }

const VINE_PHONE = '(513) 555-0170'
const SAM_PHONE = '513-555-0142'

async function find(fields: Record<string, string | string[]>, cookie?: string) {
  return serve(findAction, formPost('/rx/guest-refill', fields, { cookie }))
}

/** Step 1 done for Amlodipine and Losartan at Vine Street: the cookie for step 2. */
async function found() {
  const response = await find({
    pharmacyPhone: VINE_PHONE,
    'rxNumbers[0]': '7200001',
    'rxNumbers[1]': '7200002',
    contactPhone: SAM_PHONE,
  })
  expect(location(response)).toBe('/rx/guest-refill/pickup')
  return cookiesFrom(response as Response)
}

/** Step 1, then the default pickup posted as the page offers it: the confirmation the guest sees. */
async function confirmedAtDefault() {
  const cookie = await found()
  const view = await pickupLoader(args(get('/rx/guest-refill/pickup', { cookie })))
  const done = await settle(() =>
    serve(pickupAction, formPost('/rx/guest-refill/pickup', { date: view.date!, time: view.time! }, { cookie })),
  )
  return confirmationLoader(
    args(get('/rx/guest-refill/confirmation', { cookie: cookiesFrom(done as Response, cookie) })),
  )
}

describe('guest refill', () => {
  it('is for guests: a verified customer goes to their refills; anyone else gets the form', async () => {
    expect(await findLoader(args(get('/rx/guest-refill')))).toMatchObject({
      texts: { subheader: 'Easily request refills from your pharmacy without creating an account.' },
    })
    const signedIn = await settle(() =>
      serve(signInAction, formPost('/signin', { email: 'shopper@example.com', password: 'Password1' })),
    )
    const cookie = cookiesFrom(signedIn as Response)
    expect(location(await serve(findLoader, get('/rx/guest-refill', { cookie })))).toBe('/rx/refills')
    // Signed in without a pharmacy link: still a guest here.
    const newcomer = cookiesFrom(
      (await settle(() =>
        serve(signInAction, formPost('/signin', { email: 'new@example.com', password: 'Password1' })),
      )) as Response,
    )
    expect(await findLoader(args(get('/rx/guest-refill', { cookie: newcomer })))).toMatchObject({
      texts: { subheader: expect.any(String) },
    })
  })

  it('checks the phones and prescription numbers with the spec messages; Add Another Prescription adds a row', async () => {
    const empty = (await find({ pharmacyPhone: '', 'rxNumbers[0]': '', contactPhone: '' })) as Reply
    expect(empty.data.result.error).toEqual({
      pharmacyPhone: ['Pharmacy Phone Number is required'],
      'rxNumbers[0]': ['Prescription Number is required'],
      contactPhone: ['Phone Number is required'],
    })
    const bad = (await find({
      pharmacyPhone: '513-555',
      'rxNumbers[0]': '1234',
      contactPhone: '(513) 555-01429',
    })) as Reply
    expect(bad.data.result.error).toEqual({
      pharmacyPhone: [RX_MESSAGES.phoneInvalid],
      'rxNumbers[0]': ['Invalid Prescription Number: Must be between 5 and 8 digits'],
      contactPhone: [RX_MESSAGES.phoneInvalid],
    })
    const added = (await find({
      pharmacyPhone: VINE_PHONE,
      'rxNumbers[0]': '7200001',
      contactPhone: SAM_PHONE,
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'rxNumbers' } }),
    })) as Reply & {
      data: { result: { initialValue?: { rxNumbers?: string[] } } }
    }
    expect(added.data.result.initialValue?.rxNumbers).toEqual(['7200001', undefined])
    // A list intent on a field that is not a list only comes from a hand-made post.
    const forged = await find({
      rxNumbers: '7200001',
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'rxNumbers' } }),
    })
    expect((forged as Response).status).toBe(400)
  })

  it('refuses a pharmacy it cannot find, a prescription that is not refillable there, or a phone that is not the patient’s', async () => {
    for (const fields of <Array<Record<string, string>>>[
      { pharmacyPhone: '513-555-0000', 'rxNumbers[0]': '7200001', contactPhone: SAM_PHONE },
      { pharmacyPhone: VINE_PHONE, 'rxNumbers[0]': '7200009', contactPhone: SAM_PHONE },
      { pharmacyPhone: VINE_PHONE, 'rxNumbers[0]': '7200001', 'rxNumbers[1]': '7200012', contactPhone: SAM_PHONE },
      { pharmacyPhone: VINE_PHONE, 'rxNumbers[0]': '7200001', contactPhone: '513-555-9999' },
      { pharmacyPhone: '800-555-0123', 'rxNumbers[0]': '7200012', contactPhone: SAM_PHONE },
    ]) {
      expect(((await find(fields)) as Reply).data.result.error).toEqual({ '': [RX_MESSAGES.invalidPrescription] })
    }
  })

  it('limits lookups that find nothing per patient phone, so prescription numbers cannot be guessed for free', async () => {
    // Someone trying numbers against a phone they know (not Sam's, whose own tries the other tests make).
    const miss = (rxNumber: string) =>
      find({ pharmacyPhone: VINE_PHONE, 'rxNumbers[0]': rxNumber, contactPhone: '513-555-7777' }).then(
        (result) => result as Reply,
      )
    for (let index = 0; index < GUEST_REFILL_LOOKUP_LIMITS.perPair; index += 1) {
      expect((await miss(String(8100000 + index))).data.result.error).toEqual({ '': [RX_MESSAGES.invalidPrescription] })
    }
    const limited = await miss('7200001')
    expect(limited.init?.status).toBe(429)
    expect(limited.data.result.error).toEqual({ '': [GUEST_TEXTS.tooManyAttempts] })
  })

  it('offers pickup dates and 30-minute times, defaulting to the earliest; the request opens the confirmation', async () => {
    // A weekday morning at the store (9:00 in Cincinnati): today still has slots 4 hours ahead, so the earliest is the default.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T14:00:00Z'))
    const cookie = await found()
    const view = await pickupLoader(args(get('/rx/guest-refill/pickup', { cookie })))
    expect(view.prescriptions).toEqual([
      { rxNumber: '7200001', drugName: 'Amlodipine 5 mg Tablet', label: 'Amlodipine 5 mg Tablet (Rx #7200001)' },
      { rxNumber: '7200002', drugName: 'Losartan 50 mg Tablet', label: 'Losartan 50 mg Tablet (Rx #7200002)' },
    ])
    expect(view.store.name).toMatch(/Vine/)
    expect(view.date).not.toBeNull()
    expect(view.times.every((time) => /^([01]\d|2[0-3]):(00|30)$/.test(time.value))).toBe(true)
    expect(view.time).toBe(view.times[0]?.value ?? null)

    const refused = await settle(() =>
      serve(pickupAction, formPost('/rx/guest-refill/pickup', { date: view.date!, time: '03:15' }, { cookie })),
    )
    expect((refused as { data: { error: string } }).data.error).toBe('Pickup Time is required')
    // Only the dates offered: a hand-made date further out is neither shown nor taken.
    const farOut = dayjs(view.dates.at(-1)!.value).add(14, 'day').format('YYYY-MM-DD')
    expect((await pickupLoader(args(get(`/rx/guest-refill/pickup?date=${farOut}`, { cookie })))).date).toBe(view.date)
    const booked = await settle(() =>
      serve(pickupAction, formPost('/rx/guest-refill/pickup', { date: farOut, time: view.time! }, { cookie })),
    )
    expect((booked as { data: { error: string } }).data.error).toBe('Pickup Time is required')

    const done = await settle(() =>
      serve(pickupAction, formPost('/rx/guest-refill/pickup', { date: view.date!, time: view.time! }, { cookie })),
    )
    expect(location(done)).toBe('/rx/guest-refill/confirmation')
    const after = cookiesFrom(done as Response, cookie)
    const confirmation = await confirmationLoader(args(get('/rx/guest-refill/confirmation', { cookie: after })))
    expect(confirmation.data).toMatchObject({
      status: 'SUBMITTED',
      statusDesc: 'Your refill request was sent to the pharmacy.',
      retry: null,
      drugNames: ['Amlodipine 5 mg Tablet', 'Losartan 50 mg Tablet'],
      contactPhone: '513-555-0142',
    })
    // Shown once: on a shared phone the next visit does not see someone's medicines.
    const seen = cookiesFrom(new Response(null, { headers: confirmation.init?.headers as HeadersInit }), after)
    expect(location(await serve(confirmationLoader, get('/rx/guest-refill/confirmation', { cookie: seen })))).toBe(
      '/rx/guest-refill',
    )
    // The found prescriptions are spent: the pickup step starts over.
    expect(location(await serve(pickupLoader, get('/rx/guest-refill/pickup', { cookie: after })))).toBe(
      '/rx/guest-refill',
    )
    const flow = await flowOf(after, '__rx_guest_refill')
    expect(flow.get('rxGuestRefill')).toBeUndefined()
  })

  it("confirms a pickup time the pharmacy answers with an offset on the store's clock (decision 0105)", async () => {
    mockServer.use(
      http.post(upstreamUrl('rx', RX_PATHS.guestRefillOrder), () =>
        // 18:00 UTC on 24 November is 1:00 PM at Vine Street in Cincinnati.
        Response.json({ status: 'SUBMITTED', rxNumbers: ['7200001'], pickupTime: '2026-11-24T18:00:00Z' }),
      ),
    )
    const confirmation = await confirmedAtDefault()
    expect(confirmation.data).toMatchObject({ pickup: 'Tuesday, November 24, 1:00 PM' })
  })

  it('shows the pharmacy’s retry information while it retries: its own words, or ours with the count', async () => {
    for (const [retryDesc, shown] of [
      ['We will try again in 10 minutes.', 'We will try again in 10 minutes.'],
      [null, 'The pharmacy is retrying your request (2 tries so far).'],
    ] as const) {
      mockServer.use(
        http.post(upstreamUrl('rx', RX_PATHS.guestRefillOrder), () =>
          Response.json({
            status: 'PENDING',
            statusDesc: 'The pharmacy system is busy.',
            retryCount: 2,
            retryDesc,
            rxNumbers: ['7200001'],
          }),
        ),
      )
      const confirmation = await confirmedAtDefault()
      expect(confirmation.data).toMatchObject({
        status: 'PENDING',
        statusDesc: 'The pharmacy system is busy.',
        retry: { count: 2, text: shown },
      })
      mockServer.resetHandlers()
    }
  })

  it('a pharmacy that fails the request shows the error and keeps the choice for another try', async () => {
    quietLogs()
    const cookie = await found()
    const view = await pickupLoader(args(get('/rx/guest-refill/pickup', { cookie })))
    const failed = await settle(() =>
      serve(
        pickupAction,
        formPost(
          '/rx/guest-refill/pickup?mockScenario=guest-refill-error',
          { date: view.date!, time: view.time! },
          { cookie },
        ),
      ),
    )
    expect(failed).toMatchObject({ data: { error: RX_MESSAGES.generic }, init: { status: 502 } })
    expect(
      location(
        await settle(() =>
          serve(pickupAction, formPost('/rx/guest-refill/pickup', { date: view.date!, time: view.time! }, { cookie })),
        ),
      ),
    ).toBe('/rx/guest-refill/confirmation')
  })

  it("counts the 4 hours on the store's own clock (decision 0105)", async () => {
    // Tuesday 24 November, 14:00 UTC: 09:00 in Cincinnati, so the earliest pickup is 13:00 there.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T14:00:00Z'))
    const cookie = await found()
    const inCincinnati = await pickupLoader(args(get('/rx/guest-refill/pickup', { cookie })))
    expect([inCincinnati.date, inCincinnati.time]).toEqual(['2026-11-24', '13:00'])
    // The same store, were the facility service to place it in Los Angeles: 06:00 there, so 10:00.
    const vine = seedFacilities().find((facility) => facility.facilityId === '01400352') as Facility
    mockServer.use(
      http.get(upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities), () =>
        HttpResponse.json({ data: [{ ...vine, timeZone: 'America/Los_Angeles' }] }),
      ),
    )
    const inLosAngeles = await pickupLoader(args(get('/rx/guest-refill/pickup', { cookie })))
    expect([inLosAngeles.date, inLosAngeles.time]).toEqual(['2026-11-24', '10:00'])
  })

  it('the pickup step needs the first one', async () => {
    expect(location(await serve(pickupLoader, get('/rx/guest-refill/pickup')))).toBe('/rx/guest-refill')
    expect(location(await serve(confirmationLoader, get('/rx/guest-refill/confirmation')))).toBe('/rx/guest-refill')
  })
})

describe('guest refill default pickup (spec 2 sections 5 and 9)', () => {
  const vine = seedFacilities().find((facility) => facility.facilityId === '01400352') as Facility
  const opening = (facility: Facility, day: string) =>
    facility.hoursOfOperation?.regularHours.find((hours) => hours.dayOfWeek === day)

  it('is 4 hours ahead on the next slot when the store is still open then', () => {
    // A Tuesday morning at 08:10: 12:10 rounds up to 12:30.
    const now = wallClock(dayjs('2026-11-24T08:10:00'))
    expect(opening(vine, 'TUESDAY')?.openingTime).toBeTruthy()
    expect(guestRefillDefaultPickup(vine, now)).toEqual({ date: '2026-11-24', time: '12:30' })
  })

  it('is the next day at 14:00 when 4 hours ahead is past closing', () => {
    expect(guestRefillDefaultPickup(vine, wallClock(dayjs('2026-11-24T19:45:00')))).toEqual({
      date: '2026-11-25',
      time: '14:00',
    })
  })
})

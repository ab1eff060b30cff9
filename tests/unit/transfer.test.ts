import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { describe, expect, it } from 'vitest'
import { loader as guestConfirmationLoader } from '#app/routes/rx+/guest+/transfer-prescriptions.confirmation.tsx'
import { action as guestAction, loader as guestLoader } from '#app/routes/rx+/guest+/transfer-prescriptions._index.tsx'
import { loader as customerConfirmationLoader } from '#app/routes/rx+/transfer-prescriptions+/confirmation.tsx'
import { action as customerAction, loader as customerLoader } from '#app/routes/rx+/transfer-prescriptions+/_index.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { TRANSFER_TEXTS } from '#app/rx/transfer/transfer-texts.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { FACILITY_IDS } from '#mocks/pharmacy-seed.ts'
import { serve, cookiesFrom, cookiesFromEntry, formPost, get, onePageArgs, settle } from '#tests/utils/requests.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'
import { CUSTOMER_PATH, GUEST, GUEST_PATH } from '#tests/utils/transfer.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init?: { status?: number } }
const errorsOf = (result: unknown) => (result as Reply).data.result.error

const WALGREENS = { contactName: 'Walgreens #4411', contactPhone: '513-555-0300' }

async function signedIn(email: string) {
  return cookiesFrom((await serve(signInAction, formPost('/signin', { email, password: 'Password1' }))) as Response)
}

const guestPost = (fields: Record<string, string>, cookie?: string) =>
  serve(guestAction, formPost(GUEST_PATH, fields, { cookie }))

describe('transfer prescriptions', () => {
  it("asks for the recently used pharmacies' fill locations with the patient list once the patients are known", async () => {
    const shopper = await signedIn('shopper@example.com')
    const first = onePageArgs(CUSTOMER_PATH, shopper)()
    // The first page of a sign-in: the gate, the patients, their fill locations, then those pharmacies.
    expect((await upstreamRoundsOf(() => customerLoader(first))).rounds).toBe(4)
    const cookie = cookiesFromEntry(first.context, shopper)
    const { rounds, calls } = await upstreamRoundsOf(() => customerLoader(onePageArgs(CUSTOMER_PATH, cookie)()))
    expect(rounds).toBe(2)
    expect(calls.filter(({ round }) => round === 1).map(({ call }) => call)).toEqual(
      expect.arrayContaining([
        'GET /rx/api/patient-profiles/',
        'GET /rx/api/prescription-patient/1001/fill-locations',
        'GET /rx/api/prescription-patient/1003/fill-locations',
      ]),
    )
  })

  it('is guest-only on the guest page and customer-only on the customer page', async () => {
    const shopper = await signedIn('shopper@example.com')
    expect(location(await serve(guestLoader, get(GUEST_PATH, { cookie: shopper })))).toBe(CUSTOMER_PATH)
    const newcomer = await signedIn('new@example.com')
    // Signed in without a pharmacy link: the guest page, which needs none.
    expect(location(await serve(customerLoader, get(CUSTOMER_PATH, { cookie: newcomer })))).toBe(GUEST_PATH)
    expect(await guestLoader(args(get(GUEST_PATH, { cookie: newcomer })))).toMatchObject({ as: 'guest' })
    expect(location(await serve(customerLoader, get(CUSTOMER_PATH)))).toBe(
      `/signin?redirectUrl=${encodeURIComponent(CUSTOMER_PATH)}`,
    )
  })

  it('keeps the order type and both searches in the URL: transfer all by default, three letters at least, choices that fill the form', async () => {
    const start = await guestLoader(args(get(GUEST_PATH)))
    expect(start.query.type).toBe('TRANSFER_ALL')
    expect(start.needsCurrentPharmacy).toBe(true)
    expect(start.pharmacies).toEqual([])
    expect((await guestLoader(args(get(`${GUEST_PATH}?type=BOGUS`)))).query.type).toBe('TRANSFER_ALL')

    const short = await guestLoader(args(get(`${GUEST_PATH}?fromQuery=w%20a&toQuery=45`)))
    expect(short.currentSearch.error).toBe(STORE_TEXTS.searchTooShort)
    expect(short.newSearch.error).toBe(STORE_TEXTS.searchTooShort)

    const found = await guestLoader(args(get(`${GUEST_PATH}?type=TRANSFER&fromQuery=walgreens&toQuery=45202`)))
    expect(found.currentSearch.results).toEqual([
      {
        name: 'Walgreens #4411',
        phone: '513-555-0300',
        address: '1200 Main St, Cincinnati, OH 45202',
        href: `${GUEST_PATH}?type=TRANSFER&fromQuery=walgreens&fromName=Walgreens+%234411&fromPhone=513-555-0300&fromManual=&toQuery=45202`,
        // The link's accessible name: the sentence is the loader's, in the page's language.
        useLabel: `${TRANSFER_TEXTS.usePharmacy}: Walgreens #4411`,
      },
    ])
    expect(found.pharmacies.map((pharmacy) => pharmacy.value)).toEqual([FACILITY_IDS.vine])
    // Our own stores are sources too (a transfer between stores); the mail-order pharmacy is not.
    const ours = await guestLoader(args(get(`${GUEST_PATH}?fromQuery=cincinnati`)))
    expect(ours.currentSearch.results?.map((pharmacy) => pharmacy.name)).toEqual([
      'Kroger Pharmacy Vine Street',
      'Kroger Pharmacy Hyde Park',
      'Walgreens #4411',
      'CVS Pharmacy #2210',
    ])
    const none = await guestLoader(args(get(`${GUEST_PATH}?fromQuery=zzzz&toQuery=99999`)))
    expect(none.currentSearch.results).toEqual([])
    expect(none.newSearch.noneFound).toBe(true)
    // The request form comes once the current pharmacy is settled: chosen, or to be typed.
    expect(start.currentPharmacySettled).toBe(false)
    expect(found.currentPharmacySettled).toBe(false)
    expect((await guestLoader(args(get(found.currentSearch.results![0]!.href)))).currentPharmacySettled).toBe(true)
    expect(start.typeItHref).toBe(
      `${GUEST_PATH}?type=TRANSFER_ALL&fromQuery=&fromName=&fromPhone=&fromManual=1&toQuery=`,
    )
    expect((await guestLoader(args(get(start.typeItHref)))).currentPharmacySettled).toBe(true)
    // A chosen current pharmacy fills a transfer's contact, never a new prescription's doctor.
    expect(
      (await guestLoader(args(get(`${GUEST_PATH}?type=NEW&fromName=Walgreens+%234411&fromPhone=513-555-0300`)))).query,
    ).toMatchObject({ fromName: '', fromPhone: '' })
    // A new prescription or a paper one has no current pharmacy to search for.
    const paper = await guestLoader(args(get(`${GUEST_PATH}?type=PAPER&fromQuery=walgreens`)))
    expect(paper.needsCurrentPharmacy).toBe(false)
    expect(paper.currentSearch.results).toBeNull()
  })

  it('offers a customer their patients and the pharmacies that filled their prescriptions', async () => {
    const view = await customerLoader(args(get(CUSTOMER_PATH, { cookie: await signedIn('shopper@example.com') })))
    expect(view.patients.map((patient) => patient.label)).toEqual([
      'Sam Shopper',
      'Lily Shopper',
      'Biscuit Shopper',
      'Theo Shopper',
    ])
    expect(view.pharmacies[0]).toMatchObject({
      value: FACILITY_IDS.vine,
      description: expect.stringContaining(TRANSFER_TEXTS.recent),
    })
  })

  it('asks for what each order type needs, with the spec messages', async () => {
    const base = { ...GUEST, facilityId: FACILITY_IDS.vine }
    expect(errorsOf(await guestPost({ facilityId: FACILITY_IDS.vine, orderType: 'TRANSFER_ALL' }))).toEqual({
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      'dateOfBirth.month': ['You must enter a month.'],
      'dateOfBirth.day': ['You must enter a day.'],
      'dateOfBirth.year': ['You must enter a year.'],
      phone: ['Phone Number is required'],
      contactName: ['Pharmacy Name is required'],
      contactPhone: ['Pharmacy Phone Number is required'],
    })
    expect(
      errorsOf(
        await guestPost({
          ...base,
          orderType: 'TRANSFER',
          ...WALGREENS,
          'prescriptions[0].refill': 'on',
          'prescriptions[1].medName': 'Sertraline',
          'prescriptions[1].rxNumber': '12',
        }),
      ),
    ).toEqual({
      'prescriptions[0].medName': ['Medication Name is required'],
      'prescriptions[0].rxNumber': ['Prescription Number is required'],
      'prescriptions[1].rxNumber': [RX_MESSAGES.rxNumberInvalid],
    })
    expect(
      errorsOf(await guestPost({ ...base, orderType: 'NEW', contactName: 'Dr. Ana Ruiz#', contactPhone: '555' })),
    ).toEqual({
      contactName: [RX_MESSAGES.nameCharacters],
      contactPhone: [RX_MESSAGES.phoneInvalid],
      prescriptions: ['Medication Name is required'],
    })
    expect(errorsOf(await guestPost({ ...base, orderType: 'PAPER' }))).toEqual({
      paperAcknowledge: [RX_MESSAGES.paperAcknowledgeRequired],
    })
    expect(errorsOf(await guestPost({ ...GUEST, orderType: 'PAPER', paperAcknowledge: 'on' }))).toEqual({
      facilityId: ['Pharmacy is required'],
    })
    expect(
      errorsOf(await guestPost({ ...base, 'dateOfBirth.year': '2999', orderType: 'PAPER', paperAcknowledge: 'on' })),
    ).toEqual({ dateOfBirth: ['Date must not be in the future'] })
    // A post without a known type is read as the page's type (transfer all by default).
    expect(errorsOf(await guestPost({ ...base, orderType: 'ALL_OF_THEM' }))).toEqual({
      contactName: ['Pharmacy Name is required'],
      contactPhone: ['Pharmacy Phone Number is required'],
    })
    const paperPage = await serve(guestAction, formPost(`${GUEST_PATH}?type=PAPER`, base))
    expect(errorsOf(paperPage)).toEqual({ paperAcknowledge: [RX_MESSAGES.paperAcknowledgeRequired] })
    // A pharmacy that does not exist, and a list intent on a field that is not a list, only come from hand-made posts.
    expect(
      errorsOf(await guestPost({ ...base, facilityId: '99999999', orderType: 'PAPER', paperAcknowledge: 'on' })),
    ).toEqual({ facilityId: ['Pharmacy is required'] })
    const forged = await guestPost({
      ...base,
      orderType: 'NEW',
      prescriptions: 'x',
      __intent__: JSON.stringify({ type: 'insert', payload: { name: 'prescriptions' } }),
    })
    expect((forged as Response).status).toBe(400)
  })

  it('sends a guest’s request as patient 0 with their details, and shows the answer once', async () => {
    const response = await guestPost({
      ...GUEST,
      facilityId: FACILITY_IDS.vine,
      orderType: 'TRANSFER',
      ...WALGREENS,
      'prescriptions[0].medName': 'Metformin 500 mg',
      'prescriptions[0].rxNumber': '3344556',
      'prescriptions[0].refill': 'on',
      'prescriptions[1].medName': 'Sertraline 50 mg',
      'prescriptions[1].rxNumber': '4455667',
    })
    expect(location(response)).toBe(`${GUEST_PATH}/confirmation`)
    const sent = pharmacyBackOffice.prescriptionRequests().at(-1)
    expect(sent).toMatchObject({
      userId: null,
      orderType: 'TRANSFER',
      facilityId: FACILITY_IDS.vine,
      fulfilment: 'PICKUP',
      patient: {
        patientNumber: '0',
        firstName: 'Robin',
        lastName: "O'Hara",
        dateOfBirth: '1979-07-04',
        phone: '5135550199',
      },
      prescriptions: [
        {
          type: 'TRANSFER',
          medName: 'Metformin 500 mg',
          rxNumber: '3344556',
          contactName: 'Walgreens #4411',
          contactPhone: '5135550300',
          refill: true,
        },
        {
          type: 'TRANSFER',
          medName: 'Sertraline 50 mg',
          rxNumber: '4455667',
          contactName: 'Walgreens #4411',
          contactPhone: '5135550300',
          refill: false,
        },
      ],
    })
    const cookie = cookiesFrom(response as Response)
    const shown = await guestConfirmationLoader(args(get(`${GUEST_PATH}/confirmation`, { cookie })))
    expect(shown.data).toMatchObject({
      requestId: sent?.requestId,
      pharmacy: 'Kroger Pharmacy Vine Street',
      orderType: 'TRANSFER',
      startOver: GUEST_PATH,
    })
    const seen = cookiesFrom(new Response(null, { headers: shown.init?.headers as HeadersInit }), cookie)
    const again = await serve(guestConfirmationLoader, get(`${GUEST_PATH}/confirmation`, { cookie: seen }))
    expect(location(again)).toBe(GUEST_PATH)
  })

  it('sends a customer’s request for one of their own patients; transfer all fills nothing yet', async () => {
    const cookie = await signedIn('shopper@example.com')
    const post = (fields: Record<string, string>) => serve(customerAction, formPost(CUSTOMER_PATH, fields, { cookie }))
    const base = { facilityId: FACILITY_IDS.mailOrder, orderType: 'TRANSFER_ALL', ...WALGREENS }
    expect(errorsOf(await post({ ...base, patientNumber: '9999' }))).toEqual({
      patientNumber: ['No patient could be found with patientNumber 9999'],
    })
    const response = await post({ ...base, patientNumber: '1002' })
    expect(location(response)).toBe(`${CUSTOMER_PATH}/confirmation`)
    expect(pharmacyBackOffice.prescriptionRequests().at(-1)).toMatchObject({
      userId: expect.any(String),
      fulfilment: 'NONE',
      patient: { patientNumber: '1002' },
      prescriptions: [
        { type: 'TRANSFER_ALL', contactName: 'Walgreens #4411', contactPhone: '5135550300', refill: false },
      ],
    })
    const shown = await customerConfirmationLoader(
      args(get(`${CUSTOMER_PATH}/confirmation`, { cookie: cookiesFrom(response as Response, cookie) })),
    )
    expect(shown.data).toMatchObject({
      pharmacy: 'Kroger Mail Order Pharmacy',
      text: TRANSFER_TEXTS.confirmationText('Kroger Mail Order Pharmacy'),
    })
  })

  it('a failed send keeps the form with the spec message', async () => {
    quietLogs()
    const failed = await settle(() =>
      serve(
        guestAction,
        formPost(`${GUEST_PATH}?mockScenario=transfer-request-error`, {
          ...GUEST,
          facilityId: FACILITY_IDS.vine,
          orderType: 'PAPER',
          paperAcknowledge: 'on',
        }),
      ),
    )
    expect(errorsOf(failed)).toEqual({ '': [RX_MESSAGES.generic] })
    expect((failed as Reply).init?.status).toBe(502)
  })
})

import { afterEach, describe, expect, it } from 'vitest'
import { loader as confirmationLoader } from '#app/routes/rx+/tracker_+/order-delivery_.confirmation.tsx'
import { action as deliveryAction, loader as deliveryLoader } from '#app/routes/rx+/tracker_+/order-delivery.tsx'
import { loader as walletLoader } from '#app/routes/rx+/tracker_+/order-delivery.wallet._index.tsx'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import { deliveryDateOf } from '#app/rx/tracker/order-delivery.server.ts'
import { CHECKOUT_TEXTS, ORDER_ERROR_MESSAGE } from '#app/rx/shared/rx-texts.ts'
import { DELIVERY_TEXTS } from '#app/rx/tracker/tracker-order-texts.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { http } from 'msw'
import { mockServer } from '#mocks/node.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { captureBodies, samGuestCookie, samGuestWithCards, shopperCookie } from '#tests/utils/shoppers.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init?: { status?: number } }
const errorsOf = (result: unknown) => (result as Reply).data.result.error
const PAGE = '/rx/tracker/order-delivery'
const ATORVASTATIN = '6100001:1001'

afterEach(() => {
  pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
})

describe('order delivery', () => {
  it('sends the date as DD-MMM-yyyy hh:mmA at the start of the 2-6 PM window', () => {
    expect(deliveryDateOf('2026-11-24')).toBe('24-Nov-2026 02:00PM')
    expect(deliveryDateOf('2027-01-05')).toBe('05-Jan-2027 02:00PM')
  })

  it('goes to the dashboard when the delivery feature is off', async () => {
    const cookie = await shopperCookie()
    expect(location(await serve(deliveryLoader, get(`${PAGE}?mockScenario=delivery-off`, { cookie })))).toBe(
      '/rx/dashboard',
    )
    const tracker = await trackerLoader(args(get('/rx/tracker?mockScenario=delivery-off', { cookie })))
    expect(tracker.orderDeliveryPath).toBeNull()
    expect((await trackerLoader(args(get('/rx/tracker', { cookie })))).orderDeliveryPath).toBe(PAGE)
  })

  it('shows a guest the deliverable fill, the dates in the window, the address and no card chosen yet', async () => {
    const view = (await deliveryLoader(args(get(PAGE, { cookie: await samGuestCookie() })))).data
    expect(view).toMatchObject({
      store: { value: '01400352' },
      prescriptions: [{ key: ATORVASTATIN, checked: true }],
      window: '2-6 PM',
      address: ['1014 Vine St', 'Apt 4B', 'Cincinnati, OH 45202'],
      payment: { card: null },
    })
    expect(view.dates).toHaveLength(5)
    expect(view.dates[0]?.label).toMatch(/^\w+day, \w+ \d{1,2}, 2-6 PM$/)
    expect(view.date).toBe(view.dates[0]?.value)
  })

  it('asks for the dates and the cards with the stores, for the store the fills foretell', async () => {
    const guest = await samGuestWithCards()
    const cookie = cookiesFrom(await serve(deliveryLoader, get(PAGE, { cookie: guest })), guest)
    const { rounds, calls } = await upstreamRoundsOf(() => serve(deliveryLoader, get(PAGE, { cookie })))
    expect(rounds).toBe(2)
    expect(calls.filter(({ round }) => round === 2).map(({ call }) => call)).toEqual([
      'GET /rx/api/delivery-facility/01400352/delivery-options',
      'GET /atlas/v1/pharmacy/v2/facilities',
      'GET /payment/v2/wallet',
    ])
  })

  it('takes only ready fills that allow delivery, from a store that delivers', async () => {
    const cookie = await shopperCookie()
    const fill = (rxNumber: string, fillLocation: string, allowDelivery: boolean) => ({
      rxNumber,
      rxRecordNumber: `R${rxNumber}`,
      rxFillSequence: 1,
      patientNumber: '1001',
      drugName: `Drug ${rxNumber}`,
      primaryStatus: 'READY_FOR_PICKUP',
      totalAmountDue: 4,
      fillLocation,
      allowDelivery,
    })
    // Vine Street delivers, Hyde Park does not, the mail-order pharmacy is no store.
    const prescriptions = [
      fill('800001', '01400352', false),
      fill('800002', '01400417', true),
      fill('800003', '09900001', true),
      fill('800004', '01400352', true),
    ]
    mockServer.use(http.get(upstreamUrl('rx', RX_PATHS.prescriptions), () => Response.json({ prescriptions })))
    const { calls } = await upstreamRoundsOf(async () => {
      const view = (await deliveryLoader(args(get(PAGE, { cookie })))).data
      expect(view.stores.map((store) => store.value)).toEqual(['01400352'])
      expect(view.prescriptions.map((each) => each.key)).toEqual(['800004:1001'])
      expect(view.dates).toHaveLength(5)
    })
    // The fills foretold Hyde Park, which does not deliver: a wasted read with the stores, then the store chosen's.
    const [foretold, chosen, ...more] = calls.filter(({ call }) => call.endsWith('/delivery-options'))
    const stores = calls.find(({ call }) => call.endsWith('/facilities'))
    expect(more).toEqual([])
    expect(foretold).toEqual({ call: 'GET /rx/api/delivery-facility/01400417/delivery-options', round: stores?.round })
    expect(chosen).toEqual({
      call: 'GET /rx/api/delivery-facility/01400352/delivery-options',
      round: stores!.round + 1,
    })
  })

  it('refuses an order without an address, shows a refused order’s detail, and is closed with the feature off', async () => {
    quietLogs()
    const cookie = await shopperCookie()
    const { dates } = (await deliveryLoader(args(get(PAGE, { cookie })))).data
    const fields = {
      intent: 'order',
      prescriptions: ATORVASTATIN,
      date: dates[0]!.value,
      hasUserSign: 'on',
      cardId: 'card-visa',
      termsAccepted: 'on',
    }
    const detail = await settle(() =>
      serve(deliveryAction, formPost(`${PAGE}?mockScenario=order-400`, fields, { cookie })),
    )
    expect(errorsOf(detail)).toEqual({ '': ['The pharmacy cannot deliver this order. Please call the pharmacy.'] })
    expect(
      location(await serve(deliveryAction, formPost(`${PAGE}?mockScenario=delivery-off`, fields, { cookie }))),
    ).toBe('/rx/dashboard')
    expect(location(await serve(walletLoader, get(`${PAGE}/wallet?mockScenario=delivery-off`, { cookie })))).toBe(
      '/rx/dashboard',
    )
    const patients = pharmacyBackOffice
      .account(SHOPPER_USER_ID)!
      .patients.map((patient) => ({ ...patient, addresses: [] }))
    mockServer.use(http.get(upstreamUrl('rx', RX_PATHS.patientProfiles), () => Response.json({ patients })))
    expect((await deliveryLoader(args(get(PAGE, { cookie })))).data.address).toBeNull()
    expect(errorsOf(await serve(deliveryAction, formPost(PAGE, fields, { cookie })))).toEqual({
      '': [DELIVERY_TEXTS.noAddress],
    })
  })

  it('asks for a date it offers, the signature, a card and the terms', async () => {
    const cookie = await shopperCookie()
    const refused = await settle(() =>
      serve(
        deliveryAction,
        formPost(PAGE, { intent: 'order', prescriptions: ATORVASTATIN, date: '2020-01-01' }, { cookie }),
      ),
    )
    expect(errorsOf(refused)).toEqual({
      date: [DELIVERY_TEXTS.chooseDate],
      hasUserSign: [DELIVERY_TEXTS.signatureRequired],
      cardId: [CHECKOUT_TEXTS.chooseCard],
      termsAccepted: [CHECKOUT_TEXTS.termsRequired],
    })
  })

  it('orders the delivery for a guest: the spec payload, the fill on its way, the confirmation once', async () => {
    const cookie = await samGuestWithCards()
    const view = (await deliveryLoader(args(get(PAGE, { cookie })))).data
    const date = view.dates[1]!.value
    const orders = captureBodies(upstreamUrl('rx', RX_PATHS.deliveryOrdersStage))
    const done = await settle(() =>
      serve(
        deliveryAction,
        formPost(
          PAGE,
          {
            intent: 'order',
            prescriptions: ATORVASTATIN,
            date,
            hasUserSign: 'on',
            cardId: 'card-visa',
            termsAccepted: 'on',
          },
          { cookie },
        ),
      ),
    )
    expect(location(done)).toBe(`${PAGE}/confirmation`)
    expect(orders).toEqual([
      {
        cardId: 'card-visa',
        deliveryDate: deliveryDateOf(date),
        facilityId: '01400352',
        loyaltyNum: expect.any(String),
        // A guest has no customer id (decision 0032).
        customerId: 'NOT_PROVIDED',
        prescriptions: [{ patientNumber: '1001', recordNumber: 'R6100001', rxFillSeq: 1, rxNumber: '6100001' }],
      },
    ])
    const after = cookiesFrom(done as Response, cookie)
    const receipt = await confirmationLoader(args(get(`${PAGE}/confirmation`, { cookie: after })))
    expect(receipt.data).toMatchObject({
      store: 'Kroger Pharmacy Vine Street',
      card: 'Visa ending in 1111',
      drugNames: ['Atorvastatin 20 mg Tablet'],
    })
    const seen = cookiesFrom(new Response(null, { headers: receipt.init?.headers as HeadersInit }), after)
    expect(location(await serve(confirmationLoader, get(`${PAGE}/confirmation`, { cookie: seen })))).toBe('/rx/tracker')
    // On its way: nothing is left to deliver.
    expect((await deliveryLoader(args(get(PAGE, { cookie: seen })))).data.store).toBeNull()
  })

  it('a customer’s order carries their id; a failed one shows spec 8’s order message', async () => {
    quietLogs()
    const cookie = await shopperCookie()
    const { dates } = (await deliveryLoader(args(get(PAGE, { cookie })))).data
    const fields = {
      intent: 'order',
      prescriptions: ATORVASTATIN,
      date: dates[0]!.value,
      hasUserSign: 'on',
      cardId: 'card-visa',
      termsAccepted: 'on',
    }
    const failed = await settle(() =>
      serve(deliveryAction, formPost(`${PAGE}?mockScenario=order-500`, fields, { cookie })),
    )
    expect(errorsOf(failed)).toEqual({ '': [ORDER_ERROR_MESSAGE] })
    expect((failed as Reply).init?.status).toBe(502)
    const orders = captureBodies(upstreamUrl('rx', RX_PATHS.deliveryOrdersStage))
    expect(location(await serve(deliveryAction, formPost(PAGE, fields, { cookie })))).toBe(`${PAGE}/confirmation`)
    expect(orders).toEqual([expect.objectContaining({ customerId: SHOPPER_USER_ID })])
  })
})

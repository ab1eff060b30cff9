import { http } from 'msw'
import { afterEach, describe, expect, it } from 'vitest'
import { loader as confirmationLoader } from '#app/routes/rx+/tracker_+/pay-online_.confirmation.tsx'
import { action as payAction, loader as payLoader } from '#app/routes/rx+/tracker_+/pay-online.tsx'
import { loader as walletLoader } from '#app/routes/rx+/tracker_+/pay-online.wallet._index.tsx'
import { ONLINE_PAY_AMOUNT, isPayableOnline } from '#app/rx/tracker/pay-online.server.ts'
import { CHECKOUT_TEXTS } from '#app/rx/shared/rx-texts.ts'
import { PAY_ONLINE_TEXTS } from '#app/rx/tracker/tracker-order-texts.ts'
import { RX_PATHS, type Prescription } from '#app/upstream/rx-api.schema.ts'
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
const PAGE = '/rx/tracker/pay-online'
const ATORVASTATIN = '6100001:1001'
const FRAUD = { fraudTransactionId: 'tx-123', fraudPageId: 'pay-online', fraudSessionId: 'session-9' }

const withCookie = (response: unknown, cookie: string) => cookiesFrom(response as Response, cookie)

afterEach(() => {
  pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
})

describe('pay online', () => {
  it('waits for two rounds of upstream calls once the payment intent is kept: the cards go with the stores', async () => {
    const guest = await samGuestWithCards()
    const first = await upstreamRoundsOf(() => serve(payLoader, get(PAGE, { cookie: guest })))
    // The first visit makes the payment intent, which needs the patients and a store to pay at.
    expect(first.rounds).toBe(4)
    const cookie = cookiesFrom(await serve(payLoader, get(PAGE, { cookie: guest })), guest)
    const { rounds, calls } = await upstreamRoundsOf(() => serve(payLoader, get(PAGE, { cookie })))
    expect(rounds).toBe(2)
    expect(calls.filter(({ round }) => round === 2).map(({ call }) => call)).toEqual([
      'GET /atlas/v1/pharmacy/v2/facilities',
      'GET /payment/v2/wallet',
    ])
  })

  it('offers ready prescriptions with a price that are not paid yet', () => {
    const ready = {
      rxNumber: '1',
      rxRecordNumber: 'R1',
      rxFillSequence: 2,
      patientNumber: '1',
      drugName: 'X',
      primaryStatus: 'READY_FOR_PICKUP',
      totalAmountDue: 4,
      fillLocation: 'S',
    } as Prescription
    expect(isPayableOnline(ready)).toBe(true)
    // The payment is tied to a fill: an unknown fill sequence is never guessed.
    expect(isPayableOnline({ ...ready, rxFillSequence: null })).toBe(false)
    expect(isPayableOnline({ ...ready, totalAmountDue: 0.0001 })).toBe(false)
    expect(isPayableOnline({ ...ready, totalAmountDue: null })).toBe(false)
    expect(isPayableOnline({ ...ready, rxStatus: 'Profiled' })).toBe(false)
    expect(isPayableOnline({ ...ready, primaryStatus: 'IN_PROGRESS' })).toBe(false)
    expect(isPayableOnline({ ...ready, paymentInformation: { brand: 'VISA', lastFour: '1111' } })).toBe(false)
  })

  it('shows a verified guest the store, the prescription and its price, with no card yet; the wallet opens on Add', async () => {
    const cookie = await samGuestCookie()
    const view = (await payLoader(args(get(PAGE, { cookie })))).data
    expect(view).toMatchObject({
      guest: true,
      store: { value: '01400352', label: 'Kroger Pharmacy Vine Street' },
      prescriptions: [
        {
          key: ATORVASTATIN,
          drugName: 'Atorvastatin 20 mg Tablet',
          patientName: 'Sam Shopper',
          price: '$12.50',
          checked: true,
        },
      ],
      total: '$12.50',
      payment: { card: null, hasUsableCard: false, cardsError: null },
    })
    expect(location(await serve(walletLoader, get(`${PAGE}/wallet`, { cookie })))).toBe(`${PAGE}/wallet/add-card`)
  })

  it('is for verified guests and customers only', async () => {
    expect(location(await serve(payLoader, get(PAGE)))).toBe(`/signin?redirectUrl=${encodeURIComponent(PAGE)}`)
  })

  it('asks for a prescription, a usable card and the terms', async () => {
    const cookie = await shopperCookie()
    const post = (fields: Record<string, string | string[]>) =>
      serve(payAction, formPost(PAGE, { intent: 'pay', ...fields }, { cookie }))
    expect(errorsOf(await post({}))).toEqual({
      prescriptions: [PAY_ONLINE_TEXTS.choosePrescription],
      cardId: [CHECKOUT_TEXTS.chooseCard],
      termsAccepted: [CHECKOUT_TEXTS.termsRequired],
    })
    // An expired card, or a prescription that is not payable here, only come from a hand-made post.
    expect(
      errorsOf(await post({ prescriptions: ['6100003:1001'], cardId: 'card-mastercard', termsAccepted: 'on' })),
    ).toEqual({
      prescriptions: [PAY_ONLINE_TEXTS.choosePrescription],
      cardId: [CHECKOUT_TEXTS.chooseCard],
    })
  })

  it('pays: the authorisation, then the fills tied to it with their amounts; the confirmation shows once and nothing is left to pay', async () => {
    const cookie = await shopperCookie()
    const view = (await payLoader(args(get(PAGE, { cookie })))).data
    expect(view.payment.card).toMatchObject({ cardId: 'card-visa', label: 'Visa ending in 1111' })
    const payments = captureBodies(upstreamUrl('rx', '/rx/api/online-payment/:userId/payments'))
    const associations = captureBodies(upstreamUrl('rx', '/rx/api/online-payment/:paymentId/payment/associate'))
    const paid = await settle(() =>
      serve(
        payAction,
        formPost(
          PAGE,
          { intent: 'pay', prescriptions: ATORVASTATIN, cardId: 'card-visa', termsAccepted: 'on', ...FRAUD },
          { cookie },
        ),
      ),
    )
    expect(location(paid)).toBe(`${PAGE}/confirmation`)
    expect(payments).toEqual([
      { amount: ONLINE_PAY_AMOUNT, cartSize: 1, paymentMethodId: 'card-visa', pickupStoreId: '01400352' },
    ])
    expect(associations).toEqual([
      {
        paymentType: 'PAYSYS',
        transactions: [
          {
            facilityId: '01400352',
            creditCardId: 'card-visa',
            fraudToken: 'tx-123',
            loyaltyNum: expect.any(String),
            patientNumber: '1001',
            prescriptions: [{ rxRecordNum: 'R6100001', rxFillSeq: 1, patientPayAmount: 12.5 }],
          },
        ],
      },
    ])
    const after = withCookie(paid, cookie)
    const receipt = await confirmationLoader(args(get(`${PAGE}/confirmation`, { cookie: after })))
    expect(receipt.data).toMatchObject({
      total: '$12.50',
      card: 'Visa ending in 1111',
      store: 'Kroger Pharmacy Vine Street',
      drugNames: ['Atorvastatin 20 mg Tablet'],
    })
    const seen = cookiesFrom(receipt, after)
    expect(location(await serve(confirmationLoader, get(`${PAGE}/confirmation`, { cookie: seen })))).toBe('/rx/tracker')
    // Paid fills carry the card; the page has nothing left, and opens no wallet for it.
    const intents = captureBodies(upstreamUrl('rx', RX_PATHS.paymentIntent))
    expect((await payLoader(args(get(PAGE, { cookie: seen })))).data.store).toBeNull()
    expect(intents).toEqual([])
  })

  it('answers an error with what was posted, so nothing unticked comes back ticked', async () => {
    const cookie = await shopperCookie()
    const refused = await settle(() =>
      serve(payAction, formPost(PAGE, { intent: 'order', cardId: 'card-visa', termsAccepted: 'on' }, { cookie })),
    )
    const reply = (refused as { data: { result: { initialValue: Record<string, unknown> } } }).data.result
    expect(reply.initialValue).toEqual({ intent: 'order', cardId: 'card-visa', termsAccepted: 'on' })
    expect(errorsOf(refused)).toEqual({ prescriptions: [PAY_ONLINE_TEXTS.choosePrescription] })
  })

  it('keeps one guest’s choices and payment intent from the next guest on the same phone', async () => {
    const first = await samGuestCookie()
    const toWallet = await serve(payAction, formPost(PAGE, { intent: 'wallet' }, { cookie: first }))
    const afterFirst = withCookie(toWallet, first)
    expect((await payLoader(args(get(PAGE, { cookie: afterFirst })))).data.prescriptions[0]?.checked).toBe(false)
    // The next guest verifies on the same browser: their own draft (all ticked) and a payment intent of their own.
    const second = await samGuestCookie(afterFirst)
    const intents = captureBodies(upstreamUrl('rx', RX_PATHS.paymentIntent))
    expect((await payLoader(args(get(PAGE, { cookie: second })))).data.prescriptions[0]?.checked).toBe(true)
    expect(intents).toHaveLength(1)
  })

  it('pays at one store at a time (`?location=`), one transaction per patient', async () => {
    const cookie = await shopperCookie()
    const fill = (rxNumber: string, patientNumber: string, fillLocation: string, totalAmountDue: number) => ({
      rxNumber,
      rxRecordNumber: `R${rxNumber}`,
      rxFillSequence: 2,
      patientNumber,
      drugName: `Drug ${rxNumber}`,
      primaryStatus: 'READY_FOR_PICKUP',
      totalAmountDue,
      fillLocation,
    })
    const prescriptions = [
      fill('800001', '1001', '01400352', 5),
      fill('800002', '1002', '01400352', 7.25),
      fill('800003', '1001', '01400417', 3),
    ]
    mockServer.use(http.get(upstreamUrl('rx', RX_PATHS.prescriptions), () => Response.json({ prescriptions })))
    const vine = (await payLoader(args(get(PAGE, { cookie })))).data
    expect(vine.stores.map((store) => store.label)).toEqual([
      'Kroger Pharmacy Vine Street',
      'Kroger Pharmacy Hyde Park',
    ])
    expect(vine.prescriptions.map((each) => each.key)).toEqual(['800001:1001', '800002:1002'])
    expect(vine.total).toBe('$12.25')
    const hydePark = (await payLoader(args(get(`${PAGE}?location=01400417`, { cookie })))).data
    expect(hydePark.prescriptions.map((each) => each.key)).toEqual(['800003:1001'])
    // A fill from the other store is not part of this store's payment.
    const mixed = await settle(() =>
      serve(
        payAction,
        formPost(
          `${PAGE}?location=01400417`,
          { prescriptions: ['800003:1001', '800001:1001'], cardId: 'card-visa', termsAccepted: 'on' },
          { cookie },
        ),
      ),
    )
    expect(errorsOf(mixed)).toEqual({ prescriptions: [PAY_ONLINE_TEXTS.choosePrescription] })
    const associations = captureBodies(upstreamUrl('rx', '/rx/api/online-payment/:paymentId/payment/associate'))
    const paid = await settle(() =>
      serve(
        payAction,
        formPost(
          PAGE,
          { prescriptions: ['800001:1001', '800002:1002'], cardId: 'card-visa', termsAccepted: 'on' },
          { cookie },
        ),
      ),
    )
    expect(location(paid)).toBe(`${PAGE}/confirmation`)
    expect(
      (associations[0] as { transactions: Array<{ patientNumber: string; prescriptions: unknown[] }> }).transactions,
    ).toEqual([
      expect.objectContaining({
        patientNumber: '1001',
        prescriptions: [{ rxRecordNum: 'R800001', rxFillSeq: 2, patientPayAmount: 5 }],
      }),
      expect.objectContaining({
        patientNumber: '1002',
        prescriptions: [{ rxRecordNum: 'R800002', rxFillSeq: 2, patientPayAmount: 7.25 }],
      }),
    ])
  })

  it('keeps the choices while the wallet is open, and Remove drops the card', async () => {
    const cookie = await shopperCookie()
    const toWallet = await settle(() =>
      serve(payAction, formPost(PAGE, { intent: 'wallet', prescriptions: [] }, { cookie })),
    )
    expect(location(toWallet)).toBe(`${PAGE}/wallet`)
    const kept = (await payLoader(args(get(PAGE, { cookie: withCookie(toWallet, cookie) })))).data
    expect(kept.prescriptions[0]?.checked).toBe(false)
    expect(kept.total).toBe('$0.00')
    const removed = await settle(() =>
      serve(payAction, formPost(PAGE, { intent: 'removeCard', prescriptions: ATORVASTATIN }, { cookie })),
    )
    expect(location(removed)).toBe(`${PAGE}?location=01400352`)
    expect((await payLoader(args(get(PAGE, { cookie: withCookie(removed, cookie) })))).data.payment.card).toBeNull()
  })

  it('a declined card shows the pharmacy’s message and nothing is paid', async () => {
    quietLogs()
    const cookie = await shopperCookie()
    const declined = await settle(() =>
      serve(
        payAction,
        formPost(
          `${PAGE}?mockScenario=online-pay-decline`,
          { intent: 'pay', prescriptions: ATORVASTATIN, cardId: 'card-visa', termsAccepted: 'on' },
          { cookie },
        ),
      ),
    )
    expect(errorsOf(declined)).toEqual({
      '': ['Your card was declined. Please use another card or pay at the pharmacy.'],
    })
    expect((declined as Reply).init?.status).toBe(400)
    expect((await payLoader(args(get(PAGE, { cookie })))).data.prescriptions).toHaveLength(1)
  })
})

import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { action as guestVerificationAction } from '#app/routes/rx.guest-verification.tsx'
import { loader as confirmationLoader } from '#app/routes/rx.tracker_.pay-online_.confirmation.tsx'
import { action as payAction, loader as payLoader } from '#app/routes/rx.tracker_.pay-online.tsx'
import { loader as walletLoader } from '#app/routes/rx.tracker_.pay-online.wallet._index.tsx'
import { action as signInAction } from '#app/routes/signin.tsx'
import { CHECKOUT_TEXTS } from '#app/rx/checkout-rules.ts'
import { ONLINE_PAY_AMOUNT, isPayableOnline } from '#app/rx/pay-online.server.ts'
import { PAY_ONLINE_TEXTS } from '#app/rx/rx-messages.ts'
import { RX_PATHS, type Prescription } from '#app/upstream/rx-api.schema.ts'
import { mockServer } from '#mocks/node.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'

const args = (request: Request) => ({ request, params: {}, context: {} })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init?: { status?: number } }
const errorsOf = (result: unknown) => (result as Reply).data.result.error
const PAGE = '/rx/tracker/pay-online'
const ATORVASTATIN = '6100001:1001'
const FRAUD = { fraudTransactionId: 'tx-123', fraudPageId: 'pay-online', fraudSessionId: 'session-9' }

async function customerCookie() {
  return cookiesFrom((await settle(() => signInAction(args(formPost('/signin', { email: 'shopper@example.com', password: 'Password1' }))))) as Response)
}

async function guestCookie() {
  const verified = await settle(() => guestVerificationAction(args(formPost(`/rx/guest-verification?patientNumber=1001&timestamp=${Date.now()}`, { month: '03', day: '12', year: '1984' }))))
  return cookiesFrom(verified as Response)
}

/** The JSON bodies the app posts to an upstream path, while the simulated back office still answers. */
function captureBodies(url: string) {
  const bodies: unknown[] = []
  mockServer.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

const withCookie = (response: unknown, cookie: string) => cookiesFrom(response as Response, cookie)

afterEach(() => {
  pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
})

describe('pay online', () => {
  it('offers ready prescriptions with a price that are not paid yet', () => {
    const ready = { rxNumber: '1', rxRecordNumber: 'R1', patientNumber: '1', drugName: 'X', primaryStatus: 'READY_FOR_PICKUP', totalAmountDue: 4, fillLocation: 'S' } as Prescription
    expect(isPayableOnline(ready)).toBe(true)
    expect(isPayableOnline({ ...ready, totalAmountDue: 0.0001 })).toBe(false)
    expect(isPayableOnline({ ...ready, totalAmountDue: null })).toBe(false)
    expect(isPayableOnline({ ...ready, rxStatus: 'Profiled' })).toBe(false)
    expect(isPayableOnline({ ...ready, primaryStatus: 'IN_PROGRESS' })).toBe(false)
    expect(isPayableOnline({ ...ready, paymentInformation: { brand: 'VISA', lastFour: '1111' } })).toBe(false)
  })

  it('shows a verified guest the store, the prescription and its price, with no card yet; the wallet opens on Add', async () => {
    const cookie = await guestCookie()
    const view = (await payLoader(args(get(PAGE, { cookie })))).data
    expect(view).toMatchObject({
      guest: true,
      store: { value: '01400352', label: 'Kroger Pharmacy Vine Street' },
      prescriptions: [{ key: ATORVASTATIN, drugName: 'Atorvastatin 20 mg Tablet', patientName: 'Sam Shopper', price: '$12.50', checked: true }],
      total: '$12.50',
      payment: { card: null, hasUsableCard: false, cardsError: null },
    })
    expect(location(await settle(() => walletLoader(args(get(`${PAGE}/wallet`, { cookie })))))).toBe(`${PAGE}/wallet/add-card`)
  })

  it('is for verified guests and customers only', async () => {
    expect(location(await settle(() => payLoader(args(get(PAGE)))))).toBe(`/signin?redirectUrl=${encodeURIComponent(PAGE)}`)
  })

  it('asks for a prescription, a usable card and the terms', async () => {
    const cookie = await customerCookie()
    const post = (fields: Record<string, string | string[]>) => settle(() => payAction(args(formPost(PAGE, { intent: 'pay', ...fields }, { cookie }))))
    expect(errorsOf(await post({}))).toEqual({
      prescriptions: [PAY_ONLINE_TEXTS.choosePrescription],
      cardId: [CHECKOUT_TEXTS.chooseCard],
      termsAccepted: [CHECKOUT_TEXTS.termsRequired],
    })
    // An expired card, or a prescription that is not payable here, only come from a hand-made post.
    expect(errorsOf(await post({ prescriptions: ['6100003:1001'], cardId: 'card-mastercard', termsAccepted: 'on' }))).toEqual({
      prescriptions: [PAY_ONLINE_TEXTS.choosePrescription],
      cardId: [CHECKOUT_TEXTS.chooseCard],
    })
  })

  it('pays: the authorisation, then the fills tied to it with their amounts; the confirmation shows once and nothing is left to pay', async () => {
    const cookie = await customerCookie()
    const view = (await payLoader(args(get(PAGE, { cookie })))).data
    expect(view.payment.card).toMatchObject({ cardId: 'card-visa', label: 'Visa ending in 1111' })
    const payments = captureBodies(upstreamUrl('rx', '/rx/api/online-payment/:userId/payments'))
    const associations = captureBodies(upstreamUrl('rx', '/rx/api/online-payment/:paymentId/payment/associate'))
    const paid = await settle(() => payAction(args(formPost(PAGE, { intent: 'pay', prescriptions: ATORVASTATIN, cardId: 'card-visa', termsAccepted: 'on', ...FRAUD }, { cookie }))))
    expect(location(paid)).toBe(`${PAGE}/confirmation`)
    expect(payments).toEqual([{ amount: ONLINE_PAY_AMOUNT, cartSize: 1, paymentMethodId: 'card-visa', pickupStoreId: '01400352' }])
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
    expect(receipt.data).toMatchObject({ total: '$12.50', card: 'Visa ending in 1111', store: 'Kroger Pharmacy Vine Street', drugNames: ['Atorvastatin 20 mg Tablet'] })
    const seen = cookiesFrom(new Response(null, { headers: receipt.init?.headers as HeadersInit }), after)
    expect(location(await settle(() => confirmationLoader(args(get(`${PAGE}/confirmation`, { cookie: seen })))))).toBe('/rx/tracker')
    // Paid fills carry the card; the page has nothing left, and opens no wallet for it.
    const intents = captureBodies(upstreamUrl('rx', RX_PATHS.paymentIntent))
    expect((await payLoader(args(get(PAGE, { cookie: seen })))).data.store).toBeNull()
    expect(intents).toEqual([])
  })

  it('keeps the choices while the wallet is open, and Remove drops the card', async () => {
    const cookie = await customerCookie()
    const toWallet = await settle(() => payAction(args(formPost(PAGE, { intent: 'wallet', prescriptions: [] }, { cookie }))))
    expect(location(toWallet)).toBe(`${PAGE}/wallet`)
    const kept = (await payLoader(args(get(PAGE, { cookie: withCookie(toWallet, cookie) })))).data
    expect(kept.prescriptions[0]?.checked).toBe(false)
    expect(kept.total).toBe('$0.00')
    const removed = await settle(() => payAction(args(formPost(PAGE, { intent: 'removeCard', prescriptions: ATORVASTATIN }, { cookie }))))
    expect(location(removed)).toBe(`${PAGE}?location=01400352`)
    expect((await payLoader(args(get(PAGE, { cookie: withCookie(removed, cookie) })))).data.payment.card).toBeNull()
  })

  it('a declined card shows the pharmacy’s message and nothing is paid', async () => {
    vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const cookie = await customerCookie()
    const declined = await settle(() =>
      payAction(args(formPost(`${PAGE}?mockScenario=online-pay-decline`, { intent: 'pay', prescriptions: ATORVASTATIN, cardId: 'card-visa', termsAccepted: 'on' }, { cookie }))),
    )
    expect(errorsOf(declined)).toEqual({ '': ['Your card was declined. Please use another card or pay at the pharmacy.'] })
    expect((declined as Reply).init?.status).toBe(400)
    expect((await payLoader(args(get(PAGE, { cookie })))).data.prescriptions).toHaveLength(1)
  })
})

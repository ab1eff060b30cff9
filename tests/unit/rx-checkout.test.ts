import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { sessionStorage } from '#app/auth/session.server.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { loader as confirmationLoader } from '#app/routes/rx+/checkout+/confirmation.tsx'
import { action as fulfilmentAction, loader as fulfilmentLoader } from '#app/routes/rx+/checkout+/fulfilment.tsx'
import { action as paymentAction, loader as paymentLoader } from '#app/routes/rx+/checkout+/payment.tsx'
import { action as reviewAction, loader as reviewLoader } from '#app/routes/rx+/checkout+/review.tsx'
import { loader as checkoutLoader } from '#app/routes/rx+/checkout+/_layout.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { messages } from '#app/validation/messages.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { SHOPPER_USER_ID, seedFacilities } from '#mocks/pharmacy-seed.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { HttpResponse, http } from 'msw'
import { PHARMACY_LOCATOR_PATHS } from '#app/upstream/pharmacy-locator.schema.ts'
import { upstreamCallsOf, upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { serve, cookiesFrom, cookiesFromEntry, formPost, get, onePageArgs } from '#tests/utils/requests.ts'
import {
  checkoutFulfilment,
  choosePickup,
  loadCheckoutPage,
  shopperAtReview,
  shopperWith,
} from '#tests/utils/shoppers.ts'
import { CHECKOUT_TEXTS } from '#app/rx/shared/rx-texts.ts'
import { testContext } from '#tests/utils/context.ts'
import { commitSessionCookie } from '#tests/utils/sessions.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const AMLODIPINE = { rxNumber: '7200001', patientNumber: '1001' }
const SIMVASTATIN = { rxNumber: '7200012', patientNumber: '1001' }

/** What a step's loader shows at `path`; none means the checkout showed no step. */
async function stepAt<View>(loader: (args: LoaderFunctionArgs) => Promise<View | null>, path: string, cookie: string) {
  const view = await loader(args(get(path, { cookie })))
  if (!view) throw new Error(`expected a checkout step at ${path}`)
  return view
}

async function wizardAt(cookie: string, path: string) {
  const { data } = await checkoutLoader(args(get(path, { cookie })))
  if (data.kind !== 'wizard') throw new Error(`expected the wizard, got ${data.kind}`)
  return data.wizard
}

/** Posts a step and returns the redirect (or the reply) with the cookie it leaves. */
async function post(
  action: typeof fulfilmentAction,
  path: string,
  cookie: string,
  fields: Record<string, string | string[]>,
) {
  const result = await serve(action, formPost(path, fields, { cookie }))
  return { result, cookie: result instanceof Response ? cookiesFrom(result, cookie) : cookie }
}

const fieldErrors = (result: unknown) =>
  (result as { data: { result: { error: Record<string, string[]> } } }).data.result.error

describe('checkout steps', () => {
  it('asks for the stores, the delivery dates and the cards with the account, for the cart the last page saw', async () => {
    const atReview = await shopperAtReview()
    const first = onePageArgs('/rx/checkout/review', atReview)
    const [frame] = await Promise.all([checkoutLoader(first()), reviewLoader(first())])
    const cookie = cookiesFromEntry(first().context, cookiesFrom(frame, atReview))
    const { rounds, calls } = await upstreamRoundsOf(() =>
      loadCheckoutPage('/rx/checkout/review', cookie, reviewLoader),
    )
    expect(rounds).toBe(1)
    expect(calls.map(({ call }) => call)).toEqual(
      expect.arrayContaining([
        'GET /atlas/v1/pharmacy/v2/facilities',
        'GET /payment/v2/wallet',
        'GET /rx/api/delivery-facility/01400352/delivery-options',
      ]),
    )
  })

  it('a cart changed since the last page costs its own round, never a wrong step', async () => {
    const atReview = await shopperAtReview()
    const first = onePageArgs('/rx/checkout/review', atReview)
    const [frame] = await Promise.all([checkoutLoader(first()), reviewLoader(first())])
    const cookie = cookiesFromEntry(first().context, cookiesFrom(frame, atReview))
    // Simvastatin instead, by mail: the hint's store and delivery dates no longer hold, and shipping methods are new.
    const cart = (fields: Record<string, string>) => serve(cartAction, formPost('/rx/cart', fields, { cookie }))
    await cart({ intent: 'remove', rxNumber: '7200001', patientNumber: '1001' })
    await cart({ intent: 'add', rxNumber: '7200012', patientNumber: '1001' })
    let page: Awaited<ReturnType<typeof loadCheckoutPage<Awaited<ReturnType<typeof fulfilmentLoader>>>>> | undefined
    const { rounds, calls } = await upstreamRoundsOf(async () => {
      page = await loadCheckoutPage('/rx/checkout/fulfilment', cookie, fulfilmentLoader)
    })
    expect(page?.[1]?.fulfilment.methods.map((method) => method.value)).toEqual(['mail'])
    expect(rounds).toBe(2)
    expect(calls.filter(({ call }) => call.endsWith('/shipping-methods'))).toEqual([
      { call: expect.any(String), round: 2 },
    ])
    // The same step with the hint put right (one round) shows exactly the same.
    const rehinted = cookiesFrom(page![0], cookie)
    const again = await upstreamRoundsOf(async () => {
      const [frameAgain, stepAgain] = await loadCheckoutPage('/rx/checkout/fulfilment', rehinted, fulfilmentLoader)
      expect([frameAgain.data, stepAgain]).toEqual([page![0].data, page![1]])
    })
    expect(again.rounds).toBe(1)
  })

  it('loads the layout and the step of one request with one set of upstream calls', async () => {
    const cookie = await shopperAtReview()
    const layoutAlone = await upstreamCallsOf(() => serve(checkoutLoader, get('/rx/checkout/review', { cookie })))
    const page = await upstreamCallsOf(() => loadCheckoutPage('/rx/checkout/review', cookie, reviewLoader))
    // The review checks the pay-now card: the wallet's card list is among the calls.
    expect(layoutAlone).toContain('GET /payment/v2/wallet')
    expect(page).toEqual(layoutAlone)
  })

  it('opens the wallet (a payment intent and the cards) only where a card is offered or a pay-now choice is kept', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const wallet = (calls: string[]) => calls.filter((call) => /payment-intent|wallet/.test(call))
    expect(
      wallet(await upstreamCallsOf(() => loadCheckoutPage('/rx/checkout/fulfilment', cookie, fulfilmentLoader))),
    ).toEqual([])
    const { cookie: chosen } = await choosePickup(cookie)
    expect(
      wallet(await upstreamCallsOf(() => loadCheckoutPage('/rx/checkout/payment', chosen, paymentLoader))),
    ).toContain('POST /rx/api/payment-intent')
    const atReview = await shopperAtReview()
    expect(
      wallet(await upstreamCallsOf(() => loadCheckoutPage('/rx/checkout/fulfilment', atReview, fulfilmentLoader))),
    ).toContain('GET /payment/v2/wallet')
  })

  it('shows the empty cart, and sends /rx/checkout and unreachable steps to the first incomplete step', async () => {
    const empty = await shopperWith()
    expect((await checkoutLoader(args(get('/rx/checkout', { cookie: empty })))).data).toMatchObject({ kind: 'empty' })
    const cookie = await shopperWith(AMLODIPINE)
    expect(location(await serve(checkoutLoader, get('/rx/checkout', { cookie })))).toBe('/rx/checkout/fulfilment')
    expect(location(await serve(checkoutLoader, get('/rx/checkout/review', { cookie })))).toBe(
      '/rx/checkout/fulfilment',
    )
    expect(location(await serve(checkoutLoader, get('/rx/checkout/confirmation', { cookie })))).toBe(
      '/rx/checkout/fulfilment',
    )
    const wizard = await wizardAt(cookie, '/rx/checkout/fulfilment')
    expect(wizard.map((step) => [step.title, step.reachable, step.current])).toEqual([
      ['Pickup or Delivery', true, true],
      ['Payment', false, false],
      ['Review Order', false, false],
      ['Confirmation', false, false],
    ])
  })

  it('refuses a post to a step whose earlier steps are not done: back to the first incomplete step, no order', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const payAtStore = { paymentType: 'payAtStore' }
    expect(location((await post(paymentAction, '/rx/checkout/payment', cookie, payAtStore)).result)).toBe(
      '/rx/checkout/fulfilment',
    )
    expect(location((await post(reviewAction, '/rx/checkout/review', cookie, {})).result)).toBe(
      '/rx/checkout/fulfilment',
    )
    const chosen = await choosePickup(cookie)
    expect(location((await post(reviewAction, '/rx/checkout/review', chosen.cookie, {})).result)).toBe(
      '/rx/checkout/payment',
    )
    expect(pharmacyBackOffice.ordersOf(SHOPPER_USER_ID)).toEqual([])
  })

  it('needs a signed-in, verified customer', async () => {
    expect(location(await serve(checkoutLoader, get('/rx/checkout/fulfilment')))).toBe(
      '/signin?redirectUrl=%2Frx%2Fcheckout%2Ffulfilment',
    )
  })

  it('offers delivery only when the banner flag is on', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    expect((await checkoutFulfilment(cookie)).methods.map((m) => m.value)).toEqual(['pickup', 'delivery'])
    expect(
      (await checkoutFulfilment(cookie, '/rx/checkout/fulfilment?mockScenario=delivery-off')).methods.map(
        (m) => m.value,
      ),
    ).toEqual(['pickup'])
  })

  it('lists shipping methods cheapest first with STANDARD SHIPPING chosen for a mail-order cart', async () => {
    const cookie = await shopperWith(SIMVASTATIN)
    const fulfilment = await checkoutFulfilment(cookie)
    expect(fulfilment.methods.map((m) => m.value)).toEqual(['mail'])
    expect(fulfilment.mail.methods.map((m) => `${m.label} ${m.charge}`)).toEqual([
      'STANDARD SHIPPING $0.00',
      'TWO DAY SHIPPING $12.99',
      'OVERNIGHT SHIPPING $24.99',
    ])
    expect(fulfilment.mail.selected).toBe('SM1')
  })

  it("offers the pickup store's own times (decision 0105)", async () => {
    // Tuesday 24 November 2026, 14:00 UTC: 09:00 in Cincinnati, so 2 hours ahead is 11:00.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-24T14:00:00Z'))
    const cookie = await shopperWith(AMLODIPINE)
    const firstTime = async () => {
      const date = (await checkoutFulfilment(cookie)).pickup.dates[0]!.value
      const { pickup } = await checkoutFulfilment(cookie, `/rx/checkout/fulfilment?date=${date}`)
      return `${date} ${pickup.times[0]!.value}`
    }
    expect(await firstTime()).toBe('2026-11-24 11:00')
    // The same store placed in Los Angeles by the facility service: 06:00 there, so its 09:00 opening.
    const inLosAngeles = seedFacilities().map((facility) => ({ ...facility, timeZone: 'America/Los_Angeles' }))
    mockServer.use(
      http.get(upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities), ({ request }) => {
        const ids = new URL(request.url).searchParams.get('filter.id')?.split(',') ?? []
        return HttpResponse.json({ data: inLosAngeles.filter((facility) => ids.includes(facility.facilityId)) })
      }),
    )
    expect(await firstTime()).toBe('2026-11-24 09:00')
  })

  it('clears the pickup time when another date is chosen', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const chosen = await choosePickup(cookie)
    expect(location(chosen.result)).toBe('/rx/checkout/payment')
    const back = await checkoutFulfilment(chosen.cookie)
    expect([back.pickup.date, back.pickup.time]).toEqual([chosen.date, chosen.time])
    const other = back.pickup.dates.find((date) => date.value !== chosen.date)!.value
    const moved = await checkoutFulfilment(chosen.cookie, `/rx/checkout/fulfilment?date=${other}`)
    expect([moved.pickup.date, moved.pickup.time]).toEqual([other, null])
  })

  it('explains a saved pickup time that has passed with a sticky message and goes back to step 1', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const chosen = await choosePickup(cookie)
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 8 * 24 * 60 * 60 * 1000)
      // The customer stayed signed in and active meanwhile (a session no longer outlives 12 h or 10 idle minutes: decision 0035).
      const kept = await sessionStorage().getSession(chosen.cookie)
      kept.set('user', { ...kept.get('user')!, issuedAt: Date.now() })
      const cookie = cookiesFrom(
        new Response(null, { headers: { 'set-cookie': (await commitSessionCookie(kept)) ?? '' } }),
        chosen.cookie,
      )
      const sent = await serve(checkoutLoader, get('/rx/checkout/payment', { cookie }))
      expect(location(sent)).toBe('/rx/checkout/fulfilment')
      const flash = await readFlash(cookiesFrom(sent as Response, cookie))
      expect(flash?.stickyMessage).toEqual({ kind: 'info', text: CHECKOUT_TEXTS.slotTaken })
    } finally {
      vi.useRealTimers()
    }
  })

  it('answers a bad fulfilment with field errors', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const fulfilment = await checkoutFulfilment(cookie)
    const base = { method: 'pickup', facilityId: fulfilment.pickup.storeId! }
    expect(fieldErrors((await post(fulfilmentAction, '/rx/checkout/fulfilment', cookie, base)).result)).toEqual({
      date: [CHECKOUT_TEXTS.choosePickupDate],
    })
    const date = fulfilment.pickup.dates[0]!.value
    expect(
      fieldErrors((await post(fulfilmentAction, '/rx/checkout/fulfilment', cookie, { ...base, date })).result),
    ).toEqual({ time: [messages.requiredSelection] })
    expect(
      fieldErrors(
        (await post(fulfilmentAction, '/rx/checkout/fulfilment', cookie, { ...base, date, time: '03:00' })).result,
      ),
    ).toEqual({
      time: [CHECKOUT_TEXTS.slotTaken],
    })
    expect(
      fieldErrors((await post(fulfilmentAction, '/rx/checkout/fulfilment', cookie, { method: 'mail' })).result),
    ).toEqual({ method: [messages.requiredSelection] })
  })

  it('needs accepted terms and a card that has not expired to pay now', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const { cookie: next } = await choosePickup(cookie)
    const { payment } = await stepAt(paymentLoader, '/rx/checkout/payment', next)
    expect(payment.type).toBe('payNow')
    // The wallet's preferred card is chosen by default.
    expect(payment.card).toMatchObject({ cardId: 'card-visa', label: 'Visa ending in 1111', expired: false })
    expect(
      fieldErrors(
        (await post(paymentAction, '/rx/checkout/payment', next, { paymentType: 'payNow', cardId: 'card-visa' }))
          .result,
      ),
    ).toEqual({
      termsAccepted: [CHECKOUT_TEXTS.termsRequired],
    })
    expect(
      fieldErrors(
        (
          await post(paymentAction, '/rx/checkout/payment', next, {
            paymentType: 'payNow',
            cardId: 'card-mastercard',
            termsAccepted: 'on',
          })
        ).result,
      ),
    ).toEqual({
      cardId: [CHECKOUT_TEXTS.chooseCard],
    })
    const saved = await post(paymentAction, '/rx/checkout/payment', next, {
      paymentType: 'payNow',
      cardId: 'card-visa',
      termsAccepted: 'on',
    })
    expect(location(saved.result)).toBe('/rx/checkout/review')
  })

  it('refuses pay at store for a mail order', async () => {
    const cookie = await shopperWith(SIMVASTATIN)
    const { cookie: next } = await post(fulfilmentAction, '/rx/checkout/fulfilment', cookie, {
      method: 'mail',
      shippingMethodId: 'SM2',
    })
    expect(
      fieldErrors((await post(paymentAction, '/rx/checkout/payment', next, { paymentType: 'payAtStore' })).result),
    ).toEqual({ paymentType: [messages.requiredSelection] })
  })

  it('places a pickup order paid at the store, enrols the chosen auto refill and confirms with the order id', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const chosen = await choosePickup(cookie)
    const paid = await post(paymentAction, '/rx/checkout/payment', chosen.cookie, { paymentType: 'payAtStore' })
    const review = await stepAt(reviewLoader, '/rx/checkout/review', paid.cookie)
    expect(review.payment).toBe('Pay at Store')
    expect(review.autoRefill).toEqual([{ key: '7200001:1001', label: 'Enroll Amlodipine 5 mg Tablet in Auto Refill' }])

    const placed = await post(reviewAction, '/rx/checkout/review', paid.cookie, { autoRefill: ['7200001:1001'] })
    expect(location(placed.result)).toBe('/rx/checkout/confirmation')
    const [order] = pharmacyBackOffice.ordersOf(SHOPPER_USER_ID)
    expect(order).toMatchObject({
      orderType: 'PICKUP',
      pickupTime: `${chosen.date}T${chosen.time}:00`,
      orderRevenue: 10,
      facilityId: '01400352',
      prescriptions: [AMLODIPINE],
    })
    expect(order).not.toHaveProperty('paymentType')
    expect(order).not.toHaveProperty('cardId')
    expect(
      pharmacyBackOffice.account(SHOPPER_USER_ID)?.prescriptions.find((p) => p.rxNumber === '7200001')
        ?.rxEnrolledAutoRefill,
    ).toBe(true)

    const confirmation = await stepAt(confirmationLoader, '/rx/checkout/confirmation', placed.cookie)
    expect(confirmation?.order).toMatchObject({
      orderId: order?.orderId,
      payment: 'Pay at Store',
      autoRefillFailed: false,
    })
    const wizard = await wizardAt(placed.cookie, '/rx/checkout/confirmation')
    expect(wizard.map((step) => [step.complete, step.current])).toEqual([
      [true, false],
      [true, false],
      [true, false],
      [true, true],
    ])
    expect(location(await serve(checkoutLoader, get('/rx/checkout/payment', { cookie: placed.cookie })))).toBe(
      '/rx/checkout/confirmation',
    )
  })

  it('sends a mail order paid now with the card, the shipping method and the address', async () => {
    const cookie = await shopperWith(SIMVASTATIN)
    const shipped = await post(fulfilmentAction, '/rx/checkout/fulfilment', cookie, {
      method: 'mail',
      shippingMethodId: 'SM2',
    })
    const paid = await post(paymentAction, '/rx/checkout/payment', shipped.cookie, {
      paymentType: 'payNow',
      cardId: 'card-amex',
      termsAccepted: 'on',
    })
    const placed = await post(reviewAction, '/rx/checkout/review', paid.cookie, {})
    expect(location(placed.result)).toBe('/rx/checkout/confirmation')
    expect(pharmacyBackOffice.ordersOf(SHOPPER_USER_ID)[0]).toMatchObject({
      orderType: 'MAILORDER',
      paymentType: 'DW',
      cardId: 'card-amex',
      shippingMethodId: 'SM2',
      orderRevenue: 27.99,
      addressId: expect.any(String),
    })
  })

  it('shows the 400 detail, or the generic message for other failures, and keeps the cart', async () => {
    const cookie = await shopperWith(AMLODIPINE)
    const chosen = await choosePickup(cookie)
    const paid = await post(paymentAction, '/rx/checkout/payment', chosen.cookie, { paymentType: 'payAtStore' })
    const refused = await post(reviewAction, '/rx/checkout/review?mockScenario=order-400', paid.cookie, {})
    expect(fieldErrors(refused.result)).toEqual({
      '': ['The pickup time you selected is no longer available. Please choose another time.'],
    })
    const failed = await post(reviewAction, '/rx/checkout/review?mockScenario=order-500', paid.cookie, {})
    expect(fieldErrors(failed.result)).toEqual({
      '': ['We encountered an error submitting your order. Please try again.'],
    })
    expect(pharmacyBackOffice.ordersOf(SHOPPER_USER_ID)).toEqual([])
    expect((await stepAt(reviewLoader, '/rx/checkout/review', paid.cookie)).payment).toBe('Pay at Store')
  })
})

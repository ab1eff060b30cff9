import { describe, expect, it } from 'vitest'
import { flowOf } from '#tests/utils/flows.ts'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { action as fulfilmentAction } from '#app/routes/rx+/checkout+/fulfilment.tsx'
import { loader as checkoutLoader } from '#app/routes/rx+/checkout+/_layout.tsx'
import { loader as paymentLoader } from '#app/routes/rx+/checkout+/payment.tsx'
import { action as selectAction, loader as selectLoader } from '#app/routes/rx+/checkout+/payment.wallet._index.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { walletBackOffice } from '#mocks/wallet-back-office.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { loadCheckoutPage } from '#tests/utils/shoppers.ts'
import { CHECKOUT_TEXTS } from '#app/rx/shared/rx-texts.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const SELECT = '/rx/checkout/payment/wallet'

/** The shopper with Simvastatin (mail order) in the cart and standard shipping chosen: the payment step is next. */
async function shopperAtPayment() {
  const signedIn = await settle(() =>
    serve(signInAction, formPost('/signin', { email: 'shopper@example.com', password: 'Password1' })),
  )
  const cookie = cookiesFrom(signedIn as Response)
  await settle(() =>
    serve(cartAction, formPost('/rx/cart', { intent: 'add', rxNumber: '7200012', patientNumber: '1001' }, { cookie })),
  )
  const shipped = await settle(() =>
    serve(
      fulfilmentAction,
      formPost('/rx/checkout/fulfilment', { method: 'mail', shippingMethodId: 'SM1' }, { cookie }),
    ),
  )
  return cookiesFrom(shipped as Response, cookie)
}

/** The payment step as the server loads it: the layout sets the cookies, the step shows the card. */
async function paymentStep(cookie: string, query = '') {
  const [frame, step] = await loadCheckoutPage(`/rx/checkout/payment${query}`, cookie, paymentLoader)
  if (!step) throw new Error('expected the payment step')
  return { cookie: cookiesFrom(new Response(null, { headers: new Headers(frame.init?.headers) }), cookie), ...step }
}

async function paymentIntentIn(cookie: string) {
  return (await flowOf(cookie, '__rx_checkout')).get('rxPaymentIntent')
}

describe('the checkout wallet', () => {
  it('creates a payment intent once, keeps it in the session, and renews it when the wallet has lost it', async () => {
    quietLogs()
    let cookie = await shopperAtPayment()
    const first = await checkoutLoader(args(get('/rx/checkout/payment', { cookie })))
    cookie = cookiesFrom(new Response(null, { headers: new Headers(first.init?.headers) }), cookie)
    const intent = await paymentIntentIn(cookie)
    expect(intent).toMatch(/^pi-/)
    const again = await checkoutLoader(args(get('/rx/checkout/payment', { cookie })))
    expect(new Headers(again.init?.headers).get('set-cookie')).toBeNull()

    const lost = await paymentStep(cookie, '?mockScenario=wallet-intent-missing')
    expect(lost.payment.card?.label).toBe('Visa ending in 1111')
    expect(await paymentIntentIn(lost.cookie)).toMatch(/^pi-/)
    expect(await paymentIntentIn(lost.cookie)).not.toBe(intent)
  })

  it("shows the wallet's message when the cards do not load", async () => {
    quietLogs()
    const cookie = await shopperAtPayment()
    const { payment } = await paymentStep(cookie, '?mockScenario=wallet-load-error')
    expect(payment).toMatchObject({
      card: null,
      cardsError: 'We could not load your payment methods. Please try again.',
    })
  })

  it('Select Payment: the default card, Confirm refuses an expired one, closing with a change asks first', async () => {
    quietLogs()
    const cookie = await shopperAtPayment()
    const screen = (await selectLoader(args(get(SELECT, { cookie })))).data
    expect(screen.selectedId).toBe('card-visa')
    expect(screen.cards.map((card) => `${card.brand}${card.expired ? ' expired' : ''}`)).toEqual([
      'Visa',
      'Mastercard expired',
      'American Express',
    ])

    const post = (fields: Record<string, string>) => serve(selectAction, formPost(SELECT, fields, { cookie }))
    const expired = await post({ intent: 'confirm', cardId: 'card-mastercard' })
    if (expired instanceof Response) throw new Error('expected a reply')
    expect(expired.data.error).toBe(CHECKOUT_TEXTS.chooseCard)

    const closing = await post({ intent: 'close', cardId: 'card-amex' })
    if (closing instanceof Response) throw new Error('expected a reply')
    expect(closing.data).toMatchObject({ exitConfirm: true, pendingId: 'card-amex' })
    expect(location(await post({ intent: 'close', cardId: 'card-visa' }))).toBe('/rx/checkout/payment')

    const confirmed = await post({ intent: 'confirm', cardId: 'card-amex' })
    expect(location(confirmed)).toBe('/rx/checkout/payment')
    const next = cookiesFrom(confirmed as Response, cookie)
    const { payment } = await paymentStep(next)
    expect(payment.card?.label).toBe('American Express ending in 0005')
  })

  it('opens on Add Credit/Debit Card when the wallet has no credit or debit card', async () => {
    quietLogs()
    const cookie = await shopperAtPayment()
    for (const id of ['card-visa', 'card-mastercard', 'card-amex']) walletBackOffice.deleteCard(SHOPPER_USER_ID, id)
    expect(location(await serve(selectLoader, get(SELECT, { cookie })))).toBe('/rx/checkout/payment/wallet/add-card')
    const { payment } = await paymentStep(cookie)
    expect(payment).toMatchObject({ card: null, hasUsableCard: false })
  })
})

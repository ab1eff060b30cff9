import type { LoaderFunctionArgs } from '@remix-run/node'
import { http } from 'msw'
import { flowOf } from '#tests/utils/flows.ts'
import { action as guestVerificationAction } from '#app/routes/rx+/guest-verification.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { action as fulfilmentAction, loader as fulfilmentLoader } from '#app/routes/rx+/checkout+/fulfilment.tsx'
import { action as paymentAction } from '#app/routes/rx+/checkout+/payment.tsx'
import { loader as checkoutLoader } from '#app/routes/rx+/checkout+/_layout.tsx'
import { mockServer } from '#mocks/node.ts'
import { walletBackOffice } from '#mocks/wallet-back-office.ts'
import { serve, cookiesFrom, formPost, get, onePageArgs, settle } from './requests.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })

/** The demo shopper, signed in: the session cookie. */
export async function shopperCookie() {
  return cookiesFrom(
    (await settle(() =>
      serve(signInAction, formPost('/signin', { email: 'shopper@example.com', password: 'Password1' })),
    )) as Response,
  )
}

/** Signs the demo shopper in and fills the cart. */
export async function shopperWith(...items: Array<{ rxNumber: string; patientNumber: string }>) {
  const cookie = await shopperCookie()
  for (const item of items) await serve(cartAction, formPost('/rx/cart', { intent: 'add', ...item }, { cookie }))
  return cookie
}

/** What the checkout's first step offers the shopper (the step's loader), at `path`. */
export async function checkoutFulfilment(cookie: string, path = '/rx/checkout/fulfilment') {
  const view = await fulfilmentLoader(args(get(path, { cookie })))
  if (!view) throw new Error(`expected the fulfilment step at ${path}`)
  return view.fulfilment
}

/** A checkout page as the server loads it: the layout (whose answer carries the cookies) and the step, one load context. */
export function loadCheckoutPage<Step>(
  path: string,
  cookie: string,
  step: (args: LoaderFunctionArgs) => Promise<Step>,
) {
  const page = onePageArgs(path, cookie)
  return Promise.all([checkoutLoader(page()), step(page())])
}

/** Posts the first pickup time of the first pickup date: the step's answer, the cookie it leaves, and the slot. */
export async function choosePickup(cookie: string) {
  const date = (await checkoutFulfilment(cookie)).pickup.dates[0]!.value
  const withDate = await checkoutFulfilment(cookie, `/rx/checkout/fulfilment?date=${date}`)
  const time = withDate.pickup.times[0]!.value
  const fields = { method: 'pickup', facilityId: withDate.pickup.storeId!, date, time }
  const result = await serve(fulfilmentAction, formPost('/rx/checkout/fulfilment', fields, { cookie }))
  return { result, cookie: result instanceof Response ? cookiesFrom(result, cookie) : cookie, date, time }
}

/** The demo shopper with Amlodipine to pick up and pay now with the Visa: the checkout's review step is next. */
export async function shopperAtReview() {
  const { cookie } = await choosePickup(await shopperWith({ rxNumber: '7200001', patientNumber: '1001' }))
  const paid = await settle(() =>
    serve(
      paymentAction,
      formPost('/rx/checkout/payment', { paymentType: 'payNow', cardId: 'card-visa', termsAccepted: 'on' }, { cookie }),
    ),
  )
  return cookiesFrom(paid as Response, cookie)
}

/** A guest verified from a fresh link for Sam (1001) with his birth date: the session cookie (`previous` is the browser's so far). */
export async function samGuestCookie(previous = '') {
  const link = `/rx/guest-verification?patientNumber=1001&timestamp=${Date.now()}`
  return cookiesFrom(
    (await settle(() =>
      serve(guestVerificationAction, formPost(link, { month: '03', day: '12', year: '1984' }, { cookie: previous })),
    )) as Response,
    previous,
  )
}

/** The same guest with the demo cards in their guest session's wallet. */
export async function samGuestWithCards() {
  const cookie = await samGuestCookie()
  const guest = (await flowOf(cookie, '__rx_guest')).get('rxGuest') as { token: string }
  walletBackOffice.useDemoWallet(`guest:${guest.token}`)
  return cookie
}

/** The JSON bodies the app posts to an upstream URL, while the simulated back office still answers them. */
export function captureBodies(url: string) {
  const bodies: unknown[] = []
  mockServer.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

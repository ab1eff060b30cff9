import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as paymentLoader } from '#app/routes/rx+/checkout+/payment.tsx'
import { loader as payLoader } from '#app/routes/rx+/tracker_+/pay-online.tsx'
import { flowOf } from '#tests/utils/flows.ts'
import { CUSTOMER_PROFILE_PATH } from '#app/upstream/customer-profile.schema.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { get } from '#tests/utils/requests.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import {
  captureBodies,
  choosePickup,
  loadCheckoutPage,
  samGuestCookie,
  shopperCookie,
  shopperWith,
} from '#tests/utils/shoppers.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const PAGE = '/rx/tracker/pay-online'

/** The bodies of the payment intents the pay-online page asks for on a first visit. */
async function intentsOnFirstVisit(cookie: string) {
  const intents = captureBodies(upstreamUrl('rx', RX_PATHS.paymentIntent))
  await payLoader(args(get(PAGE, { cookie })))
  return intents
}

/** What the profile says of Sam, beyond what his pharmacy record says too. */
const SAMS_PROFILE = {
  isEmailConfirmed: true,
  isMobilePhoneVerified: true,
  dateCreated: '06/01/2021',
  dateRegistrationConfirmed: '06/02/2021',
  dateMobilePhoneVerified: '01/10/2022',
}

/** Sam as both his profile and his pharmacy record give him. */
const SAM = {
  accountNumber: '7001234',
  name: 'Sam Shopper',
  loyaltyId: '49012345678',
  email: 'shopper@example.com',
  address: { addressLine1: '1014 Vine St', addressLine2: 'Apt 4B', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
  phone: '5135550142',
}

/** A pickup store's payment intent for `customer`: cards only. */
const pickupIntent = (customer: object) => ({ mailOrder: false, allowedCardTypes: ['ACH_CARD'], customer })

describe('the payment intent (spec 2 section 3)', () => {
  it("names a signed-in customer from their profile: address, phone, the verification flags and the account's dates", async () => {
    expect(await intentsOnFirstVisit(await shopperCookie())).toEqual([pickupIntent({ ...SAM, ...SAMS_PROFILE })])
  })

  it("says the same of the customer at the checkout's payment step", async () => {
    const { cookie } = await choosePickup(await shopperWith({ rxNumber: '7200001', patientNumber: '1001' }))
    const intents = captureBodies(upstreamUrl('rx', RX_PATHS.paymentIntent))
    const { calls } = await upstreamRoundsOf(() => loadCheckoutPage('/rx/checkout/payment', cookie, paymentLoader))
    // The profile is asked with the account, so the intent waits for no round of its own.
    const roundOf = (path: string) => calls.find(({ call }) => call === `GET ${path}`)?.round
    expect(roundOf(RX_PATHS.patientProfiles)).toEqual(expect.any(Number))
    expect(roundOf(CUSTOMER_PROFILE_PATH)).toBe(roundOf(RX_PATHS.patientProfiles))
    expect(intents).toEqual([pickupIntent({ ...SAM, ...SAMS_PROFILE })])
  })

  it('names a guest from their primary patient, and leaves out the flags and dates no one told it', async () => {
    expect(await intentsOnFirstVisit(await samGuestCookie())).toEqual([pickupIntent(SAM)])
  })

  it('is still made when the profile cannot be read: the pharmacy record speaks, the flags stay unknown', async () => {
    quietLogs()
    const cookie = await shopperCookie()
    mockServer.use(
      http.get(upstreamUrl('atlas', CUSTOMER_PROFILE_PATH), () => HttpResponse.json({ code: 'DOWN' }, { status: 500 })),
    )
    expect(await intentsOnFirstVisit(cookie)).toEqual([pickupIntent(SAM)])
  })

  it('is refused by the simulated back office when its shape is wrong', async () => {
    const cookie = await samGuestCookie()
    const { token } = (await flowOf(cookie, '__rx_guest')).get('rxGuest') as { token: string }
    const post = (body: unknown) =>
      fetch(upstreamUrl('rx', RX_PATHS.paymentIntent), {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const customer = { accountNumber: '7001234', name: 'Sam Shopper', loyaltyId: 'NOT_PROVIDED', email: 'a@b.co' }
    const intent = { mailOrder: false, allowedCardTypes: ['ACH_CARD'], customer }
    expect((await post(intent)).status).toBe(200)
    for (const wrong of [
      { ...intent, customer: { ...customer, phone: '513-555-0142' } },
      { ...intent, customer: { ...customer, emailConfirmed: true } },
      {
        ...intent,
        customer: { ...customer, address: { address1: '1014 Vine St', city: 'C', state: 'OH', zipCode: '1' } },
      },
      { ...intent, allowedCardTypes: ['VISA'] },
    ]) {
      const refused = await post(wrong)
      expect(refused.status).toBe(400)
      expect(((await refused.json()) as { detail: string }).detail).toMatch(/customer|allowedCardTypes/)
    }
  })
})

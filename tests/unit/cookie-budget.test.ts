import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { beginAuthorization } from '#app/auth/oauth-flow.server.ts'
import { liveSessionCookie, type SignedInUser } from '#app/auth/session.server.ts'
import {
  KNOWN_ACCOUNTS_PER_DEVICE,
  deviceCookie,
  deviceMarkerAfterSignIn,
  type DeviceMarker,
} from '#app/auth/device-marker.server.ts'
import { commitFlow, readFlow, type FlowName, type FlowSession } from '#app/rx/shared/flow-state.server.ts'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import { flashSetCookie } from '#app/ui/flash.server.ts'
import { rememberMockScenario } from '#app/upstream/mock-scenario.server.ts'
import { testContext } from '#tests/utils/context.ts'
import { commitSessionCookie } from '#tests/utils/sessions.ts'
import { LANGUAGE_COOKIE, languageCookie } from '#app/i18n/language.server.ts'
import { cookieNamesInSource } from '#tests/utils/cookie-names.ts'
import { flowOf } from '#tests/utils/flows.ts'
import { get, settle } from '#tests/utils/requests.ts'

/** A JWT-shaped bearer token of about `bytes` characters, as real upstream tokens are (1-2 KB). */
const bearerToken = (bytes: number) =>
  ['header', 'payload', 'signature'].map(() => randomBytes(Math.ceil(bytes / 4)).toString('base64url')).join('.')

/** Text of `length` characters of four UTF-8 bytes each (issue 31: multi-byte input is the worst case). */
const wide = (length: number) => '𠜎'.repeat(length)

/** The `name=value` a browser keeps (and sends back) of a Set-Cookie line. */
const pairOf = (setCookie: string) => setCookie.split(';')[0]!

/** The most a browser sends as its Cookie header (issue 33; the e2e suite checks every request against it too). */
const COOKIE_HEADER_BUDGET = 1_536

/**
 * Every cookie the app may set (decision 0089): the session's id, its browser-session mark, the device, one-time
 * messages, and the chosen language (decision 0108).
 */
const APP_COOKIES = ['__session', '__session_live', '__device', '__flash', '__mock_scenario', LANGUAGE_COOKIE]

describe('the cookie budget (issue 33, decision 0089)', () => {
  it('keeps the Cookie header within 1,536 bytes in the worst case: a 2 KB token, every flow full of multi-byte text', async () => {
    // A remembered customer with a step-up, a Google identity waiting and a provider sign-in under way, verified as a
    // guest on a tracker link, with every pharmacy flow open at once.
    const user: SignedInUser = {
      userId: randomUUID(),
      firstName: wide(50),
      emailVerified: true,
      authorities: 'newer',
      accessToken: bearerToken(2048),
      rememberMe: true,
      stepUp: { at: Date.now(), rx: true, calledFrom: 'rx-dashboard-step-up' },
      sessionId: randomUUID(),
      issuedAt: Date.now(),
    }
    const signIn = testContext()
    const { session } = await getAuthState(get('/rx/dashboard'), signIn)
    session.set('user', user)
    session.set('pendingSocialLink', { token: bearerToken(2048), email: `${wide(60)}@example.com` })
    await beginAuthorization(get('/signin'), signIn, session, 'idp', {
      redirectUrl: `/rx/${wide(200)}`,
      prompt: 'login',
      stepUp: true,
      callRxStepupAuth: true,
      calledFrom: 'x'.repeat(100),
    })
    const identity = (await commitSessionCookie(session, { rotate: true }))!

    // Every flow at its largest, written in one request of that browser session: none of it reaches a cookie.
    const context = testContext()
    const request = get('/rx/dashboard', { cookie: pairOf(identity) })
    const opened: Array<[FlowName, FlowSession<FlowName>]> = []
    const flow = async <Name extends FlowName>(name: Name) => {
      const read = await readFlow(request, context, name)
      opened.push([name, read as unknown as FlowSession<FlowName>])
      return read
    }
    const checkout = await flow('__rx_checkout')
    checkout.set('owner', `customer:${user.userId}`)
    checkout.set('rxCheckout', {
      fulfilment: { method: 'pickup', facilityId: '01400352', date: '2025-06-30', time: '13:30' },
      payment: { type: 'payNow', cardId: randomUUID() },
      selectedCardId: randomUUID(),
    })
    checkout.set('rxLastOrder', {
      orderId: 'ORD-0123456789',
      fulfilment: [
        'Pickup at Kroger Pharmacy Vine Street, Monday, June 30, 1:30 PM',
        '1014 Vine St, Cincinnati, OH 45202',
      ],
      payment: 'Visa ending in 1111',
      autoRefillFailed: false,
    })
    checkout.set('rxPaymentIntent', `pi-${randomUUID()}`)
    checkout.set('rxCartHint', {
      facilityIds: Array.from({ length: 20 }, (_, index) => String(1400000 + index).padStart(8, '0')),
      mailOrder: false,
      delivery: {
        facilityId: '01400352',
        patientNumbers: Array.from({ length: 20 }, (_, index) => String(100000000001 + index)),
      },
    })

    const guestOwner = `guest:${randomBytes(12).toString('base64url')}`
    const fillKeys = Array.from({ length: 10 }, (_, index) => `${7200001 + index}:100${index % 3}`)
    const tracker = await flow('__rx_tracker')
    tracker.set('rxTrackerPaymentIntent', { owner: guestOwner, id: `pi-${randomUUID()}` })
    tracker.set('rxPayOnline', {
      owner: guestOwner,
      facilityId: '01400352',
      keys: fillKeys,
      selectedCardId: randomUUID(),
    })
    tracker.set('rxOrderDelivery', {
      owner: guestOwner,
      facilityId: '01400352',
      keys: fillKeys,
      selectedCardId: randomUUID(),
      date: '2025-06-30',
    })

    const guest = await flow('__rx_guest')
    guest.set('rxGuest', {
      token: bearerToken(2048),
      patientNumbers: ['100000000001', '100000000002', '100000000003'],
      primaryPatientNumber: '100000000001',
      link: { patientNumber: '100000000001', timestamp: String(Date.now()) },
    })

    const guestRefill = await flow('__rx_guest_refill')
    guestRefill.set('rxGuestRefill', {
      facilityId: '01400352',
      contactPhone: '5135550142',
      prescriptions: Array.from({ length: 5 }, (_, index) => ({
        rxNumber: String(7200001 + index),
        rxRecordNumber: `R${7200001 + index}`,
        drugName: 'Amlodipine Besylate 10 mg Tablet',
      })),
    })

    // The vaccine record opened on the same browser: its token at the longest the schema takes (decision 0072).
    const vaccineRecord = await flow('__rx_vaccine_record')
    vaccineRecord.set('rxVaccineRecord', {
      access: { token: randomBytes(256).toString('base64url').slice(0, 256), expiresAt: Date.now() },
    })

    const holder = {
      firstName: wide(50),
      lastName: wide(50),
      dateOfBirth: { month: '12', day: '31', year: '1999' },
      address: wide(50),
      address2: wide(50),
      city: wide(50),
      state: 'OH',
      zipCode: '45202-1234',
    }
    const id = (length: number) => randomBytes(length).toString('base64url').slice(0, length)
    const quiz = {
      lexId: id(80),
      quizId: id(80),
      transactionId: id(80),
      questions: Array.from({ length: 8 }, () => ({
        questionId: id(24),
        choiceIds: Array.from({ length: 6 }, () => id(24)),
      })),
      placeholders: Array.from({ length: 3 }, () => ({ questionId: id(24), choiceId: id(24) })),
    }
    const linking = await flow('__rx_linking')
    linking.set('rxLinking', {
      owner: randomUUID(),
      type: 'MANAGED_ADULT',
      email: wide(25),
      grantorEmailAddress: wide(25),
      holder,
      foundBy: 'patient',
      patientNumber: id(20),
      done: ['PATIENT_LOOKUP', 'PRESCRIPTION_LOOKUP', 'IDENTITY_VERIFICATION', 'PRIMARY_ACCOUNT_HOLDER_INFORMATION'],
      quiz,
      prescriberQuiz: { askedAt: Date.now(), options: Array.from({ length: 8 }, () => id(24)) },
      prescriberOutcome: 'timedOut',
    })
    const newPatient = await flow('__rx_new_patient')
    newPatient.set('rxNewPatient', {
      owner: randomUUID(),
      request: {
        patients: Array.from({ length: 4 }, () => ({
          firstName: wide(50),
          lastName: wide(50),
          dateOfBirth: { month: '12', day: '31', year: '1999' },
          prescriptionType: 'TRANSFER',
        })),
        address: wide(50),
        address2: wide(50),
        city: wide(50),
        state: 'OH',
        zipCode: '45202-1234',
      },
      holder,
      quiz,
      submissionKey: randomUUID(),
      requestId: id(40),
    })
    for (const [name, flowSession] of opened) await commitFlow(context, name, flowSession)
    expect(context.responseCookies()).toEqual([])
    // What the flows hold is on the server, whole.
    expect((await flowOf(pairOf(identity), '__rx_new_patient')).get('rxNewPatient')).toMatchObject({
      holder: { city: wide(50) },
    })

    // A shared computer: the most accounts the device marker keeps (decision 0077), each email at its longest.
    let device: DeviceMarker | undefined
    for (let index = 0; index <= KNOWN_ACCOUNTS_PER_DEVICE; index++)
      device = deviceMarkerAfterSignIn(device, 'newer', `${wide(60)}${index}@${wide(60)}.example`) ?? device
    expect(device?.accounts).toHaveLength(KNOWN_ACCOUNTS_PER_DEVICE)

    const scenario = await settle(() => rememberMockScenario(get(`/rx/dashboard?mockScenario=${'a'.repeat(40)}`)))

    const setCookies = [
      identity,
      await liveSessionCookie().serialize(user.userId),
      await deviceCookie().serialize(device),
      (scenario as Response).headers.get('set-cookie')!,
      await flashSetCookie({
        toast: { kind: 'success', message: `${wide(60)} was added to your cart.` },
        rxPayOnlineReceipt: {
          paymentId: `pay-${randomUUID()}`,
          total: '$1,234.56',
          card: 'American Express ending in 0005',
          store: 'Kroger Pharmacy Vine Street',
          drugNames: Array.from({ length: 10 }, () => 'Amlodipine Besylate 10 mg Tablet'),
        },
      }),
      languageCookie('es', { secure: true }),
    ]
    expect(setCookies.map((line) => pairOf(line).split('=')[0]).sort()).toEqual([...APP_COOKIES].sort())
    for (const setCookie of setCookies) expect(setCookie.length, pairOf(setCookie)).toBeLessThan(4096)
    const cookieHeader = setCookies.map(pairOf).join('; ')
    expect(cookieHeader.length).toBeLessThanOrEqual(COOKIE_HEADER_BUDGET)
  })

  it('sets no cookie but these, and the session cookie opens to an id, never to what the session holds', async () => {
    // The language's cookie is a plain value of its own writer (`languageCookie`), not a cookie object.
    expect([...cookieNamesInSource(), LANGUAGE_COOKIE].sort()).toEqual([...APP_COOKIES].sort())
    const context = testContext()
    const { session } = await getAuthState(get('/rx/dashboard'), context)
    session.set('pendingSocialLink', { token: bearerToken(2048), email: 'sam@example.com' })
    const cookie = pairOf((await commitSessionCookie(session))!)
    expect(await sealedAppCookie('__session').parse(cookie)).toMatch(/^[A-Za-z0-9_-]{24}$/)
  })
})

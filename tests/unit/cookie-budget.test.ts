import { randomBytes, randomUUID } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { commitSession, liveSessionCookie, sessionStorage, type SignedInUser } from '#app/auth/session.server.ts'
import {
  KNOWN_ACCOUNTS_PER_DEVICE,
  deviceCookie,
  deviceMarkerAfterSignIn,
  type DeviceMarker,
} from '#app/auth/device-marker.server.ts'
import { flowStorage } from '#app/rx/shared/flow-state.server.ts'
import { flashSetCookie } from '#app/ui/flash.server.ts'

/** A JWT-shaped bearer token of about `bytes` characters, as real upstream tokens are (1-2 KB). */
const bearerToken = (bytes: number) =>
  ['header', 'payload', 'signature'].map(() => randomBytes(Math.ceil(bytes / 4)).toString('base64url')).join('.')

/** Text of `length` characters of four UTF-8 bytes each (issue 31: multi-byte input is the worst case). */
const wide = (length: number) => '𠜎'.repeat(length)

/** The `name=value` a browser keeps (and sends back) of a Set-Cookie line. */
const pairOf = (setCookie: string) => setCookie.split(';')[0]!

describe('the cookie budget (decision 0041)', () => {
  it('keeps every cookie under 4,096 bytes and the Cookie header under 8 KB in the worst case', async () => {
    // A remembered customer (browser reopened: recognised) verified as a guest on a tracker link: both tokens at once.
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
    const identity = await sessionStorage().getSession()
    identity.set('user', user)

    const checkout = await flowStorage('__rx_checkout').getSession()
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
    const tracker = await flowStorage('__rx_tracker').getSession()
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

    const guest = await flowStorage('__rx_guest').getSession()
    guest.set('rxGuest', {
      token: bearerToken(2048),
      patientNumbers: ['100000000001', '100000000002', '100000000003'],
      primaryPatientNumber: '100000000001',
      link: { patientNumber: '100000000001', timestamp: String(Date.now()) },
    })

    const guestRefill = await flowStorage('__rx_guest_refill').getSession()
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
    const vaccineRecord = await flowStorage('__rx_vaccine_record').getSession()
    vaccineRecord.set('rxVaccineRecord', {
      access: { token: randomBytes(256).toString('base64url').slice(0, 256), expiresAt: Date.now() },
    })

    // A shared computer: the most accounts the device marker keeps (decision 0077), each email at its longest.
    let device: DeviceMarker | undefined
    for (let index = 0; index <= KNOWN_ACCOUNTS_PER_DEVICE; index++)
      device = deviceMarkerAfterSignIn(device, 'newer', `${wide(60)}${index}@${wide(60)}.example`) ?? device
    expect(device?.accounts).toHaveLength(KNOWN_ACCOUNTS_PER_DEVICE)

    const setCookies = [
      (await commitSession(identity))!,
      await liveSessionCookie().serialize(user.userId),
      await deviceCookie().serialize(device),
      (await flowStorage('__rx_checkout').commitIfChanged(checkout))!,
      (await flowStorage('__rx_tracker').commitIfChanged(tracker))!,
      (await flowStorage('__rx_guest').commitIfChanged(guest))!,
      (await flowStorage('__rx_guest_refill').commitIfChanged(guestRefill))!,
      (await flowStorage('__rx_vaccine_record').commitIfChanged(vaccineRecord))!,
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
    ]
    for (const setCookie of setCookies) {
      expect(setCookie.length, pairOf(setCookie).split('=')[0]).toBeLessThan(4096)
    }
    const cookieHeader = setCookies.map(pairOf).join('; ')
    expect(cookieHeader.length).toBeLessThan(8 * 1024)
  })
})

describe('the flows’ cookies (decision 0074)', () => {
  it('hold only a sealed id: the same few bytes whatever a flow holds, multi-byte text at every bound included', async () => {
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
    const linking = await flowStorage('__rx_linking').getSession()
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
    const newPatient = await flowStorage('__rx_new_patient').getSession()
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
    const small = await flowStorage('__rx_new_patient').getSession()
    small.set('rxNewPatient', { owner: 'x' })
    const [linkingCookie, newPatientCookie, smallCookie] = [
      (await flowStorage('__rx_linking').commitIfChanged(linking))!,
      (await flowStorage('__rx_new_patient').commitIfChanged(newPatient))!,
      (await flowStorage('__rx_new_patient').commitIfChanged(small))!,
    ].map(pairOf)
    expect(newPatientCookie!.length).toBe(smallCookie!.length)
    for (const cookie of [linkingCookie!, newPatientCookie!]) expect(cookie.length, cookie).toBeLessThan(128)
    // What the flow holds is on the server, whole.
    const kept = await flowStorage('__rx_new_patient').getSession(newPatientCookie)
    expect(kept.get('rxNewPatient')).toMatchObject({ holder: { city: wide(50) } })
  })
})

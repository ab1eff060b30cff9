import { HttpResponse, http, type HttpResponseResolver } from 'msw'
import type { z } from 'zod'
import {
  RX_PATHS,
  addToCartRequestSchema,
  onlinePaymentRequestSchema,
  deliveryOrderRequestSchema,
  paymentAssociationSchema,
  prescriptionRequestSchema,
  removeFromCartRequestSchema,
  submitOrderRequestSchema,
  paymentIntentRequestSchema,
  ENROLLMENT_STATUSES,
  type AutoRefillEnrolment,
  type ProgramEnrollment,
  type NotificationEvent,
  type NotificationSettings,
  type Patient,
} from '#app/upstream/rx-api.schema.ts'
import { backOffice, type Account } from '../back-office.ts'
import { pharmacyBackOffice } from '../pharmacy-back-office.ts'
import { PATIENT_PROGRAMS, SHIPPING_METHODS, SHOPPER_USER_ID, seedSmsPreferences } from '../pharmacy-seed.ts'
import { payerOf, pharmacyAccountOf } from '../payers.ts'
import type { PharmacyAccount } from '../pharmacy-seed.ts'
import { scenarioOf } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'
import { walletBackOffice } from '../wallet-back-office.ts'

const rx = (path: string) => upstreamUrl('rx', path)
const unauthorized = () => HttpResponse.json({ errorCode: 'UNAUTHORIZED' }, { status: 401 })
const EMPTY_NOTIFICATIONS = {
  prescriptionNotifications: [],
  shipmentNotifications: [],
  adulthoodNotifications: [],
  accessNotifications: [],
}

type Caller = {
  account: Account
  pharmacy: PharmacyAccount | undefined
  request: Request
  params: Record<string, string | readonly string[] | undefined>
}

/**
 * Every pharmacy call: the bearer token names the caller; `rx-401` refuses it,
 * and `rx-500` fails the data calls (not the session checks, so pages render
 * their per-area error messages).
 */
function pharmacyCall(
  handle: (caller: Caller) => Response | Promise<Response>,
  options: { dataCall?: boolean } = {},
): HttpResponseResolver {
  return async ({ request, params }) => {
    const scenario = scenarioOf(request)
    if (scenario === 'rx-401') return unauthorized()
    if (scenario === 'rx-500' && options.dataCall !== false)
      return HttpResponse.json({ code: 'RX-500' }, { status: 500 })
    const account = backOffice.accountForAuthorization(request.headers.get('authorization'))
    if (!account) return unauthorized()
    return handle({ account, pharmacy: pharmacyBackOffice.account(account.userId), request, params })
  }
}

/** Calls a verified guest makes too (decision 0031): a customer's or a guest's token; the scenarios as for `pharmacyCall`. */
function payerCall(
  handle: (caller: {
    payer: NonNullable<ReturnType<typeof payerOf>>
    request: Request
    params: Record<string, string | readonly string[] | undefined>
  }) => Response | Promise<Response>,
  options: { dataCall?: boolean } = {},
): HttpResponseResolver {
  return async ({ request, params }) => {
    const scenario = scenarioOf(request)
    if (scenario === 'rx-401') return unauthorized()
    if (scenario === 'rx-500' && options.dataCall !== false)
      return HttpResponse.json({ code: 'RX-500' }, { status: 500 })
    const payer = payerOf(request.headers.get('authorization'))
    return payer ? handle({ payer, request, params }) : unauthorized()
  }
}

/** A refused body's faults, each as `field.path: message`, so a test or a log names the field. */
const issuesOf = (error: z.ZodError) => error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)

const ONLINE_PAY_DECLINED = 'Your card was declined. Please use another card or pay at the pharmacy.'

/** The account's patient a call names, if any. */
function patientOf(pharmacy: PharmacyAccount | undefined, patientNumber: unknown) {
  return pharmacy?.patients.find((patient) => patient.patientNumber === String(patientNumber))
}

/** Spec 2 section 4: a managed adult's or caregiver's enrolment must name the linked patient in its header. */
function linkedPatientRefusal(patient: Patient, request: Request) {
  if (patient.relationshipType !== 'MANAGED_ADULT' && patient.relationshipType !== 'CAREGIVER') return null
  return request.headers.get('linked-patient-number') === patient.patientNumber
    ? null
    : HttpResponse.json({ detail: 'The linked patient is required' }, { status: 400 })
}

async function bodyOf(request: Request) {
  try {
    return (await request.json()) as unknown
  } catch {
    return undefined
  }
}

export const pharmacyHandlers = [
  http.get(
    rx(RX_PATHS.session),
    pharmacyCall(
      ({ pharmacy }) => HttpResponse.json({ active: true, status: pharmacy ? 'AUTHORIZED' : 'UNAUTHORIZED' }),
      { dataCall: false },
    ),
  ),
  http.put(
    rx(RX_PATHS.session),
    pharmacyCall(
      ({ pharmacy }) => HttpResponse.json({ active: true, status: pharmacy ? 'AUTHORIZED' : 'UNAUTHORIZED' }),
      { dataCall: false },
    ),
  ),
  // The banner's features are the same for everyone, verified guests included.
  http.get(
    rx(RX_PATHS.bannerProfile),
    payerCall(({ request }) => HttpResponse.json({ features: { delivery: scenarioOf(request) !== 'delivery-off' } }), {
      dataCall: false,
    }),
  ),
  http.get(
    rx(RX_PATHS.patientProfiles),
    pharmacyCall(({ pharmacy }) => HttpResponse.json({ patients: pharmacy?.patients ?? [] })),
  ),
  http.get(
    rx(RX_PATHS.addresses),
    pharmacyCall(({ pharmacy, request }) => {
      const patientNumber = new URL(request.url).searchParams.get('patientNumber') ?? ''
      const addresses = pharmacy && pharmacyBackOffice.addresses(pharmacy, patientNumber)
      return addresses
        ? HttpResponse.json({ addresses })
        : HttpResponse.json({ detail: 'No such patient' }, { status: 404 })
    }),
  ),
  ...(['post', 'patch', 'delete'] as const).map((method) =>
    http[method](
      rx(
        method === 'post'
          ? '/rx/api/patient/:patientNumber/addresses'
          : '/rx/api/patient/:patientNumber/addresses/:addressId',
      ),
      pharmacyCall(async ({ pharmacy, request, params }) => {
        const scenario = scenarioOf(request)
        if (scenario === 'address-error') return HttpResponse.json({ code: 'ADDRESS-500' }, { status: 500 })
        if (scenario === 'address-combination' && method !== 'delete')
          return HttpResponse.json({ detail: 'invalid city,state and zipcode combination' }, { status: 400 })
        const patientNumber = String(params.patientNumber)
        const addressId = String(params.addressId ?? '')
        const body = method === 'delete' ? {} : ((await bodyOf(request)) as Record<string, string> | undefined)
        if (!pharmacy || !body) return HttpResponse.json({ detail: 'Bad request' }, { status: 400 })
        // A PATCH changes what it names: line 2 left out stays as it was; sent empty, it goes.
        const address = {
          address1: String(body.address1 ?? ''),
          ...(method === 'post' || 'address2' in body
            ? { address2: body.address2 ? String(body.address2) : undefined }
            : {}),
          city: String(body.city ?? ''),
          state: String(body.state ?? ''),
          zipCode: String(body.zipCode ?? ''),
        }
        // The address saved comes back; a deletion answers with nothing.
        const saved =
          method === 'post'
            ? pharmacyBackOffice.addAddress(pharmacy, patientNumber, address)
            : method === 'patch'
              ? pharmacyBackOffice.updateAddress(pharmacy, patientNumber, addressId, address)
              : pharmacyBackOffice.deleteAddress(pharmacy, patientNumber, addressId) && {}
        return saved ? HttpResponse.json(saved) : HttpResponse.json({ detail: 'No such address' }, { status: 404 })
      }),
    ),
  ),
  // Communication preferences: what was saved, else nothing chosen yet (texts per type all off).
  http.get(
    rx('/rx/api/notification-settings/:patientNumber'),
    pharmacyCall(({ pharmacy, params }) => {
      const patientNumber = String(params.patientNumber)
      if (!pharmacy?.patients.some((patient) => patient.patientNumber === patientNumber))
        return HttpResponse.json({ detail: 'No such patient' }, { status: 404 })
      return HttpResponse.json(
        pharmacy.settings?.[patientNumber] ?? {
          notifyByText: false,
          notifyByEmail: false,
          notifyByVoice: false,
          voiceNotificationPreference: 'UNKNOWN',
          smsPreferences: seedSmsPreferences(),
        },
      )
    }),
  ),
  http.post(
    rx('/rx/api/notification-settings/:patientNumber'),
    pharmacyCall(async ({ pharmacy, request, params }) => {
      if (scenarioOf(request) === 'comm-prefs-error') return HttpResponse.json({ code: 'PREFS-500' }, { status: 500 })
      const patientNumber = String(params.patientNumber)
      const body = (await bodyOf(request)) as Partial<NotificationSettings> | undefined
      if (!pharmacy?.patients.some((patient) => patient.patientNumber === patientNumber) || !body)
        return HttpResponse.json({ detail: 'Bad request' }, { status: 400 })
      const warnings = new Map(seedSmsPreferences().map((preference) => [preference.type, preference.warning]))
      pharmacy.settings = {
        ...pharmacy.settings,
        [patientNumber]: {
          notifyByText: Boolean(body.notifyByText),
          notifyByEmail: Boolean(body.notifyByEmail),
          notifyByVoice: Boolean(body.notifyByVoice),
          voiceNotificationPreference: body.voiceNotificationPreference ?? 'UNKNOWN',
          smsPreferences: (body.smsPreferences ?? seedSmsPreferences()).map((preference) => ({
            type: preference.type,
            selected: Boolean(preference.selected),
            warning: warnings.get(preference.type),
          })),
        },
      }
      return HttpResponse.json({})
    }),
  ),
  // A patient's loyalty card: saved (a 10-digit number is also the alternate ID), or removed.
  ...(['put', 'delete'] as const).map((method) =>
    http[method](
      rx('/rx/api/patient/:patientNumber/loyaltyCardNumber'),
      pharmacyCall(async ({ pharmacy, request, params }) => {
        if (scenarioOf(request) === 'loyalty-error') return HttpResponse.json({ code: 'LOYALTY-500' }, { status: 500 })
        const patient = pharmacy?.patients.find((candidate) => candidate.patientNumber === params.patientNumber)
        const body = method === 'put' ? ((await bodyOf(request)) as Record<string, unknown> | undefined) : {}
        const number = body?.loyaltyCardNumber
        if (!patient || (method === 'put' && (typeof number !== 'string' || !/^\d{10,13}$/.test(number))))
          return HttpResponse.json({ detail: 'Bad request' }, { status: 400 })
        patient.loyaltyCardNumber = method === 'put' ? (number as string) : undefined
        patient.alternateId =
          method === 'put'
            ? typeof body?.alternateId === 'string'
              ? body.alternateId
              : patient.alternateId
            : undefined
        return HttpResponse.json({})
      }),
    ),
  ),
  http.put(
    rx(RX_PATHS.notificationsDismiss),
    pharmacyCall(async ({ pharmacy, request }) => {
      if (scenarioOf(request) === 'notification-dismiss-error')
        return HttpResponse.json({ code: 'DISMISS-500' }, { status: 500 })
      const event = (await request.json().catch(() => null)) as Partial<NotificationEvent> | null
      if (typeof event?.type !== 'string' || typeof event.patientNumber !== 'string')
        return HttpResponse.json({ detail: 'type and patientNumber are required' }, { status: 400 })
      if (!pharmacy || !pharmacyBackOffice.dismissNotification(pharmacy, event as NotificationEvent))
        return HttpResponse.json({ detail: 'No such notification' }, { status: 404 })
      return HttpResponse.json({})
    }),
  ),
  http.get(
    rx('/rx/api/notifications/:patientNumber'),
    pharmacyCall(({ pharmacy, params, request }) => {
      if (scenarioOf(request) === 'notifications-error')
        return HttpResponse.json({ code: 'NOTIFICATIONS-500' }, { status: 500 })
      const patientNumber = String(params.patientNumber)
      if (!pharmacy?.patients.some((patient) => patient.patientNumber === patientNumber)) {
        return HttpResponse.json(
          { detail: `No patient could be found with patientNumber ${patientNumber}` },
          { status: 404 },
        )
      }
      return HttpResponse.json(pharmacy.notifications[patientNumber] ?? EMPTY_NOTIFICATIONS)
    }),
  ),
  http.get(
    rx(RX_PATHS.prescriptions),
    pharmacyCall(({ pharmacy, request }) => {
      if (!pharmacy || scenarioOf(request) === 'no-prescriptions') return HttpResponse.json({ prescriptions: [] })
      const patientNumber = new URL(request.url).searchParams.get('patientNumber')
      return HttpResponse.json({
        prescriptions: pharmacy.prescriptions.filter((p) => !patientNumber || p.patientNumber === patientNumber),
      })
    }),
  ),
  http.get(
    rx('/rx/api/prescription-patient/:patientNumber/fill-locations'),
    pharmacyCall(({ pharmacy, params }) => {
      const patientNumber = String(params.patientNumber)
      if (!pharmacy?.patients.some((patient) => patient.patientNumber === patientNumber)) {
        return HttpResponse.json(
          { detail: `No patient could be found with patientNumber ${patientNumber}` },
          { status: 404 },
        )
      }
      return HttpResponse.json({
        fillLocations: pharmacyBackOffice.fillLocations(pharmacy, patientNumber).map((facilityId) => ({ facilityId })),
      })
    }),
  ),
  http.post(
    rx(RX_PATHS.prescriptionRequest),
    pharmacyCall(async ({ account, pharmacy, request }) => {
      if (scenarioOf(request) === 'transfer-request-error')
        return HttpResponse.json({ code: 'PRESCRIPTION-REQUEST-500' }, { status: 500 })
      const body = prescriptionRequestSchema.safeParse(await bodyOf(request))
      if (!body.success) return HttpResponse.json({ detail: 'Invalid prescription request' }, { status: 400 })
      const { patientNumber } = body.data.patient
      if (!pharmacy?.patients.some((patient) => patient.patientNumber === patientNumber)) {
        return HttpResponse.json(
          { detail: `No patient could be found with patientNumber ${patientNumber}` },
          { status: 404 },
        )
      }
      return HttpResponse.json({
        requestId: pharmacyBackOffice.receivePrescriptionRequest(account.userId, body.data),
        status: 'RECEIVED',
      })
    }),
  ),
  http.get(
    rx(RX_PATHS.cart),
    pharmacyCall(({ pharmacy, request }) =>
      HttpResponse.json({ items: scenarioOf(request) === 'no-prescriptions' ? [] : (pharmacy?.cart ?? []) }),
    ),
  ),
  http.post(
    rx(RX_PATHS.cart),
    pharmacyCall(async ({ pharmacy, request }) => {
      if (scenarioOf(request) === 'cart-conflict') return HttpResponse.json({ detail: 'mixed cart' }, { status: 409 })
      const body = addToCartRequestSchema.safeParse(await bodyOf(request))
      if (!body.success)
        return HttpResponse.json({ detail: 'rxNumber and patientNumber are required' }, { status: 400 })
      if (!pharmacy) return HttpResponse.json({ detail: 'No pharmacy account' }, { status: 404 })
      const result = pharmacyBackOffice.addToCart(pharmacy, body.data.rxNumber, body.data.patientNumber)
      if (!result.ok)
        return HttpResponse.json(
          { detail: result.status === 409 ? 'mixed cart' : 'prescription not found' },
          { status: result.status },
        )
      return HttpResponse.json({ items: result.items })
    }),
  ),
  http.delete(
    rx(RX_PATHS.cart),
    pharmacyCall(async ({ pharmacy, request }) => {
      const body = removeFromCartRequestSchema.safeParse(await bodyOf(request))
      if (!body.success) return HttpResponse.json({ detail: 'rxNumbers are required' }, { status: 400 })
      return HttpResponse.json({
        items: pharmacy ? pharmacyBackOffice.removeFromCart(pharmacy, body.data.rxNumbers) : [],
      })
    }),
  ),
  http.post(
    rx(RX_PATHS.cartClear),
    pharmacyCall(({ pharmacy }) => {
      if (pharmacy) pharmacyBackOffice.clearCart(pharmacy)
      return HttpResponse.json({ items: [] })
    }),
  ),
  // Checkout and the tracker's delivery page (customers and verified guests) ask for the dates.
  http.get(
    rx('/rx/api/delivery-facility/:facilityId/delivery-options'),
    payerCall(({ params }) => {
      const facility = pharmacyBackOffice.facilities().find((candidate) => candidate.facilityId === params.facilityId)
      if (!facility?.deliveryEnabled)
        return HttpResponse.json({ detail: 'This store does not deliver.' }, { status: 404 })
      return HttpResponse.json({ deliveryDates: pharmacyBackOffice.deliveryDates(new Date()) })
    }),
  ),
  http.get(
    rx(RX_PATHS.shippingMethods),
    pharmacyCall(() => HttpResponse.json({ shippingMethods: SHIPPING_METHODS })),
  ),
  http.post(
    rx(RX_PATHS.ordersStage),
    pharmacyCall(async ({ account, pharmacy, request }) => {
      if (scenarioOf(request) === 'order-400') {
        return HttpResponse.json(
          { detail: 'The pickup time you selected is no longer available. Please choose another time.' },
          { status: 400 },
        )
      }
      if (scenarioOf(request) === 'order-500') return HttpResponse.json({ code: 'ORDER-500' }, { status: 500 })
      const order = submitOrderRequestSchema.safeParse(await bodyOf(request))
      if (!order.success) {
        return HttpResponse.json(
          {
            inputValidationErrors: issuesOf(order.error).map((message) => ({ message })),
          },
          { status: 400 },
        )
      }
      if (!pharmacy) return HttpResponse.json({ detail: 'No pharmacy account' }, { status: 404 })
      return HttpResponse.json({ orderId: pharmacyBackOffice.placeOrder(account.userId, pharmacy, order.data) })
    }),
  ),
  // A verified guest pays from the tracker too (decision 0031): payment calls take either token.
  http.post(
    rx(RX_PATHS.paymentIntent),
    payerCall(async ({ payer, request }) => {
      const intent = paymentIntentRequestSchema.safeParse(await bodyOf(request))
      if (!intent.success) return HttpResponse.json({ detail: issuesOf(intent.error).join('; ') }, { status: 400 })
      return HttpResponse.json({ paymentIntentId: walletBackOffice.createPaymentIntent(payer.userId) })
    }),
  ),
  http.post(
    rx('/rx/api/online-payment/:userId/payments'),
    payerCall(async ({ payer, request, params }) => {
      if (
        params.userId !==
        (payer.guest ? payer.patientNumbers.find((patientNumber) => patientNumber === params.userId) : payer.userId)
      ) {
        return HttpResponse.json({ detail: 'This payment is not yours to make.' }, { status: 403 })
      }
      const body = onlinePaymentRequestSchema.safeParse(await bodyOf(request))
      if (!body.success)
        return HttpResponse.json(
          { detail: 'amount, cartSize, paymentMethodId and pickupStoreId are required' },
          { status: 400 },
        )
      const card = walletBackOffice
        .wallet(payer.userId)
        .cards.find((candidate) => candidate.id === body.data.paymentMethodId)
      if (!card || card.expired)
        return HttpResponse.json({ detail: 'The card is not in your wallet or has expired.' }, { status: 400 })
      if (scenarioOf(request) === 'online-pay-decline')
        return HttpResponse.json({ detail: ONLINE_PAY_DECLINED }, { status: 400 })
      return HttpResponse.json({
        paymentId: pharmacyBackOffice.authorisePayment(payer.userId, card),
        status: 'AUTHORIZED',
      })
    }),
  ),
  http.post(
    rx('/rx/api/online-payment/:paymentId/payment/associate'),
    payerCall(async ({ payer, request, params }) => {
      const body = paymentAssociationSchema.safeParse(await bodyOf(request))
      if (!body.success) return HttpResponse.json({ detail: 'Invalid payment association' }, { status: 400 })
      if (body.data.transactions.some((transaction) => !payer.patientNumbers.includes(transaction.patientNumber))) {
        return HttpResponse.json({ detail: 'No patient could be found for this payment' }, { status: 404 })
      }
      const account = pharmacyAccountOf(payer)
      const done =
        account && pharmacyBackOffice.associatePayment(payer.userId, account, String(params.paymentId), body.data)
      return done
        ? HttpResponse.json({ status: 'ASSOCIATED' })
        : HttpResponse.json({ detail: 'Payment not found' }, { status: 404 })
    }),
  ),
  http.post(
    rx(RX_PATHS.deliveryOrdersStage),
    payerCall(async ({ payer, request }) => {
      const scenario = scenarioOf(request)
      if (scenario === 'order-500') return HttpResponse.json({ code: 'ORDER-500' }, { status: 500 })
      if (scenario === 'order-400')
        return HttpResponse.json(
          { detail: 'The pharmacy cannot deliver this order. Please call the pharmacy.' },
          { status: 400 },
        )
      const body = deliveryOrderRequestSchema.safeParse(await bodyOf(request))
      if (!body.success) return HttpResponse.json({ detail: 'Invalid delivery order' }, { status: 400 })
      const card = walletBackOffice.wallet(payer.userId).cards.find((candidate) => candidate.id === body.data.cardId)
      if (!card || card.expired)
        return HttpResponse.json({ detail: 'The card is not in your wallet or has expired.' }, { status: 400 })
      const account = pharmacyAccountOf(payer)
      if (!account || body.data.prescriptions.some((fill) => !payer.patientNumbers.includes(fill.patientNumber))) {
        return HttpResponse.json({ detail: 'No patient could be found for this order' }, { status: 404 })
      }
      const orderId = pharmacyBackOffice.placeDeliveryOrder(payer.userId, account, body.data)
      return orderId
        ? HttpResponse.json({ orderId })
        : HttpResponse.json({ detail: 'These prescriptions cannot be delivered.' }, { status: 400 })
    }),
  ),
  http.post(rx(RX_PATHS.mockDemoPharmacy), () => {
    pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
    return HttpResponse.json({})
  }),
  http.put(
    rx('/rx/api/patient/:patientNumber/auto-refill/enroll'),
    pharmacyCall(async ({ pharmacy, params, request }) => {
      const scenario = scenarioOf(request)
      if (scenario === 'auto-refill-418')
        return HttpResponse.json(
          { detail: 'Auto refill is not available for this prescription plan. Please call your store.' },
          { status: 418 },
        )
      const patient = patientOf(pharmacy, params.patientNumber)
      if (!pharmacy || !patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      const refused = linkedPatientRefusal(patient, request)
      if (refused) return refused
      const body = (await bodyOf(request)) as Partial<AutoRefillEnrolment> | undefined
      if (typeof body?.enrollForAutoRefill !== 'boolean' || typeof body.facilityId !== 'string')
        return HttpResponse.json({ detail: 'facilityId and enrollForAutoRefill are required' }, { status: 400 })
      if (
        body.enrollForAutoRefill &&
        !pharmacyBackOffice.fillLocations(pharmacy, patient.patientNumber).includes(body.facilityId)
      )
        return HttpResponse.json({ detail: 'The pharmacy has not filled for this patient' }, { status: 400 })
      pharmacyBackOffice.enrolInAutoRefill(patient, pharmacy, body.facilityId, body.enrollForAutoRefill)
      return HttpResponse.json({})
    }),
  ),
  http.put(
    rx('/rx/api/prescription-patient/:patientNumber/prescriptions'),
    pharmacyCall(async ({ pharmacy, params, request }) => {
      const patient = patientOf(pharmacy, params.patientNumber)
      if (!pharmacy || !patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      const refused = linkedPatientRefusal(patient, request)
      if (refused) return refused
      const body = (await bodyOf(request)) as { prescriptions?: Array<{ rxNumber?: unknown }> } | undefined
      const rxNumbers = (body?.prescriptions ?? []).flatMap((item) =>
        typeof item.rxNumber === 'string' ? [item.rxNumber] : [],
      )
      if (rxNumbers.length === 0) return HttpResponse.json({ detail: 'prescriptions are required' }, { status: 400 })
      const failOnce = scenarioOf(request) === 'auto-refill-bulk-fail-once'
      return HttpResponse.json({
        prescriptions: pharmacyBackOffice.enrolPrescriptions(pharmacy, patient.patientNumber, rxNumbers, failOnce),
      })
    }),
  ),
  http.get(
    rx(RX_PATHS.transactions),
    pharmacyCall(({ pharmacy, request }) => {
      if (scenarioOf(request) === 'history-error') return HttpResponse.json({ code: 'HISTORY-500' }, { status: 500 })
      const query = new URL(request.url).searchParams
      const patient = patientOf(pharmacy, query.get('patientNumber'))
      const [startDate, endDate] = [query.get('startDate'), query.get('endDate')]
      if (!pharmacy || !patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      if (![startDate, endDate].every((date) => date && /^\d{4}-\d{2}-\d{2}$/.test(date)))
        return HttpResponse.json({ detail: 'startDate and endDate are required as YYYY-MM-DD' }, { status: 400 })
      return HttpResponse.json({
        transactions: (pharmacy.transactions ?? []).filter(
          (fill) =>
            fill.patientNumber === patient.patientNumber && fill.fillDate >= startDate! && fill.fillDate <= endDate!,
        ),
      })
    }),
  ),
  http.get(
    rx(RX_PATHS.receipts),
    pharmacyCall(({ pharmacy, request }) => {
      if (scenarioOf(request) === 'receipts-error') return HttpResponse.json({ code: 'RECEIPTS-500' }, { status: 500 })
      const loyaltyId = new URL(request.url).searchParams.get('loyaltyId')
      if (!pharmacy || !loyaltyId || !pharmacy.patients.some((patient) => patient.loyaltyCardNumber === loyaltyId))
        return HttpResponse.json({ detail: 'No receipts for this loyalty card' }, { status: 404 })
      return HttpResponse.json({ receipts: pharmacyBackOffice.receipts(pharmacy) })
    }),
  ),
  http.get(
    rx('/rx/api/prescription/:rxNumber/transactions'),
    pharmacyCall(({ pharmacy, params, request }) => {
      const patient = patientOf(pharmacy, new URL(request.url).searchParams.get('patientNumber'))
      if (!pharmacy || !patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      return HttpResponse.json({
        transactions: (pharmacy.transactions ?? []).filter(
          (fill) => fill.patientNumber === patient.patientNumber && fill.rxNumber === String(params.rxNumber),
        ),
      })
    }),
  ),
  http.get(
    rx(RX_PATHS.patientPrograms),
    pharmacyCall(() => HttpResponse.json({ programs: PATIENT_PROGRAMS })),
  ),
  http.get(
    rx(RX_PATHS.programEnrollments),
    pharmacyCall(({ pharmacy, request }) => {
      const patient = patientOf(pharmacy, request.headers.get('patient'))
      if (!pharmacy || !patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      return HttpResponse.json({ enrollments: pharmacy.programEnrollments?.[patient.patientNumber] ?? [] })
    }),
  ),
  http.put(
    rx(RX_PATHS.programEnrollments),
    pharmacyCall(async ({ pharmacy, request }) => {
      const patient = patientOf(pharmacy, request.headers.get('patient'))
      if (!pharmacy || !patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      const body = (await bodyOf(request)) as Partial<ProgramEnrollment> | undefined
      const program = PATIENT_PROGRAMS.find((candidate) => candidate.programId === body?.programId)
      const status = body?.enrollmentStatus
      if (!program || !status || !(ENROLLMENT_STATUSES as readonly string[]).includes(status))
        return HttpResponse.json({ detail: 'programId and enrollmentStatus are required' }, { status: 400 })
      const enrollments = ((pharmacy.programEnrollments ??= {})[patient.patientNumber] ??= [])
      const existing = enrollments.find((enrollment) => enrollment.programId === program.programId)
      if (existing) existing.enrollmentStatus = status
      else
        enrollments.push({
          programId: program.programId,
          programName: program.programName,
          externalCode: program.externalCode ?? null,
          enrollmentStatus: status,
        })
      return HttpResponse.json({ programId: program.programId, enrollmentStatus: status })
    }),
  ),
  http.all(
    rx(RX_PATHS.programReminders),
    pharmacyCall(async ({ pharmacy, request }) => {
      const url = new URL(request.url)
      const body =
        request.method === 'PUT' ? ((await bodyOf(request)) as Record<string, unknown> | undefined) : undefined
      const programId = String(body?.programId ?? url.searchParams.get('programId') ?? '')
      const patient = patientOf(pharmacy, body?.patientNum ?? url.searchParams.get('patientNum'))
      if (!patient) return HttpResponse.json({ detail: 'patient not found' }, { status: 404 })
      const reminder = patient.autoRefillReminder?.programId === programId ? patient.autoRefillReminder : null
      const noRecord = () =>
        HttpResponse.json({ detail: 'No record found for programId and patientNum' }, { status: 404 })
      if (request.method === 'GET') return reminder ? HttpResponse.json(reminder) : noRecord()
      if (request.method === 'DELETE') {
        if (!reminder) return noRecord()
        patient.autoRefillReminder = null
        return HttpResponse.json({})
      }
      if (request.method !== 'PUT') return HttpResponse.json({ detail: 'method not allowed' }, { status: 405 })
      patient.autoRefillReminder = {
        patientNum: patient.patientNumber,
        programId,
        dismissReminder: body?.dismissReminder === true,
        expirationTimestamp: reminder?.expirationTimestamp ?? patient.autoRefillTerminationDate ?? null,
      }
      return HttpResponse.json(patient.autoRefillReminder)
    }),
  ),
  http.put(
    rx('/rx/api/prescription/:rxNumber'),
    pharmacyCall(async ({ pharmacy, params, request }) => {
      const body = (await bodyOf(request)) as { refillProgramType?: unknown } | undefined
      const program = body?.refillProgramType
      if (program !== 'AUTO_REFILL' && program !== 'NONE')
        return HttpResponse.json({ detail: 'refillProgramType is required' }, { status: 400 })
      if (!pharmacy || !pharmacyBackOffice.setRefillProgram(pharmacy, String(params.rxNumber), program)) {
        return HttpResponse.json({ detail: 'prescription not found' }, { status: 404 })
      }
      return HttpResponse.json({ rxNumber: params.rxNumber, refillProgramType: program })
    }),
  ),
]

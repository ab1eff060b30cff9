import { z } from 'zod'
import { isUpstreamError, upstreamDetail } from './errors.ts'
import type { UpstreamClient } from './request.server.ts'
import {
  type AutoRefillEnrolment,
  type EnrollmentStatus,
  patientProgramsSchema,
  transactionsResponseSchema,
  dvrVerifyResponseSchema,
  smartHealthCardSchema,
  monographImagesSchema,
  receiptsResponseSchema,
  programEnrollmentsSchema,
  bulkEnrolmentResponseSchema,
  programReminderSchema,
  addressesResponseSchema,
  notificationSettingsSchema,
  patientAddressSchema,
  type NotificationEvent,
  type NotificationSettings,
  type PatientAddressRequest,
  RX_PATHS,
  bannerProfileSchema,
  cartResponseSchema,
  deliveryOptionsResponseSchema,
  notificationsResponseSchema,
  patientProfilesResponseSchema,
  prescriptionsResponseSchema,
  rxSessionSchema,
  shippingMethodsResponseSchema,
  submitOrderResponseSchema,
  paymentIntentResponseSchema,
  guestRefillOrderResponseSchema,
  guestRefillValidationSchema,
  guestVerificationResponseSchema,
  monographResponseSchema,
  textVerificationResponseSchema,
  fillLocationsResponseSchema,
  prescriptionRequestResponseSchema,
  onlinePaymentResponseSchema,
  deliveryOrderResponseSchema,
  type DeliveryOrderRequest,
  type OnlinePaymentRequest,
  type PaymentAssociation,
  type PrescriptionRequest,
  type GuestRefillOrderRequest,
  type GuestVerificationRequest,
  type PaymentIntentRequest,
  type SubmitOrderRequest,
} from './rx-api.schema.ts'

/** The pharmacy calls of spec 2 section 7, one function each; ids stay out of the logged endpoint. */

export async function fetchRxSession(client: UpstreamClient) {
  return client.get('rx', RX_PATHS.session, rxSessionSchema)
}

/** A patient's addresses; the patient number rides in the query, out of the logged endpoint. */
export async function fetchAddresses(client: UpstreamClient, patientNumber: string) {
  return (await client.get('rx', RX_PATHS.addresses, addressesResponseSchema, { query: { patientNumber } })).addresses
}

const ADDRESSES_ENDPOINT = '/rx/api/patient/{patientNumber}/addresses'

/** Adds an address; the pharmacy answers with the address saved. */
export function addAddress(client: UpstreamClient, patientNumber: string, address: PatientAddressRequest) {
  return client.post('rx', RX_PATHS.patientAddresses(patientNumber), patientAddressSchema, {
    body: address,
    endpoint: ADDRESSES_ENDPOINT,
  })
}

export function updateAddress(
  client: UpstreamClient,
  patientNumber: string,
  addressId: string,
  address: PatientAddressRequest,
) {
  return client.patch('rx', RX_PATHS.patientAddress(patientNumber, addressId), patientAddressSchema, {
    body: address,
    endpoint: `${ADDRESSES_ENDPOINT}/{addressId}`,
  })
}

/** Deletes an address; whatever the pharmacy answers with is not needed. */
export function deleteAddress(client: UpstreamClient, patientNumber: string, addressId: string) {
  return client.delete('rx', RX_PATHS.patientAddress(patientNumber, addressId), z.unknown(), {
    endpoint: `${ADDRESSES_ENDPOINT}/{addressId}`,
  })
}

const SETTINGS_ENDPOINT = '/rx/api/notification-settings/{patientNumber}'
const settingsPath = (patientNumber: string) => `/rx/api/notification-settings/${encodeURIComponent(patientNumber)}`

export function fetchNotificationSettings(client: UpstreamClient, patientNumber: string) {
  return client.get('rx', settingsPath(patientNumber), notificationSettingsSchema, { endpoint: SETTINGS_ENDPOINT })
}

/**
 * Saves a patient's communication preferences (the preferences page, and a self link's first settings, which name no
 * text types); nothing of the answer is read.
 */
export function saveCommunicationPreferences(
  client: UpstreamClient,
  patientNumber: string,
  settings: Omit<NotificationSettings, 'smsPreferences'> & {
    smsPreferences?: Array<{ type: string; selected: boolean }>
  },
) {
  return client.post('rx', settingsPath(patientNumber), z.unknown(), { body: settings, endpoint: SETTINGS_ENDPOINT })
}

const LOYALTY_ENDPOINT = '/rx/api/patient/{patientNumber}/loyaltyCardNumber'

/** Saves a patient's loyalty card number (a 10-digit one is also their alternate ID, spec 2 section 5). */
export function saveLoyaltyCard(
  client: UpstreamClient,
  patientNumber: string,
  card: { loyaltyCardNumber: string; alternateId?: string },
) {
  return client.put('rx', RX_PATHS.loyaltyCard(patientNumber), z.unknown(), { body: card, endpoint: LOYALTY_ENDPOINT })
}

export function deleteLoyaltyCard(client: UpstreamClient, patientNumber: string) {
  return client.delete('rx', RX_PATHS.loyaltyCard(patientNumber), z.unknown(), { endpoint: LOYALTY_ENDPOINT })
}

/** The 'extend session' action of the session-timeout modal. */
export async function extendRxSession(client: UpstreamClient) {
  return client.put('rx', RX_PATHS.session, rxSessionSchema, { body: { active: true } })
}

export async function fetchPatients(client: UpstreamClient) {
  const response = await client.get('rx', RX_PATHS.patientProfiles, patientProfilesResponseSchema)
  return response.patients
}

export async function fetchNotifications(client: UpstreamClient, patientNumber: string, hasChild: boolean) {
  return client.get('rx', RX_PATHS.notifications(patientNumber), notificationsResponseSchema, {
    endpoint: '/rx/api/notifications/{patientNumber}',
    query: { hasChild },
  })
}

/** Nothing of the answer is read: the dashboard asks for the notifications again. */
export function dismissNotification(client: UpstreamClient, event: NotificationEvent) {
  return client.put('rx', RX_PATHS.notificationsDismiss, z.unknown(), { body: event })
}

export async function fetchPrescriptions(
  client: UpstreamClient,
  options: { patientNumber?: string; deliveryEligibility?: boolean } = {},
) {
  const response = await client.get('rx', RX_PATHS.prescriptions, prescriptionsResponseSchema, {
    query: {
      refillMethod: 'ALL',
      patientNumber: options.patientNumber,
      includePaymentCards: false,
      deliveryEligibility: options.deliveryEligibility ?? false,
    },
  })
  return response.prescriptions
}

export async function fetchCart(client: UpstreamClient) {
  return (await client.get('rx', RX_PATHS.cart, cartResponseSchema)).items
}

export async function addToCart(client: UpstreamClient, item: { rxNumber: string; patientNumber: string }) {
  return (await client.post('rx', RX_PATHS.cart, cartResponseSchema, { body: item })).items
}

export async function removeFromCart(client: UpstreamClient, rxNumbers: string[]) {
  return (await client.delete('rx', RX_PATHS.cart, cartResponseSchema, { body: { rxNumbers } })).items
}

export async function fetchShippingMethods(client: UpstreamClient) {
  return (await client.get('rx', RX_PATHS.shippingMethods, shippingMethodsResponseSchema)).shippingMethods
}

export async function submitOrder(client: UpstreamClient, order: SubmitOrderRequest) {
  return client.post('rx', RX_PATHS.ordersStage, submitOrderResponseSchema, { body: order })
}

/**
 * Managed-adult and caregiver enrolments name the linked patient in a header (spec 2 section 4, decision 0066); the
 * header keeps the patient number out of the logged endpoint too.
 */
const linkedPatientHeaders = (linkedPatientNumber?: string): Record<string, string> =>
  linkedPatientNumber ? { 'linked-patient-number': linkedPatientNumber } : {}

export async function setRefillProgram(
  client: UpstreamClient,
  rxNumber: string,
  refillProgramType: 'AUTO_REFILL' | 'NONE',
  linkedPatientNumber?: string,
) {
  await client.put('rx', RX_PATHS.prescription(rxNumber), z.unknown(), {
    endpoint: '/rx/api/prescription/{rx}',
    body: { refillProgramType },
    headers: linkedPatientHeaders(linkedPatientNumber),
  })
}

/** Enrols a patient in auto refill at a pharmacy, or (enrollForAutoRefill false) takes them out. */
export async function enrolInAutoRefill(
  client: UpstreamClient,
  patientNumber: string,
  enrolment: AutoRefillEnrolment,
  linkedPatientNumber?: string,
) {
  await client.put('rx', RX_PATHS.autoRefillEnroll(patientNumber), z.unknown(), {
    endpoint: '/rx/api/patient/{patientNumber}/auto-refill/enroll',
    body: enrolment,
    headers: linkedPatientHeaders(linkedPatientNumber),
  })
}

/** Enrols several of a patient's prescriptions at once: each comes back with whether it was. */
export async function enrolPrescriptions(
  client: UpstreamClient,
  patientNumber: string,
  rxNumbers: string[],
  linkedPatientNumber?: string,
) {
  const response = await client.put('rx', RX_PATHS.patientPrescriptions(patientNumber), bulkEnrolmentResponseSchema, {
    endpoint: '/rx/api/prescription-patient/{patientNumber}/prescriptions',
    body: { prescriptions: rxNumbers.map((rxNumber) => ({ rxNumber, refillProgramType: 'AUTO_REFILL' })) },
    headers: linkedPatientHeaders(linkedPatientNumber),
  })
  return response.prescriptions
}

/** A patient's fills between two dates (YYYY-MM-DD, spec 2 section 9); the patient stays out of the logged path. */
export async function fetchTransactions(
  client: UpstreamClient,
  query: { patientNumber: string; startDate: string; endDate: string },
) {
  return (await client.get('rx', RX_PATHS.transactions, transactionsResponseSchema, { query })).transactions
}

/** One prescription's fills, for its detail page. */
export async function fetchPrescriptionTransactions(client: UpstreamClient, rxNumber: string, patientNumber: string) {
  return (
    await client.get('rx', RX_PATHS.prescriptionTransactions(rxNumber), transactionsResponseSchema, {
      endpoint: '/rx/api/prescription/{rx}/transactions',
      query: { patientNumber },
    })
  ).transactions
}

/** A loyalty card's pharmacy receipts; the card number rides in the query, out of the logged path. */
export async function fetchReceipts(client: UpstreamClient, loyaltyId: string) {
  return (await client.get('rx', RX_PATHS.receipts, receiptsResponseSchema, { query: { loyaltyId } })).receipts
}

export async function fetchPatientPrograms(client: UpstreamClient) {
  return (await client.get('rx', RX_PATHS.patientPrograms, patientProgramsSchema)).programs
}

/** The patient rides in a header (spec 2 section 7), out of the logged URL. */
const patientHeader = (patientNumber: string) => ({ patient: patientNumber })

export async function fetchProgramEnrollments(client: UpstreamClient, patientNumber: string) {
  return (
    await client.get('rx', RX_PATHS.programEnrollments, programEnrollmentsSchema, {
      headers: patientHeader(patientNumber),
    })
  ).enrollments
}

/** A patient's new status in a program; nothing of the answer is read. */
export async function updateProgramEnrollment(
  client: UpstreamClient,
  patientNumber: string,
  enrollment: { programId: string; externalCode?: string; enrollmentStatus: EnrollmentStatus },
) {
  await client.put('rx', RX_PATHS.programEnrollments, z.unknown(), {
    body: enrollment,
    headers: patientHeader(patientNumber),
  })
}

type ReminderKey = { programId: string; patientNum: string }

/** A patient's reminder of a program, or null when there is none (404). */
export async function fetchProgramReminder(client: UpstreamClient, key: ReminderKey) {
  try {
    return await client.get('rx', RX_PATHS.programReminders, programReminderSchema, { query: key })
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) return null
    throw error
  }
}

export async function dismissProgramReminder(client: UpstreamClient, key: ReminderKey) {
  await client.put('rx', RX_PATHS.programReminders, z.unknown(), { body: { ...key, dismissReminder: true } })
}

/** Spec 2 section 8: a deletion's 404 'No record found for programId and patientNum' is no failure. */
export async function deleteProgramReminder(client: UpstreamClient, key: ReminderKey) {
  try {
    await client.delete('rx', RX_PATHS.programReminders, z.unknown(), { query: key })
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404 && /no record found/i.test(upstreamDetail(error) ?? '')) return
    throw error
  }
}

export async function fetchDeliveryDates(client: UpstreamClient, facilityId: string, patientNumbers: string[]) {
  const response = await client.get('rx', RX_PATHS.deliveryOptions(facilityId), deliveryOptionsResponseSchema, {
    endpoint: '/rx/api/delivery-facility/{facilityId}/delivery-options',
    query: { patientNumbers: [...new Set(patientNumbers)].join(',') },
  })
  return response.deliveryDates.filter((option) => option.available).map((option) => option.date)
}

export async function fetchBannerFeatures(client: UpstreamClient) {
  return (await client.get('rx', RX_PATHS.bannerProfile, bannerProfileSchema)).features
}

export async function createPaymentIntent(client: UpstreamClient, intent: PaymentIntentRequest) {
  return (await client.post('rx', RX_PATHS.paymentIntent, paymentIntentResponseSchema, { body: intent }))
    .paymentIntentId
}

/** Whether a tracker link still works; the link's patient number and timestamp stay out of the logged endpoint. */
export async function checkTrackerLink(client: UpstreamClient, link: { patientNumber: string; timestamp: string }) {
  return client.get('rx', RX_PATHS.textVerification, textVerificationResponseSchema, { query: link })
}

export async function verifyGuest(client: UpstreamClient, request: GuestVerificationRequest) {
  return client.post('rx', RX_PATHS.guestVerification, guestVerificationResponseSchema, { body: request })
}

/** The verified guest's patients and prescriptions (the client carries the guest token). */
export async function fetchGuestPatients(client: UpstreamClient) {
  return (await client.get('rx', RX_PATHS.guestPatientProfiles, patientProfilesResponseSchema)).patients
}

export async function fetchGuestPrescriptions(client: UpstreamClient) {
  // As for customers: which fills allow delivery comes when asked (the guest call's parameters are not shown; decision 0032).
  return (
    await client.get('rx', RX_PATHS.guestPrescriptions, prescriptionsResponseSchema, {
      query: { deliveryEligibility: true },
    })
  ).prescriptions
}

/** The leaflet in a language the pharmacy writes it in (`languageCode`, spec 2 section 7). */
export async function fetchMonograph(client: UpstreamClient, productNumber: string, languageCode = 'en') {
  return client.get('rx', RX_PATHS.monograph(productNumber), monographResponseSchema, {
    endpoint: '/rx/api/product-monograph/{productNumber}/monograph',
    query: { languageCode },
  })
}

/** The product's pictures for its leaflet. */
export async function fetchMonographImages(client: UpstreamClient, productNumber: string) {
  return (await client.get('rx', RX_PATHS.monographImages, monographImagesSchema, { query: { productNumber } })).images
}

/** Whether a prescription can be refilled by a guest at that pharmacy; the patient's phone goes as a header, never in the logged URL. */
export async function validateGuestRefill(
  client: UpstreamClient,
  request: { facilityId: string; rxNumber: string; patientPhone: string },
) {
  return client.get('rx', RX_PATHS.guestRefillValidate, guestRefillValidationSchema, {
    query: { facilityId: request.facilityId, rxNumber: request.rxNumber },
    headers: { patientPhone: request.patientPhone },
  })
}

export async function submitGuestRefill(client: UpstreamClient, order: GuestRefillOrderRequest) {
  return client.post('rx', RX_PATHS.guestRefillOrder, guestRefillOrderResponseSchema, { body: order })
}

/** The pharmacies that filled a patient's prescriptions: the 'recently used' choices of the pharmacy locator. */
export async function fetchFillLocations(client: UpstreamClient, patientNumber: string) {
  const response = await client.get('rx', RX_PATHS.fillLocations(patientNumber), fillLocationsResponseSchema, {
    endpoint: '/rx/api/prescription-patient/{patientNumber}/fill-locations',
  })
  return response.fillLocations.map((location) => location.facilityId)
}

/** A transfer or new-prescription request; a guest's goes to the anonymous base path. */
export async function submitPrescriptionRequest(
  client: UpstreamClient,
  request: PrescriptionRequest,
  as: 'customer' | 'guest',
) {
  const path = as === 'guest' ? RX_PATHS.guestPrescriptionRequest : RX_PATHS.prescriptionRequest
  return client.post('rx', path, prescriptionRequestResponseSchema, { body: request })
}

/** An online payment for ready prescriptions (spec 2 'Pay online'); the ids stay out of the logged endpoint. */
export async function createOnlinePayment(client: UpstreamClient, userId: string, payment: OnlinePaymentRequest) {
  return client.post('rx', RX_PATHS.onlinePayments(userId), onlinePaymentResponseSchema, {
    endpoint: '/rx/api/online-payment/{userId}/payments',
    body: payment,
  })
}

/** Ties an online payment to the prescriptions it pays for. */
export async function associatePayment(client: UpstreamClient, paymentId: string, association: PaymentAssociation) {
  await client.post('rx', RX_PATHS.onlinePaymentAssociate(paymentId), z.unknown(), {
    endpoint: '/rx/api/online-payment/{id}/payment/associate',
    body: association,
  })
}

export async function submitDeliveryOrder(client: UpstreamClient, order: DeliveryOrderRequest) {
  return client.post('rx', RX_PATHS.deliveryOrdersStage, deliveryOrderResponseSchema, { body: order })
}

/** Sends the patient a text message with a link to their vaccine record (the pharmacy finds them by these). */
export async function requestVaccineRecordMessage(
  client: UpstreamClient,
  body: { firstName: string; lastName: string; dateOfBirth: string; phoneNumber: string },
) {
  await client.post('rx', RX_PATHS.dvrSecureMessage, z.unknown(), { body })
}

/** The link's check: birth date and phone. A 401 (wrong details) or 403 (locked) is the caller's to say. */
export async function verifyVaccineRecord(
  client: UpstreamClient,
  body: { id: string; dateOfBirth: string; phoneNumber: string },
) {
  return client.post('rx', RX_PATHS.dvrVerify, dvrVerifyResponseSchema, { body, credentialCall: true })
}

/** The record, with the client carrying the check's token. */
export async function fetchSmartHealthCard(client: UpstreamClient) {
  return client.get('rx', RX_PATHS.dvrSmartHealthCard, smartHealthCardSchema)
}

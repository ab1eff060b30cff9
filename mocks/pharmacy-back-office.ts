import { storeDirectory } from './store-directory.ts'
import { randomInt } from 'node:crypto'
import dayjs from 'dayjs'
import customParseFormat from 'dayjs/plugin/customParseFormat.js'
import type {
  NotificationEvent,
  Patient,
  CartItem,
  DeliveryOrderRequest,
  PatientAddress,
  PaymentAssociation,
  PrescriptionRequest,
  Prescription,
  SubmitOrderRequest,
} from '#app/upstream/rx-api.schema.ts'
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import {
  AUTO_REFILL_PROGRAM,
  seedCompetitors,
  seedFacilities,
  seedPharmacyAccount,
  type PharmacyAccount,
} from './pharmacy-seed.ts'
import { seedCaregiverAccount } from './caregiver-seed.ts'

dayjs.extend(customParseFormat)

/** The pharmacy half of the simulated back office: one record per signed-in user, seeded on first use. */
let accounts = new Map<string, PharmacyAccount | null>()
let orders: Array<SubmitOrderRequest & { orderId: string; userId: string }> = []
/** Transfer and new-prescription requests; a guest's have no user id. */
let prescriptionRequests: Array<PrescriptionRequest & { requestId: string; userId: string | null }> = []
let deliveryOrders: Array<DeliveryOrderRequest & { orderId: string; userId: string }> = []
/** Online payments authorised, by id: who made them and with which card. */
let payments = new Map<
  string,
  { userId: string; card: Pick<WalletCard, 'brand' | 'lastFourPan'>; associated: boolean }
>()

export function resetPharmacyBackOffice() {
  accounts = new Map()
  orders = []
  prescriptionRequests = []
  payments = new Map()
  deliveryOrders = []
}

/** A search term against the words of a place: any of them containing it (case aside), or a ZIP code starting with it. */
function matchesPlace(
  query: string,
  place: { name: string; address?: { address1: string; city: string; zipCode: string } | null },
) {
  const needle = query.trim().toLowerCase()
  if (!needle) return false
  const { address } = place
  return (
    [place.name, address?.address1, address?.city].some((text) => text?.toLowerCase().includes(needle)) ||
    Boolean(address?.zipCode.startsWith(needle))
  )
}

type CartResult = { ok: true; items: CartItem[] } | { ok: false; status: 404 | 409 }

function cartItemFrom(prescription: Prescription): CartItem {
  return {
    rxNumber: prescription.rxNumber,
    patientNumber: prescription.patientNumber,
    drugName: prescription.drugName,
    facilityId: prescription.fillLocation ?? '',
    patientPay: prescription.patientPayAmount ?? null,
    lastFillDispenseQuantity: prescription.lastFillDispenseQuantity ?? null,
    retail: prescription.isRetail,
    requiresCallToDoctor: prescription.requiresCallToDoctor,
    scheduleTwoDrug: prescription.scheduleTwoDrug,
    prescriptionProduct: prescription.prescriptionProduct ?? null,
    lastRefillDate: prescription.lastRefillDate ?? null,
  }
}

/** HOME1, HOME2, …: the first not taken by the patient's addresses. */
function freeUsage(addresses: PatientAddress[]) {
  let number = 1
  while (addresses.some((address) => address.usage === `HOME${number}`)) number += 1
  return `HOME${number}`
}

export const pharmacyBackOffice = {
  /** The pharmacy locator's facilities: our pharmacies, and every store of the stores service by its id. */
  facilities: storeDirectory.facilities,
  /** Other chains' pharmacies by name, ZIP code or city. */
  competitors(query: string) {
    return seedCompetitors().filter((pharmacy) =>
      matchesPlace(query, { name: pharmacy.pharmacyName, address: pharmacy.address }),
    )
  },
  /** Where a patient's prescriptions were filled, most used first. */
  fillLocations(account: PharmacyAccount, patientNumber: string) {
    const counts = new Map<string, number>()
    for (const prescription of account.prescriptions) {
      if (prescription.patientNumber === patientNumber && prescription.fillLocation)
        counts.set(prescription.fillLocation, (counts.get(prescription.fillLocation) ?? 0) + 1)
    }
    return [...counts].sort((a, b) => b[1] - a[1]).map(([facilityId]) => facilityId)
  },
  /**
   * A patient's addresses (spec 2 'Patient'): added with the first HOME usage not taken, and made the default when it
   * is the first; edited in place; deleted, the first remaining one becoming the default.
   */
  addresses(account: PharmacyAccount, patientNumber: string) {
    return account.patients.find((patient) => patient.patientNumber === patientNumber)?.addresses
  },
  addAddress(account: PharmacyAccount, patientNumber: string, address: Omit<PatientAddress, 'addressId'>) {
    const addresses = this.addresses(account, patientNumber)
    if (!addresses) return undefined
    const added = {
      ...address,
      addressId: `addr-${randomInt(100_000, 999_999)}`,
      usage: address.usage ?? freeUsage(addresses),
      default: addresses.length === 0,
    }
    addresses.push(added)
    return added
  },
  updateAddress(account: PharmacyAccount, patientNumber: string, addressId: string, address: Partial<PatientAddress>) {
    const addresses = this.addresses(account, patientNumber)
    const index = addresses?.findIndex((candidate) => candidate.addressId === addressId) ?? -1
    if (!addresses || index < 0) return undefined
    // A new object: the seed shares one address between the patients who live there.
    addresses[index] = { ...addresses[index]!, ...address, addressId }
    return addresses[index]
  },
  deleteAddress(account: PharmacyAccount, patientNumber: string, addressId: string) {
    const addresses = this.addresses(account, patientNumber)
    const index = addresses?.findIndex((candidate) => candidate.addressId === addressId) ?? -1
    if (!addresses || index < 0) return false
    const [removed] = addresses.splice(index, 1)
    if (removed?.default && addresses[0]) addresses[0].default = true
    return true
  },
  /** GET /receipt-loyalty: one receipt per visit (a day at a pharmacy, sold or returned), from the account's fills. */
  receipts(account: PharmacyAccount) {
    const visits = new Map<string, NonNullable<PharmacyAccount['transactions']>>()
    for (const fill of account.transactions ?? []) {
      const key = `${fill.fillDate}|${fill.facilityId ?? ''}|${fill.fillStatus}`
      visits.set(key, [...(visits.get(key) ?? []), fill])
    }
    const facilities = seedFacilities()
    return [...visits.entries()].map(([key, fills]) => {
      const [date, facilityId = '', fillStatus = 'SOLD'] = key.split('|')
      const items = fills.map((fill) => ({
        rxNumber: fill.rxNumber,
        drugName: fill.drugName,
        patientNumber: fill.patientNumber,
        amount: fill.patientPayAmount ?? 0,
      }))
      const facility = facilities.find((candidate) => candidate.facilityId === facilityId)
      return {
        receiptId: `RC-${key.replace(/\W/g, '')}`,
        dateTime: `${date}T10:15:00`,
        pharmacy: { facilityId, name: facility ? `${facility.vanityName}, ${facility.address.city}` : facilityId },
        fillStatus,
        items,
        total: Math.round(items.reduce((sum, item) => sum + item.amount, 0) * 100) / 100,
      }
    })
  },
  /** PUT /notifications/dismiss: the notification the event names goes; false when there is none. */
  dismissNotification(account: PharmacyAccount, event: NotificationEvent) {
    const notifications = account.notifications[event.patientNumber]
    if (!notifications) return false
    const sameDay = (date: string | null | undefined) => !event.eventDate || date?.slice(0, 10) === event.eventDate
    const before = JSON.stringify(notifications)
    if (event.customerId)
      notifications.accessNotifications = notifications.accessNotifications.filter(
        (item) => !(item.customerId === event.customerId && item.type === event.type),
      )
    else if (event.shipmentId)
      notifications.shipmentNotifications = notifications.shipmentNotifications.filter(
        (item) => item.shipmentId !== event.shipmentId,
      )
    else if (event.type === 'ADULTHOOD')
      notifications.adulthoodNotifications = notifications.adulthoodNotifications.filter(
        (item) => !sameDay(item.eventDate),
      )
    else
      notifications.prescriptionNotifications = notifications.prescriptionNotifications.filter(
        (item) =>
          !(item.type === event.type && item.rxRecordNumber === event.rxRecordNumber && sameDay(item.eventDate)),
      )
    return JSON.stringify(notifications) !== before
  },
  /** An other adult's record leaves the account (their access ended): the patient, their prescriptions and news. */
  removePatient(account: PharmacyAccount, patientNumber: string, relationshipType: Patient['relationshipType']) {
    const gone = (each: { patientNumber: string }) => each.patientNumber === patientNumber
    if (!account.patients.some((patient) => gone(patient) && patient.relationshipType === relationshipType)) return
    account.patients = account.patients.filter((patient) => !gone(patient))
    account.prescriptions = account.prescriptions.filter((prescription) => !gone(prescription))
    account.cart = account.cart.filter((item) => !gone(item))
    delete account.notifications[patientNumber]
  },
  /** Puts a user's pharmacy account back as seeded (mocks' `/mock/demo-pharmacy`); an account linked online goes. */
  resetAccount(userId: string) {
    accounts.delete(userId)
  },
  /** A linked patient record becomes the user's pharmacy account (linking, spec 2 section 4). */
  openAccount(userId: string, account: PharmacyAccount) {
    accounts.set(userId, account)
  },
  authorisePayment(userId: string, card: Pick<WalletCard, 'brand' | 'lastFourPan'>) {
    const paymentId = `OP${randomInt(10_000_000, 99_999_999)}`
    payments.set(paymentId, { userId, card, associated: false })
    return paymentId
  },
  /** Ties a payment to its fills once: each shows the card it was paid with (spec 2 'paymentInformation'). */
  associatePayment(userId: string, account: PharmacyAccount, paymentId: string, association: PaymentAssociation) {
    const payment = payments.get(paymentId)
    if (!payment || payment.userId !== userId || payment.associated) return false
    payment.associated = true
    const records = new Set(
      association.transactions.flatMap((transaction) =>
        transaction.prescriptions.map((fill) => `${transaction.patientNumber}:${fill.rxRecordNum}`),
      ),
    )
    for (const prescription of account.prescriptions) {
      if (records.has(`${prescription.patientNumber}:${prescription.rxRecordNumber}`)) {
        prescription.paymentInformation = {
          brand: payment.card.brand,
          lastFour: payment.card.lastFourPan,
          expired: false,
        }
      }
    }
    return true
  },
  /**
   * A delivery of ready fills from a delivering store: each moves to the
   * tracker's Delivery section, due at the window's start. Undefined when a
   * fill is not ready there or does not allow delivery.
   */
  placeDeliveryOrder(userId: string, account: PharmacyAccount, order: DeliveryOrderRequest) {
    const store = seedFacilities().find((facility) => facility.facilityId === order.facilityId)
    const fills = order.prescriptions.map((fill) =>
      account.prescriptions.find(
        (prescription) =>
          prescription.rxNumber === fill.rxNumber &&
          prescription.patientNumber === fill.patientNumber &&
          prescription.rxRecordNumber === fill.recordNumber &&
          prescription.rxFillSequence === fill.rxFillSeq,
      ),
    )
    const due = dayjs(order.deliveryDate, 'DD-MMM-YYYY hh:mmA')
    const offered = this.deliveryDates(new Date()).some((option) => option.date === due.format('YYYY-MM-DD'))
    const deliverable = (fill: Prescription | undefined) =>
      fill?.primaryStatus === 'READY_FOR_PICKUP' &&
      fill.allowDelivery &&
      !fill.paymentInformation &&
      fill.fillLocation === store?.facilityId
    if (!store?.deliveryEnabled || !offered || !fills.every(deliverable)) return undefined
    for (const fill of fills) {
      if (!fill) continue
      fill.primaryStatus = 'DELIVERY'
      fill.promiseDateTime = due.format('YYYY-MM-DDTHH:mm:ss')
    }
    const orderId = `DL${randomInt(10_000_000, 99_999_999)}`
    deliveryOrders.push({ ...order, orderId, userId })
    return orderId
  },
  /** What the back office received, for tests. */
  deliveryOrders() {
    return deliveryOrders
  },
  receivePrescriptionRequest(userId: string | null, request: PrescriptionRequest) {
    const requestId = `TR${randomInt(10_000_000, 99_999_999)}`
    prescriptionRequests.push({ ...request, requestId, userId })
    return requestId
  },
  /** What the back office received, for tests. */
  prescriptionRequests() {
    return prescriptionRequests
  },
  /** The user's pharmacy account, or undefined when the user has no pharmacy link. */
  account(userId: string) {
    if (!accounts.has(userId)) accounts.set(userId, seedPharmacyAccount(userId) ?? seedCaregiverAccount(userId) ?? null)
    return accounts.get(userId) ?? undefined
  },
  addToCart(account: PharmacyAccount, rxNumber: string, patientNumber: string): CartResult {
    const prescription = account.prescriptions.find((p) => p.rxNumber === rxNumber && p.patientNumber === patientNumber)
    if (!prescription) return { ok: false, status: 404 }
    if (account.cart.some((item) => item.rxNumber === rxNumber && item.patientNumber === patientNumber))
      return { ok: true, items: account.cart }
    // Mail-order and in-store refills cannot share a cart (spec 2 section 4).
    if (account.cart.some((item) => item.retail !== prescription.isRetail)) return { ok: false, status: 409 }
    account.cart = [...account.cart, cartItemFrom(prescription)]
    return { ok: true, items: account.cart }
  },
  removeFromCart(account: PharmacyAccount, rxNumbers: string[]) {
    account.cart = account.cart.filter((item) => !rxNumbers.includes(item.rxNumber))
    return account.cart
  },
  clearCart(account: PharmacyAccount) {
    account.cart = []
  },
  placeOrder(userId: string, account: PharmacyAccount, order: SubmitOrderRequest) {
    const orderId = `RX${randomInt(10_000_000, 99_999_999)}`
    orders.push({ ...order, orderId, userId })
    const ordered = new Set(order.prescriptions.map((p) => `${p.rxNumber}:${p.patientNumber}`))
    account.cart = account.cart.filter((item) => !ordered.has(`${item.rxNumber}:${item.patientNumber}`))
    return orderId
  },
  /** The delivery partner comes the next five days except Sundays. */
  deliveryDates(now: Date) {
    const dates = []
    for (let offset = 1; dates.length < 5; offset++) {
      const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + offset))
      if (day.getUTCDay() !== 0) dates.push({ date: day.toISOString().slice(0, 10), available: true })
    }
    return dates
  },
  /** What the back office received, for tests. */
  ordersOf(userId: string) {
    return orders.filter((order) => order.userId === userId)
  },
  setRefillProgram(account: PharmacyAccount, rxNumber: string, program: 'AUTO_REFILL' | 'NONE') {
    const prescription = account.prescriptions.find((p) => p.rxNumber === rxNumber)
    if (!prescription) return false
    prescription.rxEnrolledAutoRefill = program === 'AUTO_REFILL'
    return true
  },
  /**
   * PUT /patient/{n}/auto-refill/enroll: an enrolment lasts a year from now at the pharmacy named; leaving clears it
   * and takes the patient's prescriptions off auto refill.
   */
  enrolInAutoRefill(patient: Patient, account: PharmacyAccount, facilityId: string, enrol: boolean, now = dayjs()) {
    patient.isAutoRefillFlag = enrol
    patient.autoRefillFacilityId = enrol ? facilityId : null
    patient.autoRefillProgramId = enrol ? AUTO_REFILL_PROGRAM : null
    patient.autoRefillTerminationDate = enrol ? now.add(1, 'year').format('YYYY-MM-DD') : null
    if (!enrol)
      for (const prescription of account.prescriptions)
        if (prescription.patientNumber === patient.patientNumber) prescription.rxEnrolledAutoRefill = false
  },
  /**
   * PUT prescription-patient/{n}/prescriptions: each eligible prescription of the patient goes on auto refill; with
   * `failOnce`, the last of the first request of the account fails (the `auto-refill-bulk-fail-once` scenario).
   */
  enrolPrescriptions(account: PharmacyAccount, patientNumber: string, rxNumbers: string[], failOnce: boolean) {
    const failing = failOnce && !account.bulkFailedOnce && rxNumbers.length > 0 ? rxNumbers.at(-1) : undefined
    if (failing) account.bulkFailedOnce = true
    return rxNumbers.map((rxNumber) => {
      const prescription = account.prescriptions.find(
        (candidate) => candidate.rxNumber === rxNumber && candidate.patientNumber === patientNumber,
      )
      const updateSuccessful = Boolean(prescription?.rxEligibleForAutoRefill) && rxNumber !== failing
      if (prescription && updateSuccessful) prescription.rxEnrolledAutoRefill = true
      return { rxNumber, updateSuccessful }
    })
  },
}

import dayjs from 'dayjs'
import type {
  CartItem,
  PatientProgram,
  ProgramEnrollment,
  Transaction,
  Notifications,
  NotificationSettings,
  Patient,
  Prescription,
  ShippingMethod,
} from '#app/upstream/rx-api.schema.ts'
import type { CompetitorPharmacy, Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Relationship } from '#app/upstream/rx-link-api.schema.ts'

/**
 * The pharmacy records of the demo accounts (README 'Demo accounts'). Only
 * shopper@example.com has a linked pharmacy account; dates are relative to
 * when the back office starts, so "ready today" stays true.
 */
export const SHOPPER_USER_ID = '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a01'

export const FACILITY_IDS = {
  vine: '01400352',
  hydePark: '01400417',
  mailOrder: '09900001',
  /** Stores in other zones (decision 0105): Los Angeles (its zone sent by the service), Phoenix (no daylight saving) and Denver. */
  ralphs: '70300155',
  frys: '66000027',
  kingSoopers: '62000041',
} as const
/** `adult`: Theo, Sam's son, 18 since 12 days ago, who approved Sam's access to his prescriptions (an other adult). */
export const PATIENT_NUMBERS = { self: '1001', child: '1002', pet: '1003', adult: '1004' } as const

/** Theo turned 18 this many days ago: his adulthood notification is dated that day. */
const THEO_ADULT_DAYS = 12

export type PharmacyAccount = {
  accountNumber: string
  patients: Patient[]
  prescriptions: Prescription[]
  notifications: Record<string, Notifications>
  cart: CartItem[]
  /** Each patient's communication preferences (notification settings), once set. */
  settings?: Record<string, NotificationSettings>
  /** Other customers' requests for this account's records, and the access given them (decision 0064). */
  accessToCustomer?: Relationship[]
  /** The access other adults gave this customer: each approved one's record is a patient of this account. */
  accessByCustomer?: Relationship[]
  /** The `auto-refill-bulk-fail-once` scenario's one failure has happened. */
  bulkFailedOnce?: boolean
  /** Each patient's enrolments in the pharmacy's programs (90-Day Supply, the marketing program). */
  programEnrollments?: Record<string, ProgramEnrollment[]>
  /** Every fill sold or returned (prescription history, decision 0069). */
  transactions?: Transaction[]
}

/** The programs the pharmacy offers (GET /patient-programs, decision 0067). */
export const PATIENT_PROGRAMS: PatientProgram[] = [
  { programId: 'AUTO_REFILL', programName: 'Auto Refill', programType: 'REFILL' },
  { programId: 'NINETY_DAY_SUPPLY', programName: '90-Day Supply', programType: 'REFILL', externalCode: 'RX90' },
  { programId: 'MEDSYNC', programName: 'Medication Sync', programType: 'REFILL' },
  { programId: 'HCSS', programName: 'Health and Savings', programType: 'MARKETING', externalCode: 'HCSS' },
]

/** The auto refill program's id, which its reminders name. */
export const AUTO_REFILL_PROGRAM = 'AUTO_REFILL'

/** The notification types a patient may get texts for, with the warning the pharmacy shows beside one. */
export function seedSmsPreferences(selected: readonly string[] = []) {
  return [
    { type: 'READY_FOR_PICKUP', selected: selected.includes('READY_FOR_PICKUP') },
    { type: 'REFILL_DUE', selected: selected.includes('REFILL_DUE') },
    { type: 'OVERDUE', selected: selected.includes('OVERDUE') },
    {
      type: 'SHIPMENT_NOTIFICATION',
      selected: selected.includes('SHIPMENT_NOTIFICATION'),
      warning: 'Shipment texts include a tracking link from the carrier.',
    },
  ]
}

const weekday = (day: string, open: string, close: string, lunch = false) => ({
  dayOfWeek: day,
  openingTime: open,
  closingTime: close,
  breakStart: lunch ? '13:30' : null,
  breakEnd: lunch ? '14:00' : null,
})

export function seedFacilities(): Facility[] {
  const address = (address1: string, zipCode: string) => ({ address1, city: 'Cincinnati', state: 'OH', zipCode })
  return [
    {
      facilityId: FACILITY_IDS.vine,
      vanityName: 'Kroger Pharmacy Vine Street',
      brand: 'KROGER',
      facilityType: 'RETAIL',
      deliveryEnabled: true,
      address: address('1014 Vine St', '45202'),
      location: { latitude: 39.1048, longitude: -84.5126 },
      phone: '513-555-0170',
      hoursOfOperation: {
        regularHours: [
          weekday('SUNDAY', '10:00', '18:00'),
          ...['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) =>
            weekday(day, '09:00', '21:00', true),
          ),
          weekday('SATURDAY', '09:00', '18:00'),
        ],
        holidaySchedule: [],
      },
      promiseTimes: {
        defaultPromiseTime: '240',
        earliestAvailableTime: { rxWebWithDoctorCall: '1440', rxWebWithoutDoctorCall: '120' },
      },
    },
    {
      facilityId: FACILITY_IDS.hydePark,
      vanityName: 'Kroger Pharmacy Hyde Park',
      brand: 'KROGER',
      facilityType: 'RETAIL',
      deliveryEnabled: false,
      address: address('3760 Paxton Ave', '45209'),
      location: { latitude: 39.1433, longitude: -84.4352 },
      phone: '513-555-0188',
      hoursOfOperation: null,
      promiseTimes: null,
    },
    {
      facilityId: FACILITY_IDS.mailOrder,
      vanityName: 'Kroger Mail Order Pharmacy',
      brand: 'KROGER',
      facilityType: 'MAIL_ORDER',
      deliveryEnabled: false,
      address: address('4100 Mail Order Way', '45241'),
      phone: '800-555-0123',
      hoursOfOperation: null,
      promiseTimes: null,
    },
    westernPharmacy({
      facilityId: FACILITY_IDS.ralphs,
      vanityName: 'Ralphs Pharmacy Silver Lake',
      brand: 'RALPHS',
      address: { address1: '2725 Hyperion Ave', city: 'Los Angeles', state: 'CA', zipCode: '90027' },
      location: { latitude: 34.1057, longitude: -118.2745 },
      timeZone: 'America/Los_Angeles',
      phone: '323-555-0140',
    }),
    westernPharmacy({
      facilityId: FACILITY_IDS.frys,
      vanityName: "Fry's Pharmacy Central Phoenix",
      brand: 'FRYS',
      address: { address1: '3301 N 7th St', city: 'Phoenix', state: 'AZ', zipCode: '85014' },
      location: { latitude: 33.4853, longitude: -112.0654 },
      phone: '602-555-0151',
    }),
    westernPharmacy({
      facilityId: FACILITY_IDS.kingSoopers,
      vanityName: 'King Soopers Pharmacy Capitol Hill',
      brand: 'KING_SOOPERS',
      address: { address1: '1155 E 9th Ave', city: 'Denver', state: 'CO', zipCode: '80218' },
      location: { latitude: 39.7303, longitude: -104.9736 },
      phone: '303-555-0162',
    }),
  ]
}

/** A retail pharmacy open 9 to 9 on weekdays with a lunch break, 10 to 6 at weekends, with promise times. */
function westernPharmacy(
  store: Pick<Facility, 'facilityId' | 'vanityName' | 'brand' | 'address' | 'location' | 'phone'> & {
    timeZone?: string
  },
): Facility {
  return {
    ...store,
    facilityType: 'RETAIL',
    deliveryEnabled: false,
    hoursOfOperation: {
      regularHours: [
        weekday('SUNDAY', '10:00', '18:00'),
        ...['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'].map((day) => weekday(day, '09:00', '21:00', true)),
        weekday('SATURDAY', '10:00', '18:00'),
      ],
      holidaySchedule: [],
    },
    promiseTimes: {
      defaultPromiseTime: '240',
      earliestAvailableTime: { rxWebWithDoctorCall: '1440', rxWebWithoutDoctorCall: '120' },
    },
  }
}

/** Other chains' pharmacies a prescription can be transferred from (README 'Transfer'). */
export function seedCompetitors(): CompetitorPharmacy[] {
  const address = (address1: string, city: string, state: string, zipCode: string) => ({
    address1,
    city,
    state,
    zipCode,
  })
  return [
    {
      pharmacyName: 'Walgreens #4411',
      phoneNumber: '513-555-0300',
      address: address('1200 Main St', 'Cincinnati', 'OH', '45202'),
    },
    {
      pharmacyName: 'CVS Pharmacy #2210',
      phoneNumber: '513-555-0311',
      address: address('3500 Edwards Rd', 'Cincinnati', 'OH', '45209'),
    },
    {
      pharmacyName: 'Corner Drug Store',
      phoneNumber: '859-555-0322',
      address: address('18 Pike St', 'Covington', 'KY', '41011'),
    },
  ]
}

type RxSeed = Partial<Prescription> & Pick<Prescription, 'rxNumber' | 'patientNumber' | 'drugName'>

export function prescription(seed: RxSeed): Prescription {
  return {
    rxRecordNumber: `R${seed.rxNumber}`,
    rxFillSequence: 1,
    prescriber: { firstName: 'Priya', lastName: 'Patel', active: true },
    prescriptionProduct: { productNumber: `P${seed.rxNumber}`, productName: seed.drugName },
    lastFillDispenseQuantity: 30,
    isRetail: true,
    requiresCallToDoctor: false,
    scheduleTwoDrug: false,
    allowDelivery: false,
    fillLocation: FACILITY_IDS.vine,
    ...seed,
  }
}

/**
 * The shopper's prescriptions. A prescription's 'Last Filled' is its newest sale in the history (`withLastFill`), so
 * the refill list, the details and the fills listed under them tell one story.
 */
function shopperPrescriptions(now: dayjs.Dayjs): Prescription[] {
  const { self, child, pet, adult } = PATIENT_NUMBERS
  const at = (days: number, time: string) => `${now.add(days, 'day').format('YYYY-MM-DD')}T${time}:00`
  return [
    // Being worked on: one of each tracker status and secondary status, at two stores and the mail-order pharmacy.
    prescription({
      rxNumber: '6100001',
      patientNumber: self,
      drugName: 'Atorvastatin 20 mg Tablet',
      primaryStatus: 'READY_FOR_PICKUP',
      totalAmountDue: 12.5,
      promiseDateTime: at(0, '16:00'),
      refillStatus: 'REFILL_TOO_SOON',
      allowDelivery: true,
    }),
    prescription({
      rxNumber: '6100002',
      patientNumber: child,
      drugName: 'Amoxicillin 250 mg/5 mL Suspension',
      primaryStatus: 'READY_FOR_PICKUP',
      totalAmountDue: 0.0001,
      promiseDateTime: at(0, '11:00'),
      fillLocation: FACILITY_IDS.hydePark,
    }),
    prescription({
      rxNumber: '6100003',
      patientNumber: self,
      drugName: 'Lisinopril 10 mg Tablet',
      primaryStatus: 'IN_PROGRESS',
      promiseDateTime: at(1, '16:30'),
    }),
    prescription({
      rxNumber: '6100004',
      patientNumber: self,
      drugName: 'Metformin 500 mg Tablet',
      primaryStatus: 'ON_HOLD',
      secondaryStatus: 'AWAITING_RESTOCK',
      statusDetailMessage: 'We expect this medication back in stock within two days.',
    }),
    prescription({
      rxNumber: '6100005',
      patientNumber: child,
      drugName: 'Albuterol 90 mcg Inhaler',
      primaryStatus: 'ON_HOLD',
      secondaryStatus: 'CONTACTED_INSURER',
      statusDetailMessage: 'We are waiting for your insurance to approve this prescription.',
      fillLocation: FACILITY_IDS.hydePark,
    }),
    prescription({
      rxNumber: '6100006',
      patientNumber: self,
      drugName: 'Sertraline 50 mg Tablet',
      primaryStatus: 'IN_PROGRESS',
      secondaryStatus: 'RESCHEDULED',
      statusDetailMessage: 'Your pickup time has changed.',
      promiseDateTime: at(2, '10:00'),
    }),
    prescription({
      rxNumber: '6100007',
      patientNumber: pet,
      drugName: 'Carprofen 75 mg Chewable',
      primaryStatus: 'ON_HOLD',
      secondaryStatus: 'CONTACTED_PRESCRIBER',
      statusDetailMessage: 'We have asked your veterinarian to confirm this prescription.',
    }),
    prescription({
      rxNumber: '6100008',
      patientNumber: self,
      drugName: 'Levothyroxine 50 mcg Tablet',
      primaryStatus: 'DELIVERY',
      promiseDateTime: at(1, '14:00'),
      allowDelivery: true,
    }),
    prescription({
      rxNumber: '6100009',
      patientNumber: self,
      drugName: 'Omeprazole 20 mg Capsule',
      primaryStatus: 'SHIPPED',
      isRetail: false,
      fillLocation: FACILITY_IDS.mailOrder,
    }),
    // The refill list: every refill status, plus the special cases issue 3 names.
    prescription({
      rxNumber: '7200001',
      patientNumber: self,
      drugName: 'Amlodipine 5 mg Tablet',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 10,
      allowDelivery: true,
      rxEligibleForAutoRefill: true,
    }),
    prescription({
      rxNumber: '7200002',
      patientNumber: self,
      drugName: 'Losartan 50 mg Tablet',
      refillStatus: 'OVERDUE',
      patientPayAmount: 8.25,
      rxEligibleForAutoRefill: true,
      rxIn90Days: true,
    }),
    prescription({
      rxNumber: '7200003',
      patientNumber: child,
      drugName: 'Cetirizine 5 mg/5 mL Solution',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 0.0001,
      fillLocation: FACILITY_IDS.hydePark,
    }),
    prescription({
      rxNumber: '7200004',
      patientNumber: pet,
      drugName: 'Apoquel 16 mg Tablet',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 45.99,
      prescriber: { firstName: 'Morgan', lastName: 'Reyes', active: true },
      rxEligibleForAutoRefill: true,
    }),
    prescription({
      rxNumber: '7200005',
      patientNumber: self,
      drugName: 'Escitalopram 10 mg Tablet',
      refillStatus: 'NEVER_FILLED',
    }),
    prescription({
      rxNumber: '7200006',
      patientNumber: self,
      drugName: 'Gabapentin 300 mg Capsule',
      refillStatus: 'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
      patientPayAmount: 6.5,
      requiresCallToDoctor: true,
    }),
    prescription({
      rxNumber: '7200007',
      patientNumber: child,
      drugName: 'Montelukast 4 mg Chewable',
      refillStatus: 'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
      requiresCallToDoctor: true,
      fillLocation: FACILITY_IDS.hydePark,
    }),
    prescription({
      rxNumber: '7200008',
      patientNumber: self,
      drugName: 'Prednisone 10 mg Tablet',
      refillStatus: 'NOT_REFILLABLE',
      patientPayAmount: 4,
    }),
    prescription({
      rxNumber: '7200009',
      patientNumber: self,
      drugName: 'Rosuvastatin 10 mg Tablet',
      refillStatus: 'REFILL_TOO_SOON',
      patientPayAmount: 9.1,
      rxEligibleForAutoRefill: true,
      rxEnrolledAutoRefill: true,
      rxRefillProgram: 'MEDSYNC',
    }),
    prescription({
      rxNumber: '7200010',
      patientNumber: self,
      drugName: 'Oxycodone 5 mg Tablet',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 14.2,
      scheduleTwoDrug: true,
    }),
    prescription({
      rxNumber: '7200011',
      patientNumber: self,
      drugName: 'Hydrochlorothiazide 25 mg Tablet',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 3.75,
      prescriber: { firstName: 'Alan', lastName: 'Brooks', active: false },
    }),
    prescription({
      rxNumber: '7200012',
      patientNumber: self,
      drugName: 'Simvastatin 40 mg Tablet',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 15,
      lastFillDispenseQuantity: 90,
      isRetail: false,
      fillLocation: FACILITY_IDS.mailOrder,
    }),
    prescription({
      rxNumber: '7200013',
      patientNumber: self,
      drugName: 'Tamsulosin 0.4 mg Capsule',
      refillStatus: 'REFILLABLE',
      rxStatus: 'Profiled',
    }),
    // Theo's, which Sam sees and refills since Theo approved his access.
    prescription({
      rxNumber: '6100010',
      patientNumber: adult,
      drugName: 'Ibuprofen 600 mg Tablet',
      primaryStatus: 'IN_PROGRESS',
      promiseDateTime: at(1, '12:00'),
    }),
    prescription({
      rxNumber: '7200014',
      patientNumber: adult,
      drugName: 'Fluticasone 50 mcg Nasal Spray',
      refillStatus: 'REFILLABLE',
      patientPayAmount: 11.4,
      fillLocation: FACILITY_IDS.hydePark,
    }),
    prescription({
      rxNumber: '7200015',
      patientNumber: adult,
      drugName: 'Doxycycline 100 mg Capsule',
      refillStatus: 'NOT_REFILLABLE',
      patientPayAmount: 7.8,
    }),
  ]
}

/** Each prescription's 'Last Filled' and its quantity: its newest sale in the history; none when it was never sold. */
export function withLastFill(prescriptions: Prescription[], transactions: Transaction[]): Prescription[] {
  // One pass over the fills: the large account has thousands.
  const newest = new Map<string, Transaction>()
  for (const fill of transactions) {
    const last = newest.get(fill.rxNumber)
    if (fill.fillStatus === 'SOLD' && (!last || fill.fillDate >= last.fillDate)) newest.set(fill.rxNumber, fill)
  }
  return prescriptions.map((prescription) => {
    const last = newest.get(prescription.rxNumber)
    return last
      ? { ...prescription, lastFilledDate: last.fillDate, lastFillDispenseQuantity: last.quantity ?? 30 }
      : prescription
  })
}

function shopperNotifications(now: dayjs.Dayjs): Record<string, Notifications> {
  const date = now.format('YYYY-MM-DD')
  const none = {
    prescriptionNotifications: [],
    shipmentNotifications: [],
    adulthoodNotifications: [],
    accessNotifications: [],
  }
  const rx = (type: string, rxNumber: string, drugName: string) => ({
    type,
    patientNumber: PATIENT_NUMBERS.self,
    rxRecordNumber: `R${rxNumber}`,
    drugName,
    eventDate: date,
  })
  return {
    [PATIENT_NUMBERS.self]: {
      prescriptionNotifications: [
        rx('READY_FOR_PICKUP', '6100001', 'Atorvastatin 20 mg Tablet'),
        rx('OVERDUE', '7200002', 'Losartan 50 mg Tablet'),
        rx('REFILL_DUE', '7200001', 'Amlodipine 5 mg Tablet'),
        rx('SHIPMENT_NOTIFICATION', '6100009', 'Omeprazole 20 mg Capsule'),
        rx('REFILLABLE', '7200010', 'Oxycodone 5 mg Tablet'),
        rx('NEVER_FILLED', '7200005', 'Escitalopram 10 mg Tablet'),
        rx('NEVER_FILLED_WITH_CALL_TO_PRESCRIBER', '7200007', 'Montelukast 4 mg Chewable'),
        rx('REFILLABLE_WITH_CALL_TO_PRESCRIBER', '7200006', 'Gabapentin 300 mg Capsule'),
      ],
      shipmentNotifications: [{ shipmentId: 'SHP-55012', drugNames: ['Omeprazole 20 mg Capsule'], eventDate: date }],
      adulthoodNotifications: [],
      accessNotifications: [
        {
          type: 'PENDING',
          customerId: 'c-2201',
          firstName: 'Rosa',
          lastName: 'Shopper',
          careGiver: false,
          accessRequestedDate: date,
        },
        {
          type: 'APPROVED',
          customerId: 'c-2202',
          firstName: 'Theo',
          lastName: 'Shopper',
          careGiver: true,
          accessGrantedDate: date,
          accessExpiryDate: now.add(1, 'year').format('YYYY-MM-DD'),
        },
      ],
    },
    [PATIENT_NUMBERS.child]: none,
    [PATIENT_NUMBERS.pet]: none,
    // Theo's 18th birthday: the notice that Sam now needs his approval (which Theo has since given).
    [PATIENT_NUMBERS.adult]: {
      ...none,
      adulthoodNotifications: [
        { firstName: 'Theo', eventDate: now.subtract(THEO_ADULT_DAYS, 'day').format('YYYY-MM-DD') },
      ],
    },
  }
}

export const SHIPPING_METHODS: ShippingMethod[] = [
  { shippingMethodId: 'SM3', code: '3', description: 'OVERNIGHT SHIPPING', shippingCharge: 24.99 },
  { shippingMethodId: 'SM1', code: '1', description: 'STANDARD SHIPPING', shippingCharge: 0 },
  { shippingMethodId: 'SM2', code: '2', description: 'TWO DAY SHIPPING', shippingCharge: 12.99 },
]

/** A patient's auto refill enrolment at a pharmacy until `ends`, with the reminder to renew it. */
function autoRefill(facilityId: string, ends: dayjs.Dayjs, patientNumber: string) {
  return {
    isAutoRefillFlag: true,
    autoRefillFacilityId: facilityId,
    autoRefillProgramId: AUTO_REFILL_PROGRAM,
    autoRefillTerminationDate: ends.format('YYYY-MM-DD'),
    autoRefillReminder: {
      patientNum: patientNumber,
      programId: AUTO_REFILL_PROGRAM,
      dismissReminder: false,
      expirationTimestamp: ends.format('YYYY-MM-DD'),
    },
  }
}

export function seedPharmacyAccount(userId: string, now = dayjs()): PharmacyAccount | undefined {
  if (userId !== SHOPPER_USER_ID) return undefined
  const transactions = shopperTransactions(now)
  const phone = (areaCode: string, phoneNumber: string) => ({
    phoneId: `ph-${phoneNumber}`,
    phone: { countryCode: '1', areaCode, phoneNumber },
  })
  const home = {
    addressId: 'addr-1',
    usage: 'HOME1',
    address1: '1014 Vine St',
    address2: 'Apt 4B',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45202',
    default: true,
  }
  const patient = (
    number: string,
    firstName: string,
    relationshipType: Patient['relationshipType'],
    dateOfBirth: string,
  ): Patient => ({
    patientNumber: number,
    accountNumber: '7001234',
    firstName,
    lastName: 'Shopper',
    dateOfBirth,
    relationshipType,
    isPrimaryOnAccount: relationshipType === 'SELF',
    addresses: [home],
    mobilePhone: phone('513', '5550142'),
  })
  return {
    accountNumber: '7001234',
    patients: [
      {
        ...patient(PATIENT_NUMBERS.self, 'Sam', 'SELF', '1984-03-12'),
        emailAddress: { emailId: 'em-1', email: 'shopper@example.com' },
        loyaltyCardNumber: '49012345678',
        // Sam's enrolment ends in 30 days: expiring, with a reminder to renew.
        ...autoRefill(FACILITY_IDS.vine, now.add(30, 'day'), PATIENT_NUMBERS.self),
        // The family's home, and Sam's work address, which no one else shares.
        addresses: [
          home,
          {
            addressId: 'addr-2',
            usage: 'HOME2',
            address1: '250 E 5th St',
            city: 'Cincinnati',
            state: 'OH',
            zipCode: '45202',
            default: false,
          },
        ],
      },
      {
        ...patient(PATIENT_NUMBERS.child, 'Lily', 'CHILD', '2016-09-02'),
        // Lily's enrolment ended 5 days ago: her reminder to renew is waiting.
        ...autoRefill(FACILITY_IDS.hydePark, now.subtract(5, 'day'), PATIENT_NUMBERS.child),
      },
      patient(PATIENT_NUMBERS.pet, 'Biscuit', 'PET', '2019-05-20'),
      {
        ...patient(PATIENT_NUMBERS.adult, 'Theo', 'OTHER_ADULT', theoBirthDate(now)),
        mobilePhone: phone('513', '5550156'),
      },
    ],
    prescriptions: withLastFill(shopperPrescriptions(now), transactions),
    notifications: shopperNotifications(now),
    cart: [],
    // Sam texts for pickups and shipments; calls to his mobile phone are off.
    settings: {
      [PATIENT_NUMBERS.self]: {
        notifyByText: true,
        notifyByEmail: true,
        notifyByVoice: false,
        voiceNotificationPreference: 'MOBILE',
        smsPreferences: seedSmsPreferences(['READY_FOR_PICKUP', 'SHIPMENT_NOTIFICATION']),
      },
    },
    accessToCustomer: shopperAccess(now),
    accessByCustomer: shopperAccessToOthers(now),
    transactions,
    // Sam has not answered the marketing question yet, and no one is in 90-Day Supply.
    programEnrollments: {
      [PATIENT_NUMBERS.self]: [
        { programId: 'HCSS', programName: 'Health and Savings', externalCode: 'HCSS', enrollmentStatus: 'NEVER_ASKED' },
      ],
    },
  }
}

/**
 * Thirty months of fills at two stores, one series per prescription ever sold (each prescription's 'Last Filled' is
 * its newest): Sam's Amlodipine monthly at Vine Street (last 25 days ago, so a refill is due), Rosuvastatin monthly
 * (last 5 days ago: too soon to refill, and Sam's fill status is Sold), Losartan every other month at Hyde Park (one
 * returned 12 days ago), Gabapentin every three months, Oxycodone and Prednisone once; Lily's Cetirizine (sold 35 days
 * ago, one returned 20 days ago: Returned); Biscuit's Apoquel (last sold 31 days ago: Neither); Theo's Fluticasone
 * monthly at Hyde Park since he was 17 and Doxycycline once.
 */
function shopperTransactions(now: dayjs.Dayjs): Transaction[] {
  const earliest = now.subtract(30, 'month')
  const { self, child, pet, adult } = PATIENT_NUMBERS
  const { vine, hydePark } = FACILITY_IDS
  const drug = (
    rxNumber: string,
    patientNumber: string,
    drugName: string,
    facilityId: string,
    pay: number,
    quantity = 30,
  ) => ({ rxNumber, patientNumber, drugName, facilityId, pay, quantity })
  /** Sold fills from `lastDaysAgo` back every `everyDays` (once without it), newest first. */
  const series = (
    rx: ReturnType<typeof drug>,
    lastDaysAgo: number,
    { everyDays, since = earliest }: { everyDays?: number; since?: dayjs.Dayjs } = {},
  ) => {
    const fills: Transaction[] = []
    for (let day = now.subtract(lastDaysAgo, 'day'), sequence = 1; !day.isBefore(since); sequence++) {
      fills.push({
        rxNumber: rx.rxNumber,
        rxRecordNumber: `R${rx.rxNumber}`,
        rxFillSequence: sequence,
        patientNumber: rx.patientNumber,
        drugName: rx.drugName,
        fillDate: day.format('YYYY-MM-DD'),
        fillStatus: 'SOLD',
        facilityId: rx.facilityId,
        quantity: rx.quantity,
        patientPayAmount: rx.pay,
      })
      if (!everyDays) break
      day = day.subtract(everyDays, 'day')
    }
    return fills
  }
  const returned = (fill: Transaction | undefined, daysAgo: number): Transaction[] =>
    fill
      ? [
          {
            ...fill,
            rxFillSequence: 0,
            fillDate: now.subtract(daysAgo, 'day').format('YYYY-MM-DD'),
            fillStatus: 'Returned',
          },
        ]
      : []
  const losartan = series(drug('7200002', self, 'Losartan 50 mg Tablet', hydePark, 8.25), 70, { everyDays: 60 })
  const cetirizine = series(drug('7200003', child, 'Cetirizine 5 mg/5 mL Solution', hydePark, 4, 120), 35, {
    everyDays: 30,
  })
  return [
    ...series(drug('7200001', self, 'Amlodipine 5 mg Tablet', vine, 10), 25, { everyDays: 30 }),
    ...series(drug('7200009', self, 'Rosuvastatin 10 mg Tablet', vine, 9.1), 5, { everyDays: 30 }),
    ...losartan,
    ...returned(losartan[0], 12),
    ...series(drug('7200006', self, 'Gabapentin 300 mg Capsule', vine, 6.5), 95, { everyDays: 90 }),
    ...series(drug('7200010', self, 'Oxycodone 5 mg Tablet', vine, 14.2), 30),
    ...series(drug('7200008', self, 'Prednisone 10 mg Tablet', vine, 4), 200),
    ...cetirizine,
    ...returned(cetirizine[0], 20),
    ...series(drug('7200004', pet, 'Apoquel 16 mg Tablet', vine, 45.99), 31, { everyDays: 30 }),
    ...series(drug('7200014', adult, 'Fluticasone 50 mcg Nasal Spray', hydePark, 11.4, 16), 28, {
      everyDays: 30,
      since: now.subtract(THEO_ADULT_DAYS, 'day').subtract(1, 'year'),
    }),
    ...series(drug('7200015', adult, 'Doxycycline 100 mg Capsule', vine, 7.8, 20), 60),
  ]
}

/**
 * Who asked for, or has, access to Sam's records: Rosa's request waits for his answer (her dashboard notification),
 * Vera is his caregiver until 60 days from now, and Ike's access expired 10 days ago.
 */
function shopperAccess(now: dayjs.Dayjs): Relationship[] {
  const day = (offset: number) => now.add(offset, 'day').format('YYYY-MM-DD')
  const sam = { patientNumber: PATIENT_NUMBERS.self }
  return [
    {
      ...sam,
      customerId: 'c-2201',
      name: 'Rosa Shopper',
      relationshipRequestStatus: 'PENDING',
      relationshipType: 'OTHER_ADULT',
      requestType: 'ACCESS',
      accessRequestedDate: day(0),
    },
    {
      ...sam,
      customerId: 'c-2203',
      name: 'Vera Lopez',
      relationshipRequestStatus: 'APPROVED',
      relationshipType: 'CAREGIVER',
      requestType: 'MANAGE',
      accessRequestedDate: day(-201),
      accessGrantedDate: day(-200),
      accessExpiryDate: day(60),
    },
    {
      ...sam,
      customerId: 'c-2204',
      name: 'Ike Lopez',
      relationshipRequestStatus: 'EXPIRED',
      relationshipType: 'OTHER_ADULT',
      requestType: 'ACCESS',
      accessRequestedDate: day(-400),
      accessGrantedDate: day(-395),
      accessExpiryDate: day(-10),
    },
  ]
}

/** Theo turned 18 `THEO_ADULT_DAYS` ago. */
function theoBirthDate(now: dayjs.Dayjs) {
  return now.subtract(THEO_ADULT_DAYS, 'day').subtract(18, 'year').format('YYYY-MM-DD')
}

/**
 * Sam's access to other adults' records: Theo approved it today, for a year (his dashboard notification), after Sam
 * asked on Theo's 18th birthday.
 */
function shopperAccessToOthers(now: dayjs.Dayjs): Relationship[] {
  return [
    {
      patientNumber: PATIENT_NUMBERS.adult,
      customerId: SHOPPER_USER_ID,
      name: 'Theo Shopper',
      relationshipRequestStatus: 'APPROVED',
      relationshipType: 'OTHER_ADULT',
      requestType: 'ACCESS',
      accessRequestedDate: now.subtract(THEO_ADULT_DAYS, 'day').format('YYYY-MM-DD'),
      accessGrantedDate: now.format('YYYY-MM-DD'),
      accessExpiryDate: now.add(1, 'year').format('YYYY-MM-DD'),
    },
  ]
}

/**
 * A patient the pharmacy fills for who has no online link yet: what linking finds and then adds to an account, with
 * the fills (history) behind each prescription's 'Last Filled'.
 */
export type PatientRecord = { patient: Patient; prescriptions: Prescription[]; transactions: Transaction[] }

/** One sold fill of a record's prescription, `daysAgo` days before `now`, at the prescription's pharmacy. */
function soldFill(prescription: Prescription, daysAgo: number, now: dayjs.Dayjs): Transaction {
  return {
    rxNumber: prescription.rxNumber,
    rxRecordNumber: prescription.rxRecordNumber,
    rxFillSequence: 1,
    patientNumber: prescription.patientNumber,
    drugName: prescription.drugName,
    fillDate: now.subtract(daysAgo, 'day').format('YYYY-MM-DD'),
    fillStatus: 'SOLD',
    facilityId: prescription.fillLocation ?? null,
    quantity: 30,
    patientPayAmount: prescription.patientPayAmount ?? null,
  }
}

/** A record whose prescriptions' 'Last Filled' come from its fills. */
function recordOf(patient: Patient, prescriptions: Prescription[], transactions: Transaction[]): PatientRecord {
  return { patient, prescriptions: withLastFill(prescriptions, transactions), transactions }
}

/**
 * Nia New (new@example.com in the demo) fills at the Vine Street store and links her own record by prescription
 * number (README 'Demo accounts'): Rx 7300001, pharmacy phone 513-555-0170, born 06/15/1990.
 */
export const NEWCOMER_RECORD = {
  patientNumber: '2001',
  firstName: 'Nia',
  lastName: 'New',
  dateOfBirth: '1990-06-15',
  rxNumber: '7300001',
} as const

/** Nia's son and dog, whom she adds once linked: Milo (born 03/02/2018, Rx 7300101) and Pepper (08/08/2020, Rx 7300201). */
export const NEWCOMER_FAMILY = {
  child: { patientNumber: '2002', firstName: 'Milo', dateOfBirth: '2018-03-02', rxNumber: '7300101' },
  pet: { patientNumber: '2003', firstName: 'Pepper', dateOfBirth: '2020-08-08', rxNumber: '7300201' },
  /** Nia's father, an adult she may ask to see, care for or manage (born 09/30/1952, Rx 7300301). */
  parent: { patientNumber: '2004', firstName: 'Omar', dateOfBirth: '1952-09-30', rxNumber: '7300301' },
} as const

function familyRecord(
  member: (typeof NEWCOMER_FAMILY)[keyof typeof NEWCOMER_FAMILY],
  relationshipType: Patient['relationshipType'],
  drugName: string,
  now: dayjs.Dayjs,
): PatientRecord {
  const filled = prescription({
    rxNumber: member.rxNumber,
    patientNumber: member.patientNumber,
    drugName,
    refillStatus: 'REFILLABLE',
    patientPayAmount: 5,
  })
  return recordOf(
    {
      patientNumber: member.patientNumber,
      accountNumber: '7002001',
      firstName: member.firstName,
      lastName: 'New',
      dateOfBirth: member.dateOfBirth,
      relationshipType,
      isPrimaryOnAccount: false,
      addresses: [],
    },
    [filled],
    [soldFill(filled, 20, now)],
  )
}

/**
 * Lucía Reyes fills at Ralphs Silver Lake in Los Angeles and has no online account: a guest refill there (pharmacy
 * phone 323-555-0140, Rx 7300501, her phone 323-555-0188) offers Los Angeles's pickup times (decision 0105).
 */
const WESTERN_RECORD = {
  patientNumber: '2101',
  rxNumber: '7300501',
  mobile: { areaCode: '323', phoneNumber: '5550188' },
} as const

function westernRecord(now: dayjs.Dayjs): PatientRecord {
  const { patientNumber, rxNumber, mobile } = WESTERN_RECORD
  const metformin = prescription({
    rxNumber,
    patientNumber,
    drugName: 'Metformin 500 mg Tablet',
    refillStatus: 'REFILLABLE',
    patientPayAmount: 3.5,
    fillLocation: FACILITY_IDS.ralphs,
  })
  return recordOf(
    {
      patientNumber,
      accountNumber: '7002101',
      firstName: 'Lucía',
      lastName: 'Reyes',
      dateOfBirth: '1979-11-04',
      relationshipType: 'SELF',
      isPrimaryOnAccount: true,
      addresses: [],
      mobilePhone: { phoneId: 'ph-2101', phone: { countryCode: '1', ...mobile } },
    },
    [metformin],
    [soldFill(metformin, 28, now)],
  )
}

export function seedPatientRecords(now = dayjs()): PatientRecord[] {
  const { patientNumber, firstName, lastName, dateOfBirth } = NEWCOMER_RECORD
  const lisinopril = prescription({
    rxNumber: NEWCOMER_RECORD.rxNumber,
    patientNumber,
    drugName: 'Lisinopril 20 mg Tablet',
    refillStatus: 'REFILLABLE',
    patientPayAmount: 6.5,
  })
  return [
    westernRecord(now),
    familyRecord(NEWCOMER_FAMILY.child, 'CHILD', 'Amoxicillin 400 mg/5 mL Suspension', now),
    familyRecord(NEWCOMER_FAMILY.pet, 'PET', 'Apoquel 16 mg Tablet', now),
    // An adult's record: found as another adult, someone cared for or a managed adult (or as SELF, by its owner).
    familyRecord(NEWCOMER_FAMILY.parent, 'SELF', 'Metoprolol Succinate ER 25 mg Tablet', now),
    recordOf(
      {
        patientNumber,
        accountNumber: '7002001',
        firstName,
        lastName,
        dateOfBirth,
        relationshipType: 'SELF',
        isPrimaryOnAccount: true,
        addresses: [
          {
            addressId: 'addr-2001',
            usage: 'HOME1',
            address1: '200 Race St',
            city: 'Cincinnati',
            state: 'OH',
            zipCode: '45202',
            default: true,
          },
        ],
        mobilePhone: { phoneId: 'ph-2001', phone: { countryCode: '1', areaCode: '513', phoneNumber: '5550199' } },
      },
      [
        lisinopril,
        prescription({
          rxNumber: '7300002',
          patientNumber,
          drugName: 'Vitamin D3 1.25 mg Capsule',
          primaryStatus: 'READY_FOR_PICKUP',
          totalAmountDue: 4,
          promiseDateTime: `${now.format('YYYY-MM-DD')}T15:00:00`,
        }),
      ],
      [soldFill(lisinopril, 25, now)],
    ),
  ]
}

import dayjs from 'dayjs'
import type { Notifications, Patient, Prescription, Transaction } from '#app/upstream/rx-api.schema.ts'
import type { Relationship } from '#app/upstream/rx-link-api.schema.ts'
import { FACILITY_IDS, prescription, withLastFill, type PharmacyAccount } from './pharmacy-seed.ts'

/**
 * The large account (issue 34, README 'Demo accounts'): Cora Carter, caregiver@example.com, cares for twelve patients
 * (herself, six children, three pets, and her parents, who approved her access), with 400 prescriptions, 36 months of
 * fills and 40 notifications. Generated from a fixed seed, so every start (and every test) gets the same account;
 * dates are relative to `now`, as the shopper's are.
 */
export const CAREGIVER_USER_ID = '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a05'
export const CAREGIVER_LOYALTY_CARD = '49087654321'
const ACCOUNT_NUMBER = '7005000'

type Kind = 'adult' | 'child' | 'pet'
type Member = {
  patientNumber: string
  firstName: string
  dateOfBirth: string
  relationshipType: Patient['relationshipType']
  kind: Kind
  prescriptions: number
  notifications: number
}

/** Twelve patients, 400 prescriptions and 40 notifications between them: the parents take the most medicines. */
export const CAREGIVER_FAMILY: Member[] = [
  ['5001', 'Cora', '1979-04-22', 'SELF', 'adult', 60, 10],
  ['5002', 'Ruth', '1948-10-03', 'OTHER_ADULT', 'adult', 80, 6],
  ['5003', 'Walter', '1946-01-15', 'OTHER_ADULT', 'adult', 80, 6],
  ['5004', 'Maya', '2012-02-09', 'CHILD', 'child', 24, 2],
  ['5005', 'Eli', '2013-07-30', 'CHILD', 'child', 22, 2],
  ['5006', 'Nora', '2015-11-18', 'CHILD', 'child', 20, 2],
  ['5007', 'Leo', '2017-05-05', 'CHILD', 'child', 18, 2],
  ['5008', 'Ivy', '2019-09-12', 'CHILD', 'child', 16, 2],
  ['5009', 'Finn', '2022-01-27', 'CHILD', 'child', 14, 2],
  ['5010', 'Rufus', '2016-06-01', 'PET', 'pet', 24, 2],
  ['5011', 'Mittens', '2018-03-14', 'PET', 'pet', 22, 2],
  ['5012', 'Juniper', '2021-08-08', 'PET', 'pet', 20, 2],
].map(([patientNumber, firstName, dateOfBirth, relationshipType, kind, prescriptions, notifications]) => ({
  patientNumber: patientNumber as string,
  firstName: firstName as string,
  dateOfBirth: dateOfBirth as string,
  relationshipType: relationshipType as Patient['relationshipType'],
  kind: kind as Kind,
  prescriptions: prescriptions as number,
  notifications: notifications as number,
}))

const DRUGS: Record<Kind, string[]> = {
  adult: [
    'Atorvastatin 40 mg Tablet',
    'Lisinopril 20 mg Tablet',
    'Metformin 1000 mg Tablet',
    'Amlodipine 10 mg Tablet',
    'Levothyroxine 75 mcg Tablet',
    'Omeprazole 40 mg Capsule',
    'Losartan 100 mg Tablet',
    'Metoprolol Succinate ER 50 mg Tablet',
    'Sertraline 100 mg Tablet',
    'Gabapentin 600 mg Tablet',
    'Hydrochlorothiazide 12.5 mg Capsule',
    'Simvastatin 20 mg Tablet',
    'Pantoprazole 40 mg Tablet',
    'Furosemide 40 mg Tablet',
    'Tamsulosin 0.4 mg Capsule',
    'Escitalopram 20 mg Tablet',
    'Rosuvastatin 20 mg Tablet',
    'Bupropion XL 150 mg Tablet',
    'Trazodone 50 mg Tablet',
    'Montelukast 10 mg Tablet',
    'Fluticasone 50 mcg Nasal Spray',
    'Albuterol 90 mcg Inhaler',
    'Prednisone 20 mg Tablet',
    'Amoxicillin 500 mg Capsule',
    'Azithromycin 250 mg Tablet',
    'Cephalexin 500 mg Capsule',
    'Meloxicam 15 mg Tablet',
    'Cyclobenzaprine 10 mg Tablet',
    'Warfarin 5 mg Tablet',
    'Apixaban 5 mg Tablet',
    'Clopidogrel 75 mg Tablet',
    'Carvedilol 12.5 mg Tablet',
    'Glipizide 5 mg Tablet',
    'Insulin Glargine 100 units/mL Pen',
    'Donepezil 10 mg Tablet',
    'Alendronate 70 mg Tablet',
    'Allopurinol 100 mg Tablet',
    'Finasteride 5 mg Tablet',
    'Latanoprost 0.005% Eye Drops',
  ],
  child: [
    'Amoxicillin 400 mg/5 mL Suspension',
    'Cefdinir 250 mg/5 mL Suspension',
    'Azithromycin 200 mg/5 mL Suspension',
    'Cetirizine 5 mg/5 mL Solution',
    'Montelukast 5 mg Chewable',
    'Albuterol 90 mcg Inhaler',
    'Fluticasone 44 mcg Inhaler',
    'Methylphenidate ER 18 mg Tablet',
    'Guanfacine ER 1 mg Tablet',
    'Ondansetron 4 mg ODT',
    'Prednisolone 15 mg/5 mL Solution',
    'Mupirocin 2% Ointment',
    'Hydrocortisone 2.5% Cream',
    'Loratadine 5 mg/5 mL Syrup',
  ],
  pet: [
    'Apoquel 16 mg Tablet',
    'Carprofen 75 mg Chewable',
    'Gabapentin 100 mg Capsule',
    'Cephalexin 250 mg Capsule',
    'Methimazole 5 mg Tablet',
    'Prednisolone 5 mg Tablet',
    'Metronidazole 250 mg Tablet',
    'Fluoxetine 20 mg Capsule',
    'Enalapril 5 mg Tablet',
  ],
}

const PRESCRIBERS: Record<Kind, Array<[string, string]>> = {
  adult: [
    ['Priya', 'Patel'],
    ['Daniel', 'Kim'],
    ['Helen', 'Okafor'],
    ['Marcus', 'Webb'],
  ],
  child: [
    ['Sofia', 'Alvarez'],
    ['James', 'Liu'],
  ],
  pet: [
    ['Morgan', 'Reyes'],
    ['Tessa', 'Hall'],
  ],
}

const PRICES = [0, 3.5, 4, 6.5, 8.25, 10, 12.75, 15, 22.4, 35, 48.99]
/** The share of each kind's prescriptions taken for months (the rest are a course of one or two fills). */
const CHRONIC_SHARE: Record<Kind, number> = { adult: 0.65, child: 0.3, pet: 0.5 }
/** The pharmacy's statuses for a prescription being worked on (spec 2 'Tracker statuses'), with their secondaries. */
const ON_HOLD = [
  ['AWAITING_RESTOCK', 'We expect this medication back in stock within two days.'],
  ['CONTACTED_INSURER', 'We are waiting for your insurance to approve this prescription.'],
  ['CONTACTED_PRESCRIBER', 'We have asked the prescriber to confirm this prescription.'],
  ['RESCHEDULED', 'Your pickup time has changed.'],
] as const
const LOOKBACK_DAYS = 36 * 30
/** The family fills on its weekly pharmacy run, so a visit (a receipt) holds several fills. */
const VISIT_EVERY_DAYS = 7

/** A small seeded generator (mulberry32): the same numbers on every start. */
function generator(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    chance: (share: number) => next() < share,
  }
}

/** A day `daysAgo` before `now`, moved to the family's pharmacy run of that week. */
const visitDay = (now: dayjs.Dayjs, daysAgo: number) =>
  now.subtract(Math.ceil(daysAgo / VISIT_EVERY_DAYS) * VISIT_EVERY_DAYS, 'day').format('YYYY-MM-DD')

type Generated = { prescription: Prescription; fills: Transaction[] }

/**
 * One prescription and its fills. A long-term one is filled every 30 days (90 by mail) up to its last fill, which
 * sets its refill status; a course is filled once or twice and is not refillable. A few were never filled.
 */
function generatePrescription(
  random: ReturnType<typeof generator>,
  member: Member,
  rxNumber: string,
  now: dayjs.Dayjs,
  { due = false }: { due?: boolean } = {},
): Generated {
  const { kind, patientNumber } = member
  const chronic = due || random.chance(CHRONIC_SHARE[kind])
  const mailOrder = kind === 'adult' && chronic && !due && random.chance(0.15)
  const facility = mailOrder
    ? FACILITY_IDS.mailOrder
    : kind === 'pet' || random.chance(0.6)
      ? FACILITY_IDS.vine
      : FACILITY_IDS.hydePark
  const [firstName, lastName] = random.pick(PRESCRIBERS[kind])
  const every = mailOrder ? 90 : 30
  const quantity = mailOrder ? 90 : 30
  const pay = random.pick(PRICES)
  const neverFilled = !due && random.chance(0.03)
  // The newest fill: a third of the long-term ones are current (filled within the last interval or so), the rest
  // ended some time in the 36 months; `due` ones are about to need a refill.
  const lastDaysAgo = due
    ? random.int(Math.round(every * 0.8), Math.round(every * 1.6))
    : chronic && random.chance(0.3)
      ? random.int(0, Math.round(every * 1.4))
      : random.int(0, LOOKBACK_DAYS - 1)
  const count = neverFilled ? 0 : chronic ? random.int(6, 12) : random.int(1, 2)
  const fills: Transaction[] = []
  for (let sequence = 1, daysAgo = lastDaysAgo; sequence <= count && daysAgo < LOOKBACK_DAYS; sequence++) {
    fills.push({
      rxNumber,
      rxRecordNumber: `R${rxNumber}`,
      rxFillSequence: sequence,
      patientNumber,
      drugName: '',
      fillDate: visitDay(now, daysAgo),
      fillStatus: 'SOLD',
      facilityId: facility,
      quantity,
      patientPayAmount: pay,
    })
    daysAgo += every
  }
  const since = count > 0 ? lastDaysAgo : Infinity
  const refillStatus: Prescription['refillStatus'] = neverFilled
    ? random.chance(0.3)
      ? 'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER'
      : 'NEVER_FILLED'
    : !chronic || since > every * 4
      ? 'NOT_REFILLABLE'
      : since < every * 0.7
        ? 'REFILL_TOO_SOON'
        : since <= every * 1.3
          ? random.chance(0.15)
            ? 'REFILLABLE_WITH_CALL_TO_PRESCRIBER'
            : 'REFILLABLE'
          : 'OVERDUE'
  const drugName = random.pick(DRUGS[kind])
  for (const fill of fills) fill.drugName = drugName
  return {
    prescription: prescription({
      rxNumber,
      patientNumber,
      drugName,
      refillStatus,
      prescriber: { firstName, lastName, active: !random.chance(0.03) },
      patientPayAmount: random.chance(0.05) ? 0.0001 : pay,
      requiresCallToDoctor: refillStatus?.endsWith('CALL_TO_PRESCRIBER') ?? false,
      isRetail: !mailOrder,
      fillLocation: facility,
      allowDelivery: facility === FACILITY_IDS.vine && random.chance(0.4),
      rxEligibleForAutoRefill: chronic && !mailOrder,
      rxIn90Days: mailOrder,
    }),
    fills,
  }
}

/** A returned fill, a few days after one sold: it brings the price back. */
const returnOf = (fill: Transaction, now: dayjs.Dayjs): Transaction => ({
  ...fill,
  rxFillSequence: 0,
  fillDate: dayjs(fill.fillDate).add(VISIT_EVERY_DAYS, 'day').isAfter(now)
    ? fill.fillDate
    : dayjs(fill.fillDate).add(VISIT_EVERY_DAYS, 'day').format('YYYY-MM-DD'),
  fillStatus: 'Returned',
})

/**
 * A third of the refills due are being worked on now (spec 2 'Tracker statuses'): ready at the store, in progress,
 * on hold for one of the reasons, out for delivery where the store delivers, or shipped from the mail-order pharmacy.
 */
function workOn(random: ReturnType<typeof generator>, prescriptions: Prescription[], now: dayjs.Dayjs) {
  const at = (days: number, time: string) => `${now.add(days, 'day').format('YYYY-MM-DD')}T${time}:00`
  const current = prescriptions.filter((each) => each.refillStatus === 'REFILLABLE' || each.refillStatus === 'OVERDUE')
  current.forEach((each, index) => {
    if (index % 3 !== 0) return
    const mail = !each.isRetail
    const roll = random.int(0, 4)
    each.refillStatus = 'REFILL_TOO_SOON'
    if (mail) {
      each.primaryStatus = 'SHIPPED'
    } else if (roll <= 1) {
      each.primaryStatus = 'READY_FOR_PICKUP'
      each.totalAmountDue = each.patientPayAmount ?? null
      each.promiseDateTime = at(0, '16:00')
    } else if (roll === 3 && each.allowDelivery) {
      each.primaryStatus = 'DELIVERY'
      each.promiseDateTime = at(1, '14:00')
    } else if (roll <= 3) {
      each.primaryStatus = 'IN_PROGRESS'
      each.promiseDateTime = at(1, '12:30')
    } else {
      const [secondaryStatus, statusDetailMessage] = random.pick(ON_HOLD)
      Object.assign(each, { primaryStatus: 'ON_HOLD', secondaryStatus, statusDetailMessage })
    }
  })
}

/** The notification a refill status gives (spec 2 'Prescription notification types'); none for the others. */
const REFILL_NOTIFICATIONS: Partial<Record<string, string>> = {
  OVERDUE: 'OVERDUE',
  REFILLABLE: 'REFILL_DUE',
  NEVER_FILLED: 'NEVER_FILLED',
  NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: 'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
  REFILLABLE_WITH_CALL_TO_PRESCRIBER: 'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
}

/** What each patient's notifications say of their own prescriptions, as many as the member has. */
function notificationsOf(member: Member, prescriptions: Prescription[], now: dayjs.Dayjs, access: Relationship[]) {
  const eventDate = now.format('YYYY-MM-DD')
  const typeOf = (each: Prescription) =>
    each.primaryStatus === 'READY_FOR_PICKUP'
      ? 'READY_FOR_PICKUP'
      : each.primaryStatus === 'SHIPPED'
        ? 'SHIPMENT_NOTIFICATION'
        : each.primaryStatus
          ? null
          : (REFILL_NOTIFICATIONS[each.refillStatus ?? ''] ?? null)
  // The parents' approvals are news on Cora's dashboard, as Theo's is on Sam's.
  const accessNotifications =
    member.relationshipType === 'SELF'
      ? access.map((relationship) => ({
          type: 'APPROVED',
          customerId: `c-${relationship.patientNumber}`,
          firstName: relationship.name?.split(' ')[0] ?? '',
          lastName: 'Carter',
          careGiver: true,
          accessGrantedDate: relationship.accessGrantedDate ?? eventDate,
          accessExpiryDate: relationship.accessExpiryDate ?? null,
        }))
      : []
  const prescriptionNotifications = prescriptions
    .filter((each) => each.patientNumber === member.patientNumber && typeOf(each))
    .slice(0, member.notifications - accessNotifications.length)
    .map((each) => ({
      type: typeOf(each)!,
      patientNumber: member.patientNumber,
      rxRecordNumber: each.rxRecordNumber,
      drugName: each.drugName,
      eventDate,
    }))
  return {
    prescriptionNotifications,
    shipmentNotifications: [],
    adulthoodNotifications: [],
    accessNotifications,
  } satisfies Notifications
}

/** Cora's parents approved her access to their prescriptions (each is a patient of her account, decision 0081). */
function parentsAccess(now: dayjs.Dayjs): Relationship[] {
  const day = (offset: number) => now.add(offset, 'day').format('YYYY-MM-DD')
  return CAREGIVER_FAMILY.filter((member) => member.relationshipType === 'OTHER_ADULT').map((member) => ({
    patientNumber: member.patientNumber,
    customerId: CAREGIVER_USER_ID,
    name: `${member.firstName} Carter`,
    relationshipRequestStatus: 'APPROVED',
    relationshipType: 'OTHER_ADULT',
    requestType: 'ACCESS',
    accessRequestedDate: day(-400),
    accessGrantedDate: day(-398),
    accessExpiryDate: day(330),
  }))
}

export function seedCaregiverAccount(userId: string, now = dayjs()): PharmacyAccount | undefined {
  if (userId !== CAREGIVER_USER_ID) return undefined
  const random = generator(34)
  const home = {
    addressId: 'addr-5001',
    usage: 'HOME1',
    address1: '812 Delta Ave',
    city: 'Cincinnati',
    state: 'OH',
    zipCode: '45208',
    default: true,
  }
  const generated = CAREGIVER_FAMILY.flatMap((member, memberIndex) =>
    Array.from({ length: member.prescriptions }, (_, index) =>
      // Each patient's first few are due for a refill: something for their notifications to tell.
      generatePrescription(random, member, String(8_000_001 + memberIndex * 100 + index), now, { due: index < 3 }),
    ),
  )
  const transactions = generated.flatMap(({ fills }) => [
    ...fills,
    ...fills.filter(() => random.chance(0.02)).map((fill) => returnOf(fill, now)),
  ])
  const prescriptions = withLastFill(
    generated.map((each) => each.prescription),
    transactions,
  )
  workOn(random, prescriptions, now)
  const access = parentsAccess(now)
  const patients = CAREGIVER_FAMILY.map((member): Patient => ({
    patientNumber: member.patientNumber,
    accountNumber: ACCOUNT_NUMBER,
    firstName: member.firstName,
    lastName: 'Carter',
    dateOfBirth: member.dateOfBirth,
    relationshipType: member.relationshipType,
    isPrimaryOnAccount: member.relationshipType === 'SELF',
    addresses: [home],
    ...(member.relationshipType === 'SELF'
      ? {
          emailAddress: { emailId: 'em-5001', email: 'caregiver@example.com' },
          loyaltyCardNumber: CAREGIVER_LOYALTY_CARD,
          mobilePhone: { phoneId: 'ph-5001', phone: { countryCode: '1', areaCode: '513', phoneNumber: '5550177' } },
        }
      : {}),
  }))
  return {
    accountNumber: ACCOUNT_NUMBER,
    patients,
    prescriptions,
    notifications: Object.fromEntries(
      CAREGIVER_FAMILY.map((member) => [member.patientNumber, notificationsOf(member, prescriptions, now, access)]),
    ),
    cart: [],
    accessByCustomer: access,
    transactions,
  }
}

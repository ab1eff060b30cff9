import { z } from 'zod'
import { PRESCRIPTION_REQUEST_TYPES } from './rx-api.constants.ts'

/**
 * The pharmacy API's shapes (the rx service, its anonymous guest paths
 * included; spec 2 sections 3 and 7). Where the spec says 'not shown', the
 * shape here is our contract with the simulated back office; fields the app
 * does not read are left out so upstream additions never break it. The
 * pharmacies themselves come from the locator (pharmacy-locator.schema.ts),
 * the banner message from the content service (content.schema.ts).
 */
export const RX_PATHS = {
  patientProfiles: '/rx/api/patient-profiles/',
  notifications: (patientNumber: string) => `/rx/api/notifications/${encodeURIComponent(patientNumber)}`,
  notificationsDismiss: '/rx/api/notifications/dismiss',
  prescriptions: '/rx/api/prescription/patient/prescriptions',
  prescription: (rxNumber: string) => `/rx/api/prescription/${encodeURIComponent(rxNumber)}`,
  cart: '/rx/api/cart',
  cartClear: '/rx/api/cart/clear',
  shippingMethods: '/rx/api/shipping-methods',
  ordersStage: '/rx/api/orders-stage',
  paymentIntent: '/rx/api/payment-intent',
  session: '/rx-security-api/session',
  bannerProfile: '/rx/api/banner/profile',
  deliveryOptions: (facilityId: string) =>
    `/rx/api/delivery-facility/${encodeURIComponent(facilityId)}/delivery-options`,
  fillLocations: (patientNumber: string) =>
    `/rx/api/prescription-patient/${encodeURIComponent(patientNumber)}/fill-locations`,
  prescriptionRequest: '/rx/api/prescription-request',
  deliveryOrdersStage: '/rx/api/delivery-orders-stage',
  onlinePayments: (userId: string) => `/rx/api/online-payment/${encodeURIComponent(userId)}/payments`,
  onlinePaymentAssociate: (paymentId: string) =>
    `/rx/api/online-payment/${encodeURIComponent(paymentId)}/payment/associate`,
  /** A patient's addresses (spec 2 section 7: GET /addresses ?patientNumber; POST, PATCH, DELETE per patient). */
  addresses: '/rx/api/addresses',
  patientAddresses: (patientNumber: string) => `/rx/api/patient/${encodeURIComponent(patientNumber)}/addresses`,
  patientAddress: (patientNumber: string, addressId: string) =>
    `/rx/api/patient/${encodeURIComponent(patientNumber)}/addresses/${encodeURIComponent(addressId)}`,
  loyaltyCard: (patientNumber: string) => `/rx/api/patient/${encodeURIComponent(patientNumber)}/loyaltyCardNumber`,
  autoRefillEnroll: (patientNumber: string) =>
    `/rx/api/patient/${encodeURIComponent(patientNumber)}/auto-refill/enroll`,
  /** Bulk auto refill enrolment of a patient's prescriptions. */
  patientPrescriptions: (patientNumber: string) =>
    `/rx/api/prescription-patient/${encodeURIComponent(patientNumber)}/prescriptions`,
  /** Prescription history: a patient's fills between two dates, and one prescription's fills (spec 2 section 7). */
  transactions: '/rx/api/prescription/transactions',
  prescriptionTransactions: (rxNumber: string) => `/rx/api/prescription/${encodeURIComponent(rxNumber)}/transactions`,
  /** The receipts of a loyalty card (spec 2 section 7, `?loyaltyId`). */
  receipts: '/rx/api/receipt-loyalty',
  /** The programs the pharmacy offers, and a patient's enrolments in them (GET and PUT; the patient in a header). */
  patientPrograms: '/rx/api/patient-programs',
  programEnrollments: '/rx/api/patient-program-enrollments',
  /** A patient's reminder of a program (auto refill's renewal): GET, PUT (dismiss), DELETE; path not shown. */
  programReminders: '/rx/api/program-reminders',
  /** Mocks only: puts the demo pharmacy account back as seeded (a test's fresh start). */
  mockDemoPharmacy: '/rx/api/mock/demo-pharmacy',
  monograph: (productNumber: string) => `/rx/api/product-monograph/${encodeURIComponent(productNumber)}/monograph`,
  /** The product's pictures for its monograph (spec 2 section 7; `?productNumber`). */
  monographImages: '/rx/api/product-monograph/images',
  /**
   * The digital vaccine record (spec 2 section 7; shapes not shown, decision 0072): the text message with its link,
   * the check of birth date and phone, and the record the check's token opens.
   */
  dvrSecureMessage: '/rx-security-api/dvr/secure-message',
  dvrVerify: '/rx/api/dvr/verify-dvr',
  dvrSmartHealthCard: '/rx/api/dvr/smart-health-card',
  /** Guests (spec 2 section 7, anonymous base path): the tracker link, the birth-date check and the verified guest's data. */
  textVerification: '/rx/api/anonymous/text-verification',
  guestVerification: '/rx/api/anonymous/guest-verification',
  guestPatientProfiles: '/rx/api/anonymous/guest-patient-profiles',
  guestPrescriptions: '/rx/api/anonymous/prescription/guest/prescriptions',
  guestRefillValidate: '/rx/api/anonymous/guest-refill/validate-prescriptions-full',
  guestRefillOrder: '/rx/api/anonymous/guest-refill/order',
  guestPrescriptionRequest: '/rx/api/anonymous/prescription-request',
} as const

export const TRACKER_STATUSES = ['READY_FOR_PICKUP', 'IN_PROGRESS', 'ON_HOLD', 'DELIVERY', 'SHIPPED'] as const
export type TrackerStatus = (typeof TRACKER_STATUSES)[number]

export const SECONDARY_STATUSES = [
  'AWAITING_RESTOCK',
  'RESCHEDULED',
  'CONTACTED_INSURER',
  'CONTACTED_PRESCRIBER',
] as const
export type SecondaryStatus = (typeof SECONDARY_STATUSES)[number]

export const REFILL_STATUSES = [
  'REFILLABLE',
  'OVERDUE',
  'NEVER_FILLED',
  'REFILLABLE_WITH_CALL_TO_PRESCRIBER',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
  'NOT_REFILLABLE',
  'REFILL_TOO_SOON',
] as const
export type RefillStatus = (typeof REFILL_STATUSES)[number]

const RELATIONSHIP_TYPES = ['SELF', 'CHILD', 'PET', 'OTHER_ADULT', 'CAREGIVER', 'MANAGED_ADULT'] as const

const phoneSchema = z.object({
  phoneId: z.string().nullish(),
  phone: z.object({ countryCode: z.string().nullish(), areaCode: z.string(), phoneNumber: z.string() }),
})

export const patientAddressSchema = z.object({
  addressId: z.string(),
  usage: z.string().nullish(),
  address1: z.string(),
  address2: z.string().nullish(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  default: z.boolean().optional(),
})
export type PatientAddress = z.infer<typeof patientAddressSchema>

/** Spec 2 'SMS preferences': per notification type, whether texts are wanted, and a warning to show beside it. */
const smsPreferenceSchema = z.object({
  type: z.string().max(40),
  selected: z.boolean(),
  warning: z.string().max(300).nullish(),
})
/** GET and POST /notification-settings/{n}: how a patient hears from the pharmacy (spec 2 'Patient'). */
export const notificationSettingsSchema = z.object({
  notifyByText: z.boolean(),
  notifyByEmail: z.boolean(),
  notifyByVoice: z.boolean(),
  voiceNotificationPreference: z.enum(['HOME', 'MOBILE', 'UNKNOWN']),
  smsPreferences: z.array(smsPreferenceSchema).max(20).default([]),
})
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>

export const addressesResponseSchema = z.object({ addresses: z.array(patientAddressSchema).max(20) })

/** An address as the pharmacy takes it (POST or PATCH). */
export type PatientAddressRequest = {
  address1: string
  address2?: string
  city: string
  state: string
  zipCode: string
}

export const patientSchema = z.object({
  patientNumber: z.string(),
  accountNumber: z.string().nullish(),
  firstName: z.string(),
  middleName: z.string().nullish(),
  lastName: z.string(),
  suffix: z.string().nullish(),
  dateOfBirth: z.string().nullish(),
  relationshipType: z.enum(RELATIONSHIP_TYPES),
  isPrimaryOnAccount: z.boolean().optional(),
  addresses: z.array(patientAddressSchema).default([]),
  homePhone: phoneSchema.nullish(),
  mobilePhone: phoneSchema.nullish(),
  emailAddress: z.object({ emailId: z.string().nullish(), email: z.string() }).nullish(),
  loyaltyCardNumber: z.string().nullish(),
  alternateId: z.string().nullish(),
  isAutoRefillFlag: z.boolean().optional(),
  /** Auto refill (spec 2 'Patient'): where, which program, and until when the enrolment lasts. */
  autoRefillFacilityId: z.string().max(20).nullish(),
  autoRefillProgramId: z.string().max(40).nullish(),
  autoRefillTerminationDate: z.string().max(30).nullish(),
  autoRefillReminder: z
    .object({
      patientNum: z.string().max(20).nullish(),
      dismissReminder: z.boolean().default(false),
      programId: z.string().max(40).nullish(),
      expirationTimestamp: z.string().max(40).nullish(),
    })
    .nullish(),
  hasMailOrderTransactions: z.boolean().optional(),
})
export type Patient = z.infer<typeof patientSchema>
export const patientProfilesResponseSchema = z.object({ patients: z.array(patientSchema) })

const productSchema = z.object({ productNumber: z.string(), productName: z.string().nullish() })

export const prescriptionSchema = z.object({
  rxNumber: z.string(),
  rxRecordNumber: z.string(),
  rxFillSequence: z.number().int().nullish(),
  patientNumber: z.string(),
  /** Refill-list status; absent for prescriptions that cannot appear on the refill list. */
  refillStatus: z.enum(REFILL_STATUSES).nullish(),
  /** Tracker status while the pharmacy works on a fill; unknown values are tolerated and not tracked. */
  primaryStatus: z.string().nullish(),
  secondaryStatus: z.string().nullish(),
  statusDetailMessage: z.string().nullish(),
  rxStatus: z.string().nullish(),
  fillStatus: z.string().nullish(),
  drugName: z.string(),
  prescriber: z.object({ firstName: z.string(), lastName: z.string(), active: z.boolean() }).nullish(),
  prescriptionProduct: productSchema.nullish(),
  dispensedProduct: productSchema.nullish(),
  lastFillDispenseQuantity: z.number().nullish(),
  totalAmountDue: z.number().nullish(),
  patientPayAmount: z.number().nullish(),
  promiseDateTime: z.string().nullish(),
  lastFilledDate: z.string().nullish(),
  lastRefillDate: z.string().nullish(),
  hidden: z.boolean().optional(),
  isRetail: z.boolean().default(true),
  rxEligibleForAutoRefill: z.boolean().optional(),
  rxEnrolledAutoRefill: z.boolean().optional(),
  /** The 90-day supply program: the prescription is (or can be) filled for 90 days. */
  rxIn90Days: z.boolean().optional(),
  /** The refill program a prescription belongs to, such as MEDSYNC (shown where carried). */
  rxRefillProgram: z.string().max(40).nullish(),
  requiresCallToDoctor: z.boolean().default(false),
  scheduleTwoDrug: z.boolean().default(false),
  allowDelivery: z.boolean().default(false),
  /** The facility id the fill is picked up at (or shipped from, for mail order). */
  fillLocation: z.string().nullish(),
  /** The card a fill was paid with online (spec 2 'paymentInformation'); absent while unpaid. */
  paymentInformation: z
    .object({ brand: z.string().nullish(), lastFour: z.string().nullish(), expired: z.boolean().nullish() })
    .nullish(),
})
export type Prescription = z.infer<typeof prescriptionSchema>
export const prescriptionsResponseSchema = z.object({ prescriptions: z.array(prescriptionSchema) })

export const cartItemSchema = z.object({
  rxNumber: z.string(),
  patientNumber: z.string(),
  drugName: z.string(),
  facilityId: z.string(),
  expiryDate: z.string().nullish(),
  patientPay: z.number().nullish(),
  lastFillDispenseQuantity: z.number().nullish(),
  primaryStatus: z.object({ code: z.string() }).nullish(),
  retail: z.boolean(),
  requiresCallToDoctor: z.boolean().default(false),
  scheduleTwoDrug: z.boolean().default(false),
  prescriptionProduct: productSchema.nullish(),
  lastRefillDate: z.string().nullish(),
})
export type CartItem = z.infer<typeof cartItemSchema>
export const cartResponseSchema = z.object({ items: z.array(cartItemSchema) })
export const addToCartRequestSchema = z.object({ rxNumber: z.string(), patientNumber: z.string() })
export const removeFromCartRequestSchema = z.object({ rxNumbers: z.array(z.string()).min(1) })

/** The prescription list is always sent (an empty one when there is nothing); the others may be left out. */
export const notificationsResponseSchema = z.object({
  prescriptionNotifications: z.array(
    z.object({
      type: z.string(),
      patientNumber: z.string(),
      rxRecordNumber: z.string().nullish(),
      drugName: z.string().nullish(),
      /** Date only, YYYY-MM-DD. */
      eventDate: z.string(),
    }),
  ),
  shipmentNotifications: z
    .array(z.object({ shipmentId: z.string(), drugNames: z.array(z.string()), eventDate: z.string() }))
    .default([]),
  adulthoodNotifications: z.array(z.object({ firstName: z.string(), eventDate: z.string().nullish() })).default([]),
  accessNotifications: z
    .array(
      z.object({
        type: z.string(),
        customerId: z.string(),
        firstName: z.string(),
        lastName: z.string(),
        careGiver: z.boolean().default(false),
        accessExpiryDate: z.string().nullish(),
        accessRequestedDate: z.string().nullish(),
        accessGrantedDate: z.string().nullish(),
      }),
    )
    .default([]),
})
export type Notifications = z.infer<typeof notificationsResponseSchema>

/** PUT /notifications/dismiss: the notification's event, as spec 2 names its fields (decision 0064). */
export type NotificationEvent = {
  type: string
  patientNumber: string
  rxRecordNumber?: string
  /** YYYY-MM-DD: the date only. */
  eventDate?: string
  shipmentId?: string
  customerId?: string
}

export const shippingMethodSchema = z.object({
  shippingMethodId: z.string(),
  code: z.string(),
  description: z.string(),
  shippingCharge: z.number(),
})
export type ShippingMethod = z.infer<typeof shippingMethodSchema>
export const shippingMethodsResponseSchema = z.object({ shippingMethods: z.array(shippingMethodSchema) })

/** MM/DD/YYYY, as the customer profile gives its dates (spec 1 section 3). */
const profileDateSchema = z.string().regex(/^\d{2}\/\d{2}\/\d{4}$/)

/**
 * POST /payment-intent (spec 2 section 3 'Payment intent'): the wallet's calls at checkout carry its id. Strict, so
 * the simulated back office refuses a misnamed field. Name, loyalty id and email always go (spec 2 section 9's
 * placeholder when unknown); the rest only when known: a guest has no account dates nor verification flags.
 */
export const paymentIntentRequestSchema = z.strictObject({
  mailOrder: z.boolean(),
  allowedCardTypes: z.tuple([z.literal('ACH_CARD')]),
  customer: z.strictObject({
    accountNumber: z.string().min(1),
    name: z.string().min(1),
    loyaltyId: z.string().min(1),
    email: z.string().min(1),
    isEmailConfirmed: z.boolean().optional(),
    /** 10 digits, nothing else. */
    phone: z
      .string()
      .regex(/^\d{10}$/)
      .optional(),
    isMobilePhoneVerified: z.boolean().optional(),
    address: z
      .strictObject({
        addressLine1: z.string().min(1),
        addressLine2: z.string().min(1).optional(),
        city: z.string().min(1),
        state: z.string().min(1),
        zipCode: z.string().min(1),
      })
      .optional(),
    dateCreated: profileDateSchema.optional(),
    dateRegistrationConfirmed: profileDateSchema.optional(),
    dateMobilePhoneVerified: profileDateSchema.optional(),
  }),
})
export type PaymentIntentRequest = z.infer<typeof paymentIntentRequestSchema>
export const paymentIntentResponseSchema = z.object({ paymentIntentId: z.string() })

/** POST /orders-stage (spec 2 section 3 'Order payloads'). */
export const submitOrderRequestSchema = z.object({
  orderType: z.enum(['MAILORDER', 'PICKUP', 'DELIVERY']),
  /** DW: the saved card (digital wallet) pays now; absent: pay at store. */
  paymentType: z.enum(['DW', 'ONLINE_PAYMENT']).optional(),
  /** ISO date-time of the chosen pickup slot, or the delivery date. */
  pickupTime: z.string().optional(),
  orderRevenue: z.number(),
  cardId: z.string().optional(),
  shippingMethodId: z.string().optional(),
  addressId: z.string().optional(),
  facilityId: z.string().optional(),
  prescriptions: z.array(z.object({ rxNumber: z.string(), patientNumber: z.string() })).min(1),
})
export type SubmitOrderRequest = z.infer<typeof submitOrderRequestSchema>
export const submitOrderResponseSchema = z.object({ orderId: z.string() })

export const rxSessionSchema = z.object({
  active: z.boolean(),
  status: z.string(),
  patientNumber: z.string().nullish(),
  authenticatedPatientNumber: z.string().nullish(),
})
export type RxSession = z.infer<typeof rxSessionSchema>

/** GET /delivery-facility/{facilityId}/delivery-options: the dates a delivery can come (spec 2 'available date detail'). */
export const deliveryOptionsResponseSchema = z.object({
  deliveryDates: z.array(
    z.object({ date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/), available: z.boolean().default(true) }),
  ),
})

/** GET /banner/profile: the banner's pharmacy feature flags (spec 2 section 6). */
export const bannerProfileSchema = z.object({ features: z.object({ delivery: z.boolean().default(false) }) })

/** GET /text-verification: whether a tracker link from a text message still works (shape not shown; decision 0028). */
export const textVerificationResponseSchema = z.object({
  expired: z.boolean(),
  patientLocked: z.boolean().default(false),
})

/** POST /guest-verification (spec 2 'Guest verification'); the guest token is our contract for the guest's later calls (decision 0028). */
export const guestVerificationRequestSchema = z.object({
  patientNumbers: z.array(z.string()).min(1),
  dateOfBirth: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  timestamp: z.string(),
})
export type GuestVerificationRequest = z.infer<typeof guestVerificationRequestSchema>
export const guestVerificationResponseSchema = z.object({
  verified: z.boolean(),
  patientLocked: z.boolean().default(false),
  sessionExpired: z.boolean().default(false),
  patientNumbers: z.array(z.string()).default([]),
  primaryPatientNumber: z.string().nullish(),
  timestamp: z.string().nullish(),
  guestToken: z.string().nullish(),
})

/** GET product-monograph/{product}/monograph (shape not shown; decision 0028): the leaflet as titled sections of plain text. */
export const monographResponseSchema = z.object({
  productName: z.string(),
  sections: z.array(z.object({ title: z.string(), text: z.string() })),
})

/** GET product-monograph/images (shape not shown, decision 0069): the product's pictures, base64 JPEG. */
export const monographImagesSchema = z.object({
  images: z
    .array(
      z.object({
        productNumber: z.string().max(40),
        // Bounded: a picture is a few tens of KB; base64 characters only.
        productImage: z
          .string()
          .max(400_000)
          .regex(/^[A-Za-z0-9+/]+={0,2}$/),
      }),
    )
    .max(10),
})

/** GET /guest-refill/validate-prescriptions-full (header patientPhone; shape not shown, decision 0029): one prescription at one pharmacy. */
export const guestRefillValidationSchema = z.object({
  valid: z.boolean(),
  rxNumber: z.string(),
  rxRecordNumber: z.string().nullish(),
  drugName: z.string().nullish(),
})
export type GuestRefillValidation = z.infer<typeof guestRefillValidationSchema>

/** POST /guest-refill/order (spec 2 'Guest refill'). */
export const guestRefillOrderRequestSchema = z.object({
  rxRecords: z.array(z.object({ rxNumber: z.string(), rxRecordNumber: z.string() })).min(1),
  facilityId: z.string(),
  pickupTime: z.string(),
  contactPhone: z.string().regex(/^\d{10}$/),
})
export type GuestRefillOrderRequest = z.infer<typeof guestRefillOrderRequestSchema>
export const guestRefillOrderResponseSchema = z.object({
  facility: z.object({ facilityId: z.string(), vanityName: z.string().nullish() }).nullish(),
  contactPhone: z.string().nullish(),
  rxNumbers: z.array(z.string()).default([]),
  pickupTime: z.string().nullish(),
  status: z.string(),
  statusDesc: z.string().nullish(),
  retryCount: z.number().int().nullish(),
  retryDesc: z.string().nullish(),
})

/** GET prescription-patient/{n}/fill-locations (shape not shown, decision 0030): the pharmacies that filled the patient's prescriptions. */
export const fillLocationsResponseSchema = z.object({
  fillLocations: z.array(z.object({ facilityId: z.string() })).default([]),
})

/**
 * POST /prescription-request (shape not shown, decision 0030): the add-Rx
 * form. A guest's patient is '0' with their details; each prescription carries
 * the contact of the pharmacy it comes from (transfers) or its prescriber (new).
 */
export const prescriptionRequestSchema = z.object({
  orderType: z.enum(PRESCRIPTION_REQUEST_TYPES),
  facilityId: z.string(),
  fulfilment: z.enum(['NONE', 'PICKUP', 'MAIL_ORDER']),
  patient: z.object({
    patientNumber: z.string(),
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    dateOfBirth: z.string().optional(),
    phone: z.string().optional(),
  }),
  prescriptions: z
    .array(
      z.object({
        type: z.enum(PRESCRIPTION_REQUEST_TYPES),
        medName: z.string().optional(),
        rxNumber: z.string().optional(),
        contactName: z.string().optional(),
        contactPhone: z.string().optional(),
        paperAcknowledge: z.boolean().optional(),
        refill: z.boolean(),
      }),
    )
    .min(1),
})
export type PrescriptionRequest = z.infer<typeof prescriptionRequestSchema>
export const prescriptionRequestResponseSchema = z.object({ requestId: z.string(), status: z.string() })

/** POST /online-payment/{userId}/payments (spec 2 section 7); the answer's shape is not shown (decision 0031). */
export const onlinePaymentRequestSchema = z.object({
  amount: z.string(),
  cartSize: z.number().int().min(1),
  paymentMethodId: z.string(),
  pickupStoreId: z.string(),
})
export type OnlinePaymentRequest = z.infer<typeof onlinePaymentRequestSchema>
export const onlinePaymentResponseSchema = z.object({ paymentId: z.string(), status: z.string() })

/** POST /online-payment/{id}/payment/associate (spec 2 section 3 'Payment association'). */
export const paymentAssociationSchema = z.object({
  paymentType: z.literal('PAYSYS'),
  transactions: z
    .array(
      z.object({
        facilityId: z.string(),
        creditCardId: z.string(),
        fraudToken: z.string(),
        loyaltyNum: z.string(),
        patientNumber: z.string(),
        prescriptions: z
          .array(z.object({ rxRecordNum: z.string(), rxFillSeq: z.number().int(), patientPayAmount: z.number() }))
          .min(1),
      }),
    )
    .min(1),
})
export type PaymentAssociation = z.infer<typeof paymentAssociationSchema>

/** POST /delivery-orders-stage (spec 2 section 3 'Delivery order'): `deliveryDate` as DD-MMM-yyyy hh:mmA. */
export const deliveryOrderRequestSchema = z.object({
  cardId: z.string(),
  deliveryDate: z.string().regex(/^\d{2}-[A-Z][a-z]{2}-\d{4} \d{2}:\d{2}[AP]M$/),
  facilityId: z.string(),
  loyaltyNum: z.string(),
  customerId: z.string(),
  prescriptions: z
    .array(
      z.object({
        patientNumber: z.string(),
        recordNumber: z.string(),
        rxFillSeq: z.number().int(),
        rxNumber: z.string(),
      }),
    )
    .min(1),
})
export type DeliveryOrderRequest = z.infer<typeof deliveryOrderRequestSchema>
/** The answer is not shown (decision 0032): the order's id, like a pharmacy order's. */
export const deliveryOrderResponseSchema = z.object({ orderId: z.string() })

/** PUT /patient/{n}/auto-refill/enroll (spec 2 section 7): nothing of the answer is read. */
export type AutoRefillEnrolment = {
  facilityId: string
  relationshipType: Patient['relationshipType']
  enrollForAutoRefill: boolean
  overridePrivacySetting: boolean
}

/** PUT prescription-patient/{n}/prescriptions: each prescription's outcome (spec 2 'updateSuccessful'). */
export const bulkEnrolmentResponseSchema = z.object({
  prescriptions: z.array(z.object({ rxNumber: z.string().max(20), updateSuccessful: z.boolean() })).max(200),
})

/** A patient's program reminder (spec 2 'autoRefillReminder'). */
export const programReminderSchema = z.object({
  patientNum: z.string().max(20),
  programId: z.string().max(40),
  dismissReminder: z.boolean().default(false),
  expirationTimestamp: z.string().max(40).nullish(),
})

/** Spec 2 'marketing program' statuses; the refill programs use ENROLLED and NEVER_ASKED, DECLINED for leaving. */
export const ENROLLMENT_STATUSES = ['ENROLLED', 'REENROLLED', 'DECLINED', 'EXPIRED', 'NEVER_ASKED', 'PENDING'] as const
export type EnrollmentStatus = (typeof ENROLLMENT_STATUSES)[number]

/** GET /patient-programs (shape not shown, decision 0067): the programs offered, refill programs or marketing. */
export const patientProgramsSchema = z.object({
  programs: z
    .array(
      z.object({
        programId: z.string().max(40),
        programName: z.string().max(120),
        programType: z.enum(['REFILL', 'MARKETING']),
        externalCode: z.string().max(40).nullish(),
      }),
    )
    .max(50),
})
export type PatientProgram = z.infer<typeof patientProgramsSchema>['programs'][number]

/** GET /patient-program-enrollments (the patient in a header): where the patient stands in each program. */
export const programEnrollmentsSchema = z.object({
  enrollments: z
    .array(
      z.object({
        programId: z.string().max(40),
        programName: z.string().max(120).nullish(),
        externalCode: z.string().max(40).nullish(),
        enrollmentStatus: z.enum(ENROLLMENT_STATUSES),
      }),
    )
    .max(50),
})
export type ProgramEnrollment = z.infer<typeof programEnrollmentsSchema>['enrollments'][number]

/** A fill of a prescription (shape not shown, decision 0069): sold or returned, when, where, how much. */
const transactionSchema = z.object({
  rxNumber: z.string().max(20),
  rxRecordNumber: z.string().max(30),
  rxFillSequence: z.number().int().nullish(),
  patientNumber: z.string().max(20),
  drugName: z.string().max(200),
  fillDate: z.string().max(30),
  fillStatus: z.string().max(20),
  facilityId: z.string().max(20).nullish(),
  quantity: z.number().nullish(),
  patientPayAmount: z.number().nullish(),
})
export type Transaction = z.infer<typeof transactionSchema>
export const transactionsResponseSchema = z.object({ transactions: z.array(transactionSchema).max(2000) })

/** GET /receipt-loyalty (shape not shown, decision 0069): a card's pharmacy receipts, sold or returned. */
export const receiptsResponseSchema = z.object({
  receipts: z
    .array(
      z.object({
        receiptId: z.string().max(40),
        dateTime: z.string().max(40),
        pharmacy: z.object({ facilityId: z.string().max(20), name: z.string().max(120) }),
        fillStatus: z.string().max(20),
        items: z
          .array(
            z.object({
              rxNumber: z.string().max(20),
              drugName: z.string().max(200),
              patientNumber: z.string().max(20),
              amount: z.number(),
            }),
          )
          .max(50),
        total: z.number(),
      }),
    )
    .max(1000),
})

/** POST /dvr/verify-dvr (decision 0072): the token that opens the record for a while. */
export const dvrVerifyResponseSchema = z.object({
  /** Kept in the vaccine record's flow on the server: bounded, as what the session store keeps is. */
  accessToken: z.string().min(1).max(256),
  /** Seconds the token lasts. */
  expiresIn: z
    .number()
    .int()
    .positive()
    .max(24 * 60 * 60),
})

/** GET /dvr/smart-health-card (decision 0072): the record, readable, and the SMART Health Card's QR payload. */
export const smartHealthCardSchema = z.object({
  patient: z.object({ firstName: z.string().max(60), lastName: z.string().max(60), dateOfBirth: z.string().max(10) }),
  immunizations: z
    .array(
      z.object({
        vaccine: z.string().max(200),
        administeredOn: z.string().max(30),
        manufacturer: z.string().max(120).nullish(),
        lotNumber: z.string().max(40).nullish(),
        location: z.string().max(120).nullish(),
      }),
    )
    .max(100),
  /**
   * The card's QR content: `shc:/` and digits (SMART Health Cards' numeric encoding, one chunk: at most 1195
   * characters of JWS, two digits each). Anything else leaves the record without its picture, not unreadable.
   */
  qrPayload: z
    .string()
    .max(2400)
    .regex(/^shc:\/\d+$/)
    .nullish()
    .catch(null),
})
export type SmartHealthCard = z.infer<typeof smartHealthCardSchema>

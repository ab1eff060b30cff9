import type { SecondaryStatus, TrackerStatus } from '#app/upstream/rx-api.schema.ts'

/** Spec 2 section 8 'Order'. */
export const ORDER_ERROR_MESSAGE = 'We encountered an error submitting your order. Please try again.'

export const AUTO_REFILL_ERROR_MESSAGE = 'We encountered an error saving your enrollment request. Please try again.'

/** Texts the spec does not quote (decision 0020). */
export const CHECKOUT_TEXTS = {
  title: 'Secure Checkout',
  noPickupTimes: 'There are no pickup times available at this store. Please choose another store or call the pharmacy.',
  chooseDate: 'Choose a pickup date to see the available times.',
  choosePickupDate: 'Please choose a pickup date.',
  noDeliveryDates: 'There are no delivery dates available. Please choose in-store pickup.',
  deliveryWindow: '2-6 PM',
  cardUsageTerms: (action: string) =>
    `By selecting ${action}, you authorize the pharmacy to charge the selected card for the amount due on this order, including any change in co-pay once your insurance has been billed.`,
  acceptTerms: 'I agree to the card usage terms.',
  termsRequired: 'Please accept the card usage terms to continue.',
  noCards: 'Please add a new Credit/Debit card to continue.',
  chooseCard: 'Please choose a card to pay with.',
  paymentMethod: 'Payment Method',
  changePaymentMethod: 'Add or Change Payment Method',
  slotTaken: 'That pickup time is no longer available. Please choose another time.',
  choiceGone: 'Your delivery or shipping choice is no longer available. Please choose again.',
  placed: 'Your order has been placed.',
} as const

export const FULFILMENT_LABELS = { pickup: 'In-Store Pickup', delivery: 'Delivery', mail: 'Mail Order' } as const

export const PAYMENT_LABELS = { payNow: 'Pay Now', payAtStore: 'Pay at Store' } as const

export const CART_MESSAGES = {
  addFailed: 'We could not add this refill to your cart. Please try again.',
  removeFailed: 'We could not remove this refill from your cart. Please try again.',
  added: (drugName: string) => `${drugName} was added to your cart.`,
} as const

export const LOAD_MESSAGES = {
  patients: 'We could not load your patient information. Please try again.',
  prescriptions: 'We could not load your prescriptions. Please try again.',
  notifications: 'We could not load notifications. Please try again.',
  cart: 'We could not load your cart. Please try again.',
  pharmacy: 'We could not load pharmacy information. Please try again.',
  programs: 'We could not load your programs. Please try again.',
} as const

/** Spec 2 section 4 'Tracker statuses'. On hold reads its secondary status instead. */
export const TRACKER_LABELS: Record<TrackerStatus, string> = {
  READY_FOR_PICKUP: 'Ready',
  IN_PROGRESS: 'In Progress',
  ON_HOLD: 'On Hold',
  DELIVERY: 'Delivery',
  SHIPPED: 'Shipped',
}

export const SECONDARY_STATUS_TEXT: Record<SecondaryStatus, string> = {
  AWAITING_RESTOCK: 'Awaiting Restock',
  RESCHEDULED: 'Rescheduled',
  CONTACTED_INSURER: 'Contacted Insurer',
  CONTACTED_PRESCRIBER: 'Contacted Prescriber',
}

/** The pharmacy cart (spec 2 section 4 'Cart'). */
export const MIXED_CART_MESSAGE =
  'You can only add mail order refills or in-store refills to your order, not both. Please remove the item(s) in your cart or finish checking out before adding this refill.'

export const CART_EMPTY_TEXT = 'Your cart contains 0 items'
export const CART_FOOTNOTE = '*The final amount at pickup may change based on insurance co-pays and deductibles.'

/** The patient a page or a form names (spec 2). */
export const PATIENT_TEXTS = {
  /** Section 8 'Missing patient': a patient number that is not one of the customer's patients. */
  notFound: (patientNumber: string) => `No patient could be found with patientNumber ${patientNumber}`,
  /** 'Forms and cards': the name shown when no patient is selected. */
  noneSelected: 'No patient selected',
} as const

/** 'Viewing Patient' (spec 2 'Forms and cards'): the English a page not yet translated shows (issue 36). */
export const PATIENT_SELECTOR_TEXTS = { label: 'Viewing Patient', all: 'All', view: 'View' } as const

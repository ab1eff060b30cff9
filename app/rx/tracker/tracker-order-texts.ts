/** Decisions 0031 and 0032: the words the tracker's order pages share. */
export const TRACKER_ORDER_TEXTS = {
  storeLegend: 'Pickup Location',
  update: 'Update',
  fillsLegend: 'Prescriptions Ready for Pickup',
  total: 'Total',
  backToTracker: 'Back to Prescription Status',
} as const

/** Decision 0031: what the spec leaves unworded on the pay-online page. */
export const PAY_ONLINE_TEXTS = {
  title: 'Pay Online',
  description: 'Pay for prescriptions that are ready, then pick them up without waiting at the register.',
  choosePrescription: 'Please choose at least one prescription to pay for.',
  payButton: 'Pay Now',
  nothingToPay: 'There are no prescriptions ready to pay for online.',
  confirmationTitle: 'Payment Received',
  paymentNumber: 'Payment Number',
} as const

/** Decision 0032: what the spec leaves unworded on the order-delivery page. */
export const DELIVERY_TEXTS = {
  title: 'Order Delivery',
  description: 'Have prescriptions that are ready delivered to your door.',
  chooseFill: 'Please choose at least one prescription to deliver.',
  dateLegend: 'Delivery Date',
  chooseDate: 'Please choose a delivery date.',
  noDates: 'There are no delivery dates available. Please pick up your prescriptions at the pharmacy.',
  addressHeading: 'Delivery Address',
  noAddress: 'We do not have a delivery address for this patient. Please call the pharmacy to order a delivery.',
  signature: 'Someone 18 or older will be there to sign for this delivery.',
  signatureRequired: 'Please confirm that someone can sign for the delivery.',
  submitButton: 'Order Delivery',
  submitting: 'Submitting...',
  nothingToDeliver: 'There are no prescriptions ready for delivery.',
  confirmationTitle: 'Delivery Ordered',
  orderNumber: 'Order Number',
} as const

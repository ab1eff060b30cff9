/**
 * What only the server reads of the profile pages' texts: the toasts and errors it sends, and the labels of the
 * options it builds. A module of its own, so that no page's first load carries them (decisions 0061 and 0097).
 */
export const PROFILE_MESSAGES = {
  accessGranted: (name: string) => `You gave ${name} access.`,
  accessDeclined: (name: string) => `You declined the request of ${name}.`,
  requestCancelled: (name: string) => `Your request to ${name} was cancelled.`,
  accessRemoved: (name: string) => `The access between you and ${name} was removed.`,
  expirySaved: (name: string) => `The end date of access for ${name} was saved.`,
  accessChanged: 'This request has already changed. Please look at it again.',
  /** Decision 0017's sentence style. */
  accessFailed: 'We could not update patient access. Please try again.',
  accepted: 'Thank you: you will receive offers and news.',
  declined: 'You will not receive offers and news.',
  marketingFailed: 'We could not save your choice. Please try again.',
  relationshipsFailed: 'We could not load your requests. Please try again.',
  addressSaved: 'The address was saved.',
  addressDeleted: 'The address was deleted.',
  /** Spec 2 section 8, as quoted: one message for every address write. */
  addressFailed: 'Error encountered while adding / updating / deleting address, please try again later',
  loyaltySaved: 'The loyalty card number was saved.',
  loyaltyRemoved: 'The loyalty card was removed.',
  /** Decision 0017's sentence style. */
  loyaltyFailed: 'We could not save the loyalty card number. Please try again.',
  smsTypes: {
    READY_FOR_PICKUP: 'Prescriptions ready for pickup',
    REFILL_DUE: 'Refills coming due',
    OVERDUE: 'Overdue refills',
    SHIPMENT_NOTIFICATION: 'Shipments',
  } as Record<string, string>,
  preferencesSaved: 'Your communication preferences were saved.',
  /** Decision 0017's sentence style. */
  preferencesFailed: 'We could not save your communication preferences. Please try again.',
  addressCombination: 'Please enter a valid City, State, Postal Code combination.',
} as const

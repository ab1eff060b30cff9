import type { NotificationEvent, Notifications } from '#app/upstream/rx-api.schema.ts'
import { incomingAccessKey } from '#app/rx/shared/access-keys.ts'

/** The dashboard's empty text (spec 2 'Forms and cards'). */
export const NO_NOTIFICATIONS_TEXT = 'There are no notifications for this patient.'

/** Dismissing one (decision 0064; the failure in decision 0017's sentence style). */
export const NOTIFICATION_TEXTS = {
  dismiss: 'Dismiss',
  dismissLabel: (text: string) => `Dismiss: ${text}`,
  dismissed: 'The notification was dismissed.',
  dismissFailed: 'We could not dismiss the notification. Please try again.',
  gone: 'That notification is no longer there.',
} as const

/** Texts per notification type; the spec names the types but not the wording (decision 0017). */
const PRESCRIPTION_TEXT: Record<string, (drug: string) => string> = {
  READY_FOR_PICKUP: (drug) => `${drug} is ready for pickup.`,
  OVERDUE: (drug) => `${drug} is overdue for a refill.`,
  REFILL_DUE: (drug) => `${drug} is due for a refill.`,
  SHIPMENT_NOTIFICATION: (drug) => `${drug} has shipped.`,
  REFILLABLE: (drug) => `${drug} is ready to be refilled.`,
  NEVER_FILLED: (drug) => `${drug} has not been filled yet.`,
  NEVER_FILLED_WITH_CALL_TO_PRESCRIBER: (drug) =>
    `${drug} has not been filled yet. We will call your prescriber when you request it.`,
}
// Any other type is a refill that needs a call to the prescriber (spec 2 section 3).
const OTHER_PRESCRIPTION_TEXT = (drug: string) => `${drug} can be refilled once we call your prescriber.`

type NotificationMessage = {
  id: string
  text: string
  date: string | null
  /** A request for the customer's records, answered right there: the patient access page's key, and who asks. */
  access?: { key: string; name: string; actions: string[] }
  event: NotificationEvent
}

const dateOnly = (date: string | null | undefined) => (date ? { eventDate: date.slice(0, 10) } : {})

/** The patient's notifications, each with its text and the event that dismisses it. */
export function notificationMessages(notifications: Notifications, patientNumber: string): NotificationMessage[] {
  const { prescriptionNotifications, shipmentNotifications, adulthoodNotifications, accessNotifications } =
    notifications
  return [
    ...prescriptionNotifications.map((item, index) => ({
      id: `rx-${item.rxRecordNumber ?? index}-${item.type}`,
      text: (PRESCRIPTION_TEXT[item.type] ?? OTHER_PRESCRIPTION_TEXT)(item.drugName ?? 'Your prescription'),
      date: item.eventDate,
      event: {
        type: item.type,
        patientNumber,
        ...(item.rxRecordNumber ? { rxRecordNumber: item.rxRecordNumber } : {}),
        ...dateOnly(item.eventDate),
      },
    })),
    ...shipmentNotifications.map((item) => ({
      id: `shipment-${item.shipmentId}`,
      text: `Your order of ${item.drugNames.join(', ')} has shipped.`,
      date: item.eventDate,
      event: { type: 'SHIPMENT_NOTIFICATION', patientNumber, shipmentId: item.shipmentId, ...dateOnly(item.eventDate) },
    })),
    ...adulthoodNotifications.map((item, index) => ({
      id: `adulthood-${index}`,
      text: `${item.firstName} is now 18. To keep managing ${item.firstName}'s prescriptions, ask ${item.firstName} to grant you access.`,
      date: item.eventDate ?? null,
      event: { type: 'ADULTHOOD', patientNumber, ...dateOnly(item.eventDate) },
    })),
    ...accessNotifications.map((item) => ({
      id: `access-${item.customerId}-${item.type}`,
      text:
        item.type === 'PENDING'
          ? `${item.firstName} ${item.lastName} has requested access to your prescriptions.`
          : item.type === 'APPROVED'
            ? `${item.firstName} ${item.lastName} has approved your access to their prescriptions.`
            : `Access with ${item.firstName} ${item.lastName} has changed.`,
      date: item.accessGrantedDate ?? item.accessRequestedDate ?? null,
      ...(item.type === 'PENDING'
        ? {
            access: {
              key: incomingAccessKey(item.customerId, patientNumber),
              name: `${item.firstName} ${item.lastName}`,
              actions: ['grant', 'decline'],
            },
          }
        : {}),
      event: { type: item.type, patientNumber, customerId: item.customerId },
    })),
  ]
}

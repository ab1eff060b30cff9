import type { NotificationEvent, Notifications } from '#app/upstream/rx-api.schema.ts'
import type { Language } from '#app/i18n/language.ts'
import { translator } from '#app/i18n/messages.server.ts'
import { incomingAccessKey } from '#app/rx/shared/access-keys.ts'
import type { AnswerTexts } from '#app/rx/shared/access-answer-buttons.tsx'
import { answerTextsFor } from '#app/rx/shared/access-answers.messages.server.ts'
import { NOTIFICATION_MESSAGES } from './dashboard.messages.server.ts'

/** The prescription notification types with words of their own; any other is `otherPrescription`. */
const PRESCRIPTION_TYPES = new Set([
  'READY_FOR_PICKUP',
  'OVERDUE',
  'REFILL_DUE',
  'SHIPMENT_NOTIFICATION',
  'REFILLABLE',
  'NEVER_FILLED',
  'NEVER_FILLED_WITH_CALL_TO_PRESCRIBER',
] as const)
type PrescriptionType = typeof PRESCRIPTION_TYPES extends Set<infer T> ? T : never
const isPrescriptionType = (type: string): type is PrescriptionType => PRESCRIPTION_TYPES.has(type as PrescriptionType)

type NotificationMessage = {
  id: string
  text: string
  /** Dismiss's accessible name, which reads the notification. */
  dismissLabel: string
  date: string | null
  /** A request for the customer's records, answered right there: the patient access page's key, and who asks. */
  access?: { key: string; name: string; actions: string[]; texts: AnswerTexts }
  event: NotificationEvent
}

const dateOnly = (date: string | null | undefined) => (date ? { eventDate: date.slice(0, 10) } : {})

/** The patient's notifications, each with its text in the page's language and the event that dismisses it. */
export function notificationMessages(
  notifications: Notifications,
  patientNumber: string,
  language: Language = 'en',
): NotificationMessage[] {
  const t = translator(NOTIFICATION_MESSAGES, language)
  const { prescriptionNotifications, shipmentNotifications, adulthoodNotifications, accessNotifications } =
    notifications
  const shown = <M extends Omit<NotificationMessage, 'dismissLabel'>>(message: M) => ({
    ...message,
    dismissLabel: t('dismissLabel', { text: message.text }),
  })
  return [
    ...prescriptionNotifications.map((item, index) =>
      shown({
        id: `rx-${item.rxRecordNumber ?? index}-${item.type}`,
        text: t(isPrescriptionType(item.type) ? item.type : 'otherPrescription', {
          drug: item.drugName ?? t('yourPrescription'),
        }),
        date: item.eventDate,
        event: {
          type: item.type,
          patientNumber,
          ...(item.rxRecordNumber ? { rxRecordNumber: item.rxRecordNumber } : {}),
          ...dateOnly(item.eventDate),
        },
      }),
    ),
    ...shipmentNotifications.map((item) =>
      shown({
        id: `shipment-${item.shipmentId}`,
        text: t('orderShipped', { drugs: item.drugNames.join(', ') }),
        date: item.eventDate,
        event: {
          type: 'SHIPMENT_NOTIFICATION',
          patientNumber,
          shipmentId: item.shipmentId,
          ...dateOnly(item.eventDate),
        },
      }),
    ),
    ...adulthoodNotifications.map((item, index) =>
      shown({
        id: `adulthood-${index}`,
        text: t('adulthood', { name: item.firstName }),
        date: item.eventDate ?? null,
        event: { type: 'ADULTHOOD', patientNumber, ...dateOnly(item.eventDate) },
      }),
    ),
    ...accessNotifications.map((item) => {
      const name = `${item.firstName} ${item.lastName}`
      return shown({
        id: `access-${item.customerId}-${item.type}`,
        text: t(
          item.type === 'PENDING' ? 'accessPending' : item.type === 'APPROVED' ? 'accessApproved' : 'accessChanged',
          { name },
        ),
        date: item.accessGrantedDate ?? item.accessRequestedDate ?? null,
        ...(item.type === 'PENDING'
          ? {
              access: {
                key: incomingAccessKey(item.customerId, patientNumber),
                name,
                actions: ['grant', 'decline'],
                texts: answerTextsFor(name, language),
              },
            }
          : {}),
        event: { type: item.type, patientNumber, customerId: item.customerId },
      })
    }),
  ]
}

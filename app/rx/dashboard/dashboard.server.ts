import type { AppLoadContext } from '@remix-run/node'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import { formRefused, readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { dismissNotification, fetchNotifications, fetchPatients } from '#app/upstream/rx-api.server.ts'
import { cartPanel } from '#app/rx/cart/cart-panel.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { loadPharmacyAccount, readPharmacyAccount } from '#app/rx/shared/pharmacy-account.server.ts'
import { notificationMessages } from './notifications.server.ts'
import { quickLinks, spotlightCards } from './dashboard-texts.ts'
import { DASHBOARD_PAGE, dashboardTexts, NOTIFICATION_MESSAGES } from './dashboard.messages.server.ts'
import { translator } from '#app/i18n/messages.server.ts'
import { bannerFor } from '#app/banners/banner.server.ts'
import {
  ALL_PATIENTS,
  dashboardPathFor,
  isPatientNumber,
  patientName,
  selectedPatient,
} from '#app/rx/shared/patients.ts'
import { requirePatient, requireSelection } from '#app/rx/shared/requested-patient.server.ts'
import { requireRxCustomer, requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { readKnownPatients, type KnownPatient } from '#app/rx/shared/known-patients.server.ts'
import { PER_PATIENT_CALLS, atMostAtOnce } from '#app/rx/shared/per-patient-calls.server.ts'
import { trackerCounts } from '#app/rx/tracker/tracker.ts'
import { loadMessagesIn, rxCommonTextsIn, trackerLabelsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { patientSelectorTexts } from '#app/rx/shared/patient-selector.messages.server.ts'

/** The patients the 'Viewing Patient' choice shows: all, the one chosen, or none when it is not one of them. */
const shownPatients = <P extends KnownPatient>(patients: P[], selection: typeof ALL_PATIENTS | P | undefined) =>
  selection === ALL_PATIENTS ? patients : selection ? [selection] : []

/** How a patient's notifications are asked for: `hasChild` is the account's, not the patient's. */
function notificationKey(patient: KnownPatient, patients: KnownPatient[]) {
  return {
    patientNumber: patient.patientNumber,
    hasChild: patients.some((each) => each.relationshipType === 'CHILD'),
  }
}

/**
 * /rx/dashboard: per patient, the status tracker card and the notifications. The notifications are asked per patient,
 * so they need the patient list: they start with it for the patients this sign-in had last time (decision 0053), at
 * most `PER_PATIENT_CALLS` at a time.
 */
export async function loadDashboard(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const param = url.searchParams.get('patient')
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client, user }) => {
    const known = await readKnownPatients(user)
    const notifications = askAhead(
      shownPatients(known, selectedPatient(known, param)).map((patient) => notificationKey(patient, known)),
      atMostAtOnce(PER_PATIENT_CALLS, async ({ patientNumber, hasChild }: ReturnType<typeof notificationKey>) =>
        loadOrError(
          async () =>
            notificationMessages(
              await fetchNotifications(client, patientNumber, hasChild),
              patientNumber,
              context.language,
            ).map(
              // The event that dismisses it stays here: the page posts the notification's id.
              ({ event: _event, ...shown }) => shown,
            ),
          loadMessagesIn(context.language).notifications,
        ),
      ),
    )
    return { notifications, account: await readPharmacyAccount({ client, language: context.language }) }
  })
  const { notifications } = early
  const { patients, prescriptions, cart, patientList, prescriptionList } = await loadPharmacyAccount(
    customer,
    early.account,
  )
  const selection = requireSelection(patients, param, context.language)

  const { language } = context
  const say = translator(DASHBOARD_PAGE, language)
  const { texts, links, cards, card } = dashboardTexts(language)
  const cardWords = { labels: trackerLabelsIn(language), tbd: texts.tbd, language }
  const sections = await Promise.all(
    shownPatients(patientList, selection).map(async (patient) => {
      const own = prescriptionList.filter((prescription) => prescription.patientNumber === patient.patientNumber)
      return {
        patientNumber: patient.patientNumber,
        name: patientName(patient),
        // Each part's accessible name says whose it is.
        statusLabel: say('prescriptionStatusFor', { name: patientName(patient) }),
        notificationsLabel: say('notificationsFor', { name: patientName(patient) }),
        tracker: prescriptions.status === 'loaded' ? trackerCounts(own, cardWords) : null,
        notifications: await notifications.answerFor(notificationKey(patient, patientList)),
      }
    }),
  )

  const { pharmacy } = bannerFor(request)
  return {
    texts: {
      ...texts,
      noPatientSelected: rxCommonTextsIn(language).noPatientSelected,
      trackerCard: card,
      patientSelector: patientSelectorTexts(language),
    },
    features: { tracker: pharmacy.tracker },
    quickLinks: pharmacy.quickLinks ? quickLinks(pharmacy, links) : [],
    spotlight: pharmacy.spotlightCards ? spotlightCards(pharmacy, cards) : [],
    patients: patientList.map((patient) => ({ patientNumber: patient.patientNumber, name: patientName(patient) })),
    selected: selection === ALL_PATIENTS ? ALL_PATIENTS : selection.patientNumber,
    errors: [patients, prescriptions].flatMap((result) => (result.status === 'error' ? [result.message] : [])),
    sections,
    cart:
      cart.status === 'loaded'
        ? {
            status: 'loaded' as const,
            value: cartPanel(cart.value, patientList, prescriptionList, url, context.language),
          }
        : cart,
  }
}

/**
 * Dismisses one notification (`PUT /notifications/dismiss` with its event, decision 0064): the patient must be the
 * account's, and the notification still one of theirs. Back to the dashboard as it was shown, with the news.
 */
export async function dismissNotificationAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { client } = await requireRxCustomer(request, context)
  const back = dashboardPathFor(new URL(request.url).searchParams.get('patient'))
  const t = translator(NOTIFICATION_MESSAGES, context.language)
  const gone = { kind: 'info', message: t('gone') } as const
  const patientNumber = formData.get('patientNumber')
  const id = formData.get('notification')
  if (formData.get('intent') !== 'dismiss' || !isPatientNumber(patientNumber)) throw formRefused()
  try {
    // hasChild is the account's, so the patient list comes first: the one call that needs the one before it.
    const patients = await fetchPatients(client)
    requirePatient(patients, patientNumber, context.language)
    const hasChild = patients.some((patient) => patient.relationshipType === 'CHILD')
    const notification = notificationMessages(
      await fetchNotifications(client, patientNumber, hasChild),
      patientNumber,
    ).find((candidate) => candidate.id === id)
    // Gone already (dismissed in another tab, or answered): nothing to send, and the page says so.
    if (!notification) throw await redirectWithToast(back, gone)
    await dismissNotification(client, notification.event)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    // The pharmacy no longer has it: the same post sent twice at once, the second read before the first's write.
    if (error.status === 404) throw await redirectWithToast(back, gone)
    throw await redirectWithToast(back, { kind: 'error', message: t('dismissFailed') })
  }
  throw await redirectWithToast(back, { kind: 'success', message: t('dismissed') })
}

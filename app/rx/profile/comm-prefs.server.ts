import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { fetchNotificationSettings, fetchPatients, saveCommunicationPreferences } from '#app/upstream/rx-api.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import { expectedPatient, rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { requirePatientOrPrimary } from '#app/rx/shared/requested-patient.server.ts'
import { requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { validateCommPrefs } from '#app/rx/shared/rx-validation.ts'
import { commPrefsWordsIn } from './comm-prefs.messages.server.ts'

const COMM_PREFS_PATH = '/rx/comm-prefs'
const pathFor = (patientNumber: string) => `${COMM_PREFS_PATH}?patient=${encodeURIComponent(patientNumber)}`

/**
 * The account's patients and the chosen one's settings (`?patient=`, else the primary patient). The settings of the
 * patient named in the URL, or of the primary patient this sign-in had last time (decision 0053), are asked for
 * alongside the patients and the customer gate (decision 0058), so the page waits for one round; a patient not the
 * account's is the spec's 404 (never the primary patient's page instead).
 */
async function readPreferences(request: Request, context: AppLoadContext) {
  const requested = new URL(request.url).searchParams.get('patient')
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client, user }) => {
    const expected = await expectedPatient(user, requested)
    const settingsAhead = askAhead(expected ? [expected] : [], (patientNumber: string) =>
      fetchNotificationSettings(client, patientNumber),
    )
    return { settingsAhead, patients: await loadOrUnavailable(() => fetchPatients(client)) }
  })
  const { settingsAhead, patients } = early
  await rememberPatients(customer.user, patients)
  const patient = requirePatientOrPrimary(patients, requested, context.language)
  if (!patient) throw redirect('/rx/patient-profile')
  const settings = await loadOrUnavailable(() => settingsAhead.answerFor(patient.patientNumber))
  return { ...customer, patients, patient, settings }
}

/** /rx/comm-prefs: 'Communication Preferences' for one patient, with the patient to choose. */
export async function loadCommPrefs(request: Request, context: AppLoadContext) {
  const { patients, patient, settings } = await readPreferences(request, context)
  const words = commPrefsWordsIn(context.language)
  return {
    // The page's words in the request's language (decision 0107).
    texts: words.texts,
    patients: patients.map((candidate) => ({ value: candidate.patientNumber, label: patientName(candidate) })),
    patientNumber: patient.patientNumber,
    settings: {
      notifyByText: settings.notifyByText,
      notifyByEmail: settings.notifyByEmail,
      notifyByVoice: settings.notifyByVoice,
      voiceNotificationPreference: settings.voiceNotificationPreference,
      smsPreferences: settings.smsPreferences.map((preference) => ({
        type: preference.type,
        label: words.smsType(preference.type),
        selected: preference.selected,
        warning: preference.warning ?? null,
      })),
    },
  }
}

/**
 * Saves the preferences (`POST /notification-settings/{n}`): the types texted about are the pharmacy's own list, so a
 * posted type it does not offer is dropped. Success and failure are toasts on the same page (issue 18).
 */
export async function commPrefsAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { client, patient, settings } = await readPreferences(request, context)
  const { texts, messages } = commPrefsWordsIn(context.language)
  const submission = validateCommPrefs(formData, texts.voicePhoneRequired)
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  const texted = new Set(form.smsTypes ?? [])
  const to = pathFor(patient.patientNumber)
  try {
    await saveCommunicationPreferences(client, patient.patientNumber, {
      notifyByText: Boolean(form.notifyByText),
      notifyByEmail: Boolean(form.notifyByEmail),
      notifyByVoice: Boolean(form.notifyByVoice),
      voiceNotificationPreference: form.voiceNotificationPreference ?? 'UNKNOWN',
      smsPreferences: settings.smsPreferences.map(({ type }) => ({ type, selected: texted.has(type) })),
    })
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    throw await redirectWithToast(to, { kind: 'error', message: messages.preferencesFailed })
  }
  throw await redirectWithToast(to, { kind: 'success', message: messages.preferencesSaved })
}

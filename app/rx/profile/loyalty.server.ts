import { bannerFor } from '#app/banners/banner.server.ts'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { deleteLoyaltyCard, fetchPatients, saveLoyaltyCard } from '#app/upstream/rx-api.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { patientsForPage } from '#app/rx/shared/account-patients.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { requirePatient } from '#app/rx/shared/requested-patient.server.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { validateLoyaltyNumber } from '#app/rx/shared/rx-validation.ts'
import { PROFILE_PATH } from './profile-paths.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { panelWordsIn } from './profile-panels.messages.server.ts'

/** The patient the panel is about (`?patient=`), one of the account's; else the spec's 404. */
async function requireLoyaltyPatient(request: Request, context: AppLoadContext, { inAction = false } = {}) {
  // The banners without a loyalty card (spec 2 section 6) have no loyalty panel (decision 0068).
  if (!bannerFor(request).pharmacy.loyaltyCard) throw redirect(PROFILE_PATH)
  const customer = await requireRxCustomer(request, context)
  const patientNumber = new URL(request.url).searchParams.get('patient')
  const { client } = customer
  const patients = await loadOrUnavailable(() => (inAction ? fetchPatients(client) : patientsForPage(context, client)))
  return { ...customer, patient: requirePatient(patients, patientNumber, context.language) }
}

/** /rx/patient-profile/loyalty: the patient's loyalty card (or alternate ID) number, to change or remove. */
export async function loadLoyaltyCard(request: Request, context: AppLoadContext) {
  const { patient } = await requireLoyaltyPatient(request, context)
  return {
    name: patientName(patient),
    saved: patient.loyaltyCardNumber ?? null,
    texts: panelWordsIn(context.language).texts,
  }
}

/**
 * Spec 2 section 5: a 10-digit number is also the alternate ID; an empty one removes the card (and is 'Number is a
 * required field' when there is none to remove).
 */
export async function loyaltyCardAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { client, patient } = await requireLoyaltyPatient(request, context, { inAction: true })
  const hasCard = Boolean(patient.loyaltyCardNumber)
  const { language } = context
  const { messages } = panelWordsIn(language)
  const submission = validateLoyaltyNumber(formData, { required: !hasCard, messages: rxMessagesIn(language) })
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const number = submission.value.loyaltyCardNumber
  try {
    if (number)
      await saveLoyaltyCard(client, patient.patientNumber, {
        loyaltyCardNumber: number,
        ...(number.length === 10 ? { alternateId: number } : {}),
      })
    else await deleteLoyaltyCard(client, patient.patientNumber)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    const reply = submission.reply({ formErrors: [messages.loyaltyFailed] })
    return data({ result: reply }, { status: upstreamFailureStatus(error) })
  }
  const message = number ? messages.loyaltySaved : messages.loyaltyRemoved
  throw await redirectWithToast(PROFILE_PATH, { kind: 'success', message })
}

import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { formRefused, readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import type { Patient, Prescription } from '#app/upstream/rx-api.schema.ts'
import { enrolPrescriptions, fetchPatients, fetchPrescriptions, setRefillProgram } from '#app/upstream/rx-api.server.ts'
import { loadCartPageReading } from '#app/rx/cart/cart-page.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { ALL_PATIENTS, isPatientNumber, patientName } from '#app/rx/shared/patients.ts'
import { requirePatient, requireSelection } from '#app/rx/shared/requested-patient.server.ts'
import { autoRefillZonesAhead, enrolmentTodayOf, enrolmentTodays } from '#app/rx/shared/store-zones.server.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { bulkOutcome, enrolmentState, linkedPatientOf, triesOf } from '#app/rx/shared/auto-refill-rules.ts'
import { requireAutoRefillBanner } from './auto-refill-banner.server.ts'
import { AUTO_REFILL_PATHS, autoRefillPath } from './auto-refill-paths.ts'
import { autoRefillWordsIn } from './auto-refill.messages.server.ts'
import { enrolmentFailure } from './enrolment.server.ts'

/** The tries the page counts before it suggests calling the store. */
const TRIES_BEFORE_CALLING = 3

/**
 * A patient whose prescriptions can go on auto refill: enrolled, and not expired (which needs a renewal first), on the
 * clock of their auto-refill store.
 */
const canChoose = (patient: Patient, today: string) => ['enrolled', 'expiring'].includes(enrolmentState(patient, today))

const eligibleOf = (prescriptions: Prescription[], patient: Patient) =>
  prescriptions.filter(
    (prescription) =>
      prescription.patientNumber === patient.patientNumber &&
      prescription.rxEligibleForAutoRefill &&
      !prescription.hidden,
  )

/**
 * /rx/auto-refills/manage-prescriptions: per enrolled patient (or `?patient=`), the prescriptions that can be refilled
 * automatically, each on auto refill or not, with the pharmacy cart (spec 2: cart enabled).
 */
export async function loadAutoRefillPrescriptions(request: Request, context: AppLoadContext) {
  requireAutoRefillBanner(request)
  const { patients, prescriptions, patientList, prescriptionList, url, cartView, alongside } =
    await loadCartPageReading(request, context, ({ client, user }) => autoRefillZonesAhead(client, user))
  const selection = requireSelection(patients, url.searchParams.get('patient'), context.language)
  const shown = selection === ALL_PATIENTS ? patientList : [selection]
  const enrolmentToday = await enrolmentTodays(alongside, shown)
  const words = autoRefillWordsIn(context.language)
  return {
    errors: [patients, prescriptions].flatMap((result) => (result.status === 'error' ? [result.message] : [])),
    groups: shown.map((patient) => ({
      patientNumber: patient.patientNumber,
      name: patientName(patient),
      notEnrolledYet: words.notEnrolledYet(patientName(patient)),
      canChoose: canChoose(patient, enrolmentToday(patient)),
      prescriptions: eligibleOf(prescriptionList, patient).map((prescription) => ({
        rxNumber: prescription.rxNumber,
        drugName: prescription.drugName,
        on: Boolean(prescription.rxEnrolledAutoRefill),
        medSync: prescription.rxRefillProgram === 'MEDSYNC',
        pauseLabel: words.pauseFor(prescription.drugName),
      })),
    })),
    cart: cartView,
    texts: words.texts,
  }
}
export type AutoRefillPrescriptionsData = Awaited<ReturnType<typeof loadAutoRefillPrescriptions>>

/** The patient posted and their eligible prescriptions, asked together (one round); the patient must be the account's. */
async function requireChoosingPatient(request: Request, context: AppLoadContext, formData: FormData) {
  requireAutoRefillBanner(request)
  const { client } = await requireRxCustomer(request, context)
  const patientNumber = formData.get('patientNumber')
  if (!isPatientNumber(patientNumber)) throw formRefused()
  const back = autoRefillPath(AUTO_REFILL_PATHS.prescriptions, patientNumber)
  const [patients, prescriptions] = await Promise.all([
    loadOrUnavailable(() => fetchPatients(client)),
    loadOrUnavailable(() => fetchPrescriptions(client, { patientNumber })),
  ])
  const patient = requirePatient(patients, patientNumber, context.language)
  if (!canChoose(patient, await enrolmentTodayOf(client, patient))) throw redirect(AUTO_REFILL_PATHS.main)
  return { client, patient, eligible: eligibleOf(prescriptions, patient), back }
}

/**
 * Pause one prescription (`PUT /prescription/{rx}`, NONE). One paused already (a double post) is not sent again and
 * answers as the first post did (decision 0083).
 */
async function pauseAction(request: Request, context: AppLoadContext, formData: FormData) {
  const { client, patient, eligible, back } = await requireChoosingPatient(request, context, formData)
  const words = autoRefillWordsIn(context.language)
  const prescription = eligible.find((candidate) => candidate.rxNumber === formData.get('rxNumber'))
  if (!prescription) throw redirect(back)
  const paused = { kind: 'success', message: words.paused(prescription.drugName) } as const
  if (!prescription.rxEnrolledAutoRefill) throw await redirectWithToast(back, paused)
  try {
    await setRefillProgram(client, prescription.rxNumber, 'NONE', linkedPatientOf(patient))
  } catch (error) {
    throw await redirectWithToast(back, { kind: 'error', message: enrolmentFailure(error, words).message })
  }
  throw await redirectWithToast(back, paused)
}

/**
 * Adds the chosen prescriptions (`PUT prescription-patient/{n}/prescriptions`). All added: back to the page with the
 * news. Some not: the page again, naming them, with the count of tries so far (carried by the form, so any instance
 * answers the next try) and the ones that failed chosen for Try Again (spec 2 section 4).
 */
async function bulkAction(request: Request, context: AppLoadContext, formData: FormData) {
  const { client, patient, eligible, back } = await requireChoosingPatient(request, context, formData)
  const words = autoRefillWordsIn(context.language)
  const chosen = eligible.filter((prescription) => formData.getAll('rxNumbers').includes(prescription.rxNumber))
  const toAdd = chosen.filter((prescription) => !prescription.rxEnrolledAutoRefill)
  const tries = triesOf(formData.get('retryCount'))
  // All on auto refill already (a double post): nothing is sent, and the answer is the first post's (decision 0083).
  if (chosen.length > 0 && toAdd.length === 0)
    throw await redirectWithToast(back, { kind: 'success', message: words.bulkDone(chosen.length) })
  if (toAdd.length === 0)
    return data(
      {
        bulk: {
          patientNumber: patient.patientNumber,
          formError: words.bulkChooseOne,
          failed: [],
          retryCount: tries,
        },
      },
      { status: 400 },
    )
  let results: Awaited<ReturnType<typeof enrolPrescriptions>>
  try {
    results = await enrolPrescriptions(
      client,
      patient.patientNumber,
      toAdd.map((prescription) => prescription.rxNumber),
      linkedPatientOf(patient),
    )
  } catch (error) {
    const failed = enrolmentFailure(error, words)
    return data(
      {
        bulk: {
          patientNumber: patient.patientNumber,
          formError: `${failed.message} ${words.bulkTries(tries + 1)}`,
          failed: toAdd.map((item) => item.rxNumber),
          retryCount: tries + 1,
        },
      },
      { status: failed.status },
    )
  }
  // A prescription the pharmacy did not mention was not added.
  const outcome = bulkOutcome(
    toAdd.map((prescription) => ({
      rxNumber: prescription.rxNumber,
      updateSuccessful: results.some((result) => result.rxNumber === prescription.rxNumber && result.updateSuccessful),
    })),
    tries,
  )
  if (outcome.failed.length === 0)
    throw await redirectWithToast(back, {
      kind: 'success',
      message: words.bulkDone(outcome.enrolled.length),
    })
  const drugs = toAdd.filter((item) => outcome.failed.includes(item.rxNumber)).map((item) => item.drugName)
  const message = [
    words.bulkFailed(drugs.join(', ')),
    words.bulkTries(outcome.retryCount),
    ...(outcome.retryCount >= TRIES_BEFORE_CALLING ? [words.bulkCallStore] : []),
  ].join(' ')
  return data({
    bulk: {
      patientNumber: patient.patientNumber,
      formError: message,
      failed: outcome.failed,
      retryCount: outcome.retryCount,
    },
  })
}

export async function autoRefillPrescriptionsAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent === 'pause') return pauseAction(request, context, formData)
  if (intent === 'bulk') return bulkAction(request, context, formData)
  throw formRefused()
}

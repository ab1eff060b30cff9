import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { bannerFor } from '#app/banners/banner.server.ts'
import { formRefused, readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import type { Patient, PatientProgram, Prescription, ProgramEnrollment } from '#app/upstream/rx-api.schema.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import {
  fetchPatientPrograms,
  fetchPatients,
  fetchPrescriptions,
  fetchProgramEnrollments,
  updateProgramEnrollment,
} from '#app/upstream/rx-api.server.ts'
import { loadCartPageReading } from '#app/rx/cart/cart-page.server.ts'
import { cartItemKey } from '#app/rx/shared/cart-rules.ts'
import { loadOrError, loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { ALL_PATIENTS, isPatientNumber, patientName, selectedPatient } from '#app/rx/shared/patients.ts'
import { readKnownPatients, rememberPatients, type KnownPatient } from '#app/rx/shared/known-patients.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import { PER_PATIENT_CALLS, atMostAtOnce } from '#app/rx/shared/per-patient-calls.server.ts'
import { requirePatient, requireSelection } from '#app/rx/shared/requested-patient.server.ts'
import { enrolmentTodays, storeZonesAhead } from '#app/rx/shared/store-zones.server.ts'
import { requireRxCustomer, requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { enrolmentState } from '#app/rx/shared/auto-refill-rules.ts'
import { isEnrolled, PROGRAM_IDS } from './program-rules.ts'
import { ninetyDayWordsIn, refillSettingsWordsIn, type RefillSettingsWords } from './program.messages.server.ts'
import { loadMessagesIn, rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'

const NINETY_DAY_PATH = '/rx/ninety-day-supply'

/**
 * Each patient's enrolments, started together with the patient list for the patients this sign-in had last time
 * (decision 0053), or for those `param` (`?patient=`) names of them.
 */
function enrolmentsAhead(client: UpstreamClient, known: KnownPatient[], param: string | null = null) {
  const selection = selectedPatient(known, param)
  const expected = selection === ALL_PATIENTS ? known : selection ? [selection] : []
  return askAhead(
    expected.map((patient) => patient.patientNumber),
    // Bounded as the dashboard's per-patient calls are (decision 0095).
    atMostAtOnce(PER_PATIENT_CALLS, (patientNumber: string) =>
      loadOrError(() => fetchProgramEnrollments(client, patientNumber), ''),
    ),
  )
}

/** Each patient's enrolments; a patient whose enrolments fail has none shown and the page says so. */
async function enrolmentsOf(ahead: ReturnType<typeof enrolmentsAhead>, patients: Patient[]) {
  const answers = await Promise.all(patients.map((patient) => ahead.answerFor(patient.patientNumber)))
  return {
    failed: answers.some((answer) => answer.status === 'error'),
    of: (patientNumber: string) => {
      const answer = answers[patients.findIndex((patient) => patient.patientNumber === patientNumber)]
      return answer?.status === 'loaded' ? answer.value : []
    },
  }
}

const statusText = (enrollment: ProgramEnrollment | undefined, { texts }: RefillSettingsWords) =>
  enrollment?.enrollmentStatus === 'PENDING'
    ? texts.pending
    : isEnrolled(enrollment?.enrollmentStatus)
      ? texts.enrolled
      : texts.notEnrolled

/** A refill program's line on Refill Settings: its status for the patient and where it is managed. */
function programLine(
  program: PatientProgram,
  patient: Patient,
  enrollments: ProgramEnrollment[],
  prescriptions: Prescription[],
  /** Today at the patient's auto-refill store, where the enrolment's end counts (decision 0105). */
  enrolmentToday: string,
  words: RefillSettingsWords,
) {
  const { texts } = words
  const link = (path: string) => `${path}?patient=${encodeURIComponent(patient.patientNumber)}`
  if (program.programId === PROGRAM_IDS.autoRefill) {
    const state = enrolmentState(patient, enrolmentToday)
    return {
      programId: program.programId,
      name: words.programName(program),
      status: state === 'not-enrolled' ? texts.notEnrolled : state === 'expired' ? texts.expired : texts.enrolled,
      detail: null,
      manage: link('/rx/auto-refills'),
    }
  }
  if (program.programId === PROGRAM_IDS.medSync) {
    const drugs = prescriptions
      .filter((rx) => rx.patientNumber === patient.patientNumber && rx.rxRefillProgram === PROGRAM_IDS.medSync)
      .map((rx) => rx.drugName)
    return {
      programId: program.programId,
      name: words.programName(program),
      status: drugs.length ? texts.enrolled : texts.notEnrolled,
      detail: drugs.length ? words.medSyncDrugs(drugs.join(', ')) : null,
      manage: null,
    }
  }
  const enrollment = enrollments.find((candidate) => candidate.programId === program.programId)
  return {
    programId: program.programId,
    name: words.programName(program),
    status: statusText(enrollment, words),
    detail: null,
    manage: program.programId === PROGRAM_IDS.ninetyDay ? link(NINETY_DAY_PATH) : null,
  }
}

/**
 * /rx/refill-settings ('Refill Settings'): per patient, each refill program the pharmacy offers, with where the
 * patient stands. The patients, the programs, the prescriptions (MEDSYNC) and the enrolments of the patients this
 * sign-in had last time, together (one round).
 */
export async function loadRefillSettings(request: Request, context: AppLoadContext) {
  // Alongside the customer gate (decision 0058).
  // A banner without auto refill (the mail-order banner) does not list it (decision 0068).
  const { autoRefills } = bannerFor(request).pharmacy
  const words = refillSettingsWordsIn(context.language)
  const loadMessages = loadMessagesIn(context.language)
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client, user }) => {
    const known = await readKnownPatients(user)
    const ahead = enrolmentsAhead(client, known)
    const zones = storeZonesAhead(client, autoRefills ? known.map((patient) => patient.autoRefillFacilityId) : [])
    const reads = await Promise.all([
      loadOrUnavailable(() => fetchPatients(client)),
      loadOrError(() => fetchPatientPrograms(client), loadMessages.programs),
      loadOrError(() => fetchPrescriptions(client), loadMessages.prescriptions),
    ])
    return { ahead, zones, reads }
  })
  const {
    ahead,
    zones,
    reads: [patients, programs, prescriptions],
  } = early
  await rememberPatients(customer.user, patients)
  const refillPrograms =
    programs.status === 'loaded'
      ? programs.value.filter(
          (program) =>
            program.programType === 'REFILL' && (autoRefills || program.programId !== PROGRAM_IDS.autoRefill),
        )
      : []
  const [enrolments, enrolmentToday] = await Promise.all([
    enrolmentsOf(ahead, refillPrograms.length ? patients : []),
    enrolmentTodays(zones, autoRefills ? patients : []),
  ])
  const rxList = prescriptions.status === 'loaded' ? prescriptions.value : []
  return {
    errors: [
      ...[programs, prescriptions].flatMap((loaded) => (loaded.status === 'error' ? [loaded.message] : [])),
      ...(enrolments.failed ? [loadMessages.programs] : []),
    ],
    patients: patients.map((patient) => {
      const today = enrolmentToday(patient)
      return {
        patientNumber: patient.patientNumber,
        name: patientName(patient),
        programs: refillPrograms.map((program) => {
          const line = programLine(program, patient, enrolments.of(patient.patientNumber), rxList, today, words)
          return { ...line, manageLabel: words.manageFor(line.name, patientName(patient)) }
        }),
      }
    }),
    // The page's words in the request's language (decision 0107).
    texts: words.texts,
  }
}
export type RefillSettingsData = Awaited<ReturnType<typeof loadRefillSettings>>

/**
 * /rx/ninety-day-supply ('90-Day Supply', cart enabled): per patient (or `?patient=`), whether they are in the
 * program, Join or Leave, and the prescriptions that can be filled for 90 days (`rxIn90Days`), to add to the cart.
 */
export async function loadNinetyDaySupply(request: Request, context: AppLoadContext) {
  const param = new URL(request.url).searchParams.get('patient')
  const words = ninetyDayWordsIn(context.language)
  const programsFailed = loadMessagesIn(context.language).programs
  const { patients, patientList, prescriptionList, cart, cartView, alongside } = await loadCartPageReading(
    request,
    context,
    async ({ client, user }) => {
      const programs = loadOrError(() => fetchPatientPrograms(client), programsFailed)
      // A sign-out (401) thrown by the account's reads leaves it unawaited.
      programs.catch(() => undefined)
      return { programs, enrolments: enrolmentsAhead(client, await readKnownPatients(user), param) }
    },
  )
  const selection = requireSelection(patients, param, context.language)
  const shown = selection === ALL_PATIENTS ? patientList : [selection]
  const [programs, enrolments] = await Promise.all([alongside.programs, enrolmentsOf(alongside.enrolments, shown)])
  const program =
    programs.status === 'loaded'
      ? programs.value.find((candidate) => candidate.programId === PROGRAM_IDS.ninetyDay)
      : undefined
  const inCart = new Set(cart.status === 'loaded' ? cart.value.map(cartItemKey) : [])
  return {
    errors: [
      ...(patients.status === 'error' ? [patients.message] : []),
      ...(programs.status === 'error' || enrolments.failed ? [programsFailed] : []),
      ...(programs.status === 'loaded' && !program ? [words.texts.unavailable] : []),
    ],
    available: Boolean(program),
    patients: shown.map((patient) => {
      const status = enrolments
        .of(patient.patientNumber)
        .find((enrollment) => enrollment.programId === PROGRAM_IDS.ninetyDay)?.enrollmentStatus
      const name = patientName(patient)
      const enrolled = isEnrolled(status)
      return {
        patientNumber: patient.patientNumber,
        name,
        enrolled,
        joinOrLeaveLabel: enrolled ? words.leaveFor(name) : words.joinFor(name),
        prescriptions: prescriptionList
          .filter((rx) => rx.patientNumber === patient.patientNumber && rx.rxIn90Days && !rx.hidden)
          .map((rx) => ({
            rxNumber: rx.rxNumber,
            patientNumber: rx.patientNumber,
            drugName: rx.drugName,
            inCart: inCart.has(cartItemKey(rx)),
            addLabel: words.addToCartLabel(rx.drugName),
          })),
      }
    }),
    cart: cartView,
    texts: words.texts,
  }
}
export type NinetyDaySupplyData = Awaited<ReturnType<typeof loadNinetyDaySupply>>

/** Join or leave 90-Day Supply (`PUT /patient-program-enrollments`, the patient in its header). */
export async function ninetyDaySupplyAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const { client } = await requireRxCustomer(request, context)
  const intent = formData.get('intent')
  const patientNumber = formData.get('patientNumber')
  if ((intent !== 'join' && intent !== 'leave') || !isPatientNumber(patientNumber)) throw formRefused()
  const [patients, programs] = await Promise.all([
    loadOrUnavailable(() => fetchPatients(client)),
    loadOrUnavailable(() => fetchPatientPrograms(client)),
  ])
  const patient = requirePatient(patients, patientNumber, context.language)
  const program = programs.find((candidate) => candidate.programId === PROGRAM_IDS.ninetyDay)
  if (!program) throw redirect(NINETY_DAY_PATH)
  const back = `${NINETY_DAY_PATH}?patient=${encodeURIComponent(patient.patientNumber)}`
  try {
    await updateProgramEnrollment(client, patient.patientNumber, {
      programId: program.programId,
      ...(program.externalCode ? { externalCode: program.externalCode } : {}),
      enrollmentStatus: intent === 'join' ? 'ENROLLED' : 'DECLINED',
    })
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return data(
      { formError: rxCommonTextsIn(context.language).autoRefillError },
      { status: upstreamFailureStatus(error) },
    )
  }
  const name = patientName(patient)
  const words = ninetyDayWordsIn(context.language)
  throw await redirectWithToast(back, {
    kind: 'success',
    message: intent === 'join' ? words.joined(name) : words.left(name),
  })
}

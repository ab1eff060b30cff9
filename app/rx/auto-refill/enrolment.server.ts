import { data, type AppLoadContext } from '@remix-run/node'
import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { bannerFor } from '#app/banners/banner.server.ts'
import { formRefused, readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError, upstreamDetail, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Patient } from '#app/upstream/rx-api.schema.ts'
import {
  deleteProgramReminder,
  dismissProgramReminder,
  enrolInAutoRefill,
  fetchFillLocations,
  fetchPatients,
  fetchProgramReminder,
} from '#app/upstream/rx-api.server.ts'
import { loadOrError, loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { isPatientNumber, patientName } from '#app/rx/shared/patients.ts'
import { requirePatient } from '#app/rx/shared/requested-patient.server.ts'
import { autoRefillZonesAhead, enrolmentTodayOf, enrolmentTodays } from '#app/rx/shared/store-zones.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { requireRxCustomer, requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { loadMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import {
  allowsMode,
  enrolmentState,
  linkedPatientOf,
  needsStateConsent,
  type EnrolmentState,
} from '#app/rx/shared/auto-refill-rules.ts'
import { requireAutoRefillBanner } from './auto-refill-banner.server.ts'
import { AUTO_REFILL_PATHS, autoRefillPath } from './auto-refill-paths.ts'
import { autoRefillWordsIn, type AutoRefillWords } from './auto-refill.messages.server.ts'

/** The program a reminder belongs to when the patient names none. */
const AUTO_REFILL_PROGRAM = 'AUTO_REFILL'

const pharmacyName = (facility: Facility) =>
  `${facility.vanityName}, ${facility.address.address1}, ${facility.address.city}`

type FormMode = 'enrol' | 'update' | 'renew'

/** Which form a patient's card opens (spec 2's `?update` and `?renew`), if the enrolment allows it. */
function formModeOf(state: EnrolmentState, params: URLSearchParams): FormMode | null {
  const mode = params.has('renew') ? 'renew' : params.has('update') ? 'update' : 'enrol'
  return allowsMode(state, mode) ? mode : null
}

const STATE_KEYS = {
  'not-enrolled': 'stateNotEnrolled',
  enrolled: 'stateEnrolled',
  expiring: 'stateExpiring',
  expired: 'stateExpired',
} as const satisfies Record<EnrolmentState, keyof AutoRefillWords['texts']>

/**
 * A patient's card: where the enrolment stands, and the reminder to renew unless dismissed; `lines`, what it says
 * and its links' accessible names, in the page's language.
 */
function cardOf(
  patient: Patient,
  facilities: Facility[],
  reminder: boolean,
  today: string,
  { words, language }: { words: AutoRefillWords; language: Language },
) {
  const state = enrolmentState(patient, today)
  const facility = facilities.find((candidate) => candidate.facilityId === patient.autoRefillFacilityId)
  const name = patientName(patient)
  const pharmacy = state === 'not-enrolled' ? null : facility ? pharmacyName(facility) : null
  const terminationDate = state === 'not-enrolled' ? null : formatDay(patient.autoRefillTerminationDate, language)
  const ended = state === 'expired'
  return {
    patientNumber: patient.patientNumber,
    name,
    state,
    pharmacy,
    terminationDate,
    reminder,
    lines: {
      state: words.texts[STATE_KEYS[state]],
      pharmacy: pharmacy ? words.atPharmacy(pharmacy) : null,
      ends: terminationDate ? (ended ? words.endedOn(terminationDate) : words.endsOn(terminationDate)) : null,
      reminder:
        reminder && terminationDate
          ? ended
            ? words.expiredReminder(name, terminationDate)
            : words.reminder(name, terminationDate)
          : null,
      dismissReminderFor: words.dismissReminderFor(name),
      enrolFor: words.enrolFor(name),
      renewFor: words.renewFor(name),
      managePrescriptionsFor: words.managePrescriptionsFor(name),
      changePharmacyFor: words.changePharmacyFor(name),
      unenrolFor: words.unenrolFor(name),
    },
  }
}
export type AutoRefillCard = ReturnType<typeof cardOf>

const reminderKey = (patient: Patient) => ({
  programId: patient.autoRefillProgramId ?? AUTO_REFILL_PROGRAM,
  patientNum: patient.patientNumber,
})

/**
 * The customer's patients with their enrolments: the patients first (beside the customer gate, decision 0058), then,
 * together, the pharmacies named (each enrolment's and, for a form, the patient's fill locations) and the reminders
 * of enrolments ending. Two rounds: the second needs the patients. `?patient=` starts the form's fill locations with
 * the first.
 */
async function readEnrolments(request: Request, context: AppLoadContext) {
  requireAutoRefillBanner(request)
  const { language } = context
  const words = autoRefillWordsIn(language)
  const loadMessages = loadMessagesIn(language)
  const params = new URL(request.url).searchParams
  const requested = params.get('patient')
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client, user }) => {
    const fillLocationsAhead = requested && isPatientNumber(requested) ? fetchFillLocations(client, requested) : null
    fillLocationsAhead?.catch(() => undefined)
    // The enrolments' ends count at their stores: the zones of the stores known from last time, with the patients.
    const [patients, zones] = await Promise.all([
      loadOrUnavailable(() => fetchPatients(client)),
      autoRefillZonesAhead(client, user),
    ])
    return { fillLocationsAhead, zones, patients }
  })
  const { client } = customer
  const { fillLocationsAhead, zones, patients } = early
  await rememberPatients(customer.user, patients)
  const selected = requested ? requirePatient(patients, requested, language) : undefined
  const shown = selected ? [selected] : patients
  const today = await enrolmentTodays(zones, shown)
  const mode = selected ? formModeOf(enrolmentState(selected, today(selected)), params) : null
  const fillLocations =
    mode && fillLocationsAhead ? await loadOrError(() => fillLocationsAhead, loadMessages.pharmacy) : null
  const ending = shown.filter((patient) => ['expiring', 'expired'].includes(enrolmentState(patient, today(patient))))
  const facilityIds = [
    ...shown.flatMap((patient) => (patient.autoRefillFacilityId ? [patient.autoRefillFacilityId] : [])),
    ...(fillLocations?.status === 'loaded' ? fillLocations.value : []),
  ]
  const [facilities, reminders] = await Promise.all([
    loadOrError(() => fetchFacilities(client, facilityIds), loadMessages.pharmacy),
    Promise.all(
      ending.map(async (patient) => {
        const reminder = await loadOrError(() => fetchProgramReminder(client, reminderKey(patient)), '')
        return reminder.status === 'loaded' && reminder.value !== null && !reminder.value.dismissReminder
          ? patient.patientNumber
          : null
      }),
    ),
  ])
  const known = facilities.status === 'loaded' ? facilities.value : []
  return {
    customer,
    words,
    patients,
    selected,
    mode,
    cards: shown.map((patient) =>
      cardOf(patient, known, reminders.includes(patient.patientNumber), today(patient), { words, language }),
    ),
    errors: [facilities, ...(fillLocations ? [fillLocations] : [])].flatMap((loaded) =>
      loaded.status === 'error' ? [loaded.message] : [],
    ),
    pharmacies:
      fillLocations?.status === 'loaded'
        ? known
            .filter((facility) => fillLocations.value.includes(facility.facilityId))
            .map((facility) => ({
              facilityId: facility.facilityId,
              name: pharmacyName(facility),
              consentState: needsStateConsent(facility.address.state) ? facility.address.state : null,
            }))
        : [],
  }
}

/** /rx/auto-refills (with `?patient=`, `?update`, `?renew`, `?source=quick-links`): 'Auto Refill'. */
export async function loadAutoRefills(request: Request, context: AppLoadContext) {
  const { cards, selected, mode, errors, pharmacies, words } = await readEnrolments(request, context)
  const source = new URL(request.url).searchParams.get('source')
  const consentStates = [...new Set(pharmacies.flatMap((pharmacy) => pharmacy.consentState ?? []))]
  return {
    cards,
    errors,
    form:
      selected && mode
        ? {
            mode,
            patientNumber: selected.patientNumber,
            name: patientName(selected),
            current: selected.autoRefillFacilityId ?? null,
            pharmacies,
            title: words.formTitle[mode](patientName(selected)),
            submit: words.submit[mode],
            consent: consentStates.length > 0 ? words.consent(consentStates) : null,
          }
        : null,
    fromQuickLinks: source === 'quick-links',
    texts: words.texts,
  }
}
export type AutoRefillsData = Awaited<ReturnType<typeof loadAutoRefills>>

/** /rx/manage/auto-refills: 'Manage Auto Refill', the enrolments there are, with Unenroll. */
export async function loadManageAutoRefills(request: Request, context: AppLoadContext) {
  const { cards, errors, words } = await readEnrolments(request, context)
  return { cards: cards.filter((card) => card.state !== 'not-enrolled'), errors, texts: words.texts }
}

/** The posted patient, if the account's: asked together with whatever else the action needs (one round). */
async function requirePostedPatient<T>(
  request: Request,
  context: AppLoadContext,
  formData: FormData,
  alongside: (client: Awaited<ReturnType<typeof requireRxCustomer>>['client'], patientNumber: string) => T,
) {
  requireAutoRefillBanner(request)
  const { client } = await requireRxCustomer(request, context)
  const patientNumber = formData.get('patientNumber')
  if (!isPatientNumber(patientNumber)) throw formRefused()
  const extra = alongside(client, patientNumber)
  const patients = await loadOrUnavailable(() => fetchPatients(client))
  return { client, patient: requirePatient(patients, patientNumber, context.language), extra }
}

/** Spec 2 section 8: a 418 shows the server's detail; any other failure 'We encountered an error saving your enrollment request. Please try again.' */
export function enrolmentFailure(error: unknown, words: Pick<AutoRefillWords, 'failed'>) {
  if (!isUpstreamError(error)) throw error
  return {
    message: (error.status === 418 && upstreamDetail(error)) || words.failed,
    status: error.status === 418 ? 400 : upstreamFailureStatus(error),
  }
}

/** The enrolment form, its messages in the request's language. */
const enrolSchemaIn = (words: AutoRefillWords) =>
  z.object({
    mode: z.enum(['enrol', 'update', 'renew']),
    facilityId: z.string({ error: words.choosePharmacy }).max(20),
    consent: z.literal('on').optional(),
  })

/**
 * Enrol, change the pharmacy, or renew (`PUT /patient/{n}/auto-refill/enroll`). The pharmacy must be one that filled
 * the patient's prescriptions; one in an auto-refill state needs the patient's consent (decision 0066). The patient,
 * their fill locations and the chosen pharmacy are asked together. Enrolling or renewing goes on to choosing the
 * prescriptions (spec 2: after enrolment, the auto-refills page); a renewal's reminder goes.
 */
async function enrolAction(request: Request, context: AppLoadContext, formData: FormData) {
  const words = autoRefillWordsIn(context.language)
  const facilityId = formData.get('facilityId')
  const { client, patient, extra } = await requirePostedPatient(request, context, formData, (client, patientNumber) => {
    const fillLocations = fetchFillLocations(client, patientNumber)
    const facility =
      typeof facilityId === 'string' && /^\w{1,20}$/.test(facilityId) ? fetchFacilities(client, [facilityId]) : null
    fillLocations.catch(() => undefined)
    facility?.catch(() => undefined)
    return { fillLocations, facility }
  })
  const [fillLocations, facilities] = await Promise.all([
    loadOrUnavailable(() => extra.fillLocations),
    extra.facility ? loadOrUnavailable(() => extra.facility!) : [],
  ])
  const chosen = facilities.find((facility) => fillLocations.includes(facility.facilityId))
  const submission = parseWithZod(formData, {
    schema: enrolSchemaIn(words)
      .refine(() => chosen, { path: ['facilityId'], message: words.choosePharmacy })
      .refine((form) => !chosen || !needsStateConsent(chosen.address.state) || form.consent === 'on', {
        path: ['consent'],
        message: words.consentRequired,
      }),
  })
  if (submission.status !== 'success' || !chosen) return data({ result: submission.reply() }, { status: 400 })
  const { mode } = submission.value
  // A stale tab or a forged form may ask for a change the enrolment no longer allows: nothing is sent.
  if (!allowsMode(enrolmentState(patient, await enrolmentTodayOf(client, patient)), mode))
    return data({ result: submission.reply({ formErrors: [words.changed] }) }, { status: 409 })
  try {
    await enrolInAutoRefill(
      client,
      patient.patientNumber,
      {
        facilityId: chosen.facilityId,
        relationshipType: patient.relationshipType,
        enrollForAutoRefill: true,
        overridePrivacySetting: patient.relationshipType !== 'SELF',
      },
      linkedPatientOf(patient),
    )
  } catch (error) {
    const failed = enrolmentFailure(error, words)
    return data({ result: submission.reply({ formErrors: [failed.message] }) }, { status: failed.status })
  }
  const name = patientName(patient)
  if (mode === 'renew') {
    // The enrolment is renewed whatever becomes of its reminder: a reminder left is dismissed by hand.
    await deleteProgramReminder(client, reminderKey(patient)).catch((error: unknown) => {
      if (!isUpstreamError(error)) throw error
    })
  }
  // Auto refill v2 goes on to choosing the prescriptions; v1 back to the patient's card (decision 0068).
  if (mode === 'update' || !bannerFor(request).pharmacy.autoRefillV2)
    throw await redirectWithToast(autoRefillPath(AUTO_REFILL_PATHS.main, patient.patientNumber), {
      kind: 'success',
      message:
        mode === 'update' ? words.updated(name) : mode === 'renew' ? words.renewed(name) : words.enrolledV1(name),
    })
  throw await redirectWithToast(autoRefillPath(AUTO_REFILL_PATHS.prescriptions, patient.patientNumber), {
    kind: 'success',
    message: mode === 'renew' ? words.renewed(name) : words.enrolled(name),
  })
}

/** Dismisses the patient's reminder to renew (program reminders PUT); back to the page as it was. */
async function dismissReminderAction(request: Request, context: AppLoadContext, formData: FormData) {
  const { client, patient } = await requirePostedPatient(request, context, formData, () => null)
  const words = autoRefillWordsIn(context.language)
  const back = new URL(request.url).searchParams.has('patient')
    ? autoRefillPath(AUTO_REFILL_PATHS.main, patient.patientNumber)
    : AUTO_REFILL_PATHS.main
  try {
    await dismissProgramReminder(client, reminderKey(patient))
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    throw await redirectWithToast(back, { kind: 'error', message: words.failed })
  }
  throw await redirectWithToast(back, { kind: 'success', message: words.reminderDismissed })
}

/** /rx/auto-refills' posts: an enrolment (enrol, update, renew) or a reminder dismissed. */
export async function autoRefillsAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const intent = formData.get('intent')
  if (intent === 'dismiss-reminder') return dismissReminderAction(request, context, formData)
  if (intent !== null && intent !== 'enrol') throw formRefused()
  return enrolAction(request, context, formData)
}

/**
 * /rx/manage/auto-refills: Unenroll (enrollForAutoRefill false); back to the auto refill page (spec 2 section 4). A
 * patient unenrolled already (a double post) is not sent again, and the answer is the first post's (decision 0083).
 */
export async function unenrolAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  if (formData.get('intent') !== 'unenroll') throw formRefused()
  const { client, patient } = await requirePostedPatient(request, context, formData, () => null)
  const words = autoRefillWordsIn(context.language)
  const unenrolled = { kind: 'success', message: words.unenrolled(patientName(patient)) } as const
  // Unenrolled already: the flag alone says so (spec 2 section 4), whatever the day.
  if (!patient.isAutoRefillFlag) throw await redirectWithToast(AUTO_REFILL_PATHS.main, unenrolled)
  try {
    await enrolInAutoRefill(
      client,
      patient.patientNumber,
      {
        facilityId: patient.autoRefillFacilityId ?? '',
        relationshipType: patient.relationshipType,
        enrollForAutoRefill: false,
        overridePrivacySetting: patient.relationshipType !== 'SELF',
      },
      linkedPatientOf(patient),
    )
  } catch (error) {
    const failed = enrolmentFailure(error, words)
    return data({ formError: failed.message }, { status: failed.status })
  }
  throw await redirectWithToast(AUTO_REFILL_PATHS.main, unenrolled)
}

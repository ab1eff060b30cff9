import { bannerFor } from '#app/banners/banner.server.ts'
import type { AppLoadContext } from '@remix-run/node'
import { patientsForPage, programsForPage, relationshipsForPage } from '#app/rx/shared/account-patients.server.ts'
import type { Patient, PatientAddress } from '#app/upstream/rx-api.schema.ts'
import { formatAddress, formatDay, formatPhone } from '#app/ui/format.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { marketingProgramOf, marketingStanding, primaryEnrolmentsForPage, shownMarketing } from './marketing.server.ts'
import { rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { requireRxCustomerReading, type RxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { loadMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { profileWordsIn } from './profile.messages.server.ts'

/** The same place, whoever it is written for: the street, the city, the state and the first five digits of the zip. */
const placeOf = (address: PatientAddress) =>
  [address.address1, address.city, address.state, address.zipCode.slice(0, 5)]
    .map((part) => part.trim().toLowerCase())
    .join('|')

/**
 * Each patient as the profile shows them (spec 2 'Patient'): addresses with their default and whether another patient
 * of the account has the same place (derived isShared), phones as 'XXX-XXX-XXXX' ('--' under 10 digits).
 */
function profilesOf(patients: Patient[], language: Language) {
  const words = profileWordsIn(language)
  return patients.map((patient) => {
    const elsewhere = new Set(
      patients.filter((other) => other !== patient).flatMap((other) => other.addresses.map(placeOf)),
    )
    const phone = (entry: Patient['homePhone']) =>
      formatPhone(entry ? `${entry.phone.areaCode}${entry.phone.phoneNumber}` : null)
    const name = patientName(patient)
    return {
      patientNumber: patient.patientNumber,
      name,
      relationship: patient.relationshipType,
      relationshipText: words.relationship(patient.relationshipType),
      dateOfBirth: formatDay(patient.dateOfBirth, language),
      addresses: patient.addresses.map((address) => {
        const lines = formatAddress(address, { lines: true })
        return {
          addressId: address.addressId,
          lines,
          isDefault: Boolean(address.default),
          isShared: elsewhere.has(placeOf(address)),
          editLabel: words.editAddressOf(lines[0] ?? '', name),
          deleteLabel: words.deleteAddressOf(lines[0] ?? '', name),
        }
      }),
      addAddressLabel: words.addAddressFor(name),
      changeLoyaltyLabel: words.changeLoyalty(name),
      // Spec 2 section 9: two or more addresses no other patient shares set a flag (decision 0065).
      hasSeveralOwnAddresses: patient.addresses.filter((address) => !elsewhere.has(placeOf(address))).length >= 2,
      homePhone: phone(patient.homePhone),
      mobilePhone: phone(patient.mobilePhone),
      email: patient.emailAddress?.email ?? null,
      loyaltyCardNumber: patient.loyaltyCardNumber ?? null,
      alternateId: patient.alternateId ?? null,
    }
  })
}

/** The account's patients and the customer's relationships, read together (one round); each may fail on its own. */
export async function readPatientsAndRelationships(context: AppLoadContext, { client }: RxCustomer) {
  const [patients, relationships] = await Promise.all([
    loadOrError(() => patientsForPage(context, client), loadMessagesIn(context.language).patients),
    loadOrError(
      () => relationshipsForPage(context, client),
      profileWordsIn(context.language).texts.relationshipsFailed,
    ),
  ])
  return {
    patientsLoaded: patients.status === 'loaded',
    errors: [patients, relationships].flatMap((loaded) => (loaded.status === 'error' ? [loaded.message] : [])),
    patients: patients.status === 'loaded' ? patients.value : [],
    relationships:
      relationships.status === 'loaded' ? relationships.value : { relationships: [], accessToCustomer: [] },
  }
}

/**
 * /rx/patient-profile: each patient's details, the customer's requests for other adults still waiting, and the
 * marketing program's question or answer. The programs, and the enrolments of the primary patient this sign-in had
 * last time (the customer's standing in the marketing program, decision 0053), are asked with the patients: one round.
 */
export async function loadPatientProfile(request: Request, context: AppLoadContext) {
  const { pharmacy } = bannerFor(request)
  const { language } = context
  const words = profileWordsIn(language)
  const loadMessages = loadMessagesIn(language)
  // Alongside the customer gate (decision 0058).
  const { customer, early } = await requireRxCustomerReading(request, context, async (customer) => {
    // The marketing question only where the banner asks it (decision 0068).
    const enrolments = pharmacy.marketingConsent
      ? await primaryEnrolmentsForPage(context, customer.client, customer.user)
      : undefined
    const programs = enrolments
      ? loadOrError(() => programsForPage(context, customer.client), loadMessages.programs)
      : Promise.resolve({ status: 'loaded' as const, value: [] })
    // A sign-out (401) thrown by the reads below leaves this one unawaited: its own rejection must not go unhandled.
    programs.catch(() => undefined)
    return { enrolments, programs, ...(await readPatientsAndRelationships(context, customer)) }
  })
  const { enrolments, errors, patients, patientsLoaded, relationships } = early
  if (patientsLoaded) await rememberPatients(customer.user, patients)
  const programs = await early.programs
  const program = programs.status === 'loaded' ? marketingProgramOf(programs.value) : undefined
  const standing =
    program && enrolments
      ? await loadOrError(() => marketingStanding(patients, program, enrolments), loadMessages.programs)
      : null
  return {
    errors: [
      ...errors,
      ...[programs, standing].flatMap((loaded) => (loaded?.status === 'error' ? [loaded.message] : [])),
    ].filter((message, index, all) => all.indexOf(message) === index),
    patients: profilesOf(patients, language),
    loyaltyCard: pharmacy.loyaltyCard,
    requests: relationships.relationships
      .filter((relationship) => relationship.relationshipRequestStatus === 'PENDING')
      .map((relationship) => {
        const requestedOn = formatDay(relationship.accessRequestedDate, language)
        return {
          key: `${relationship.relationshipType}:${relationship.patientNumber}`,
          name: relationship.name,
          relationship: relationship.relationshipType,
          relationshipText: words.relationship(relationship.relationshipType),
          requestedOn,
          requestedOnText: requestedOn ? words.requestedOn(requestedOn) : null,
        }
      }),
    marketing: standing?.status === 'loaded' && standing.value ? marketingShown(standing.value, request, words) : null,
    // The page's words in the request's language (decision 0107).
    texts: words.texts,
  }
}

/** The marketing program's question, or the answer given, in the page's language. */
function marketingShown(
  standing: Parameters<typeof shownMarketing>[0],
  request: Request,
  words: ReturnType<typeof profileWordsIn>,
) {
  const shown = shownMarketing(standing, new URL(request.url).search)
  return {
    ...shown,
    text: shown.asks ? words.marketingQuestion(shown.programName) : words.marketingStatus(shown.status),
  }
}
export type PatientProfileData = Awaited<ReturnType<typeof loadPatientProfile>>

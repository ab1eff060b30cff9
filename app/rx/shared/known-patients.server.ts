import { z } from 'zod'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { createServerStore } from '#app/security/server-store.server.ts'
import { patientSchema, type Patient } from '#app/upstream/rx-api.schema.ts'
import { isPatientNumber, primaryPatient } from './patients.ts'

/**
 * The patients a sign-in's pharmacy account had when a page last asked (decision 0053): their numbers, relationship
 * types, loyalty cards and auto-refill stores (what the pages ask their next calls with). A hint, never an answer: a page starts its per-patient calls for them together with
 * the patient list's own call, and the list it then gets decides what is shown (`askAhead`). A stale hint costs a
 * round, never a wrong page, so it needs no invalidation beyond the sign-in it belongs to.
 */
export type KnownPatient = Pick<
  Patient,
  'patientNumber' | 'relationshipType' | 'loyaltyCardNumber' | 'autoRefillFacilityId'
>

/** A bound on one sign-in's entry; a longer list is asked for each time (it only costs a round). */
const MOST_KNOWN = 50
const KNOWN_PATIENTS_SECONDS = 30 * 60

const numberTypeAndCard = [z.string(), patientSchema.shape.relationshipType, z.string().nullable()] as const
/** An entry kept before the auto-refill store was (a three-part one) still reads: a deploy costs no one their hint. */
const knownSchema = z
  .array(z.union([z.tuple([...numberTypeAndCard, z.string().max(20).nullable()]), z.tuple([...numberTypeAndCard])]))
  .max(MOST_KNOWN)

/** Kept by the server under the sign-in's own id (decision 0089), not in a cookie. */
const knownPatients = createServerStore('known-patients')

const asEntries = (patients: KnownPatient[]) =>
  patients.map((patient): [string, KnownPatient['relationshipType'], string | null, string | null] => [
    patient.patientNumber,
    patient.relationshipType,
    patient.loyaltyCardNumber ?? null,
    patient.autoRefillFacilityId ?? null,
  ])

async function readEntries(user: SignedInUser) {
  const stored = await knownPatients.get(user.sessionId)
  if (stored === undefined) return []
  const parsed = knownSchema.safeParse(JSON.parse(stored))
  return parsed.success ? parsed.data : []
}

export async function readKnownPatients(user: SignedInUser): Promise<KnownPatient[]> {
  return (await readEntries(user)).map(
    ([patientNumber, relationshipType, loyaltyCardNumber, autoRefillFacilityId]) => ({
      patientNumber,
      relationshipType,
      loyaltyCardNumber,
      autoRefillFacilityId: autoRefillFacilityId ?? null,
    }),
  )
}

/**
 * The patient a page about one patient will show, guessed before the patient list arrives (a key for `askAhead`):
 * the one the URL names, else the hint's primary patient (spec 2 section 3).
 */
export async function expectedPatient(user: SignedInUser, requested?: string | null) {
  return isPatientNumber(requested) ? requested : primaryPatient(await readKnownPatients(user))?.patientNumber
}

/** Keeps the list the pharmacy just gave, when it differs from the one kept. */
export async function rememberPatients(user: SignedInUser, patients: KnownPatient[]) {
  if (patients.length > MOST_KNOWN) return
  const entries = JSON.stringify(asEntries(patients))
  if (JSON.stringify(await readEntries(user)) === entries) return
  await knownPatients.set(user.sessionId, entries, KNOWN_PATIENTS_SECONDS * 1000)
}

import type { AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import { patientSchema, type Patient } from '#app/upstream/rx-api.schema.ts'

/**
 * The patients a sign-in's pharmacy account had when a page last asked (decision 0053): their numbers and
 * relationship types, sealed. A hint, never an answer: a page starts its per-patient calls for them together with
 * the patient list's own call, and the list it then gets decides what is shown (`askAhead`). A stale hint costs a
 * round, never a wrong page, so it needs no invalidation beyond the sign-in it belongs to.
 */
export type KnownPatient = Pick<Patient, 'patientNumber' | 'relationshipType'>

/** A caregiver's long list is not worth a cookie near the browser's 4 KB limit: past this, nothing is kept. */
const MOST_KNOWN = 20
const KNOWN_PATIENTS_SECONDS = 30 * 60

const knownSchema = z.object({
  sessionId: z.string(),
  patients: z.array(z.tuple([z.string(), patientSchema.shape.relationshipType])).max(MOST_KNOWN),
})

let knownPatientsCookieInstance: ReturnType<typeof sealedAppCookie> | undefined
function knownPatientsCookie() {
  knownPatientsCookieInstance ??= sealedAppCookie('__rx_patients', { maxAge: KNOWN_PATIENTS_SECONDS })
  return knownPatientsCookieInstance
}

const asEntries = (patients: KnownPatient[]) =>
  patients.map((patient): [string, KnownPatient['relationshipType']] => [
    patient.patientNumber,
    patient.relationshipType,
  ])

export async function readKnownPatients(request: Request, user: SignedInUser): Promise<KnownPatient[]> {
  const parsed = knownSchema.safeParse(await knownPatientsCookie().parse(request.headers.get('cookie')))
  if (!parsed.success || parsed.data.sessionId !== user.sessionId) return []
  return parsed.data.patients.map(([patientNumber, relationshipType]) => ({ patientNumber, relationshipType }))
}

/** Keeps the list the pharmacy just gave, when it differs from the one the request brought. */
export async function rememberPatients(
  context: AppLoadContext,
  request: Request,
  user: SignedInUser,
  patients: KnownPatient[],
) {
  if (patients.length > MOST_KNOWN) return
  const entries = asEntries(patients)
  if (JSON.stringify(asEntries(await readKnownPatients(request, user))) === JSON.stringify(entries)) return
  context.setCookie(
    await knownPatientsCookie().serialize({ sessionId: user.sessionId, patients: entries } satisfies z.infer<
      typeof knownSchema
    >),
  )
}

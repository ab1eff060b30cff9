import { describe, expect, it } from 'vitest'
import {
  patientNotFound,
  requirePatient,
  requirePatientOrPrimary,
  requireSelection,
} from '#app/rx/shared/requested-patient.server.ts'
import { ALL_PATIENTS } from '#app/rx/shared/patients.ts'
import type { Patient } from '#app/upstream/rx-api.schema.ts'
import { HttpResponse, http } from 'msw'
import { action as dismissAction, loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import { action as autoRefillsAction, loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import { loader as autoRefillPrescriptionsLoader } from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import { loader as ninetyDayLoader } from '#app/routes/rx+/ninety-day-supply.tsx'
import { PATIENT_TEXTS } from '#app/rx/shared/rx-texts.ts'
import { mockServer } from '#mocks/node.ts'
import { args, signIn } from '#tests/utils/link-steps.ts'
import { formPost, get, missingPatientOf, settle } from '#tests/utils/requests.ts'

const patient = (patientNumber: string, relationshipType: Patient['relationshipType']): Patient => ({
  patientNumber,
  firstName: 'Pat',
  lastName: 'Shopper',
  relationshipType,
  addresses: [],
})
const lily = patient('1002', 'CHILD')
const sam = patient('1001', 'SELF')
const patients = [lily, sam]
const loaded = { status: 'loaded' as const, value: patients }

describe("the patient a request names (spec 2 section 8, 'Missing patient')", () => {
  it('answers a number not the customer’s with a 404 that says which, in the spec’s words', async () => {
    expect(await missingPatientOf(patientNotFound('2001', 'en'))).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
    expect(patientNotFound('2001', 'en').headers.get('cache-control')).toBe('no-store')
    // Whatever was sent is quoted short; nothing that is not text is quoted.
    expect((await missingPatientOf(patientNotFound('9'.repeat(500), 'en'))).text).toBe(
      `No patient could be found with patientNumber ${'9'.repeat(20)}`,
    )
    expect((await missingPatientOf(patientNotFound(new File([], 'x'), 'en'))).text).toBe(
      'No patient could be found with patientNumber ',
    )
    // In the page's language (issue 36).
    expect((await missingPatientOf(patientNotFound('2001', 'es'))).text).toBe(
      'No se encontró ningún paciente con el número de paciente 2001',
    )
  })

  it('gives the customer’s patient, and never another one for a number not theirs', async () => {
    expect(requirePatient(patients, '1001', 'en')).toBe(sam)
    for (const requested of ['2001', '', null, '1001 ', 1001])
      expect((await missingPatientOf(await settle(() => requirePatient(patients, requested, 'en')))).status).toBe(404)
  })

  it('defaults to the primary patient only when no patient is named', async () => {
    expect(requirePatientOrPrimary(patients, null, 'en')).toBe(sam)
    expect(requirePatientOrPrimary(patients, '1002', 'en')).toBe(lily)
    expect((await missingPatientOf(await settle(() => requirePatientOrPrimary(patients, '2001', 'en')))).text).toBe(
      'No patient could be found with patientNumber 2001',
    )
  })

  it("reads 'Viewing Patient': none or 'all' is everyone, a number must be the customer's", async () => {
    expect(requireSelection(loaded, null, 'en')).toBe(ALL_PATIENTS)
    expect(requireSelection(loaded, 'all', 'en')).toBe(ALL_PATIENTS)
    expect(requireSelection(loaded, '1002', 'en')).toBe(lily)
    expect((await missingPatientOf(await settle(() => requireSelection(loaded, '2001', 'en')))).status).toBe(404)
    // The list did not load: nothing can be checked, and the page shows its load error instead.
    expect(requireSelection({ status: 'error', message: 'Please try again.' }, '2001', 'en')).toBe(ALL_PATIENTS)
  })
})

describe('every /rx page and form that names a patient (issue 32)', () => {
  const NOT_FOUND = { status: 404, text: 'No patient could be found with patientNumber 2001' }
  const page = async (load: (args: never) => unknown, path: string, cookie: string) =>
    settle(() => load(args(get(path, { cookie })) as never))

  it("answers a patient of another account with the spec's 404 on every page that shows patients", async () => {
    const cookie = await signIn('shopper@example.com')
    for (const [load, path] of [
      [dashboardLoader, '/rx/dashboard?patient=2001'],
      [refillsLoader, '/rx/refills?patient=2001'],
      [trackerLoader, '/rx/tracker?patientNumber=2001'],
      [trackerLoader, '/rx/tracker?authenticatedPatientNumber=2001'],
      [autoRefillsLoader, '/rx/auto-refills?patient=2001'],
      [autoRefillPrescriptionsLoader, '/rx/auto-refills/manage-prescriptions?patient=2001'],
      [ninetyDayLoader, '/rx/ninety-day-supply?patient=2001'],
    ] as const)
      expect(await missingPatientOf(await page(load, path, cookie)), path).toEqual(NOT_FOUND)
  })

  it('changes nothing for a posted patient of another account, and says so', async () => {
    const cookie = await signIn('shopper@example.com')
    const dismissed = await settle(() =>
      dismissAction(
        args(formPost('/rx/dashboard', { intent: 'dismiss', patientNumber: '2001', notification: 'x' }, { cookie })),
      ),
    )
    expect(await missingPatientOf(dismissed)).toEqual(NOT_FOUND)
    const reminder = await settle(() =>
      autoRefillsAction(
        args(formPost('/rx/auto-refills', { intent: 'dismiss-reminder', patientNumber: '2001' }, { cookie })),
      ),
    )
    expect(await missingPatientOf(reminder)).toEqual(NOT_FOUND)
  })

  it("shows Theo, the adult who approved Sam's access, with his prescriptions, and on his own", async () => {
    const cookie = await signIn('shopper@example.com')
    type Refills = { selected: string; groups: Array<{ name: string; refills: Array<{ drugName: string }> }> }
    const refills = (await page(refillsLoader, '/rx/refills?patient=1004', cookie)) as Refills
    expect(refills.selected).toBe('1004')
    expect(refills.groups).toEqual([
      expect.objectContaining({
        name: 'Theo Shopper',
        refills: [
          expect.objectContaining({ drugName: 'Fluticasone 50 mcg Nasal Spray' }),
          expect.objectContaining({ drugName: 'Doxycycline 100 mg Capsule' }),
        ],
      }),
    ])
    type Dashboard = {
      sections: Array<{ name: string; notifications: { status: string; value: Array<{ text: string }> } }>
    }
    const dashboard = (await page(dashboardLoader, '/rx/dashboard?patient=1004', cookie)) as Dashboard
    expect(dashboard.sections.map((section) => section.name)).toEqual(['Theo Shopper'])
    expect(dashboard.sections[0]!.notifications.value.map((notice) => notice.text)).toEqual([
      "Theo is now 18. To keep managing Theo's prescriptions, ask Theo to grant you access.",
    ])
  })

  it("says 'No patient selected' where the account has no patient to show", async () => {
    const cookie = await signIn('shopper@example.com')
    mockServer.use(http.get(/\/rx\/api\/patient-profiles\/$/, () => HttpResponse.json({ patients: [] })))
    const dashboard = (await page(dashboardLoader, '/rx/dashboard', cookie)) as { sections: []; errors: [] }
    expect([dashboard.sections, dashboard.errors]).toEqual([[], []])
    expect(PATIENT_TEXTS.noneSelected).toBe('No patient selected')
  })
})

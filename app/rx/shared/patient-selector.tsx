import { Form, useSubmit } from '@remix-run/react'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { ALL_PATIENTS } from './patients.ts'
import type { PatientSelectorTexts } from './patient-selector.messages.server.ts'

type PatientOption = { patientNumber: string; name: string }

/**
 * 'Viewing Patient' (spec 2 'Forms and cards'): a GET form, so the choice
 * lives in the URL (`?patient=`, or the tracker's `?patientNumber=`). With
 * JavaScript it applies on change.
 */
export function PatientSelector({
  patients,
  selected,
  param = 'patient',
  texts,
}: {
  patients: PatientOption[]
  selected: string
  param?: string
  /** Its words in the page's language (`patientSelectorTexts`). */
  texts: PatientSelectorTexts
}) {
  const submit = useSubmit()
  const hydrated = useHydrated()
  return (
    <Form
      method="GET"
      className="patient-selector"
      onChange={(event) => submit(event.currentTarget, { preventScrollReset: true })}
    >
      <label htmlFor="viewing-patient">{texts.label}</label>
      <select id="viewing-patient" name={param} defaultValue={selected} key={selected}>
        <option value={ALL_PATIENTS}>{texts.all}</option>
        {patients.map((patient) => (
          <option key={patient.patientNumber} value={patient.patientNumber}>
            {patient.name}
          </option>
        ))}
      </select>
      {hydrated ? null : (
        <button type="submit" className="button button-secondary">
          {texts.view}
        </button>
      )}
    </Form>
  )
}

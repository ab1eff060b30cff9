import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { PROFILE_TEXTS } from './profile-texts.ts'

// What the patient profile and patient access pages share, apart from either page: a page's module ships whole to
// every route that imports part of it (decision 0097).

export const relationshipOf = (type: string) => PROFILE_TEXTS.relationships[type] ?? type

export function ProfileErrors({ errors }: { errors: string[] }) {
  return errors.map((message) => <LoadAlert key={message} message={message} />)
}

/** The links under the profile and patient access pages, in the page's words (English where not yet translated). */
export function ProfileActions({
  texts = PROFILE_TEXTS,
}: {
  texts?: { readonly addPatient: string; readonly managePatientAccess: string; readonly goToPrescriptions: string }
}) {
  return (
    <p className="dialog-actions">
      <Link to="/rx/link/patient" className="button button-secondary">
        {texts.addPatient}
      </Link>
      <Link to="/rx/patient-access">{texts.managePatientAccess}</Link>
      <Link to="/rx/dashboard">{texts.goToPrescriptions}</Link>
    </p>
  )
}

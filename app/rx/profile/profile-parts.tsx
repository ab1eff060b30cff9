import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { PROFILE_TEXTS } from './profile-texts.ts'

// What the patient profile and patient access pages share, apart from either page: a page's module ships whole to
// every route that imports part of it (decision 0097).

export const relationshipOf = (type: string) => PROFILE_TEXTS.relationships[type] ?? type

export function ProfileErrors({ errors }: { errors: string[] }) {
  return errors.map((message) => <LoadAlert key={message} message={message} />)
}

export function ProfileActions() {
  return (
    <p className="dialog-actions">
      <Link to="/rx/link/patient" className="button button-secondary">
        {PROFILE_TEXTS.addPatient}
      </Link>
      <Link to="/rx/patient-access">{PROFILE_TEXTS.managePatientAccess}</Link>
      <Link to="/rx/dashboard">{PROFILE_TEXTS.goToPrescriptions}</Link>
    </p>
  )
}

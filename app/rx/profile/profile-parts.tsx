import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'

// What the patient profile and patient access pages share, apart from either page: a page's module ships whole to
// every route that imports part of it (decision 0097).

export function ProfileErrors({ errors }: { errors: string[] }) {
  return errors.map((message) => <LoadAlert key={message} message={message} />)
}

/** The links under the profile and patient access pages, in the page's words. */
export function ProfileActions({
  texts,
}: {
  texts: { readonly addPatient: string; readonly managePatientAccess: string; readonly goToPrescriptions: string }
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

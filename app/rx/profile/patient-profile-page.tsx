import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { loadPatientProfile } from './patient-profile.server.ts'

const RELATIONSHIPS: Record<string, string> = {
  SELF: 'You',
  CHILD: 'Child',
  PET: 'Pet',
  OTHER_ADULT: 'Other adult',
}

export function PatientProfilePage({ data }: { data: Awaited<ReturnType<typeof loadPatientProfile>> }) {
  return (
    <div className="rx-page">
      <RxPageHeader title="Patient Profile" />
      {data.error ? <LoadAlert message={data.error} /> : null}
      <ul className="profile-patients">
        {data.patients.map((patient) => (
          <li key={patient.patientNumber}>
            <strong>{patient.name}</strong> ({RELATIONSHIPS[patient.relationship] ?? patient.relationship})
          </li>
        ))}
      </ul>
      <p className="dialog-actions">
        <Link to="/rx/link/patient" className="button button-secondary">
          Add a Patient
        </Link>
        <Link to="/rx/dashboard">Go to My Prescriptions</Link>
      </p>
    </div>
  )
}

import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { PatientsAndRequests } from './patient-profile.server.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'

const relationshipOf = (type: string) => PROFILE_TEXTS.relationships[type] ?? type

function Errors({ errors }: { errors: string[] }) {
  return errors.map((message) => <LoadAlert key={message} message={message} />)
}

/** Requests to see, care for or manage another adult, with where each stands. */
function Requests({ requests }: { requests: PatientsAndRequests['requests'] }) {
  if (requests.length === 0) return <p>{PROFILE_TEXTS.noPendingRequests}</p>
  return (
    <ul className="profile-patients">
      {requests.map((request) => (
        <li key={request.key}>
          <strong>{request.name}</strong> ({relationshipOf(request.relationship)}):{' '}
          {PROFILE_TEXTS.requestStatuses[request.status] ?? request.status}
          {request.requestedOn ? `, ${PROFILE_TEXTS.requestedOn(request.requestedOn)}` : null}
        </li>
      ))}
    </ul>
  )
}

function Actions() {
  return (
    <p className="dialog-actions">
      <Link to="/rx/link/patient" className="button button-secondary">
        {PROFILE_TEXTS.addPatient}
      </Link>
      <Link to="/rx/dashboard">{PROFILE_TEXTS.goToPrescriptions}</Link>
    </p>
  )
}

export function PatientProfilePage({ data }: { data: PatientsAndRequests }) {
  const pending = data.requests.filter((request) => request.status === 'PENDING')
  return (
    <div className="rx-page">
      <RxPageHeader title={PROFILE_TEXTS.profileTitle} />
      <Errors errors={data.errors} />
      <ul className="profile-patients">
        {data.patients.map((patient) => (
          <li key={patient.patientNumber}>
            <strong>{patient.name}</strong> ({relationshipOf(patient.relationship)})
          </li>
        ))}
      </ul>
      {pending.length > 0 ? (
        <section aria-labelledby="pending-requests">
          <h2 id="pending-requests">{PROFILE_TEXTS.pendingRequests}</h2>
          <Requests requests={pending} />
        </section>
      ) : null}
      <Actions />
    </div>
  )
}

/** The patients of one kind, or 'None yet.' */
function PatientList({ title, names }: { title: string; names: string[] }) {
  const id = `access-${title.toLowerCase().replace(/\W+/g, '-')}`
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {names.length ? (
        <ul className="profile-patients">
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <p>{PROFILE_TEXTS.nobody}</p>
      )}
    </section>
  )
}

export function PatientAccessPage({ data }: { data: PatientsAndRequests }) {
  const approved = (type: string) =>
    data.requests
      .filter((request) => request.relationship === type && request.status === 'APPROVED')
      .map((request) => request.name)
  const patients = (type: string) =>
    data.patients.filter((patient) => patient.relationship === type).map((patient) => patient.name)
  return (
    <div className="rx-page">
      <RxPageHeader title={PROFILE_TEXTS.accessTitle} />
      <Errors errors={data.errors} />
      <section aria-labelledby="pending-requests">
        <h2 id="pending-requests">{PROFILE_TEXTS.pendingRequests}</h2>
        <Requests requests={data.requests.filter((request) => request.status === 'PENDING')} />
      </section>
      <PatientList title={PROFILE_TEXTS.managedAdults} names={approved('MANAGED_ADULT')} />
      <PatientList title={PROFILE_TEXTS.caredFor} names={approved('CAREGIVER')} />
      <PatientList title={PROFILE_TEXTS.children} names={patients('CHILD')} />
      <PatientList title={PROFILE_TEXTS.pets} names={patients('PET')} />
      <Actions />
    </div>
  )
}

import { Link, Outlet } from '@remix-run/react'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { PatientProfileData } from './patient-profile.server.ts'
import { ProfileActions, ProfileErrors, relationshipOf } from './profile-parts.tsx'
import { PROFILE_TEXTS } from './profile-texts.ts'

/** Requests to see, care for or manage another adult, with where each stands. */
function Requests({ requests }: { requests: PatientProfileData['requests'] }) {
  if (requests.length === 0) return <p>{PROFILE_TEXTS.noPendingRequests}</p>
  return (
    <ul className="profile-patients">
      {requests.map((request) => (
        <li key={request.key}>
          <strong>{request.name}</strong> ({relationshipOf(request.relationship)}): {PROFILE_TEXTS.waitingForApproval}
          {request.requestedOn ? `, ${PROFILE_TEXTS.requestedOn(request.requestedOn)}` : null}
        </li>
      ))}
    </ul>
  )
}

type ProfilePatient = PatientProfileData['patients'][number]

/** One patient's details (spec 2 'Patient'), with their addresses and the links that change them. */
function PatientDetails({ patient, loyaltyCard }: { patient: ProfilePatient; loyaltyCard: boolean }) {
  const headingId = `patient-${patient.patientNumber}`
  const addressPath = (path: string) => `/rx/patient-profile/addresses/${path}?patient=${patient.patientNumber}`
  const detail = (term: string, value: string | null) => (
    <div>
      <dt>{term}</dt>
      <dd>{value ?? PROFILE_TEXTS.notOnFile}</dd>
    </div>
  )
  return (
    <section aria-labelledby={headingId} className="profile-patient">
      <h2 id={headingId}>{patient.name}</h2>
      <dl className="profile-details">
        {detail(PROFILE_TEXTS.relationship, relationshipOf(patient.relationship))}
        {detail(PROFILE_TEXTS.dateOfBirth, patient.dateOfBirth)}
        {detail(PROFILE_TEXTS.homePhone, patient.homePhone)}
        {detail(PROFILE_TEXTS.mobilePhone, patient.mobilePhone)}
        {detail(PROFILE_TEXTS.email, patient.email)}
        {loyaltyCard ? (
          <div>
            <dt>{PROFILE_TEXTS.loyaltyCard}</dt>
            <dd>
              {patient.loyaltyCardNumber ?? PROFILE_TEXTS.notOnFile}{' '}
              <Link
                to={`/rx/patient-profile/loyalty?patient=${patient.patientNumber}`}
                aria-label={PROFILE_TEXTS.changeLoyalty(patient.name)}
              >
                {PROFILE_TEXTS.change}
              </Link>
            </dd>
          </div>
        ) : null}
        {detail(PROFILE_TEXTS.alternateId, patient.alternateId)}
      </dl>
      <h3>{PROFILE_TEXTS.addresses}</h3>
      {patient.addresses.length === 0 ? <p>{PROFILE_TEXTS.noAddresses}</p> : null}
      {patient.hasSeveralOwnAddresses ? <p className="alert alert-info">{PROFILE_TEXTS.severalAddresses}</p> : null}
      <ul className="profile-addresses">
        {patient.addresses.map((address) => (
          <li key={address.addressId}>
            <PostalAddress lines={address.lines} />
            {address.isDefault ? <span className="tag">{PROFILE_TEXTS.defaultAddress}</span> : null}
            {address.isShared ? <span className="tag">{PROFILE_TEXTS.sharedAddress}</span> : null}
            <p className="dialog-actions">
              <Link
                to={addressPath(`${address.addressId}/edit`)}
                aria-label={PROFILE_TEXTS.editAddressOf(address.lines[0] ?? '', patient.name)}
              >
                {PROFILE_TEXTS.edit}
              </Link>
              <Link
                to={addressPath(`${address.addressId}/delete`)}
                aria-label={PROFILE_TEXTS.deleteAddressOf(address.lines[0] ?? '', patient.name)}
              >
                {PROFILE_TEXTS.delete}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link
          to={addressPath('new')}
          className="button button-secondary"
          aria-label={PROFILE_TEXTS.addAddressFor(patient.name)}
        >
          {PROFILE_TEXTS.addAddress}
        </Link>
      </p>
    </section>
  )
}

/** 'Patient Profile': each patient's details, the requests waiting for approval, and the address panels' outlet. */
export function PatientProfilePage({ data }: { data: PatientProfileData }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={PROFILE_TEXTS.profileTitle} />
      <ProfileErrors errors={data.errors} />
      {data.patients.map((patient) => (
        <PatientDetails key={patient.patientNumber} patient={patient} loyaltyCard={data.loyaltyCard} />
      ))}
      {data.marketing ? (
        <section aria-labelledby="marketing-program">
          <h2 id="marketing-program">{PROFILE_TEXTS.marketingHeading}</h2>
          <p>
            {data.marketing.asks
              ? PROFILE_TEXTS.marketingQuestion(data.marketing.programName)
              : PROFILE_TEXTS.marketingStatus[data.marketing.status]}
          </p>
          <p>
            <Link to={data.marketing.panelPath} className={data.marketing.asks ? 'button' : undefined}>
              {PROFILE_TEXTS.reviewMarketing}
            </Link>
          </p>
        </section>
      ) : null}
      {data.requests.length > 0 ? (
        <section aria-labelledby="pending-requests">
          <h2 id="pending-requests">{PROFILE_TEXTS.pendingRequests}</h2>
          <Requests requests={data.requests} />
        </section>
      ) : null}
      <ProfileActions />
      <Outlet />
    </div>
  )
}

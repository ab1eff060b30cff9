import { Link, Outlet } from '@remix-run/react'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { PatientProfileData } from './patient-profile.server.ts'
import { ProfileActions, ProfileErrors } from './profile-parts.tsx'
import type { ProfileTexts } from './profile.messages.server.ts'

/** Requests to see, care for or manage another adult, with where each stands. */
function Requests({ requests, texts }: { requests: PatientProfileData['requests']; texts: ProfileTexts }) {
  if (requests.length === 0) return <p>{texts.noPendingRequests}</p>
  return (
    <ul className="profile-patients">
      {requests.map((request) => (
        <li key={request.key}>
          <strong>{request.name}</strong> ({request.relationshipText}): {texts.waitingForApproval}
          {request.requestedOnText ? `, ${request.requestedOnText}` : null}
        </li>
      ))}
    </ul>
  )
}

type ProfilePatient = PatientProfileData['patients'][number]

/** One patient's details (spec 2 'Patient'), with their addresses and the links that change them. */
function PatientDetails({
  patient,
  loyaltyCard,
  texts,
}: {
  patient: ProfilePatient
  loyaltyCard: boolean
  texts: ProfileTexts
}) {
  const headingId = `patient-${patient.patientNumber}`
  const addressPath = (path: string) => `/rx/patient-profile/addresses/${path}?patient=${patient.patientNumber}`
  const detail = (term: string, value: string | null) => (
    <div>
      <dt>{term}</dt>
      <dd>{value ?? texts.notOnFile}</dd>
    </div>
  )
  return (
    <section aria-labelledby={headingId} className="profile-patient">
      <h2 id={headingId}>{patient.name}</h2>
      <dl className="profile-details">
        {detail(texts.relationship, patient.relationshipText)}
        {detail(texts.dateOfBirth, patient.dateOfBirth)}
        {detail(texts.homePhone, patient.homePhone)}
        {detail(texts.mobilePhone, patient.mobilePhone)}
        {detail(texts.email, patient.email)}
        {loyaltyCard ? (
          <div>
            <dt>{texts.loyaltyCard}</dt>
            <dd>
              {patient.loyaltyCardNumber ?? texts.notOnFile}{' '}
              <Link
                to={`/rx/patient-profile/loyalty?patient=${patient.patientNumber}`}
                aria-label={patient.changeLoyaltyLabel}
              >
                {texts.change}
              </Link>
            </dd>
          </div>
        ) : null}
        {detail(texts.alternateId, patient.alternateId)}
      </dl>
      <h3>{texts.addresses}</h3>
      {patient.addresses.length === 0 ? <p>{texts.noAddresses}</p> : null}
      {patient.hasSeveralOwnAddresses ? <p className="alert alert-info">{texts.severalAddresses}</p> : null}
      <ul className="profile-addresses">
        {patient.addresses.map((address) => (
          <li key={address.addressId}>
            <PostalAddress lines={address.lines} />
            {address.isDefault ? <span className="tag">{texts.defaultAddress}</span> : null}
            {address.isShared ? <span className="tag">{texts.sharedAddress}</span> : null}
            <p className="dialog-actions">
              <Link to={addressPath(`${address.addressId}/edit`)} aria-label={address.editLabel}>
                {texts.edit}
              </Link>
              <Link to={addressPath(`${address.addressId}/delete`)} aria-label={address.deleteLabel}>
                {texts.delete}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <p>
        <Link to={addressPath('new')} className="button button-secondary" aria-label={patient.addAddressLabel}>
          {texts.addAddress}
        </Link>
      </p>
    </section>
  )
}

/** 'Patient Profile': each patient's details, the requests waiting for approval, and the address panels' outlet. */
export function PatientProfilePage({ data }: { data: PatientProfileData }) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <ProfileErrors errors={data.errors} />
      {data.patients.map((patient) => (
        <PatientDetails key={patient.patientNumber} patient={patient} loyaltyCard={data.loyaltyCard} texts={texts} />
      ))}
      {data.marketing ? (
        <section aria-labelledby="marketing-program">
          <h2 id="marketing-program">{texts.marketingHeading}</h2>
          <p>{data.marketing.text}</p>
          <p>
            <Link to={data.marketing.panelPath} className={data.marketing.asks ? 'button' : undefined}>
              {texts.reviewMarketing}
            </Link>
          </p>
        </section>
      ) : null}
      {data.requests.length > 0 ? (
        <section aria-labelledby="pending-requests">
          <h2 id="pending-requests">{texts.pendingRequests}</h2>
          <Requests requests={data.requests} texts={texts} />
        </section>
      ) : null}
      <ProfileActions texts={texts} />
      <Outlet />
    </div>
  )
}

import { Link, Outlet } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PATIENT_ACCESS_PATH } from '#app/rx/shared/patients.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { AnswerButtons } from '#app/rx/shared/access-answer-buttons.tsx'
import type { PatientAccessData, ShownAccessEntry } from './patient-access.server.ts'
import { ProfileActions, ProfileErrors, relationshipOf } from './profile-parts.tsx'
import { PROFILE_TEXTS } from './profile-texts.ts'
import { ACCESS_TEXTS } from './access-texts.ts'

const panelPath = (entry: ShownAccessEntry, panel: 'remove' | 'expiry') =>
  `${PATIENT_ACCESS_PATH}/${encodeURIComponent(entry.key)}/${panel}`

function PendingEntry({ entry }: { entry: ShownAccessEntry }) {
  const text =
    entry.direction === 'byCustomer'
      ? ACCESS_TEXTS.waitingFor(entry.name)
      : entry.requestType === 'MANAGE'
        ? ACCESS_TEXTS.asksToManage(entry.name)
        : ACCESS_TEXTS.asksToSee(entry.name)
  return (
    <li>
      <p>
        {text}
        {entry.requestedOn ? ` ${PROFILE_TEXTS.requestedOn(entry.requestedOn)}` : null}
      </p>
      <AnswerButtons entry={entry} />
    </li>
  )
}

/** An access given or received: since when, until when (or that it expired), and its links. */
function AccessEntry({ entry }: { entry: ShownAccessEntry }) {
  const what =
    entry.direction === 'toCustomer'
      ? entry.requestType === 'MANAGE'
        ? ACCESS_TEXTS.manages
        : ACCESS_TEXTS.canSee
      : relationshipOf(entry.relationship)
  const until =
    entry.status === 'EXPIRED'
      ? ACCESS_TEXTS.accessExpired(entry.expiresOn)
      : entry.expiresOn
        ? ACCESS_TEXTS.accessUntil(entry.expiresOn)
        : ACCESS_TEXTS.noEndDate
  return (
    <li>
      <p>
        <strong>{entry.name}</strong> ({what})
        {entry.status === 'EXPIRED' ? <span className="tag">{ACCESS_TEXTS.expired}</span> : null}
      </p>
      <p>
        {entry.grantedOn ? `${ACCESS_TEXTS.accessSince(entry.grantedOn)}. ` : null}
        {until}
      </p>
      <p className="dialog-actions">
        {entry.actions.includes('expiry') ? (
          <Link
            to={panelPath(entry, 'expiry')}
            aria-label={ACCESS_TEXTS.endDateFor(
              entry.expiresOn ? ACCESS_TEXTS.changeEndDate : ACCESS_TEXTS.setEndDate,
              entry.name,
            )}
          >
            {entry.expiresOn ? ACCESS_TEXTS.changeEndDate : ACCESS_TEXTS.setEndDate}
          </Link>
        ) : null}
        {entry.actions.includes('remove') ? (
          <Link to={panelPath(entry, 'remove')} aria-label={ACCESS_TEXTS.removeFor(entry.name)}>
            {ACCESS_TEXTS.remove}
          </Link>
        ) : null}
      </p>
    </li>
  )
}

function Section({
  title,
  id,
  children,
  empty,
}: {
  title: string
  id: string
  children: React.ReactNode[]
  empty: string
}) {
  return (
    <section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children.length ? <ul className="profile-patients">{children}</ul> : <p>{empty}</p>}
    </section>
  )
}

/**
 * 'Patient Access' (spec 2 sections 2 and 6): requests waiting for an answer, the customer's caregivers (who can see
 * or manage the customer's prescriptions), the adults the customer manages or sees, children and pets.
 */
export function PatientAccessPage({ data }: { data: PatientAccessData }) {
  const of = (direction: string, statuses: string[]) =>
    data.entries.filter((entry) => entry.direction === direction && statuses.includes(entry.status))
  const pending = data.entries.filter((entry) => entry.status === 'PENDING')
  const names = (list: string[]) => list.map((name) => <li key={name}>{name}</li>)
  return (
    <div className="rx-page">
      <RxPageHeader title={ACCESS_TEXTS.accessTitle} />
      <ProfileErrors errors={data.errors} />
      <Section title={PROFILE_TEXTS.pendingRequests} id="pending-requests" empty={PROFILE_TEXTS.noPendingRequests}>
        {pending.map((entry) => (
          <PendingEntry key={entry.key} entry={entry} />
        ))}
      </Section>
      <Section title={ACCESS_TEXTS.caregivers} id="caregivers" empty={ACCESS_TEXTS.nobody}>
        {of('toCustomer', ['APPROVED', 'EXPIRED']).map((entry) => (
          <AccessEntry key={entry.key} entry={entry} />
        ))}
      </Section>
      <Section title={ACCESS_TEXTS.managedAdults} id="managed-adults" empty={ACCESS_TEXTS.nobody}>
        {of('byCustomer', ['APPROVED', 'EXPIRED']).map((entry) => (
          <AccessEntry key={entry.key} entry={entry} />
        ))}
      </Section>
      <Section title={ACCESS_TEXTS.children} id="children" empty={ACCESS_TEXTS.nobody}>
        {names(data.children)}
      </Section>
      <Section title={ACCESS_TEXTS.pets} id="pets" empty={ACCESS_TEXTS.nobody}>
        {names(data.pets)}
      </Section>
      <ProfileActions />
      <Outlet />
    </div>
  )
}

/** 'Remove Access': who, and Remove or Cancel. */
export function RemoveAccessPanel({ entry, formError }: { entry: ShownAccessEntry; formError: string | undefined }) {
  return (
    <SidePanel title={ACCESS_TEXTS.removeTitle} closeTo={PATIENT_ACCESS_PATH}>
      <SubmitOnceForm method="POST" className="narrow-form">
        <FormAlert errors={formError ? [formError] : undefined} />
        <p>{ACCESS_TEXTS.removeQuestion(entry.name)}</p>
        <p className="dialog-actions">
          <StatusButton>{ACCESS_TEXTS.remove}</StatusButton>
          <Link to={PATIENT_ACCESS_PATH}>{PROFILE_TEXTS.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}

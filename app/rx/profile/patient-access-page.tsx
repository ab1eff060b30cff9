import { Link, Outlet } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { SidePanel } from '#app/ui/side-panel.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PATIENT_ACCESS_PATH } from '#app/rx/shared/patients.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { AnswerButtons } from '#app/rx/shared/access-answer-buttons.tsx'
import type { PatientAccessData, ShownAccessEntry } from './patient-access.server.ts'
import { ProfileActions, ProfileErrors } from './profile-parts.tsx'
import type { AccessTexts } from './access.messages.server.ts'

const panelPath = (entry: ShownAccessEntry, panel: 'remove' | 'expiry') =>
  `${PATIENT_ACCESS_PATH}/${encodeURIComponent(entry.key)}/${panel}`

function PendingEntry({ entry }: { entry: ShownAccessEntry }) {
  return (
    <li>
      <p>{entry.pending}</p>
      <AnswerButtons entry={entry} />
    </li>
  )
}

/** An access given or received: since when, until when (or that it expired), and its links. */
function AccessEntry({ entry, texts }: { entry: ShownAccessEntry; texts: AccessTexts }) {
  return (
    <li>
      <p>
        <strong>{entry.name}</strong> ({entry.what})
        {entry.status === 'EXPIRED' ? <span className="tag">{texts.expired}</span> : null}
      </p>
      <p>
        {entry.since}
        {entry.until}
      </p>
      <p className="dialog-actions">
        {entry.actions.includes('expiry') ? (
          <Link to={panelPath(entry, 'expiry')} aria-label={entry.endDateLabel}>
            {entry.endDateLink}
          </Link>
        ) : null}
        {entry.actions.includes('remove') ? (
          <Link to={panelPath(entry, 'remove')} aria-label={entry.removeLabel}>
            {texts.remove}
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
  const { texts } = data
  const of = (direction: string, statuses: string[]) =>
    data.entries.filter((entry) => entry.direction === direction && statuses.includes(entry.status))
  const pending = data.entries.filter((entry) => entry.status === 'PENDING')
  const names = (list: string[]) => list.map((name) => <li key={name}>{name}</li>)
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <ProfileErrors errors={data.errors} />
      <Section title={texts.pendingRequests} id="pending-requests" empty={texts.noPendingRequests}>
        {pending.map((entry) => (
          <PendingEntry key={entry.key} entry={entry} />
        ))}
      </Section>
      <Section title={texts.caregivers} id="caregivers" empty={texts.nobody}>
        {of('toCustomer', ['APPROVED', 'EXPIRED']).map((entry) => (
          <AccessEntry key={entry.key} entry={entry} texts={texts} />
        ))}
      </Section>
      <Section title={texts.managedAdults} id="managed-adults" empty={texts.nobody}>
        {of('byCustomer', ['APPROVED', 'EXPIRED']).map((entry) => (
          <AccessEntry key={entry.key} entry={entry} texts={texts} />
        ))}
      </Section>
      <Section title={texts.children} id="children" empty={texts.nobody}>
        {names(data.children)}
      </Section>
      <Section title={texts.pets} id="pets" empty={texts.nobody}>
        {names(data.pets)}
      </Section>
      <ProfileActions texts={texts} />
      <Outlet />
    </div>
  )
}

/** 'Remove Access': who, and Remove or Cancel. */
export function RemoveAccessPanel({
  entry,
  texts,
  formError,
}: {
  entry: ShownAccessEntry
  texts: AccessTexts
  formError: string | undefined
}) {
  return (
    <SidePanel title={texts.removeTitle} closeTo={PATIENT_ACCESS_PATH}>
      <SubmitOnceForm method="POST" className="narrow-form">
        <FormAlert errors={formError ? [formError] : undefined} />
        <p>{entry.removeQuestion}</p>
        <p className="dialog-actions">
          <StatusButton>{texts.remove}</StatusButton>
          <Link to={PATIENT_ACCESS_PATH}>{texts.cancel}</Link>
        </p>
      </SubmitOnceForm>
    </SidePanel>
  )
}

import type { ReactNode, SyntheticEvent } from 'react'
import { Link } from '@remix-run/react'
import { PostButton } from '#app/ui/post-button.tsx'
import { AnswerButtons } from '#app/rx/shared/access-answer-buttons.tsx'
import type { loadDashboard } from './dashboard.server.ts'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { PatientSelector } from '#app/rx/shared/patient-selector.tsx'
import { PharmacyCart } from '#app/rx/cart/pharmacy-cart.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { TrackerCard } from '#app/rx/tracker/tracker-card.tsx'

/**
 * A collapsible part of a patient's section. Spec 2: toggling a child updates
 * the parent, so with JavaScript closing the last open part of a patient's
 * section closes the section too. Without it each `<details>`
 * simply opens and closes on its own.
 */
function DashboardSubsection({ label, title, children }: { label: string; title: string; children: ReactNode }) {
  const updateParent = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const parent = event.currentTarget.parentElement?.closest('details')
    // A hidden child cannot be toggled by the user: its toggle is the initial render's.
    if (!parent?.open) return
    const open = [...parent.querySelectorAll<HTMLDetailsElement>(':scope > details.dashboard-subsection')].some(
      (child) => child.open,
    )
    if (parent.open !== open) parent.open = open
  }
  return (
    <details className="dashboard-subsection" open onToggle={updateParent}>
      <summary>
        <h3>{title}</h3>
      </summary>
      <section aria-label={label}>{children}</section>
    </details>
  )
}

type Section = Awaited<ReturnType<typeof loadDashboard>>['sections'][number]
type NotificationItem = Extract<Section['notifications'], { status: 'loaded' }>['value'][number]

/** A notification with its Dismiss button; a request for the customer's records is answered right here. */
function Notification({
  patientNumber,
  selected,
  notification,
  dismiss,
}: {
  patientNumber: string
  selected: string
  notification: NotificationItem
  dismiss: string
}) {
  return (
    <li>
      <p>{notification.text}</p>
      {notification.access ? <AnswerButtons entry={notification.access} dashboardPatient={selected} /> : null}
      <PostButton
        fields={{ intent: 'dismiss', patientNumber, notification: notification.id }}
        label={notification.dismissLabel}
        className="link-button"
      >
        {dismiss}
      </PostButton>
    </li>
  )
}

/** Spec 2 section 6: the banner's quick links (the mail-order banner's). */
function QuickLinks({ links, title }: { links: Array<{ to: string; text: string }>; title: string }) {
  if (links.length === 0) return null
  return (
    <nav aria-label={title} className="quick-links">
      <h2>{title}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.text}</Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

/** Spec 2 section 6's spotlight cards: the programs worth a look. */
function Spotlight({ cards, title }: { cards: Array<{ to: string; title: string; text: string }>; title: string }) {
  if (cards.length === 0) return null
  return (
    <section aria-labelledby="spotlight" className="spotlight">
      <h2 id="spotlight">{title}</h2>
      <ul className="spotlight-cards">
        {cards.map((card) => (
          <li key={card.to} className="rx-landing-card">
            <h3>
              <Link to={card.to}>{card.title}</Link>
            </h3>
            <p>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * Spec 2 'Dashboard sections collapse': one section per patient, the first
 * expanded. `<details>` does the collapsing, with or without JavaScript.
 */
export function DashboardPage({ data }: { data: Awaited<ReturnType<typeof loadDashboard>> }) {
  const { patients, selected, errors, sections, cart, features, texts } = data
  return (
    <div className="rx-page rx-page-with-cart">
      <div className="rx-main">
        <RxPageHeader title={texts.heading} description={texts.description} />
        {patients.length > 0 ? (
          <PatientSelector patients={patients} selected={selected} texts={texts.patientSelector} />
        ) : null}
        {errors.map((message) => (
          <LoadAlert key={message} message={message} />
        ))}
        {sections.length === 0 && errors.length === 0 ? <p>{texts.noPatientSelected}</p> : null}
        <QuickLinks links={data.quickLinks} title={texts.quickLinks} />
        {sections.map((section, index) => (
          <details key={section.patientNumber} className="dashboard-section" open={index === 0 || undefined}>
            <summary>
              <h2>{section.name}</h2>
            </summary>
            {features.tracker ? (
              <DashboardSubsection label={section.statusLabel} title={texts.prescriptionStatus}>
                {section.tracker ? (
                  <TrackerCard
                    patientNumber={section.patientNumber}
                    counts={section.tracker}
                    texts={texts.trackerCard}
                  />
                ) : null}
              </DashboardSubsection>
            ) : null}
            <DashboardSubsection label={section.notificationsLabel} title={texts.notifications}>
              {section.notifications.status === 'error' ? (
                <LoadAlert message={section.notifications.message} />
              ) : section.notifications.value.length === 0 ? (
                <p>{texts.noNotifications}</p>
              ) : (
                <ul className="notifications">
                  {section.notifications.value.map((notification) => (
                    <Notification
                      key={notification.id}
                      patientNumber={section.patientNumber}
                      selected={selected}
                      notification={notification}
                      dismiss={texts.dismiss}
                    />
                  ))}
                </ul>
              )}
            </DashboardSubsection>
          </details>
        ))}
        <Spotlight cards={data.spotlight} title={texts.spotlight} />
      </div>
      {cart.status === 'loaded' ? <PharmacyCart cart={cart.value} /> : <LoadAlert message={cart.message} />}
    </div>
  )
}

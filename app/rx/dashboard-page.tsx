import type { loadDashboard } from './dashboard.server.ts'
import { LoadAlert } from './load-alert.tsx'
import { NO_NOTIFICATIONS_TEXT } from './notifications.ts'
import { PatientSelector } from './patient-selector.tsx'
import { NO_PATIENT_TEXT } from './patients.ts'
import { PharmacyCart } from './pharmacy-cart.tsx'
import { RxPageHeader } from './rx-shell.tsx'
import { TrackerCard } from './tracker-card.tsx'

/**
 * Spec 2 'Dashboard sections collapse': one section per patient, the first
 * expanded. `<details>` does the collapsing, with or without JavaScript.
 */
export function DashboardPage({ data }: { data: Awaited<ReturnType<typeof loadDashboard>> }) {
  const { patients, selected, errors, sections, cart } = data
  return (
    <div className="rx-page rx-page-with-cart">
      <div className="rx-main">
        <RxPageHeader description="See what's ready, what's in progress and what needs your attention." />
        {patients.length > 0 ? <PatientSelector patients={patients} selected={selected} /> : null}
        {errors.map((message) => (
          <LoadAlert key={message} message={message} />
        ))}
        {sections.length === 0 && errors.length === 0 ? <p>{NO_PATIENT_TEXT}</p> : null}
        {sections.map((section, index) => (
          <details key={section.patientNumber} className="dashboard-section" open={index === 0 || undefined}>
            <summary>
              <h2>{section.name}</h2>
            </summary>
            <section aria-label={`Prescription status for ${section.name}`}>
              <h3>Prescription Status</h3>
              {section.tracker ? <TrackerCard patientNumber={section.patientNumber} counts={section.tracker} /> : null}
            </section>
            <section aria-label={`Notifications for ${section.name}`}>
              <h3>Notifications</h3>
              {section.notifications.status === 'error' ? (
                <LoadAlert message={section.notifications.message} />
              ) : section.notifications.value.length === 0 ? (
                <p>{NO_NOTIFICATIONS_TEXT}</p>
              ) : (
                <ul className="notifications">
                  {section.notifications.value.map((notification) => (
                    <li key={notification.id}>{notification.text}</li>
                  ))}
                </ul>
              )}
            </section>
          </details>
        ))}
      </div>
      {cart.status === 'loaded' ? <PharmacyCart cart={cart.value} /> : <LoadAlert message={cart.message} />}
    </div>
  )
}

import { Link } from '@remix-run/react'
import { Fragment } from 'react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { PatientSelector } from '#app/rx/shared/patient-selector.tsx'
import { PharmacyHoursBlock } from '#app/stores/pharmacy-hours-block.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { loadTracker } from './tracker.server.ts'

type Section = Awaited<ReturnType<typeof loadTracker>>['sections'][number]
type Location = Section['locations'][number]

function StoreCard({ store, detailsLabel }: { store: NonNullable<Location['store']>; detailsLabel: string }) {
  return (
    <div className="store-card">
      <h4>{store.name}</h4>
      <address>
        {store.address.map((line, index) => (
          <Fragment key={line}>
            {index > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
      </address>
      {store.phone ? <p>{store.phone}</p> : null}
      <PharmacyHoursBlock hours={store.hours} />
      <a href={store.detailsUrl}>{detailsLabel}</a>
    </div>
  )
}

/** Spec 2 'Detailed tracker': status sections (in-page anchors), then one store card per pickup location. */
export function TrackerPage({ data }: { data: Awaited<ReturnType<typeof loadTracker>> }) {
  const { texts, patientSelector, patients, selected, errors, sections, payOnlinePath, orderDeliveryPath } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      {payOnlinePath || orderDeliveryPath ? (
        <p className="tracker-actions">
          {payOnlinePath ? (
            <Link to={payOnlinePath} className="button">
              {texts.payOnline}
            </Link>
          ) : null}
          {orderDeliveryPath ? (
            <Link to={orderDeliveryPath} className="button button-secondary">
              {texts.orderDelivery}
            </Link>
          ) : null}
        </p>
      ) : null}
      {patients.length > 0 ? (
        <PatientSelector patients={patients} selected={selected} param="patientNumber" texts={patientSelector} />
      ) : null}
      {errors.map((message) => (
        <LoadAlert key={message} message={message} />
      ))}
      {sections.length > 0 ? (
        <nav aria-label={texts.sections} className="tracker-jump">
          <ul>
            {sections.map((section) => (
              <li key={section.sectionId}>
                <a href={`#${section.sectionId}`}>{section.label}</a>
              </li>
            ))}
          </ul>
        </nav>
      ) : errors.length === 0 ? (
        <p>{texts.noPrescriptions}</p>
      ) : null}
      {sections.map((section) => (
        <section
          key={section.sectionId}
          id={section.sectionId}
          className="tracker-section"
          aria-labelledby={`${section.sectionId}-title`}
          tabIndex={-1}
        >
          <h2 id={`${section.sectionId}-title`}>{section.label}</h2>
          {section.locations.map((location) => (
            <div key={location.facilityId} className="tracker-location">
              {location.store ? <StoreCard store={location.store} detailsLabel={texts.storeDetails} /> : null}
              <ul className="tracker-prescriptions">
                {location.prescriptions.map((prescription) => (
                  <li key={prescription.key} className="tracker-prescription">
                    <h3>
                      {prescription.monographHref ? (
                        <a href={prescription.monographHref}>{prescription.drugName}</a>
                      ) : (
                        prescription.drugName
                      )}
                    </h3>
                    <p>
                      {prescription.rxNumberLabel}
                      {prescription.patientName ? ` · ${prescription.patientName}` : null}
                    </p>
                    <p className="tracker-status">
                      <strong>{prescription.status.label}</strong>
                      {/* The pharmacy's own words, shown as sent (issue 36). */}
                      {prescription.status.detail ? (
                        <span className="tracker-status-detail"> {prescription.status.detail}</span>
                      ) : null}
                    </p>
                    {prescription.promise ? <p>{prescription.promise}</p> : null}
                    <p>
                      {prescription.cost.label}: {prescription.cost.value}
                    </p>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>
      ))}
    </div>
  )
}

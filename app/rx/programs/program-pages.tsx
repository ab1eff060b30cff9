import { Link } from '@remix-run/react'
import { FormAlert } from '#app/ui/field.tsx'
import { PostButton } from '#app/ui/post-button.tsx'
import { CartForm, PharmacyCart } from '#app/rx/cart/pharmacy-cart.tsx'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { NinetyDaySupplyData, RefillSettingsData } from './programs.server.ts'

function Errors({ errors }: { errors: string[] }) {
  return errors.map((message) => <LoadAlert key={message} message={message} />)
}

/** 'Refill Settings': per patient, each refill program with the patient's status and where it is managed. */
export function RefillSettingsPage({ data }: { data: RefillSettingsData }) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.subheader} />
      <Errors errors={data.errors} />
      {data.patients.map((patient) => (
        <section
          key={patient.patientNumber}
          aria-labelledby={`programs-${patient.patientNumber}`}
          className="profile-patient"
        >
          <h2 id={`programs-${patient.patientNumber}`}>{patient.name}</h2>
          {patient.programs.length === 0 ? <p>{texts.noPrograms}</p> : null}
          <dl className="profile-details">
            {patient.programs.map((program) => (
              <div key={program.programId}>
                <dt>{program.name}</dt>
                <dd>
                  {program.status}
                  {program.detail ? <> {program.detail}</> : null}
                  {program.manage ? (
                    <>
                      {' '}
                      <Link to={program.manage} aria-label={program.manageLabel}>
                        {texts.manage}
                      </Link>
                    </>
                  ) : null}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}

/** '90-Day Supply' (cart enabled): Join or Leave per patient, and the prescriptions that can be filled for 90 days. */
export function NinetyDaySupplyPage({ data, formError }: { data: NinetyDaySupplyData; formError: string | undefined }) {
  const { texts } = data
  return (
    <div className="rx-page rx-page-with-cart">
      <div className="rx-main">
        <RxPageHeader title={texts.title} description={texts.intro} />
        <Errors errors={data.errors} />
        <FormAlert errors={formError ? [formError] : undefined} />
        {data.patients.map((patient) => (
          <section
            key={patient.patientNumber}
            aria-labelledby={`ninety-day-${patient.patientNumber}`}
            className="profile-patient"
          >
            <h2 id={`ninety-day-${patient.patientNumber}`}>{patient.name}</h2>
            <p>
              <span className="tag">{patient.enrolled ? texts.enrolled : texts.notEnrolled}</span>
            </p>
            {data.available ? (
              <PostButton
                fields={{ intent: patient.enrolled ? 'leave' : 'join', patientNumber: patient.patientNumber }}
                label={patient.joinOrLeaveLabel}
                className={patient.enrolled ? 'button button-secondary' : 'button'}
              >
                {patient.enrolled ? texts.leave : texts.join}
              </PostButton>
            ) : null}
            <h3>{texts.eligibleHeading}</h3>
            {patient.prescriptions.length === 0 ? <p>{texts.noEligible}</p> : null}
            <ul className="refill-list">
              {patient.prescriptions.map((rx) => (
                <li key={rx.rxNumber}>
                  <strong>{rx.drugName}</strong>{' '}
                  {rx.inCart ? (
                    <span className="tag">{texts.inCart}</span>
                  ) : (
                    <CartForm intent="add" item={rx} label={rx.addLabel}>
                      {texts.addToCart}
                    </CartForm>
                  )}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      {data.cart.status === 'loaded' ? (
        <PharmacyCart cart={data.cart.value} />
      ) : (
        <LoadAlert message={data.cart.message} />
      )}
    </div>
  )
}

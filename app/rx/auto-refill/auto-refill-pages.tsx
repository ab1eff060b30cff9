import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form, Link } from '@remix-run/react'
import { CheckboxField, FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { PostButton } from '#app/ui/post-button.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'
import { PharmacyCart } from '#app/rx/cart/pharmacy-cart.tsx'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { AUTO_REFILL_PATHS, autoRefillPath } from './auto-refill-paths.ts'
import type { AutoRefillCard, AutoRefillsData } from './enrolment.server.ts'
import type { AutoRefillPrescriptionsData } from './prescriptions.server.ts'
import type { AutoRefillGuidelinesTexts, AutoRefillTexts } from './auto-refill.messages.server.ts'

function Errors({ errors }: { errors: string[] }) {
  return errors.map((message) => <LoadAlert key={message} message={message} />)
}

/** A patient's enrolment: its state, pharmacy and end date, the reminder to renew, and what can be done next. */
function EnrolmentCard({ card, actions, texts }: { card: AutoRefillCard; actions: boolean; texts: AutoRefillTexts }) {
  const headingId = `auto-refill-${card.patientNumber}`
  const { lines } = card
  const link = (to: string, text: string, label: string) => (
    <Link to={to} aria-label={label}>
      {text}
    </Link>
  )
  return (
    <section aria-labelledby={headingId} className="profile-patient">
      <h2 id={headingId}>{card.name}</h2>
      <p>
        <span className="tag">{lines.state}</span>
      </p>
      {lines.pharmacy ? <p>{lines.pharmacy}</p> : null}
      {lines.ends ? <p>{lines.ends}</p> : null}
      {lines.reminder ? (
        <div className="alert alert-info">
          <p>{lines.reminder}</p>
          <PostButton
            action={AUTO_REFILL_PATHS.main}
            fields={{ intent: 'dismiss-reminder', patientNumber: card.patientNumber }}
            label={lines.dismissReminderFor}
            className="link-button"
          >
            {texts.dismissReminder}
          </PostButton>
        </div>
      ) : null}
      {actions ? (
        <p className="dialog-actions">
          {card.state === 'not-enrolled'
            ? link(autoRefillPath(AUTO_REFILL_PATHS.main, card.patientNumber), texts.enrol, lines.enrolFor)
            : null}
          {card.state === 'expiring' || card.state === 'expired'
            ? link(autoRefillPath(AUTO_REFILL_PATHS.main, card.patientNumber, 'renew'), texts.renew, lines.renewFor)
            : null}
          {card.state === 'enrolled' || card.state === 'expiring' ? (
            <>
              {link(
                autoRefillPath(AUTO_REFILL_PATHS.prescriptions, card.patientNumber),
                texts.managePrescriptions,
                lines.managePrescriptionsFor,
              )}
              {link(
                autoRefillPath(AUTO_REFILL_PATHS.main, card.patientNumber, 'update'),
                texts.changePharmacy,
                lines.changePharmacyFor,
              )}
            </>
          ) : null}
        </p>
      ) : null}
    </section>
  )
}

type EnrolForm = NonNullable<AutoRefillsData['form']>

/** Enroll, change the pharmacy, or renew: the pharmacy (one that fills the patient's prescriptions) and, where a state asks it, consent. */
function EnrolmentForm({
  form: shown,
  result,
  texts,
}: {
  form: EnrolForm
  result: SubmissionResult<string[]> | undefined
  texts: AutoRefillTexts
}) {
  const [form, fields] = useForm<{ facilityId: string; consent?: string }>({
    id: 'auto-refill-enrolment',
    lastResult: result,
    defaultValue: { facilityId: shown.current ?? undefined },
  })
  const pending = useIsSubmitting()
  return (
    <section aria-labelledby="auto-refill-form">
      <h2 id="auto-refill-form">{shown.title}</h2>
      {shown.pharmacies.length === 0 ? (
        <p>{texts.noPharmacies}</p>
      ) : (
        <Form method="POST" {...getFormProps(form)} className="narrow-form">
          <FormAlert errors={form.errors} />
          <input type="hidden" name="intent" value="enrol" />
          <input type="hidden" name="mode" value={shown.mode} />
          <input type="hidden" name="patientNumber" value={shown.patientNumber} />
          <RadioGroupField
            legend={texts.pharmacyLegend}
            name={fields.facilityId.name}
            options={shown.pharmacies.map((pharmacy) => ({ value: pharmacy.facilityId, label: pharmacy.name }))}
            defaultValue={shown.current}
            errors={fields.facilityId.errors}
            focusOnError
          />
          {shown.consent ? (
            <CheckboxField
              label={shown.consent}
              inputProps={{ name: fields.consent.name, id: 'auto-refill-consent' }}
              errors={fields.consent.errors}
              focusOnError
            />
          ) : null}
          <p className="dialog-actions">
            <StatusButton pending={pending}>{shown.submit}</StatusButton>
            <Link to={AUTO_REFILL_PATHS.main}>{texts.cancel}</Link>
          </p>
        </Form>
      )}
    </section>
  )
}

function GuidelinesLink({ texts }: { texts: AutoRefillTexts }) {
  return (
    <p>
      <Link to={AUTO_REFILL_PATHS.guidelines}>{texts.guidelinesLink}</Link>
    </p>
  )
}

/** 'Auto Refill' (/rx/auto-refills and its variants). */
export function AutoRefillsPage({
  data,
  result,
}: {
  data: AutoRefillsData
  result: SubmissionResult<string[]> | undefined
}) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.intro} />
      <Errors errors={data.errors} />
      {data.cards.map((card) => (
        <EnrolmentCard key={card.patientNumber} card={card} actions={!data.form} texts={texts} />
      ))}
      {data.form ? <EnrolmentForm form={data.form} result={result} texts={texts} /> : null}
      <GuidelinesLink texts={texts} />
      <p className="dialog-actions">
        <Link to={AUTO_REFILL_PATHS.manage}>{texts.manageLink}</Link>
        {data.fromQuickLinks ? <Link to="/rx/dashboard">{texts.back}</Link> : null}
      </p>
    </div>
  )
}

/** 'Manage Auto Refill': each enrolment, with Unenroll. */
export function ManageAutoRefillsPage({
  data,
  formError,
}: {
  data: { cards: AutoRefillCard[]; errors: string[]; texts: AutoRefillTexts }
  formError: string | undefined
}) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.manageTitle} />
      <Errors errors={data.errors} />
      <FormAlert errors={formError ? [formError] : undefined} />
      {data.cards.length === 0 ? (
        <p>
          {texts.nobodyEnrolled} <Link to={AUTO_REFILL_PATHS.main}>{texts.title}</Link>
        </p>
      ) : null}
      {data.cards.map((card) => (
        <div key={card.patientNumber}>
          <EnrolmentCard card={card} actions={false} texts={texts} />
          <div className="dialog-actions">
            <PostButton
              fields={{ intent: 'unenroll', patientNumber: card.patientNumber }}
              label={card.lines.unenrolFor}
            >
              {texts.unenrol}
            </PostButton>
            <Link
              to={autoRefillPath(AUTO_REFILL_PATHS.main, card.patientNumber, 'update')}
              aria-label={card.lines.changePharmacyFor}
            >
              {texts.changePharmacy}
            </Link>
          </div>
        </div>
      ))}
    </div>
  )
}

type Bulk = { patientNumber: string; formError: string; failed: string[]; retryCount: number }
type Group = AutoRefillPrescriptionsData['groups'][number]

/** A patient's prescriptions: Pause for those on auto refill, and the ones to add, chosen together. */
function PrescriptionGroup({ group, bulk, texts }: { group: Group; bulk: Bulk | undefined; texts: AutoRefillTexts }) {
  const headingId = `auto-refill-rx-${group.patientNumber}`
  const off = group.prescriptions.filter((prescription) => !prescription.on)
  // After a failure, the ones that failed are chosen for Try Again.
  const failed = new Set(bulk?.failed ?? [])
  const tryAgain = failed.size > 0
  return (
    <section aria-labelledby={headingId} className="profile-patient">
      <h2 id={headingId}>{group.name}</h2>
      {!group.canChoose ? (
        <p>
          <Link to={autoRefillPath(AUTO_REFILL_PATHS.main, group.patientNumber)}>{group.notEnrolledYet}</Link>
        </p>
      ) : group.prescriptions.length === 0 ? (
        <p>{texts.noEligible}</p>
      ) : (
        <>
          <ul className="refill-list">
            {group.prescriptions
              .filter((prescription) => prescription.on)
              .map((prescription) => (
                <li key={prescription.rxNumber}>
                  <strong>{prescription.drugName}</strong> <span className="tag">{texts.rxStatusOn}</span>
                  {prescription.medSync ? (
                    <span className="tag" title={texts.medSyncHint}>
                      {texts.medSync}
                    </span>
                  ) : null}
                  <PostButton
                    fields={{ intent: 'pause', patientNumber: group.patientNumber, rxNumber: prescription.rxNumber }}
                    label={prescription.pauseLabel}
                  >
                    {texts.pause}
                  </PostButton>
                </li>
              ))}
          </ul>
          {off.length > 0 ? (
            <SubmitOnceForm method="POST" className="narrow-form" key={bulk ? `${bulk.retryCount}` : 'fresh'}>
              <FormAlert errors={bulk ? [bulk.formError] : undefined} />
              <input type="hidden" name="intent" value="bulk" />
              <input type="hidden" name="patientNumber" value={group.patientNumber} />
              <input type="hidden" name="retryCount" value={bulk?.retryCount ?? 0} />
              <fieldset className="field-list">
                <legend>{texts.bulkLegend}</legend>
                {off.map((prescription) => (
                  <CheckboxField
                    key={prescription.rxNumber}
                    label={`${prescription.drugName} (${texts.rxStatusOff})`}
                    inputProps={{
                      name: 'rxNumbers',
                      value: prescription.rxNumber,
                      id: `rx-${prescription.rxNumber}`,
                      defaultChecked: failed.has(prescription.rxNumber),
                    }}
                  />
                ))}
              </fieldset>
              <p className="dialog-actions">
                <StatusButton>{tryAgain ? texts.tryAgain : texts.bulkSubmit}</StatusButton>
                {tryAgain ? (
                  <Link to={autoRefillPath(AUTO_REFILL_PATHS.prescriptions, group.patientNumber)} reloadDocument>
                    {texts.startOver}
                  </Link>
                ) : null}
              </p>
            </SubmitOnceForm>
          ) : null}
        </>
      )}
    </section>
  )
}

/** 'Auto Refill' (/rx/auto-refills/manage-prescriptions): cart enabled, with the spec's subheader. */
export function AutoRefillPrescriptionsPage({
  data,
  bulk,
}: {
  data: AutoRefillPrescriptionsData
  bulk: Bulk | undefined
}) {
  const { texts } = data
  return (
    <div className="rx-page rx-page-with-cart">
      <div className="rx-main">
        <RxPageHeader
          title={texts.title}
          description={
            <>
              {texts.subheaderBefore}
              <Link to="/rx/refills">{texts.subheaderLink}</Link>
              {texts.subheaderAfter}
            </>
          }
        />
        <Errors errors={data.errors} />
        {data.groups.map((group) => (
          <PrescriptionGroup
            key={group.patientNumber}
            group={group}
            bulk={bulk?.patientNumber === group.patientNumber ? bulk : undefined}
            texts={texts}
          />
        ))}
        <GuidelinesLink texts={texts} />
      </div>
      {data.cart.status === 'loaded' ? (
        <PharmacyCart cart={data.cart.value} />
      ) : (
        <LoadAlert message={data.cart.message} />
      )}
    </div>
  )
}

/** 'Auto Refill Guidelines': how the program works. */
export function AutoRefillGuidelinesPage({ texts }: { texts: AutoRefillGuidelinesTexts }) {
  const { title, autoRefill, ...guidelines } = texts
  return (
    <div className="rx-page">
      <RxPageHeader title={title} />
      <ul>
        {Object.entries(guidelines).map(([key, line]) => (
          <li key={key}>{line}</li>
        ))}
      </ul>
      <p>
        <Link to={AUTO_REFILL_PATHS.main}>{autoRefill}</Link>
      </p>
    </div>
  )
}

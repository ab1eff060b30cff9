import { Form, Link, type useLoaderData } from '@remix-run/react'
import { CheckboxField, FieldErrors, Field } from '#app/ui/field.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { PagerLinks } from '#app/ui/pager.tsx'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { loadCreateExpenseReport, loadExpenseReport } from './expense-report.server.ts'
import type { loadPrescriptionHistory, PrescriptionDetailData } from './history.server.ts'
import { CREATE_FIELD, RECORDS_PATHS } from './history-paths.ts'
import type { loadReceipts } from './receipts.server.ts'

type HistoryData = ReturnType<typeof useLoaderData<typeof loadPrescriptionHistory>>
type ReceiptsData = ReturnType<typeof useLoaderData<typeof loadReceipts>>
type CreateExpenseData = ReturnType<typeof useLoaderData<typeof loadCreateExpenseReport>>
type ExpenseData = ReturnType<typeof useLoaderData<typeof loadExpenseReport>>

type Option = { value: string; label: string }

type Column<Row> = { header: string; cell: (row: Row) => React.ReactNode }

/**
 * A table of fills. A wide one scrolls inside its own region at narrow widths (WCAG 1.4.10 allows it for tables),
 * which the keyboard can scroll too.
 */
function FillsTable<Row extends { key: string }>({
  label,
  columns,
  rows,
  total,
}: {
  label: string
  columns: Array<Column<Row>>
  rows: Row[]
  /** A last row under the last column: its label and amount. */
  total?: { label: string; amount: string }
}) {
  return (
    // A scrollable region must take focus for keyboard users (axe 'scrollable-region-focusable').
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="table-scroll" role="region" aria-label={label} tabIndex={0}>
      <table className="history-table">
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.header} scope="col">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              {columns.map((column) => (
                <td key={column.header}>{column.cell(row)}</td>
              ))}
            </tr>
          ))}
        </tbody>
        {total ? (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns.length - 1}>
                {total.label}
              </th>
              <td>{total.amount}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  )
}

const orNone = (value: string | number | null) => value ?? '--'

/** A labelled select of the filter form, 'All' first where the filter may be left open (`all`, its label). */
function FilterSelect({
  id,
  label,
  name,
  options,
  value,
  all,
}: {
  id: string
  label: string
  name: string
  options: Option[]
  value: string
  all?: string
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} defaultValue={value} key={value}>
        {all ? <option value="">{all}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/** From and To of a records filter form: dates as YYYY-MM-DD, bounded by the 36 months and today. */
function DateFilters({
  filters,
  limits,
  errors,
  texts,
}: {
  filters: { from: string; to: string }
  limits: { min: string; max: string }
  errors: Record<string, string>
  texts: { from: string; to: string }
}) {
  return (['from', 'to'] as const).map((name) => (
    <Field
      key={name}
      label={texts[name]}
      inputProps={{
        id: `records-${name}`,
        name,
        type: 'date',
        defaultValue: filters[name],
        key: filters[name],
        min: limits.min,
        max: limits.max,
      }}
      errors={errors[name] ? [errors[name]] : undefined}
      focusOnError
    />
  ))
}

/** 'Prescription History': a GET form of filters (the results are a URL to keep or share) and the sold fills. */
export function PrescriptionHistoryPage({ data }: { data: HistoryData }) {
  const { filters, fieldErrors, texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.intro} />
      <Form method="GET" className="history-filters">
        <FilterSelect
          id="history-patient"
          label={texts.viewingPatient}
          name="patient"
          options={data.patients}
          value={data.patientNumber}
        />
        <DateFilters filters={filters} limits={data.limits} errors={fieldErrors} texts={texts} />
        <FilterSelect
          id="history-prescription"
          label={texts.prescription}
          name="prescription"
          options={data.options.prescriptions}
          value={filters.prescription}
          all={texts.all}
        />
        <FilterSelect
          id="history-location"
          label={texts.location}
          name="location"
          options={data.options.locations}
          value={filters.location}
          all={texts.all}
        />
        <p>
          <button type="submit" className="button">
            {texts.show}
          </button>
        </p>
      </Form>
      <ul className="records-links">
        <li>
          <Link to={RECORDS_PATHS.receipts}>{texts.receiptsTitle}</Link>
        </li>
        <li>
          <Link to={RECORDS_PATHS.createExpenseReport}>{texts.createExpenseTitle}</Link>
        </li>
      </ul>
      {data.error ? <LoadAlert message={data.error} /> : null}
      {data.fillStatusText ? <p>{data.fillStatusText}</p> : null}
      {data.rows.length === 0 && !data.error && Object.keys(fieldErrors).length === 0 ? <p>{texts.none}</p> : null}
      {data.rows.length > 0 ? (
        <FillsTable
          label={texts.title}
          rows={data.rows}
          columns={[
            { header: texts.date, cell: (row) => row.date },
            {
              header: texts.drug,
              cell: (row) => (
                <Link to={row.detailPath} aria-label={row.detailsLabel}>
                  {row.drugName}
                </Link>
              ),
            },
            { header: texts.rxNumber, cell: (row) => row.rxNumber },
            { header: texts.quantity, cell: (row) => orNone(row.quantity) },
            { header: texts.pharmacy, cell: (row) => row.pharmacy },
            { header: texts.paid, cell: (row) => orNone(row.paid) },
          ]}
        />
      ) : null}
      <PagerLinks pager={data.pager} texts={data.pagerTexts} />
    </div>
  )
}

/** 'Prescription Details': the prescription's fields and its fills. */
export function PrescriptionDetailPage({ data }: { data: PrescriptionDetailData }) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={data.drugName} />
      <dl className="profile-details">
        {data.fields.map((field) => (
          <div key={field.term}>
            <dt>{field.term}</dt>
            <dd>{field.value}</dd>
          </div>
        ))}
      </dl>
      {data.monographPath ? (
        <p>
          <Link to={data.monographPath}>{texts.drugInformation}</Link>
        </p>
      ) : null}
      <h2>{texts.fills}</h2>
      {data.error ? <LoadAlert message={data.error} /> : null}
      {data.fills.length === 0 && !data.error ? <p>{texts.noFills}</p> : null}
      {data.fills.length > 0 ? (
        <FillsTable
          label={texts.fills}
          rows={data.fills}
          columns={[
            { header: texts.date, cell: (fill) => fill.date },
            { header: texts.status, cell: (fill) => fill.status },
            { header: texts.quantity, cell: (fill) => orNone(fill.quantity) },
            { header: texts.paid, cell: (fill) => orNone(fill.paid) },
          ]}
        />
      ) : null}
      <p>
        <Link to={RECORDS_PATHS.history}>{texts.back}</Link>
      </p>
    </div>
  )
}

/** 'Prescription Receipts': the loyalty card's receipts, filtered by dates and pharmacy (a GET form). */
export function ReceiptsPage({ data }: { data: ReceiptsData }) {
  const { texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.intro} />
      {!data.hasCard ? (
        <p>
          {texts.noCard} <Link to="/rx/patient-profile">{texts.addCard}</Link>
        </p>
      ) : (
        <>
          <Form method="GET" className="history-filters">
            <DateFilters filters={data.filters} limits={data.limits} errors={data.fieldErrors} texts={texts} />
            <FilterSelect
              id="receipts-location"
              label={texts.location}
              name="location"
              options={data.locations}
              value={data.filters.location}
              all={texts.all}
            />
            <p>
              <button type="submit" className="button">
                {texts.show}
              </button>
            </p>
          </Form>
          {data.error ? <LoadAlert message={data.error} /> : null}
          {data.receipts.length === 0 && !data.error && Object.keys(data.fieldErrors).length === 0 ? (
            <p>{texts.none}</p>
          ) : null}
          <ul className="receipts">
            {data.receipts.map((receipt) => (
              <li key={receipt.key}>
                <h2>{receipt.heading}</h2>
                <ul>
                  {receipt.items.map((item) => (
                    <li key={item.key}>{item.text}</li>
                  ))}
                </ul>
                <p>{receipt.total}</p>
              </li>
            ))}
          </ul>
          <PagerLinks pager={data.pager} texts={data.pagerTexts} />
        </>
      )}
    </div>
  )
}

/** 'Create Expense Report': a GET form of patients and dates; a report that holds is a URL of its own. */
export function CreateExpenseReportPage({ data }: { data: CreateExpenseData }) {
  const { texts } = data
  const patientError = data.fieldErrors.patient
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.createTitle} description={texts.createIntro} />
      <Form method="GET" className="history-filters">
        <fieldset aria-describedby={patientError ? 'expense-patients-error' : undefined}>
          <legend>{texts.patients}</legend>
          {data.patients.map((patient, index) => (
            <CheckboxField
              key={patient.value}
              label={patient.label}
              inputProps={{
                id: `expense-patient-${patient.value}`,
                name: 'patient',
                value: patient.value,
                defaultChecked: patient.checked,
                autoFocus: Boolean(patientError) && index === 0,
              }}
            />
          ))}
          <FieldErrors id="expense-patients-error" errors={patientError ? [patientError] : undefined} />
        </fieldset>
        <DateFilters filters={data.filters} limits={data.limits} errors={data.fieldErrors} texts={texts} />
        <p>
          <button type="submit" className="button" name={CREATE_FIELD.name} value={CREATE_FIELD.value}>
            {texts.createTitle}
          </button>
        </p>
      </Form>
    </div>
  )
}

/** The browser's print dialog, with JavaScript; without it the browser's own Print prints the same page. */
function PrintButton({ label }: { label: string }) {
  const hydrated = useHydrated()
  if (!hydrated) return null
  return (
    <button type="button" className="button" onClick={() => window.print()}>
      {label}
    </button>
  )
}

/** 'Expense Report': each patient's bought prescriptions with their totals; the print stylesheet drops the rest. */
export function ExpenseReportPage({ data }: { data: ExpenseData }) {
  const { texts } = data
  return (
    <div className="rx-page expense-report">
      <RxPageHeader title={texts.title} description={data.covering} />
      <p className="report-actions no-print">
        <PrintButton label={texts.print} />
        {data.error ? null : (
          <a href={data.csvPath} className="button button-secondary" download>
            {texts.download}
          </a>
        )}
        <Link to={data.changePath}>{texts.change}</Link>
      </p>
      {data.error ? <LoadAlert message={data.error} /> : null}
      {data.error
        ? null
        : data.groups.map((group) => (
            <section key={group.patientNumber} aria-labelledby={`expense-${group.patientNumber}`}>
              <h2 id={`expense-${group.patientNumber}`}>{group.name}</h2>
              {group.rows.length === 0 ? (
                <p>{texts.none}</p>
              ) : (
                <FillsTable
                  label={group.name}
                  rows={group.rows}
                  total={group.total ? { label: group.totalLabel, amount: group.total } : undefined}
                  columns={[
                    { header: texts.date, cell: (row) => row.date },
                    { header: texts.drug, cell: (row) => row.drugName },
                    { header: texts.rxNumber, cell: (row) => row.rxNumber },
                    { header: texts.pharmacy, cell: (row) => row.pharmacy },
                    { header: texts.paid, cell: (row) => orNone(row.paid) },
                  ]}
                />
              )}
            </section>
          ))}
      {data.error ? null : <PagerLinks pager={data.pager} texts={data.pagerTexts} />}
      {data.error ? null : (
        <p className="report-total">
          <strong>
            {texts.total}: {data.total}
          </strong>
        </p>
      )}
    </div>
  )
}

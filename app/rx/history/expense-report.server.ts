import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { formatDay, formatMoney } from '#app/ui/format.ts'
import { paginate } from '#app/ui/pagination.ts'
import { pagerTexts } from '#app/ui/pager.messages.server.ts'
import { fetchPatients, fetchTransactions } from '#app/upstream/rx-api.server.ts'
import { loadOrError, loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { patientName, primaryPatient } from '#app/rx/shared/patients.ts'
import { requirePatient } from '#app/rx/shared/requested-patient.server.ts'
import { requireRxCustomer, requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { csvOf, expenseCents, expenseQueryOf, expenseTotals, historyWindow, isSold } from './history-rules.ts'
import { CREATE_FIELD, RECORDS_PATHS } from './history-paths.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import {
  EXPENSE_PAGES,
  RECORDS_MESSAGES,
  RECORDS_TEXTS,
  filterMessages,
  recordsTexts,
} from './history.messages.server.ts'
import { pharmaciesOf, pharmacyNameOf } from './history.server.ts'

/** Lines a page of the report shows (decision 0094); the CSV has them all. */
export const EXPENSE_PAGE_SIZE = 100

/** The report's own URL query: the chosen patients and the dates, nothing else. */
function reportQuery(query: { patients: string[]; from: string; to: string }) {
  return new URLSearchParams([
    ...query.patients.map((patient) => ['patient', patient]),
    ['from', query.from],
    ['to', query.to],
  ])
}

/**
 * /rx/create-expense-report ('Create Expense Report'): a GET form of patients and dates, filled from the URL's choices
 * (the report's 'Change Report'). A sent form that holds (dates within the history's 36 months) goes on to the
 * report's URL; one that does not stays here with its messages, as a 400. A patient not the account's is the spec's 404.
 */
export async function loadCreateExpenseReport(request: Request, context: AppLoadContext) {
  const { customer, early: patients } = await requireRxCustomerReading(request, context, ({ client }) =>
    loadOrUnavailable(() => fetchPatients(client)),
  )
  await rememberPatients(customer.user, patients)
  const { language } = context
  const messages = filterMessages(language)
  const params = new URL(request.url).searchParams
  const today = pharmacyToday()
  const sent = params.get(CREATE_FIELD.name) === CREATE_FIELD.value
  const given = params.has('from') || params.has('to') || params.has('patient')
  const query = expenseQueryOf(params, today, messages)
  const chosen = query.patients.map((number) => requirePatient(patients, number, context.language).patientNumber)
  const errors = { ...query.errors }
  if (sent && chosen.length === 0) errors.patient = messages.choosePatient
  if (sent && Object.keys(errors).length === 0)
    throw redirect(`${RECORDS_PATHS.expenseReport}?${reportQuery({ ...query, patients: chosen })}`)
  const primary = primaryPatient(patients)?.patientNumber
  const window = historyWindow(today)
  const body = {
    texts: recordsTexts(EXPENSE_PAGES, language),
    patients: patients.map((patient) => ({
      value: patient.patientNumber,
      label: patientName(patient),
      checked: given ? chosen.includes(patient.patientNumber) : patient.patientNumber === primary,
    })),
    filters: given ? { from: query.from, to: query.to } : { from: window.defaultFrom, to: today },
    limits: { min: query.earliest, max: today },
    fieldErrors: sent ? errors : {},
  }
  return data(body, { status: sent ? 400 : 200 })
}

/**
 * The report itself: each chosen patient's sold fills between the dates (`GET /prescription/transactions`, one call
 * per patient, asked together with the patients), then the pharmacies' names. Choices the create page would refuse
 * go back there to be shown with their messages.
 */
async function expenseReportOf(request: Request, context: AppLoadContext) {
  const { language } = context
  const t = translator(RECORDS_MESSAGES, language)
  const params = new URL(request.url).searchParams
  const query = expenseQueryOf(params, pharmacyToday(), filterMessages(language))
  // Refused choices: the create page says why.
  const refused = () => {
    const back = new URLSearchParams(params)
    back.set(CREATE_FIELD.name, CREATE_FIELD.value)
    return redirect(`${RECORDS_PATHS.createExpenseReport}?${back}`)
  }
  if (Object.keys(query.errors).length > 0) {
    await requireRxCustomer(request, context)
    throw refused()
  }
  // Beside the customer gate (decision 0058).
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client }) => {
    const ahead = loadOrError(
      () =>
        Promise.all(
          query.patients.map((patientNumber) =>
            fetchTransactions(client, { patientNumber, startDate: query.from, endDate: query.to }),
          ),
        ),
      t('expenseFailed'),
    )
    // A patient not the account's (the 404) or a sign-out thrown below leaves it unawaited.
    ahead.catch(() => undefined)
    return { ahead, patients: await loadOrUnavailable(() => fetchPatients(client)) }
  })
  const { client } = customer
  const { ahead, patients } = early
  await rememberPatients(customer.user, patients)
  const chosen = query.patients.map((number) => requirePatient(patients, number, context.language))
  const fills = await ahead
  const sold = (fills.status === 'loaded' ? fills.value.flat() : []).filter((fill) => isSold(fill.fillStatus))
  const { known, onStoreDays } = await pharmaciesOf(client, sold, language)
  const rows = onStoreDays(sold, query)
    .sort((a, b) => a.fillDate.localeCompare(b.fillDate))
    .map((fill) => ({
      key: `${fill.patientNumber}-${fill.rxRecordNumber}-${fill.rxFillSequence ?? fill.fillDate}`,
      patientNumber: fill.patientNumber,
      date: formatDay(fill.fillDate, language) ?? '',
      drugName: fill.drugName,
      rxNumber: fill.rxNumber,
      pharmacy: pharmacyNameOf(known, fill.facilityId, language),
      cents: expenseCents(fill.patientPayAmount),
    }))
  const totals = expenseTotals(rows)
  const money = (cents: number | null) => (cents === null ? null : formatMoney(cents / 100, language))
  const day = (value: string) => formatDay(value, language) ?? value
  return {
    query,
    covering: t('covering', { from: day(query.from), to: day(query.to) }),
    error: fills.status === 'error' ? fills.message : null,
    groups: chosen.map((patient) => ({
      patientNumber: patient.patientNumber,
      name: patientName(patient),
      totalLabel: t('patientTotal', { name: patientName(patient) }),
      rows: rows
        .filter((row) => row.patientNumber === patient.patientNumber)
        .map(({ cents, ...row }) => ({ ...row, paid: money(cents) })),
      total: money(totals.byPatient.get(patient.patientNumber) ?? 0)!,
    })),
    total: money(totals.total)!,
  }
}

/**
 * /rx/prescription-history/expense-report ('Expense Report'): the report, printable, with its CSV and its choices; a
 * page of its lines at a time (`?page=`, decision 0094), each patient's total shown with their last line and the
 * report's total on every page. The CSV is the whole report.
 */
export async function loadExpenseReport(request: Request, context: AppLoadContext) {
  const { query, groups, ...report } = await expenseReportOf(request, context)
  const lines = groups.flatMap((group) =>
    group.rows.map((row, index) => ({ row, last: index === group.rows.length - 1 })),
  )
  const { items, pager } = paginate(lines, new URL(request.url), EXPENSE_PAGE_SIZE)
  const texts = recordsTexts(EXPENSE_PAGES, context.language)
  return {
    texts,
    ...report,
    // A patient with no lines shows on the first page; the others where their lines are.
    groups: groups.flatMap(({ rows, total, ...group }) => {
      const shown = items.filter((line) => line.row.patientNumber === group.patientNumber)
      if (rows.length === 0) return pager.page === 1 ? [{ ...group, rows: [], total }] : []
      if (shown.length === 0) return []
      return [{ ...group, rows: shown.map((line) => line.row), total: shown.at(-1)!.last ? total : null }]
    }),
    pager,
    pagerTexts: pagerTexts(pager, texts.title, context.language),
    csvPath: `${RECORDS_PATHS.expenseReportCsv}?${reportQuery(query)}`,
    changePath: `${RECORDS_PATHS.createExpenseReport}?${reportQuery(query)}`,
  }
}

/**
 * The report as CSV (decision 0070): one line per fill and each patient's total. Personal data, so never cached;
 * a failed read is the report's message as a 503, not a half file.
 */
export async function expenseReportCsv(request: Request, context: AppLoadContext) {
  const { query, groups, total, error } = await expenseReportOf(request, context)
  if (error) return new Response(error, { status: 503, headers: { 'cache-control': 'no-store' } })
  // The headers in the request's language, as the page's (the CSV is read in a spreadsheet, not the page).
  const column = textsOf(RECORDS_TEXTS, context.language)
  const t = translator(RECORDS_MESSAGES, context.language)
  const lines = [
    [column.date, t('patient'), column.drug, column.rxNumber, column.pharmacy, column.paid],
    ...groups.flatMap((group) => [
      ...group.rows.map((row) => [row.date, group.name, row.drugName, row.rxNumber, row.pharmacy, row.paid ?? '']),
      ['', group.totalLabel, '', '', '', group.total],
    ]),
    ['', textsOf(EXPENSE_PAGES, context.language).total, '', '', '', total],
  ]
  return new Response(csvOf(lines), {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${t('csvFile')}-${query.from}-${query.to}.csv"`,
      'cache-control': 'no-store',
    },
  })
}

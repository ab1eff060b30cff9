import { describe, expect, it, vi } from 'vitest'
import { http, HttpResponse } from 'msw'
import { mockServer } from '#mocks/node.ts'
import { FACILITY_IDS, SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import dayjs from 'dayjs'
import { loader as historyLoader } from '#app/routes/rx+/prescription-history._index.tsx'
import { loader as detailLoader } from '#app/routes/rx+/prescription-history.detail.tsx'
import { loader as receiptsLoader } from '#app/routes/rx+/prescription-receipt.tsx'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { loader as monographLoader } from '#app/routes/rx+/prescription-monograph.tsx'
import { loader as createExpenseLoader } from '#app/routes/rx+/create-expense-report.tsx'
import { loader as expenseLoader } from '#app/routes/rx+/prescription-history.expense-report.tsx'
import { loader as expenseCsvLoader } from '#app/routes/rx+/prescription-history.expense-report[.csv].tsx'
import {
  csvOf,
  dayOf,
  expenseCents,
  expenseQueryOf,
  expenseTotals,
  historyWindow,
  patientFillStatus,
} from '#app/rx/history/history-rules.ts'
import { HISTORY_TEXTS } from '#app/rx/history/history-texts.ts'
import { filterMessages } from '#app/rx/history/history.messages.server.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { dataOf, location, signIn } from '#tests/utils/link-steps.ts'
import { get, missingPatientOf, settle } from '#tests/utils/requests.ts'
import { samGuestCookie } from '#tests/utils/shoppers.ts'
import { upstreamCallsOf, upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
type History = {
  patientNumber: string
  filters: { from: string; to: string }
  fieldErrors: Record<string, string>
  fillStatus: string | null
  error: string | null
  options: { prescriptions: Array<{ value: string }>; locations: Array<{ value: string; label: string }> }
  rows: Array<{ rxNumber: string; pharmacy: string; detailPath: string; date: string }>
}
const historyOf = async (cookie: string, query = '') =>
  dataOf<History>(await historyLoader(args(get(`/rx/prescription-history${query}`, { cookie }))))
const statusOf = async (cookie: string, query = '') =>
  ((await historyLoader(args(get(`/rx/prescription-history${query}`, { cookie })))) as { init: { status: number } })
    .init.status

describe('history rules (spec 2 sections 4, 5 and 9)', () => {
  const today = '2026-11-26'
  const day = (daysAgo: number) => dayjs(today).subtract(daysAgo, 'day').format('YYYY-MM-DD')

  it('defaults to the last 12 months and starts no earlier than 36 months back', () => {
    expect(historyWindow(today)).toEqual({ defaultFrom: '2025-11-26', earliest: '2023-11-26', today })
    expect(dayOf('2026-02-29')).toBeUndefined()
    expect(dayOf('2028-02-29')).toBe('2028-02-29')
    expect(dayOf('11/26/2026')).toBeUndefined()
  })

  it("is 'Sold' with a sale in the last 4 weeks (28 days), else 'Returned' with a return in them, else 'Neither'", () => {
    const sold = (daysAgo: number) => ({ fillDate: day(daysAgo), fillStatus: 'SOLD' })
    const returned = (daysAgo: number) => ({ fillDate: day(daysAgo), fillStatus: 'Returned' })
    expect(patientFillStatus([sold(27)], () => today)).toBe('Sold')
    expect(patientFillStatus([sold(28)], () => today)).toBe('Sold')
    expect(patientFillStatus([sold(29)], () => today)).toBe('Neither')
    expect(patientFillStatus([sold(29), returned(27)], () => today)).toBe('Returned')
    expect(patientFillStatus([returned(28)], () => today)).toBe('Returned')
    expect(patientFillStatus([returned(29)], () => today)).toBe('Neither')
    expect(patientFillStatus([returned(3), { fillDate: day(20), fillStatus: 'Sold' }], () => today)).toBe('Sold')
  })
})

/** The pharmacy answers the history with one sold fill of Amlodipine, on `fillDate` at a store. */
function oneFillSold(fillDate: string, facilityId: string) {
  const fill = {
    rxNumber: '7200001',
    rxRecordNumber: '72000011',
    patientNumber: '1001',
    drugName: 'Amlodipine 5 mg Tablet',
    fillDate,
    fillStatus: 'SOLD',
    facilityId,
  }
  mockServer.use(http.get(upstreamUrl('rx', RX_PATHS.transactions), () => HttpResponse.json({ transactions: [fill] })))
}

describe('the prescription history (issue 19)', () => {
  it("shows the primary patient's sold fills of the last 12 months, newest first, with the fill status", async () => {
    const cookie = await signIn('shopper@example.com')
    const today = pharmacyToday()
    const history = await historyOf(cookie)
    expect(history.patientNumber).toBe('1001')
    expect(history.filters).toEqual(expect.objectContaining({ from: historyWindow(today).defaultFrom, to: today }))
    expect(history.fillStatus).toBe('Sold')
    expect(history.rows.length).toBeGreaterThan(12)
    // Returned fills are not listed.
    const returnedOn = dayjs(today).subtract(12, 'day').format('MM/DD/YYYY')
    expect(history.rows.filter((row) => row.rxNumber === '7200002' && row.date === returnedOn)).toEqual([])
    expect(history.options.prescriptions.map((option) => option.value)).toEqual([
      '7200001',
      '7200009',
      '7200002',
      '7200006',
      '7200010',
      '7200008',
    ])
    expect(history.options.locations.map((option) => option.label)).toEqual([
      expect.stringMatching(/Vine/),
      expect.stringMatching(/Hyde Park/),
    ])
  })

  it("counts the 4 weeks on the clock of each fill's store (decision 0105)", async () => {
    // Saturday 13 March 2027, 22:30 in Los Angeles: already Sunday the 14th in Cincinnati.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-03-14T06:30:00Z'))
    const cookie = await signIn('shopper@example.com')
    const soldAt = (facilityId: string) => oneFillSold('2027-02-13', facilityId)
    // 28 days before Los Angeles' today: within the 4 weeks there, 29 days and out of them in Cincinnati.
    soldAt(FACILITY_IDS.ralphs)
    expect((await historyOf(cookie)).fillStatus).toBe('Sold')
    soldAt(FACILITY_IDS.vine)
    expect((await historyOf(cookie)).fillStatus).toBe('Neither')
  })

  it("lists a fill whose time comes with an offset on its store's day, in the period by that day", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-03-20T17:00:00Z'))
    const cookie = await signIn('shopper@example.com')
    // 22:30 on the 13th in Los Angeles, 01:30 on the 14th in Cincinnati.
    const soldAt = (facilityId: string) => oneFillSold('2027-03-14T06:30:00Z', facilityId)
    const period = '?from=2027-03-14&to=2027-03-20'
    soldAt(FACILITY_IDS.vine)
    expect((await historyOf(cookie, period)).rows.map((row) => row.date)).toEqual(['03/14/2027'])
    soldAt(FACILITY_IDS.ralphs)
    expect((await historyOf(cookie, period)).rows).toEqual([])
    expect((await historyOf(cookie, '?from=2027-03-13&to=2027-03-20')).rows.map((row) => row.date)).toEqual([
      '03/13/2027',
    ])
  })

  it('sends the dates as YYYY-MM-DD, and filters to one prescription and one pharmacy', async () => {
    const cookie = await signIn('shopper@example.com')
    const calls = await upstreamCallsOf(() => historyOf(cookie, '?patient=1001&from=2026-01-01&to=2026-03-31'))
    expect(calls).toContain('GET /rx/api/prescription/transactions')
    const losartan = await historyOf(cookie, '?patient=1001&prescription=7200002')
    expect(new Set(losartan.rows.map((row) => row.rxNumber))).toEqual(new Set(['7200002']))
    const atVine = await historyOf(cookie, '?patient=1001&location=01400352')
    expect(new Set(atVine.rows.map((row) => row.rxNumber))).toEqual(
      new Set(['7200001', '7200006', '7200008', '7200009', '7200010']),
    )
  })

  it("shows each patient's own status: Lily Returned, Biscuit Neither", async () => {
    const cookie = await signIn('shopper@example.com')
    expect((await historyOf(cookie, '?patient=1002')).fillStatus).toBe('Returned')
    expect((await historyOf(cookie, '?patient=1003')).fillStatus).toBe('Neither')
    // Another account's patient is the spec's answer, not the primary patient's history.
    expect(
      await missingPatientOf(
        await settle(() => historyLoader(args(get('/rx/prescription-history?patient=2001', { cookie })))),
      ),
    ).toEqual({ status: 404, text: 'No patient could be found with patientNumber 2001' })
  })

  it('refuses a start more than 36 months back, a reversed range and a future end, with a clear message and a 400', async () => {
    const cookie = await signIn('shopper@example.com')
    const { earliest, today } = historyWindow(pharmacyToday())
    const dayBefore = dayjs(earliest).subtract(1, 'day').format('YYYY-MM-DD')
    expect(await statusOf(cookie, `?from=${earliest}`)).toBe(200)
    expect(await statusOf(cookie, `?from=${dayBefore}`)).toBe(400)
    const tooEarly = await historyOf(cookie, `?from=${dayBefore}`)
    expect(tooEarly.fieldErrors).toEqual({
      from: `Prescription history starts no earlier than ${dayjs(earliest).format('MM/DD/YYYY')}.`,
    })
    expect(tooEarly.rows).toEqual([])
    expect((await historyOf(cookie, `?from=${today}&to=2020-01-01`)).fieldErrors).toEqual({
      to: HISTORY_TEXTS.beforeStart,
    })
    expect((await historyOf(cookie, '?to=2099-01-01')).fieldErrors).toEqual({ to: RX_MESSAGES.dateInFuture })
    expect((await historyOf(cookie, '?from=yesterday')).fieldErrors).toEqual({ from: RX_MESSAGES.dateUnreadable })
  })

  it('says the history could not load, in its own words', async () => {
    const cookie = await signIn('shopper@example.com')
    const history = await historyOf(cookie, '?mockScenario=history-error')
    expect(history.error).toBe('We could not load your prescription history. Please try again.')
    expect(history.rows).toEqual([])
  })
})

describe('the prescription details (issue 19)', () => {
  it("shows the prescription's fields and every fill, sold and returned", async () => {
    const cookie = await signIn('shopper@example.com')
    const history = await historyOf(cookie, '?patient=1001&prescription=7200002')
    const path = history.rows[0]!.detailPath
    expect(path).toBe('/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7200002')
    const detail = await detailLoader(args(get(path, { cookie })))
    expect(detail.drugName).toBe('Losartan 50 mg Tablet')
    expect(detail.fields).toContainEqual({ term: 'Rx Number', value: '7200002' })
    expect(detail.fills.map((fill) => fill.status)).toContain('Returned')
    expect(detail.monographPath).toBe('/rx/prescription-monograph?productNumber=P7200002')
  })

  it("dates the last fill and each fill on its store's day when they come with an offset (decision 0105)", async () => {
    const cookie = await signIn('shopper@example.com')
    const losartan = pharmacyBackOffice
      .account(SHOPPER_USER_ID)!
      .prescriptions.find((prescription) => prescription.rxNumber === '7200002')!
    // 22:30 on the 13th in Los Angeles, 01:30 on the 14th in Cincinnati.
    Object.assign(losartan, { lastFilledDate: '2027-03-14T06:30:00Z', fillLocation: FACILITY_IDS.ralphs })
    mockServer.use(
      http.get(upstreamUrl('rx', RX_PATHS.prescriptionTransactions('7200002')), () =>
        HttpResponse.json({
          transactions: [
            {
              rxNumber: '7200002',
              rxRecordNumber: 'R7200002',
              patientNumber: '1001',
              drugName: 'Losartan 50 mg Tablet',
              fillDate: '2027-03-14T06:30:00Z',
              fillStatus: 'SOLD',
              facilityId: FACILITY_IDS.vine,
            },
          ],
        }),
      ),
    )
    const detail = await detailLoader(
      args(get('/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7200002', { cookie })),
    )
    expect(detail.fields).toContainEqual({ term: 'Last Filled', value: '03/13/2027' })
    expect(detail.fills.map((fill) => fill.date)).toEqual(['03/14/2027'])
  })

  it("refuses an incomplete link and a patient not the customer's; another prescription goes back to the history", async () => {
    const cookie = await signIn('shopper@example.com')
    const incomplete = await settle(() =>
      detailLoader(args(get('/rx/prescription-history/detail?patientNumber=1001', { cookie }))),
    )
    expect((incomplete as Response).status).toBe(400)
    const foreign = await settle(() =>
      detailLoader(args(get('/rx/prescription-history/detail?patientNumber=2001&rxRecordNum=R7300001', { cookie }))),
    )
    expect(await missingPatientOf(foreign)).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
    const notTheirs = await settle(() =>
      detailLoader(args(get('/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7300001', { cookie }))),
    )
    expect(location(notTheirs)).toBe('/rx/prescription-history')
  })

  it('sends a verified guest to the drug information instead', async () => {
    const cookie = await samGuestCookie()
    const answer = await settle(() =>
      detailLoader(args(get('/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7200001', { cookie }))),
    )
    expect(location(answer)).toBe('/rx/prescription-monograph?productNumber=P7200001')
  })
})

describe('the prescription receipts (issue 19)', () => {
  type Receipts = {
    hasCard: boolean
    error: string | null
    locations: Array<{ value: string; label: string }>
    receipts: Array<{ heading: string; items: Array<{ text: string }>; total: string }>
    fieldErrors: Record<string, string>
  }
  const receiptsOf = async (cookie: string, query = '') =>
    dataOf<Receipts>(await receiptsLoader(args(get(`/rx/prescription-receipt${query}`, { cookie }))))

  it("lists the loyalty card's sold receipts of the last 12 months, newest first, by pharmacy", async () => {
    const cookie = await signIn('shopper@example.com')
    const receipts = await receiptsOf(cookie)
    expect(receipts.hasCard).toBe(true)
    expect(receipts.receipts.length).toBeGreaterThan(12)
    // The returned fills' receipts are not listed.
    expect(receipts.receipts.every((receipt) => !receipt.items.some((item) => item.text.includes('Returned')))).toBe(
      true,
    )
    expect(receipts.receipts[0]!.items[0]!.text).toMatch(/^Rosuvastatin 10 mg Tablet, Sam Shopper, \$9\.10$/)
    expect(receipts.receipts.flatMap((receipt) => receipt.items.map((item) => item.text))).toContain(
      'Amlodipine 5 mg Tablet, Sam Shopper, $10.00',
    )
    expect(receipts.locations.map((location) => location.value)).toEqual(
      expect.arrayContaining(['01400352', '01400417']),
    )
    const hydePark = await receiptsOf(cookie, '?location=01400417')
    expect(hydePark.receipts.every((receipt) => receipt.heading.includes('Hyde Park'))).toBe(true)
  })

  it("dates a receipt on its store's day when the time comes with an offset (decision 0105)", async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-03-20T17:00:00Z'))
    const cookie = await signIn('shopper@example.com')
    const receipt = (receiptId: string, dateTime: string, facilityId: string, name: string) => ({
      receiptId,
      dateTime,
      pharmacy: { facilityId, name },
      fillStatus: 'SOLD',
      items: [{ rxNumber: '7200001', drugName: 'Amlodipine 5 mg Tablet', patientNumber: '1001', amount: 10 }],
      total: 10,
    })
    mockServer.use(
      http.get(upstreamUrl('rx', RX_PATHS.receipts), () =>
        HttpResponse.json({
          receipts: [
            // 22:30 on Saturday 13 March in Los Angeles, 01:30 on Sunday the 14th in Cincinnati.
            receipt('R1', '2027-03-14T06:30:00Z', FACILITY_IDS.ralphs, 'Ralphs Pharmacy Silver Lake'),
            receipt('R2', '2027-03-14T06:30:00Z', FACILITY_IDS.vine, 'Kroger Pharmacy Vine Street'),
            // No offset: the store's own time, as written.
            receipt('R3', '2027-03-12T23:50:00', FACILITY_IDS.ralphs, 'Ralphs Pharmacy Silver Lake'),
          ],
        }),
      ),
    )
    expect((await receiptsOf(cookie)).receipts.map((shown) => shown.heading)).toEqual([
      '03/13/2027, Ralphs Pharmacy Silver Lake',
      '03/14/2027, Kroger Pharmacy Vine Street',
      '03/12/2027, Ralphs Pharmacy Silver Lake',
    ])
    // The period counts the same days: from the 14th on, the Los Angeles visit of the 13th is out.
    expect((await receiptsOf(cookie, '?from=2027-03-14&to=2027-03-20')).receipts.map((shown) => shown.heading)).toEqual(
      ['03/14/2027, Kroger Pharmacy Vine Street'],
    )
  })

  it('refuses the same filters as the history, and says a failure in its own words', async () => {
    const cookie = await signIn('shopper@example.com')
    expect((await receiptsOf(cookie, '?to=2099-01-01')).fieldErrors).toEqual({ to: RX_MESSAGES.dateInFuture })
    expect((await receiptsOf(cookie, '?mockScenario=receipts-error')).error).toBe(
      'We could not load your receipts. Please try again.',
    )
  })
})

describe('expense report rules', () => {
  const english = filterMessages('en')
  it('takes each chosen patient once, and asks for one', () => {
    const query = expenseQueryOf(
      new URLSearchParams('patient=1001&patient=1001&patient=x&patient=1002'),
      '2026-11-26',
      english,
    )
    expect(query).toEqual(expect.objectContaining({ patients: ['1001', '1002'], from: '2025-11-26', errors: {} }))
    expect(expenseQueryOf(new URLSearchParams('patient=abc'), '2026-11-26', english).errors).toEqual({
      patient: HISTORY_TEXTS.expense.choosePatient,
    })
  })

  it('writes CSV whose cells a spreadsheet never runs as formulas', () => {
    expect(csvOf([['=HYPERLINK("x")', '@SUM(1)', '+1', '-2', 'Plain "quoted"']])).toBe(
      `"'=HYPERLINK(""x"")","'@SUM(1)","'+1","'-2","Plain ""quoted"""\r\n`,
    )
  })

  it("totals in cents, leaving out the pharmacy's 'price not known yet' and missing amounts", () => {
    expect([expenseCents(10.1), expenseCents(0.0001), expenseCents(null), expenseCents(0)]).toEqual([
      1010,
      null,
      null,
      0,
    ])
    const rows = [0.1, 0.2, 0.3].map((amount) => ({ patientNumber: '1', cents: expenseCents(amount) }))
    const totals = expenseTotals([...rows, { patientNumber: '2', cents: null }])
    expect(totals.total).toBe(60)
    expect([...totals.byPatient]).toEqual([
      ['1', 60],
      ['2', 0],
    ])
  })
})

describe('the expense report (issue 19)', () => {
  type Report = {
    covering: string
    error: string | null
    groups: Array<{ name: string; rows: Array<{ drugName: string; paid: string | null }>; total: string }>
    total: string
    csvPath: string
    changePath: string
  }
  const createPage = (cookie: string, query = '') =>
    settle(() => createExpenseLoader(args(get(`/rx/create-expense-report${query}`, { cookie }))))
  const reportOf = async (cookie: string, query: string) =>
    (await expenseLoader(args(get(`/rx/prescription-history/expense-report${query}`, { cookie })))) as Report

  it('offers the patients (the primary one chosen) and the last 12 months', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = dataOf<{ patients: Array<{ value: string; checked: boolean }>; filters: { from: string } }>(
      await createPage(cookie),
    )
    expect(page.patients.filter((patient) => patient.checked).map((patient) => patient.value)).toEqual(['1001'])
    expect(page.filters.from).toBe(historyWindow(pharmacyToday()).defaultFrom)
  })

  it("sends a sound choice on to the report's URL, and keeps a refused one with its messages as a 400", async () => {
    const cookie = await signIn('shopper@example.com')
    const { defaultFrom, today } = historyWindow(pharmacyToday())
    const choices = `?patient=1001&patient=1002&from=${defaultFrom}&to=${today}`
    // The report's 'Change Report': the form, filled with the choices.
    const change = dataOf<{ patients: Array<{ checked: boolean }>; filters: { from: string } }>(
      await createPage(cookie, choices),
    )
    expect(change.patients.map((patient) => patient.checked)).toEqual([true, true, false, false])
    const sent = await createPage(cookie, `${choices}&create=1`)
    expect(location(sent)).toBe(
      `/rx/prescription-history/expense-report?patient=1001&patient=1002&from=${defaultFrom}&to=${today}`,
    )
    const none = (await createPage(cookie, `?from=${defaultFrom}&to=${today}&create=1`)) as {
      init: { status: number }
    }
    expect(none.init.status).toBe(400)
    expect(dataOf<{ fieldErrors: object }>(none).fieldErrors).toEqual({ patient: HISTORY_TEXTS.expense.choosePatient })
    // Someone else's patient is the spec's answer, not a silent choice of nobody.
    expect(await missingPatientOf(await createPage(cookie, '?patient=2001&create=1'))).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
    const report = await settle(() =>
      expenseLoader(args(get('/rx/prescription-history/expense-report?patient=1001&to=2099-01-01', { cookie }))),
    )
    expect(location(report)).toBe('/rx/create-expense-report?patient=1001&to=2099-01-01&create=1')
  })

  it("lists each patient's bought prescriptions with totals, asking the patients and the fills together", async () => {
    const cookie = await signIn('shopper@example.com')
    const { defaultFrom, today } = historyWindow(pharmacyToday())
    const query = `?patient=1001&patient=1002&from=${defaultFrom}&to=${today}`
    const { rounds } = await upstreamRoundsOf(() => reportOf(cookie, query))
    // The pharmacy session, the patients and each patient's fills together, then the pharmacies' names.
    expect(rounds).toBe(2)
    const report = await reportOf(cookie, query)
    expect(report.groups.map((group) => group.name)).toEqual(['Sam Shopper', 'Lily Shopper'])
    const sam = report.groups[0]!
    expect(sam.rows.length).toBeGreaterThan(12)
    const cents = (money: string) => Math.round(Number(money.replace(/[$,]/g, '')) * 100)
    const samCents = sam.rows.reduce((sum, row) => sum + (row.paid ? cents(row.paid) : 0), 0)
    expect(cents(sam.total)).toBe(samCents)
    expect(cents(report.total)).toBe(report.groups.reduce((sum, group) => sum + cents(group.total), 0))
    expect(report.csvPath).toBe(`/rx/prescription-history/expense-report.csv${query}`)
    expect(report.changePath).toBe(`/rx/create-expense-report${query}`)
  })

  it("answers a patient not the account's with the spec's 404, and says a failure in its own words", async () => {
    const cookie = await signIn('shopper@example.com')
    const foreign = await settle(() =>
      expenseLoader(args(get('/rx/prescription-history/expense-report?patient=1001&patient=2001', { cookie }))),
    )
    expect(await missingPatientOf(foreign)).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
    const failed = await reportOf(cookie, '?patient=1001&mockScenario=history-error')
    expect(failed.error).toBe('We could not load your expense report. Please try again.')
    const csv = (await expenseCsvLoader(
      args(get('/rx/prescription-history/expense-report.csv?patient=1001&mockScenario=history-error', { cookie })),
    )) as Response
    expect(csv.status).toBe(503)
  })

  it('downloads as CSV: a line per fill, each total, and no cell a formula', async () => {
    const cookie = await signIn('shopper@example.com')
    const answer = (await expenseCsvLoader(
      args(get('/rx/prescription-history/expense-report.csv?patient=1001', { cookie })),
    )) as Response
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="expense-report-.+\.csv"$/)
    expect(answer.headers.get('cache-control')).toBe('no-store')
    const lines = (await answer.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Date","Patient","Prescription","Rx #","Pharmacy","Paid"')
    expect(lines).toContainEqual(expect.stringMatching(/^"","Total for Sam Shopper","","","","\$[\d,.]+"$/))
    expect(lines.at(-1)).toMatch(/^"","Total","","","","\$[\d,.]+"$/)
    expect(lines.some((line) => /(^|,)"[=+\-@]/.test(line))).toBe(false)
  })
})

describe('the monograph for customers (issue 19)', () => {
  it('shows the leaflet with its picture, in English or Spanish, linked from refills', async () => {
    const cookie = await signIn('shopper@example.com')
    const refills = await refillsLoader(args(get('/rx/refills?patient=1001', { cookie })))
    const amlodipine = refills.groups[0]!.refills.find((refill) => refill.rxNumber === '7200001')!
    expect(amlodipine.monographHref).toBe('/rx/prescription-monograph?productNumber=P7200001')
    const english = await monographLoader(args(get(amlodipine.monographHref!, { cookie })))
    expect(english.imageSrc).toMatch(/^data:image\/jpeg;base64,\/9j\//)
    expect(english.monograph?.sections[0]?.title).toBe('Uses')
    expect(english.languages).toEqual([
      { label: 'Español', lang: 'es', href: '/rx/prescription-monograph?productNumber=P7200001&languageCode=es' },
    ])
    const spanish = await monographLoader(args(get(english.languages[0]!.href, { cookie })))
    expect(spanish.languageCode).toBe('es')
    expect(spanish.monograph?.sections[0]?.title).toBe('Usos')
    // Any other language asked for is English.
    const other = await monographLoader(
      args(get('/rx/prescription-monograph?productNumber=P7200001&languageCode=xx', { cookie })),
    )
    expect(other.languageCode).toBe('en')
  })
})

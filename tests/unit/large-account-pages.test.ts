import { describe, expect, it } from 'vitest'
import { loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { loader as historyLoader } from '#app/routes/rx+/prescription-history._index.tsx'
import { loader as receiptsLoader } from '#app/routes/rx+/prescription-receipt.tsx'
import { loader as expenseLoader } from '#app/routes/rx+/prescription-history.expense-report.tsx'
import { loader as expenseCsvLoader } from '#app/routes/rx+/prescription-history.expense-report[.csv].tsx'
import { REFILLS_PAGE_SIZE } from '#app/rx/cart/refills.server.ts'
import { EXPENSE_PAGE_SIZE } from '#app/rx/history/expense-report.server.ts'
import { HISTORY_PAGE_SIZE } from '#app/rx/history/history.server.ts'
import { RECEIPTS_PAGE_SIZE } from '#app/rx/history/receipts.server.ts'
import { pageNumberOf, paginate, type Pager } from '#app/ui/pagination.ts'
import { PER_PATIENT_CALLS, atMostAtOnce } from '#app/rx/shared/per-patient-calls.server.ts'
import { CAREGIVER_FAMILY, CAREGIVER_USER_ID } from '#mocks/caregiver-seed.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { dataOf, signIn } from '#tests/utils/link-steps.ts'
import { get, onePageArgs } from '#tests/utils/requests.ts'
import { upstreamRoundsOf } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'

const CAREGIVER = 'caregiver@example.com'
const EVERY_PATIENT = CAREGIVER_FAMILY.map((member) => `patient=${member.patientNumber}`).join('&')
const args = (path: string, cookie: string) => ({ request: get(path, { cookie }), params: {}, context: testContext() })

/** A loader's answer, unwrapped from `data()` when it sets a status. */
async function pageOf<T>(loader: (a: ReturnType<typeof args>) => Promise<unknown>, path: string, cookie: string) {
  const answer = await loader(args(path, cookie))
  const status = (answer as { init?: { status?: number } }).init?.status ?? 200
  return { status, view: (answer && typeof answer === 'object' && 'data' in answer ? dataOf(answer) : answer) as T }
}

describe('a page of a long list (decision 0094)', () => {
  const url = (query: string) => new URL(`http://localhost/rx/prescription-history${query}`)
  const numbers = Array.from({ length: 23 }, (_, index) => index + 1)

  it('reads the page from the URL: a whole number from 1; anything else is the first page, past the last the last', () => {
    expect(pageNumberOf('2', 3)).toBe(2)
    for (const bad of [null, '', 'abc', '0', '-1', '1.5', '2e1', ' 2', '9999999999'])
      expect(pageNumberOf(bad, 3)).toBe(1)
    expect(pageNumberOf('4', 3)).toBe(3)
    expect(pageNumberOf('7', 0)).toBe(1)
  })

  it("gives the page's items and links that keep the other parameters; the first page is the list's own URL", () => {
    const first = paginate(numbers, url('?patient=5002&from=2026-01-01'), 10)
    expect(first.items).toEqual(numbers.slice(0, 10))
    expect(first.pager).toEqual<Pager>({
      page: 1,
      pages: 3,
      total: 23,
      first: 1,
      last: 10,
      previous: null,
      next: '/rx/prescription-history?patient=5002&from=2026-01-01&page=2',
    })
    const second = paginate(numbers, url('?patient=5002&page=2&from=2026-01-01'), 10)
    expect(second.pager.previous).toBe('/rx/prescription-history?patient=5002&from=2026-01-01')
    expect(second.pager.next).toBe('/rx/prescription-history?patient=5002&from=2026-01-01&page=3')
    const last = paginate(numbers, url('?page=3'), 10)
    expect([last.items, last.pager.first, last.pager.last, last.pager.next]).toEqual([[21, 22, 23], 21, 23, null])
    expect(paginate([], url('?page=2'), 10).pager).toMatchObject({ page: 1, pages: 1, total: 0, first: 0, last: 0 })
  })
})

describe('per-patient calls, at most so many at once', () => {
  it('starts the first ones together and each waiting one as one ends, in order', async () => {
    const ends = new Map<number, () => void>()
    const started: number[] = []
    const ask = atMostAtOnce(2, (key: number) => {
      started.push(key)
      return new Promise<number>((resolve) => ends.set(key, () => resolve(key)))
    })
    const answers = [1, 2, 3, 4].map(ask)
    await Promise.resolve()
    expect(started).toEqual([1, 2])
    ends.get(2)!()
    expect(await answers[1]).toBe(2)
    expect(started).toEqual([1, 2, 3])
    ends.get(1)!()
    ends.get(3)!()
    await Promise.all(answers.slice(0, 3))
    expect(started).toEqual([1, 2, 3, 4])
    ends.get(4)!()
    expect(await answers[3]).toBe(4)
  })
})

type Listed = { pager: Pager }
type History = Listed & { rows: Array<{ date: string; rxNumber: string }> }
type Receipts = Listed & { receipts: Array<{ key: string }> }
type Refills = Listed & { groups: Array<{ patientNumber: string; refills: Array<{ rxNumber: string }> }> }
type Expense = Listed & {
  groups: Array<{ patientNumber: string; rows: Array<{ paid: string | null }>; total: string | null }>
  total: string
}

describe("the large account's long lists, a page at a time (issue 34)", () => {
  it('pages the history by 50 fills, newest first, with links to the next page and back', async () => {
    const cookie = await signIn(CAREGIVER)
    const first = await pageOf<History>(historyLoader, '/rx/prescription-history', cookie)
    expect(first.status).toBe(200)
    expect(first.view.rows).toHaveLength(HISTORY_PAGE_SIZE)
    expect(first.view.pager).toMatchObject({ page: 1, previous: null, next: '/rx/prescription-history?page=2' })
    expect(first.view.pager.total).toBeGreaterThan(HISTORY_PAGE_SIZE)
    const second = await pageOf<History>(historyLoader, first.view.pager.next!, cookie)
    expect(second.view.pager).toMatchObject({ page: 2, previous: '/rx/prescription-history' })
    // The pages follow on: no fill shown twice, none left out between them.
    const keys = (rows: History['rows']) => rows.map((row) => `${row.rxNumber} ${row.date}`)
    expect(new Set([...keys(first.view.rows), ...keys(second.view.rows)]).size).toBe(
      first.view.rows.length + second.view.rows.length,
    )
    // A filter is kept in the page's links.
    const walter = await pageOf<History>(historyLoader, '/rx/prescription-history?patient=5003&page=2', cookie)
    expect(walter.view.pager.previous).toBe('/rx/prescription-history?patient=5003')
  })

  it('answers a bad or past-the-end page with a page that exists, never an error', async () => {
    const cookie = await signIn(CAREGIVER)
    const { pager } = (await pageOf<History>(historyLoader, '/rx/prescription-history', cookie)).view
    for (const [query, page] of [
      ['?page=abc', 1],
      ['?page=-3', 1],
      ['?page=0', 1],
      [`?page=${pager.pages + 5}`, pager.pages],
    ] as const) {
      const answer = await pageOf<History>(historyLoader, `/rx/prescription-history${query}`, cookie)
      expect([answer.status, answer.view.pager.page], query).toEqual([200, page])
      expect(answer.view.rows.length).toBeGreaterThan(0)
    }
  })

  it('pages the receipts by 20', async () => {
    const cookie = await signIn(CAREGIVER)
    const { view } = await pageOf<Receipts>(receiptsLoader, '/rx/prescription-receipt?page=2', cookie)
    expect(view.receipts).toHaveLength(RECEIPTS_PAGE_SIZE)
    expect(view.pager).toMatchObject({
      page: 2,
      previous: '/rx/prescription-receipt',
      next: '/rx/prescription-receipt?page=3',
    })
  })

  it('pages the refills by 25 in patient order, keeping the search and the patient in the links', async () => {
    const cookie = await signIn(CAREGIVER)
    const all = await pageOf<Refills>(refillsLoader, '/rx/refills', cookie)
    expect(all.view.groups.flatMap((group) => group.refills)).toHaveLength(REFILLS_PAGE_SIZE)
    expect(all.view.groups[0]?.patientNumber).toBe('5001')
    expect(all.view.pager.total).toBeGreaterThan(300)
    const last = await pageOf<Refills>(refillsLoader, `/rx/refills?page=${all.view.pager.pages}`, cookie)
    expect(last.view.groups.at(-1)?.patientNumber).toBe('5012')
    const searched = await pageOf<Refills>(refillsLoader, '/rx/refills?patient=5002&q=tablet&page=2', cookie)
    expect(searched.view.pager.previous).toBe('/rx/refills?patient=5002&q=tablet')
    expect(searched.view.groups.map((group) => group.patientNumber)).toEqual(['5002'])
  })

  it("pages the expense report by 100 lines: each patient's total with their last line, the report's on every page; the CSV is whole", async () => {
    const cookie = await signIn(CAREGIVER)
    const path = `/rx/prescription-history/expense-report?${EVERY_PATIENT}`
    const first = await pageOf<Expense>(expenseLoader, path, cookie)
    const { pages, total } = first.view.pager
    expect(first.view.groups.flatMap((group) => group.rows)).toHaveLength(EXPENSE_PAGE_SIZE)
    expect(first.view.pager.next).toBe(`${path}&page=2`)
    const all = [first.view]
    for (let page = 2; page <= pages; page++)
      all.push((await pageOf<Expense>(expenseLoader, `${path}&page=${page}`, cookie)).view)
    expect(all.flatMap((view) => view.groups.flatMap((group) => group.rows))).toHaveLength(total)
    // Every patient's total shows once, on the page of their last line; the report's total is the same on every page.
    const totals = all.flatMap((view) => view.groups.filter((group) => group.total !== null))
    expect(totals.map((group) => group.patientNumber)).toEqual(CAREGIVER_FAMILY.map((member) => member.patientNumber))
    expect(new Set(all.map((view) => view.total)).size).toBe(1)
    const csv = (await expenseCsvLoader(args(path.replace('expense-report', 'expense-report.csv'), cookie))) as Response
    // A header, a line per fill, a total per patient and the report's.
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(1 + total + CAREGIVER_FAMILY.length + 1)
  })
})

describe("the large account's per-patient calls start together (issue 34)", () => {
  const inRound = (calls: Array<{ call: string; round: number }>, pattern: RegExp) =>
    calls.filter(({ call }) => pattern.test(call))

  it("asks the twelve patients' notifications at once, with the patient list once the patients are known", async () => {
    const cookie = await signIn(CAREGIVER)
    const first = await upstreamRoundsOf(() => dashboardLoader(onePageArgs('/rx/dashboard', cookie)()))
    expect(new Set(inRound(first.calls, /notifications\//).map(({ round }) => round))).toEqual(new Set([2]))
    const next = await upstreamRoundsOf(() => dashboardLoader(onePageArgs('/rx/dashboard', cookie)()))
    expect(next.rounds).toBe(1)
    expect(inRound(next.calls, /notifications\//)).toHaveLength(12)
  })

  it('keeps at most 20 of them under way: an account of 30 patients asks the rest as the first answers come back', async () => {
    const cookie = await signIn(CAREGIVER)
    const account = pharmacyBackOffice.account(CAREGIVER_USER_ID)!
    const pet = account.patients.find((patient) => patient.relationshipType === 'PET')!
    account.patients.push(
      ...Array.from({ length: 18 }, (_, index) => ({
        ...pet,
        patientNumber: String(5101 + index),
        firstName: `Pet ${index}`,
      })),
    )
    await dashboardLoader(onePageArgs('/rx/dashboard', cookie)())
    const next = await upstreamRoundsOf(() => dashboardLoader(onePageArgs('/rx/dashboard', cookie)()))
    const asked = inRound(next.calls, /notifications\//)
    expect(asked.filter(({ round }) => round === 1)).toHaveLength(PER_PATIENT_CALLS)
    expect(asked.filter(({ round }) => round === 2)).toHaveLength(30 - PER_PATIENT_CALLS)
    expect(next.rounds).toBe(2)
  })

  it("asks the expense report's twelve patients' fills at once, with the patient list", async () => {
    const cookie = await signIn(CAREGIVER)
    const { rounds, calls } = await upstreamRoundsOf(() =>
      expenseLoader(args(`/rx/prescription-history/expense-report?${EVERY_PATIENT}`, cookie)),
    )
    const fills = inRound(calls, /prescription\/transactions/)
    expect(fills).toHaveLength(12)
    expect(new Set(fills.map(({ round }) => round))).toEqual(new Set([inRound(calls, /patient-profiles/)[0]!.round]))
    // Then only the pharmacies' names.
    expect(
      inRound(calls, /./)
        .filter(({ round }) => round === rounds)
        .map(({ call }) => call),
    ).toEqual([expect.stringMatching(/facilities|locations/)])
  })
})

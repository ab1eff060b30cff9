import { describe, expect, it } from 'vitest'
import { loader as historyLoader } from '#app/routes/rx+/prescription-history._index.tsx'
import { loader as detailLoader } from '#app/routes/rx+/prescription-history.detail.tsx'
import { loader as receiptsLoader } from '#app/routes/rx+/prescription-receipt.tsx'
import { loader as createExpenseLoader } from '#app/routes/rx+/create-expense-report.tsx'
import { loader as expenseLoader } from '#app/routes/rx+/prescription-history.expense-report.tsx'
import { loader as expenseCsvLoader } from '#app/routes/rx+/prescription-history.expense-report[.csv].tsx'
import { historyWindow } from '#app/rx/history/history-rules.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { paginate } from '#app/ui/pagination.ts'
import { pagerTexts } from '#app/ui/pager.messages.server.ts'
import { testContext } from '#tests/utils/context.ts'
import { dataOf, signIn } from '#tests/utils/link-steps.ts'
import { get, serve } from '#tests/utils/requests.ts'

/** The records pages in Spanish (issue 36): words, refusals, dates and the CSV's headers in the request's language. */
const inSpanish = () => testContext({ language: 'es' })
const MONTH_NAMED = /^\d{1,2} [a-z]{3,4} \d{4}$/

type Texts = Record<string, string>

describe('the prescription history in Spanish', () => {
  it('sends its words, its fill status, the rows’ dates and link names in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = dataOf<{
      texts: Texts
      fillStatus: string
      fillStatusText: string
      rows: Array<{ date: string; drugName: string; detailsLabel: string; paid: string | null }>
    }>(await serve(historyLoader, get('/rx/prescription-history', { cookie }), inSpanish()))
    expect(page.texts).toMatchObject({
      title: 'Historial de recetas',
      viewingPatient: 'Paciente',
      from: 'Desde',
      to: 'Hasta',
      all: 'Todas',
      show: 'Ver historial',
      rxNumber: 'N.º de receta',
      createExpenseTitle: 'Crear informe de gastos',
    })
    // The rule's answer stays a code; the page's sentence is Spanish.
    expect(page.fillStatus).toBe('Sold')
    expect(page.fillStatusText).toBe('Surtidos de las últimas 4 semanas: Vendido')
    const row = page.rows[0]!
    expect(row.date).toMatch(MONTH_NAMED)
    expect(row.detailsLabel).toBe(`${row.drugName}, surtido el ${row.date}: detalles`)
    expect(page.rows.find((each) => each.paid)?.paid).toMatch(/^\$[\d,]+\.\d\d$/)
  })

  it('refuses its filters in Spanish, the earliest day with its month named', async () => {
    const cookie = await signIn('shopper@example.com')
    const { earliest, today } = historyWindow(pharmacyToday())
    const history = (query: string) =>
      serve(historyLoader, get(`/rx/prescription-history${query}`, { cookie }), inSpanish()).then(
        (answer) => dataOf<{ fieldErrors: Texts }>(answer).fieldErrors,
      )
    expect(await history('?from=2000-01-01')).toEqual({
      from: `El historial de recetas no empieza antes del ${formatDay(earliest, 'es')}.`,
    })
    expect(await history(`?from=${today}&to=2020-01-01`)).toEqual({
      to: 'La fecha final debe ser igual o posterior a la fecha inicial.',
    })
    expect(await history('?to=2099-01-01')).toEqual({ to: 'La fecha no puede ser futura' })
    expect(await history('?from=ayer')).toEqual({ from: 'Ingrese una fecha válida.' })
  })

  it('names a prescription’s fields and fills in Spanish, and an incomplete link too', async () => {
    const cookie = await signIn('shopper@example.com')
    const detail = (await serve(
      detailLoader,
      get('/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7200002', { cookie }),
      inSpanish(),
    )) as {
      texts: Texts
      fields: Array<{ term: string; value: string }>
      fills: Array<{ status: string; date: string }>
    }
    expect(detail.texts).toMatchObject({ title: 'Detalles de la receta', fills: 'Surtidos', status: 'Estado' })
    expect(detail.fields).toContainEqual({ term: 'Número de receta', value: '7200002' })
    expect(detail.fields.map((field) => field.term)).toContain('Médico que receta')
    expect(detail.fields).toContainEqual({ term: 'Estado', value: 'Resurtido atrasado' })
    expect(detail.fills.map((fill) => fill.status)).toContain('Devuelto')
    expect(detail.fills[0]!.date).toMatch(MONTH_NAMED)
    const incomplete = (await serve(
      detailLoader,
      get('/rx/prescription-history/detail?patientNumber=1001', { cookie }),
      inSpanish(),
    )) as Response
    expect(incomplete.status).toBe(400)
    expect(await incomplete.text()).toBe('Este enlace a los detalles de la receta no está completo.')
  })
})

describe('the receipts in Spanish', () => {
  it('sends its words, and each receipt’s heading and total in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = dataOf<{ texts: Texts; receipts: Array<{ heading: string; total: string }> }>(
      await serve(receiptsLoader, get('/rx/prescription-receipt', { cookie }), inSpanish()),
    )
    expect(page.texts).toMatchObject({ title: 'Recibos de recetas', show: 'Ver recibos', location: 'Farmacia' })
    expect(page.receipts[0]!.heading).toMatch(/^\d{1,2} [a-z]{3,4} \d{4}, .+/)
    expect(page.receipts[0]!.total).toMatch(/^Total: \$[\d,]+\.\d\d$/)
  })
})

describe('the expense report in Spanish', () => {
  const { defaultFrom, today } = historyWindow(pharmacyToday())
  const choices = `?patient=1001&patient=1002&from=${defaultFrom}&to=${today}`

  it('asks for a patient in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = dataOf<{ texts: Texts; fieldErrors: Texts }>(
      await serve(
        createExpenseLoader,
        get(`/rx/create-expense-report?from=${defaultFrom}&to=${today}&create=1`, { cookie }),
        inSpanish(),
      ),
    )
    expect(page.texts).toMatchObject({ createTitle: 'Crear informe de gastos', patients: 'Pacientes' })
    expect(page.fieldErrors).toEqual({ patient: 'Elija al menos un paciente.' })
  })

  it('covers its dates, and totals each patient, in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const report = (await serve(
      expenseLoader,
      get(`/rx/prescription-history/expense-report${choices}`, { cookie }),
      inSpanish(),
    )) as { texts: Texts; covering: string; groups: Array<{ totalLabel: string }> }
    expect(report.texts).toMatchObject({ title: 'Informe de gastos', download: 'Descargar (CSV)', total: 'Total' })
    expect(report.covering).toBe(`Recetas compradas del ${formatDay(defaultFrom, 'es')} al ${formatDay(today, 'es')}`)
    expect(report.groups.map((group) => group.totalLabel)).toEqual(['Total de Sam Shopper', 'Total de Lily Shopper'])
  })

  it('downloads a CSV whose headers, totals and name are Spanish; English as before', async () => {
    const cookie = await signIn('shopper@example.com')
    const answer = (await serve(
      expenseCsvLoader,
      get('/rx/prescription-history/expense-report.csv?patient=1001', { cookie }),
      inSpanish(),
    )) as Response
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="informe-de-gastos-.+\.csv"$/)
    const lines = (await answer.text()).trimEnd().split('\r\n')
    expect(lines[0]).toBe('"Fecha","Paciente","Receta","N.º de receta","Farmacia","Pagado"')
    expect(lines[1]).toMatch(/^"\d{1,2} [a-z]{3,4} \d{4}","Sam Shopper",/)
    expect(lines).toContainEqual(expect.stringMatching(/^"","Total de Sam Shopper","","","","\$[\d,.]+"$/))
    expect(lines.at(-1)).toMatch(/^"","Total","","","","\$[\d,.]+"$/)
    const english = (await serve(
      expenseCsvLoader,
      get('/rx/prescription-history/expense-report.csv?patient=1001', { cookie }),
    )) as Response
    expect((await english.text()).split('\r\n')[0]).toBe('"Date","Patient","Prescription","Rx #","Pharmacy","Paid"')
  })
})

describe('a long list’s pages in Spanish', () => {
  it('names the pages and the links in the request’s language, English as before', () => {
    const { pager } = paginate(
      Array.from({ length: 120 }, (_, index) => index),
      new URL('http://localhost/rx/prescription-history?page=2'),
      50,
    )
    expect(pagerTexts(pager, 'Historial de recetas', 'es')).toEqual({
      previous: 'Página anterior',
      next: 'Página siguiente',
      status: 'Página 2 de 3. Se muestran del 51 al 100 de 120.',
      navigation: 'Páginas de Historial de recetas',
    })
    expect(pagerTexts(pager, 'Prescription History', 'en')).toEqual({
      previous: 'Previous page',
      next: 'Next page',
      status: 'Page 2 of 3. Showing 51 to 100 of 120.',
      navigation: 'Pages of Prescription History',
    })
  })
})

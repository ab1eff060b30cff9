import { readFileSync } from 'node:fs'
import { DEMO, expect, fieldError, signIn, test } from './fixtures.ts'
import { chooseSpanish, expectNoEnglishOfOurs } from './spanish-helpers.ts'

/**
 * The records pages in Spanish (issue 36), with JavaScript on and off; axe checks each page the js project visits
 * (fixtures). The pages' own words are checked in `.rx-page`: the /rx shell around them (its health menu's Close)
 * is the shared catalog's.
 */
test('the prescription history and a prescription’s details in Spanish', async ({ page }) => {
  await chooseSpanish(page)
  await signIn(page, DEMO.shopper, '/rx/prescription-history')
  await expect(page).toHaveTitle('Historial de recetas')
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de recetas' })).toBeVisible()
  await expect(page.getByText('Surtidos de las últimas 4 semanas: Vendido')).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await page.getByLabel('Receta', { exact: true }).selectOption({ label: 'Losartan 50 mg Tablet (receta 7200002)' })
  await page.getByRole('button', { name: 'Ver historial' }).click()
  await expect(page).toHaveURL(/[?&]prescription=7200002/)
  const rows = page.getByRole('table').getByRole('row')
  await expect(rows.filter({ hasText: 'Amlodipine' })).toHaveCount(0)
  await expect(page.getByRole('columnheader', { name: 'N.º de receta' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  const link = rows.filter({ hasText: 'Losartan' }).first().getByRole('link')
  await expect(link).toHaveAccessibleName(/^Losartan 50 mg Tablet, surtido el \d{1,2} [a-z]{3,4} \d{4}: detalles$/)
  await link.click()
  await expect(page).toHaveURL(/\/rx\/prescription-history\/detail\?patientNumber=1001&rxRecordNum=R7200002$/)
  await expect(page).toHaveTitle('Detalles de la receta')
  await expect(page.getByRole('heading', { level: 1, name: 'Detalles de la receta' })).toBeVisible()
  await expect(page.getByRole('cell', { name: 'Devuelto' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Volver al historial de recetas' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  // A refused filter, said by the server in Spanish either way.
  await page.goto('/rx/prescription-history?to=2099-01-01')
  await expect(fieldError(page, 'La fecha no puede ser futura')).toBeVisible()
})

test('the expense report in Spanish: the form, its refusal, the report and its CSV', async ({ page, jsEnabled }) => {
  await chooseSpanish(page)
  await signIn(page, DEMO.shopper, '/rx/prescription-history')
  await page.getByRole('link', { name: 'Crear informe de gastos' }).click()
  await expect(page).toHaveTitle('Crear informe de gastos')
  await expect(page.getByRole('heading', { level: 1, name: 'Crear informe de gastos' })).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await page.getByLabel('Sam Shopper').uncheck()
  await page.getByRole('button', { name: 'Crear informe de gastos' }).click()
  await expect(page.getByText('Elija al menos un paciente.')).toBeVisible()
  await page.getByLabel('Sam Shopper').check()
  await page.getByLabel('Lily Shopper').check()
  await page.getByRole('button', { name: 'Crear informe de gastos' }).click()

  await expect(page).toHaveURL(/\/rx\/prescription-history\/expense-report\?patient=1001&patient=1002&from=/)
  await expect(page).toHaveTitle('Informe de gastos')
  await expect(page.getByRole('heading', { level: 1, name: 'Informe de gastos' })).toBeVisible()
  await expect(
    page.getByText(/^Recetas compradas del \d{1,2} [a-z]{3,4} \d{4} al \d{1,2} [a-z]{3,4} \d{4}$/),
  ).toBeVisible()
  await expect(page.getByRole('rowheader', { name: 'Total de Sam Shopper' })).toBeVisible()
  await expect(page.getByText(/^Total: \$[\d,]+\.\d\d$/)).toBeVisible()
  await expect(page.getByRole('button', { name: 'Imprimir' })).toHaveCount(jsEnabled ? 1 : 0)
  await expectNoEnglishOfOurs(page)

  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Descargar (CSV)' }).click()
  const file = await download
  expect(file.suggestedFilename()).toMatch(/^informe-de-gastos-\d{4}-\d\d-\d\d-\d{4}-\d\d-\d\d\.csv$/)
  const text = readFileSync((await file.path())!, 'utf8')
  expect(text.split('\r\n')[0]).toBe('"Fecha","Paciente","Receta","N.º de receta","Farmacia","Pagado"')
  expect(text).toContain('"Total de Lily Shopper"')

  await page.getByRole('link', { name: 'Cambiar informe' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Crear informe de gastos' })).toBeVisible()
  await expect(page.getByLabel('Lily Shopper')).toBeChecked()
})

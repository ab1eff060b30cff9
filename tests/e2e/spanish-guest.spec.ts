import type { Page } from '@playwright/test'
import { DEMO_PHARMACY_LOCK, expect, fieldError, test, waitForHydration } from './fixtures.ts'
import { chooseSpanish, expectNoEnglishOfOurs } from './spanish-helpers.ts'
import { addFirstCard, resetDemoPharmacy, WALLET_WORDS } from './wallet-helpers.ts'

/**
 * A guest from a tracker link to paying online, in Spanish (issue 36), with JavaScript on and off; axe checks each
 * page the js project visits (fixtures). Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
 */
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

/** The English these pages had: none of it may be left on them in Spanish. */
const GUEST_ENGLISH =
  /\b(tracker|pay|online|order|delivery|ready|cost|paid|last|status|details|view|viewing|patient|payment|method|card|remove|agree|usage|received|number|update|pickup|add|change|now)\b/i

/** Not ours: a status detail, a store's name and address are the pharmacy's, shown as sent. */
const NOT_OURS = ['.tracker-status-detail', '.store-card h4', '.store-card address']

async function expectSpanishPage(page: Page) {
  await expectNoEnglishOfOurs(page, 'body', NOT_OURS, GUEST_ENGLISH)
}

test('a guest from a tracker link pays online, in Spanish', async ({ page, jsEnabled, baseURL }) => {
  await resetDemoPharmacy(page, baseURL)
  await chooseSpanish(page)
  await page.goto('/mock/tracker-link?patientNumber=1001')
  await expect(page.getByRole('heading', { level: 1, name: 'Verifique su fecha de nacimiento' })).toBeVisible()
  await waitForHydration(page)
  await page.getByLabel('Mes (MM)').fill('03')
  await page.getByLabel('Día (DD)').fill('12')
  await page.getByLabel('Año (AAAA)').fill('1984')
  await page.getByRole('button', { name: 'Continuar' }).click()

  // The tracker: its words, the statuses, the prescription's number and price line.
  await expect(page).toHaveTitle('Seguimiento del estado de las recetas')
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento del estado de las recetas' })).toBeVisible()
  await expect(page.getByRole('navigation', { name: 'Secciones del seguimiento' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Lista' })).toBeVisible()
  await expect(page.getByText('Receta n.º 6100001', { exact: false }).first()).toBeVisible()
  await expect(page.getByText('Costo: $12.50').first()).toBeVisible()
  await expect(page.getByLabel('Paciente')).toBeVisible()
  await expectSpanishPage(page)

  await page.getByRole('link', { name: 'Pagar en línea' }).click()
  await expect(page).toHaveURL(/\/rx\/tracker\/pay-online$/)
  await expect(page).toHaveTitle('Pagar en línea')
  await expect(page.getByRole('heading', { level: 1, name: 'Pagar en línea' })).toBeVisible()
  await expect(
    page.getByRole('checkbox', { name: 'Atorvastatin 20 mg Tablet (receta n.º 6100001) para Sam Shopper: $12.50' }),
  ).toBeChecked()
  const box = page.getByRole('region', { name: 'Método de pago' })
  await expect(box).toContainText('Agregue una tarjeta de crédito o débito nueva para continuar.')
  await expectSpanishPage(page)

  // Nothing chosen yet: the card and the terms are asked for, in Spanish, by the server either way.
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Pagar ahora' }).click()
  await expect(box.locator('.field-errors')).toHaveText('Agregue una tarjeta de crédito o débito nueva para continuar.')
  await expect(fieldError(page, 'Acepte las condiciones de uso de la tarjeta para continuar.')).toBeVisible()
  await expectSpanishPage(page)

  // The wallet's screens, in Spanish too, add the card; the page it returns to says which.
  const number = await addFirstCard(
    page,
    jsEnabled,
    '/rx/tracker/pay-online',
    { name: 'Método de pago', change: 'Agregar o cambiar el método de pago' },
    WALLET_WORDS.es,
  )
  const card = `Visa que termina en ${number.slice(-4)}`
  await expect(box).toContainText(card)
  await expect(box.getByRole('button', { name: `Quitar ${card}` })).toBeVisible()
  await expectSpanishPage(page)

  await waitForHydration(page)
  await page.getByLabel('Acepto las condiciones de uso de la tarjeta.').check()
  await page.getByRole('button', { name: 'Pagar ahora' }).click()

  await expect(page).toHaveURL(/\/rx\/tracker\/pay-online\/confirmation$/)
  await expect(page).toHaveTitle('Pago recibido | Pagar en línea')
  await expect(page.getByRole('heading', { level: 1, name: 'Pago recibido' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Pagó' })).toHaveText(
    `Pagó $12.50 con ${card}. Sus recetas lo esperan en Kroger Pharmacy Vine Street.`,
  )
  await expectSpanishPage(page)

  await page.getByRole('link', { name: 'Volver al estado de las recetas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Seguimiento del estado de las recetas' })).toBeVisible()
  // Paid: nothing is left to pay for online.
  await expect(page.getByRole('link', { name: 'Pagar en línea' })).toHaveCount(0)
  await resetDemoPharmacy(page, baseURL)
})

test('an expired tracker link says so in Spanish', async ({ page }) => {
  await chooseSpanish(page)
  await page.goto('/rx/expired-tracker-link')
  await expect(page).toHaveTitle('El enlace de seguimiento venció')
  await expect(page.getByRole('heading', { level: 1, name: 'El enlace de seguimiento venció' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Pedir un resurtido' })).toHaveAttribute('href', '/rx/guest-refill')
  await expectSpanishPage(page)
})

test('a guest refill in Spanish: the form checks, the pickup, the confirmation', async ({ page }) => {
  await chooseSpanish(page)
  await page.goto('/rx/guest-refill')
  await expect(page).toHaveTitle('Resurtido como invitado')
  await expect(page.getByRole('heading', { level: 1, name: 'Resurtido como invitado' })).toBeVisible()
  await expectSpanishPage(page)

  // With JavaScript the browser checks with the messages the loader sent, without it the server: the same Spanish.
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Buscar recetas' }).click()
  await expect(fieldError(page, 'Número de teléfono de la farmacia: este dato es obligatorio')).toBeVisible()
  await expect(fieldError(page, 'Número de receta: este dato es obligatorio')).toBeVisible()
  await expectSpanishPage(page)

  await waitForHydration(page)
  await page.getByLabel('Número de teléfono de la farmacia').fill('513-555-0170')
  await page.getByLabel('Número de receta 1').fill('7200001')
  await page.getByLabel('Su número de teléfono').fill('513.555.0142')
  await page.getByRole('button', { name: 'Buscar recetas' }).click()

  await expect(page).toHaveURL(/\/rx\/guest-refill\/pickup$/)
  await expect(page).toHaveTitle('Elija una hora de recogida | Resurtido como invitado')
  await expect(page.getByText('Amlodipine 5 mg Tablet (receta n.º 7200001)')).toBeVisible()
  await expect(page.getByRole('group', { name: 'Hora de recogida' }).getByRole('radio', { checked: true })).toHaveCount(
    1,
  )
  await expectSpanishPage(page)
  await page.getByRole('button', { name: 'Pedir resurtido' }).click()

  await expect(page).toHaveURL(/\/rx\/guest-refill\/confirmation$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Resurtido pedido' })).toBeVisible()
  await expect(page.getByText('Nos comunicaremos con usted al')).toBeVisible()
  // The pharmacy's status and its description are its own words, shown as sent.
  await expectNoEnglishOfOurs(page, 'body', [...NOT_OURS, '.rx-page [role="status"]'], GUEST_ENGLISH)
})

import type { Page } from '@playwright/test'
import {
  chooseScenario,
  DEMO,
  DEMO_PHARMACY_LOCK,
  expect,
  fieldError,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts'
import { verifyAsSam } from './guest-helpers.ts'
import { expectNoEnglishOfOurs, switchToSpanish } from './spanish-helpers.ts'

/**
 * Transfer prescriptions in Spanish (issue 36), with JavaScript on and off: a signed-in customer's request to its
 * confirmation, and a guest's from a tracker link; axe checks each page the js project visits (fixtures). The guest
 * is Sam's tracker link, shared: see DEMO_PHARMACY_LOCK.
 */
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

/**
 * The English these pages had. Pharmacy names ('Kroger Pharmacy Vine Street', 'Walgreens #4411'), their addresses
 * and the patients' names are the services', shown as sent: none of these words is in them.
 */
const TRANSFER_ENGLISH =
  /\b(transfer|specific|request|received|search|update|current|recently|used|patient|doctor|medication|name|phone|number|submit|paper|another|find|type|add|fill)\b/i

/** No English of ours: the suite's common words, and this page's own. */
async function expectSpanishPage(page: Page) {
  await expectNoEnglishOfOurs(page)
  await expectNoEnglishOfOurs(page, 'body', [], TRANSFER_ENGLISH)
}

/** A GET choice: sent on change with JavaScript, with its Actualizar button without. */
async function chooseOrderType(page: Page, label: string, type: string) {
  await waitForHydration(page)
  await page.getByRole('radio', { name: label }).check()
  const update = page.getByRole('button', { name: 'Actualizar' })
  if (await update.isVisible()) await update.click()
  await expect(page).toHaveURL(new RegExp(`[?&]type=${type}(&|$)`))
}

async function search(page: Page, label: string, text: string) {
  const box = page.getByRole('searchbox', { name: label })
  await box.fill(text)
  await box.press('Enter')
}

test("a signed-in customer's transfer in Spanish, to its confirmation", async ({ page }) => {
  await signIn(page, DEMO.shopper, '/rx/transfer-prescriptions')
  await switchToSpanish(page)
  await expect(page).toHaveTitle('Transferir recetas')
  await expect(page.getByRole('heading', { level: 1, name: 'Transferir recetas' })).toBeVisible()
  await expect(
    page.getByRole('group', { name: '¿Qué desea hacer?' }).getByRole('radio', {
      name: 'Transferir todas mis recetas desde otra farmacia',
    }),
  ).toBeChecked()
  await expect(
    page.getByText('Para continuar, busque arriba su farmacia actual o elija escribir usted su nombre y teléfono.'),
  ).toBeVisible()
  await expectSpanishPage(page)

  // A search the page refuses, said by the server in Spanish with JavaScript or without.
  await search(page, 'Buscar por nombre, código postal o ciudad', 'wa')
  await expect(fieldError(page, 'Ingrese al menos las tres primeras letras')).toBeVisible()
  await expectSpanishPage(page)
  await search(page, 'Buscar por nombre, código postal o ciudad', 'walgreens')
  await page.getByRole('link', { name: 'Usar esta farmacia: Walgreens #4411' }).click()

  const pharmacy = page.getByRole('group', { name: 'Farmacia', exact: true })
  await expect(pharmacy.getByRole('radio').first()).toBeChecked()
  await expect(pharmacy).toContainText('Usada recientemente')
  await expect(page.getByLabel('Nombre de la farmacia', { exact: true })).toHaveValue('Walgreens #4411')
  await expect(page.getByLabel('Número de teléfono de la farmacia', { exact: true })).toHaveValue('513-555-0300')
  await page.getByRole('group', { name: 'Paciente' }).getByRole('radio', { name: 'Lily Shopper' }).check()
  await expectSpanishPage(page)

  // A field the form refuses, in Spanish: by the browser's checks with JavaScript, by the server without.
  await waitForHydration(page)
  await page.getByLabel('Número de teléfono de la farmacia', { exact: true }).fill('513-555')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(fieldError(page, 'Ingrese un número de teléfono válido de 10 dígitos')).toBeVisible()
  await expectSpanishPage(page)
  await page.getByLabel('Número de teléfono de la farmacia', { exact: true }).fill('513-555-0300')

  // The pharmacy refuses the request: the form stays, with the message in Spanish.
  await chooseScenario(page, 'transfer-request-error')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()
  await expect(
    page
      .getByRole('alert')
      .filter({ hasText: 'No pudimos completar su solicitud en este momento. Inténtelo de nuevo.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Nombre de la farmacia', { exact: true })).toHaveValue('Walgreens #4411')
  await expectSpanishPage(page)
  await chooseScenario(page, 'default')
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page).toHaveURL(/\/rx\/transfer-prescriptions\/confirmation$/)
  await expect(page).toHaveTitle('Solicitud recibida | Transferir recetas')
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitud recibida' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^.+ recibió su solicitud\. La farmacia/ })).toBeVisible()
  await expect(page.getByText('Transferir todas mis recetas desde otra farmacia')).toBeVisible()
  await expect(page.getByText(/^TR\d{8}$/)).toBeVisible()
  await expect(page.getByRole('link', { name: 'Hacer otra solicitud' })).toBeVisible()
  await expectSpanishPage(page)
})

test("a guest's transfer from a tracker link in Spanish", async ({ page }) => {
  // The link and its birth-date check in Spanish are spanish.spec.ts's: here the guest switches on the transfer page.
  await verifyAsSam(page)
  await page.goto('/rx/guest/transfer-prescriptions')
  await switchToSpanish(page)
  await expect(page).toHaveTitle('Transferir recetas')
  await chooseOrderType(page, 'Transferir algunas recetas desde otra farmacia', 'TRANSFER')
  await page.getByRole('link', { name: 'Escribir el nombre y el número de teléfono de la farmacia' }).click()
  await expect(page.getByText('Para continuar, busque arriba su nueva farmacia.')).toBeVisible()
  await expectSpanishPage(page)
  await search(page, 'Buscar por código postal o ciudad', '45202')
  await expect(page.getByRole('radio', { name: /Kroger Pharmacy Vine Street/ })).toBeChecked()
  await expectSpanishPage(page)

  await waitForHydration(page)
  await page.getByLabel('Nombre', { exact: true }).fill('Robin')
  await page.getByLabel('Apellido').fill('Hart')
  await page.getByLabel('Mes (MM)').fill('07')
  await page.getByLabel('Día (DD)').fill('04')
  await page.getByLabel('Año (AAAA)').fill('1979')
  await page.getByLabel('Número de teléfono', { exact: true }).fill('513-555-0199')
  await page.getByLabel('Nombre de la farmacia', { exact: true }).fill('Walgreens #4411')
  await page.getByLabel('Número de teléfono de la farmacia', { exact: true }).fill('513-555-0300')
  await page.getByLabel('Nombre del medicamento 1').fill('Metformin 500 mg')
  await page.getByLabel('Número de receta 1').fill('3344556')
  await expect(page.getByLabel('Surtir esta receta cuando llegue')).toBeChecked()
  await page.getByRole('button', { name: 'Agregar otra receta' }).click()
  await expect(page.getByLabel('Nombre del medicamento 2')).toBeVisible()
  await expect(page.getByLabel('Nombre del medicamento 1')).toHaveValue('Metformin 500 mg')
  await page.getByLabel('Nombre del medicamento 2').fill('Sertraline 50 mg')
  await page.getByLabel('Número de receta 2').fill('4455667')
  await expectSpanishPage(page)
  await page.getByRole('button', { name: 'Enviar solicitud' }).click()

  await expect(page).toHaveURL(/\/rx\/guest\/transfer-prescriptions\/confirmation$/)
  await expect(page).toHaveTitle('Solicitud recibida | Transferir recetas')
  await expect(
    page.getByRole('status').filter({ hasText: 'Kroger Pharmacy Vine Street recibió su solicitud.' }),
  ).toBeVisible()
  await expect(page.getByText('Transferir algunas recetas desde otra farmacia')).toBeVisible()
  await expectSpanishPage(page)
})

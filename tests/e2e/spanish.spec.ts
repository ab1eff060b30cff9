import { DEMO, DEMO_PHARMACY_LOCK, expect, fieldError, test, waitForHydration } from './fixtures.ts'
import { chooseSpanish, expectNoEnglishOfOurs } from './spanish-helpers.ts'

/**
 * The first pages in Spanish (issue 36), with JavaScript on and off; axe checks each page the js project visits
 * (fixtures). The guest's pages use Sam's tracker link: see DEMO_PHARMACY_LOCK.
 */
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test('signing in, in Spanish: the page, its checks and its refusal', async ({ page, jsEnabled }) => {
  await chooseSpanish(page)
  await expect(page).toHaveTitle('Iniciar sesión')
  await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await waitForHydration(page)
  await page.getByLabel('Correo electrónico').fill('no es un correo')
  await page.getByLabel('Contraseña', { exact: true }).fill('abc')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  // With JavaScript the browser checks, without it the server: the same Spanish either way.
  await expect(fieldError(page, 'Ingrese un correo electrónico válido')).toBeVisible()
  await expect(fieldError(page, 'Su contraseña debe tener al menos una letra y un número')).toBeVisible()
  if (jsEnabled) await expect(page.getByRole('button', { name: 'Mostrar contraseña' })).toBeVisible()

  await page.getByLabel('Correo electrónico').fill(DEMO.shopper.email)
  await page.getByLabel('Contraseña', { exact: true }).fill('Wrong1234')
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(
    page.getByText('El correo electrónico o la contraseña que ingresó no son correctos. Inténtelo de nuevo.'),
  ).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await page.getByLabel('Correo electrónico').fill(DEMO.shopper.email)
  await page.getByLabel('Contraseña', { exact: true }).fill(DEMO.shopper.password)
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
  await expect(page.getByRole('link', { name: `Hola, ${DEMO.shopper.firstName}` })).toBeVisible()
})

test('a guest from a tracker link verifies the birth date in Spanish', async ({ page }) => {
  await chooseSpanish(page)
  await page.goto('/mock/tracker-link?patientNumber=1001')
  await expect(page).toHaveURL(/\/rx\/guest-verification\?patientNumber=1001&timestamp=\d+$/)
  await expect(page).toHaveTitle('Verifique su fecha de nacimiento')
  await expect(page.getByRole('heading', { level: 1, name: 'Verifique su fecha de nacimiento' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  const enter = async (month: string, day: string, year: string) => {
    await waitForHydration(page)
    await page.getByLabel('Mes (MM)').fill(month)
    await page.getByLabel('Día (DD)').fill(day)
    await page.getByLabel('Año (AAAA)').fill(year)
    await page.getByRole('button', { name: 'Continuar' }).click()
  }
  await enter('', '12', '84')
  await expect(fieldError(page, 'Debe ingresar un mes.')).toBeVisible()
  await expect(fieldError(page, 'Debe tener 4 caracteres')).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await enter('03', '13', '1984')
  await expect(
    page.getByText('La fecha de nacimiento que ingresó no coincide con nuestros registros. Inténtelo de nuevo.'),
  ).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await enter('03', '12', '1984')
  await expect(page).toHaveURL(/\/rx\/tracker\?patientNumber=1001$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
})

test('the header’s sign-in in Spanish: a dialog with JavaScript, the page without', async ({ page, jsEnabled }) => {
  await chooseSpanish(page)
  await page.goto('/health-dashboard')
  await waitForHydration(page)
  await page.getByRole('link', { name: 'Iniciar sesión', exact: true }).click()
  if (!jsEnabled) {
    await expect(page).toHaveURL(/\/signin\?redirectUrl=%2Fhealth-dashboard$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Iniciar sesión' })).toBeVisible()
    return
  }
  const dialog = page.getByRole('dialog', { name: 'Iniciar sesión' })
  await expect(dialog.getByText('Inicie sesión para ver su cuenta, sus ofertas y sus recetas.')).toBeVisible()
  await expect(dialog.getByRole('button', { name: 'Cerrar' })).toBeVisible()
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click()
  await expect(fieldError(dialog, 'Ingrese un correo electrónico válido')).toBeVisible()
  // The health dashboard itself is not translated yet: the dialog and the header are.
  await expectNoEnglishOfOurs(page, 'dialog')
  await expectNoEnglishOfOurs(page, 'header')
})

import { expect, fieldError, test, waitForHydration } from './fixtures.ts'
import { chooseSpanish, expectNoEnglishOfOurs } from './spanish-helpers.ts'

/**
 * The digital vaccine record's first step in Spanish (issue 36), with JavaScript on and off: the page, its checks
 * (the browser's or the server's, the same words), the pharmacy's refusal and the text sent. Axe checks each page the
 * js project visits (fixtures).
 */
test('asking for the vaccine record’s text message, in Spanish', async ({ page }) => {
  await chooseSpanish(page)
  await page.goto('/rx/digital-vaccine-record')
  await expect(page).toHaveTitle('Registro digital de vacunas')
  await expect(page.getByRole('heading', { level: 1, name: 'Registro digital de vacunas' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await waitForHydration(page)
  await page.getByLabel('Nombre').fill('Sam1')
  await page.getByRole('button', { name: 'Enviar mensaje de texto' }).click()
  await expect(fieldError(page, 'Solo se admiten letras')).toBeVisible()
  await expect(fieldError(page, 'Apellido: este dato es obligatorio')).toBeVisible()
  await expect(fieldError(page, 'Número de teléfono celular: este dato es obligatorio')).toBeVisible()
  await expectNoEnglishOfOurs(page)

  // Nobody with another phone: the one that finds Sam is kept for the send, under its per-phone limit (decision 0072).
  const details = async (firstName: string, phone: string) => {
    await waitForHydration(page)
    await page.getByLabel('Nombre').fill(firstName)
    await page.getByLabel('Apellido').fill('Shopper')
    await page.getByLabel('Mes (MM)').fill('03')
    await page.getByLabel('Día (DD)').fill('12')
    await page.getByLabel('Año (AAAA)').fill('1984')
    await page.getByLabel('Número de teléfono celular').fill(phone)
    await page.getByRole('button', { name: 'Enviar mensaje de texto' }).click()
  }
  await details('Samuel', '513-555-0199')
  await expect(page.getByText('No encontramos al paciente en la farmacia. Revise los datos que ingresó.')).toBeVisible()
  await details('Sam', '513-555-0142')
  await expect(page.getByText('Le enviamos un mensaje de texto con un enlace seguro.', { exact: false })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Enviar otro mensaje de texto' })).toBeVisible()
  await expectNoEnglishOfOurs(page)
})

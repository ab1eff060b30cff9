import type { Page } from '@playwright/test'
import { DEMO, NEWCOMER_LOCK, expect, fieldError, signIn, test, waitForHydration } from './fixtures.ts'
import { unlinkPharmacy } from './rx-helpers.ts'
import { expectNoEnglishOfOurs, switchToSpanish } from './spanish-helpers.ts'

/**
 * Linking in Spanish (issue 36), with JavaScript on and off: new@example.com links her record by a prescription label
 * and the identity quiz, then lands on her profile. axe checks each page the js project visits (fixtures). The /rx
 * shell around them is the shell's to check; here the pages' own content is.
 */
test.describe.configure({ lock: NEWCOMER_LOCK })

/** The quiz's questions and answers are the identity provider's, shown as sent (issue 36's allow-list). */
const QUESTIONS = ['Which of these streets have you lived on?', 'Which of these cities have you lived in?'] as const

/** The quiz page's own words: everything but the provider's questions, checked on a copy of the page's content. */
async function expectQuizInSpanish(page: Page) {
  await page.evaluate(() => {
    const copy = document.querySelector('.rx-page')!.cloneNode(true) as HTMLElement
    copy.querySelectorAll('fieldset').forEach((node) => node.remove())
    copy.id = 'quiz-own-words'
    copy.hidden = true
    document.body.appendChild(copy)
  })
  await expectNoEnglishOfOurs(page, '#quiz-own-words')
  await page.evaluate(() => document.getElementById('quiz-own-words')!.remove())
}

test('new@example.com links her record with the quiz, in Spanish', async ({ page, baseURL, jsEnabled }) => {
  await signIn(page, DEMO.newcomer, '/')
  // A link made by an earlier run (the other project, a retry) goes first.
  await unlinkPharmacy(page, baseURL)

  await page.goto('/rx/link/prescription/lookup')
  await switchToSpanish(page)
  await expect(page).toHaveTitle('Ingrese sus datos')
  await expect(page.getByRole('heading', { level: 1, name: 'Ingrese sus datos' })).toBeVisible()
  await expect(page.getByRole('img', { name: /^Ejemplo de etiqueta de receta:/ })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  // The form's checks, the browser's with JavaScript and the server's without, in Spanish.
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Siguiente' }).click()
  await expect(fieldError(page, 'Número de receta: este dato es obligatorio')).toBeVisible()
  await expect(fieldError(page, 'Nombre: este dato es obligatorio')).toBeVisible()
  await expectNoEnglishOfOurs(page)

  const find = async (rxNumber: string) => {
    await page.getByLabel('Número de receta (Rx#)').fill(rxNumber)
    await page.getByLabel('Número de teléfono de la farmacia').fill('513-555-0170')
    await page.getByLabel('Nombre').fill('Nia')
    await page.getByLabel('Apellido').fill('New')
    await page.getByLabel('Mes (MM)').fill('06')
    await page.getByLabel('Día (DD)').fill('15')
    await page.getByLabel('Año (AAAA)').fill('1990')
    await page.getByRole('button', { name: 'Siguiente' }).click()
  }
  await find('7399999')
  await expect(
    page.getByRole('alert').filter({ hasText: 'No encontramos un paciente que coincida con la información' }),
  ).toBeVisible()
  await find('7300001')

  await expect(page).toHaveURL(/\/rx\/link\/patient\/verify$/)
  await expect(page).toHaveTitle('Verifique su identidad')
  await expect(page.getByRole('heading', { level: 1, name: 'Verifique su identidad' })).toBeVisible()
  await expect(page.getByText('Todos los campos son obligatorios.')).toBeVisible()
  await expectQuizInSpanish(page)

  const next = page.getByRole('button', { name: 'Siguiente' })
  if (jsEnabled) await waitForHydration(page)
  const street = page.getByRole('group', { name: QUESTIONS[0] }).getByLabel('Race Street')
  await street.check()
  if (jsEnabled) await expect(next).toBeDisabled()
  else {
    // Without JavaScript the server says what is missing, in Spanish, and keeps the answer chosen.
    await next.click()
    await expect(page.getByRole('alert')).toHaveText('Todos los campos son obligatorios.')
    await expect(street).toBeChecked()
    await expectQuizInSpanish(page)
  }
  await page.getByRole('group', { name: QUESTIONS[1] }).getByLabel('Cincinnati').check()
  await expect(next).toBeEnabled()
  await next.click()

  await expect(page).toHaveURL(/\/rx\/patient-profile$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
  await expect(
    page.getByText('¡Felicidades! Agregó la administración de recetas en línea a su cuenta de la farmacia.'),
  ).toBeVisible()
  // The profile she lands on speaks Spanish too; her name and address are the pharmacy's, as sent.
  await expect(page).toHaveTitle('Perfil del paciente')
  await expect(page.getByRole('heading', { level: 1, name: 'Perfil del paciente' })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Nia New' })).toBeVisible()
  // The marketing program's name is the pharmacy's, as sent: the sentence around it is ours.
  await expect(
    page.getByText(
      '¿Desea recibir ofertas y novedades de Health and Savings de su farmacia? Puede cambiar su respuesta en cualquier momento.',
    ),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Ir a Mis recetas' })).toBeVisible()
  await expectNoEnglishOfOurs(page)
})

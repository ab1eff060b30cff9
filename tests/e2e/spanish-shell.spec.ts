import { chooseScenario, DEMO_PHARMACY_LOCK, expect, pauseClock, test } from './fixtures.ts'
import { signInToRx } from './rx-helpers.ts'
import { expectNoEnglishOfOurs, switchToSpanish } from './spanish-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

/** The pharmacy's shell in Spanish (issue 36): its error pages and its session timeout, with JavaScript on and off. */
test.describe('the pharmacy shell in Spanish', () => {
  test('Technical Difficulties, as /rx/error and as a page the pharmacy cannot serve (503)', async ({ page }) => {
    await signInToRx(page)
    await switchToSpanish(page)
    await page.goto('/rx/error')
    await expect(page.getByRole('heading', { level: 1, name: 'Dificultades técnicas' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'ACTUALIZAR' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Volver a Mis recetas' })).toBeVisible()
    await expectNoEnglishOfOurs(page, '.rx-content')

    await chooseScenario(page, 'rx-500')
    const response = await page.goto('/rx/tracker/pay-online')
    expect(response?.status()).toBe(503)
    await expect(
      page.getByText('Lo sentimos, nuestro sitio tiene dificultades técnicas. Inténtelo de nuevo.'),
    ).toBeVisible()
    await expectNoEnglishOfOurs(page, '.error-page')
    await chooseScenario(page, 'default')
  })

  test('a page that does not exist', async ({ page }) => {
    await page.goto('/signin')
    await switchToSpanish(page)
    const response = await page.goto('/no-such-page')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible()
    await expect(page.getByText('No pudimos encontrar la página que busca.')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Ir a la página principal' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Consulte nuestras preguntas frecuentes' })).toBeVisible()
    await expectNoEnglishOfOurs(page, 'main')
  })

  test('the session timeout', async ({ page, jsEnabled }) => {
    test.skip(!jsEnabled, 'The modal needs JavaScript; without it the server alone ends an idle session.')
    await page.clock.install()
    await pauseClock(page)
    await signInToRx(page)
    await switchToSpanish(page)
    await expect(page.locator('dialog.session-timeout')).toBeAttached()
    await page.clock.fastForward('09:01')
    const modal = page.getByRole('dialog', { name: 'Tiempo de sesión agotado' })
    await expect(modal).toBeVisible()
    await expect(modal.getByText(/su sesión se cerrará en 60 segundos/)).toBeVisible()
    await expectNoEnglishOfOurs(page, 'dialog.session-timeout')
    await modal.getByRole('button', { name: 'Sí, mantener la sesión iniciada' }).click()
    await expect(modal).toBeHidden()
    await page.clock.resume()
  })
})

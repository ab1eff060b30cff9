import type { Page } from '@playwright/test'
import { DEMO_PHARMACY_LOCK, expect, test, waitForHydration } from './fixtures.ts'
import { emptyCart, signInToRx } from './rx-helpers.ts'
import { expectNoEnglishOfOurs } from './spanish-helpers.ts'

/**
 * Issue 36's signed-in journey in Spanish, with JavaScript on and off: a refill from the refills page to its order
 * number; axe checks each page the js project visits (fixtures). Sam's pharmacy account is shared: see
 * DEMO_PHARMACY_LOCK.
 */
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

async function toSpanish(page: Page) {
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Español', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
}

/** A GET form that applies on change with JavaScript and with its Actualizar button without. */
async function chooseFirst(page: Page, group: string, jsEnabled: boolean) {
  await page.getByRole('group', { name: group }).getByRole('radio').first().check()
  if (!jsEnabled) await page.getByRole('button', { name: 'Actualizar' }).click()
}

test('a refill in Spanish, from the refills page to its order number', async ({ page, jsEnabled }) => {
  await signInToRx(page, '/rx/refills')
  await emptyCart(page)
  await toSpanish(page)
  await expect(page).toHaveTitle('Resurtidos')
  await expect(page.getByRole('heading', { level: 1, name: 'Resurtidos' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await waitForHydration(page)
  await page.getByRole('button', { name: 'Agregar al carrito: Amlodipine 5 mg Tablet' }).click()
  await expect(page.getByText('Se agregó Amlodipine 5 mg Tablet a su carrito.')).toBeVisible()
  const cart = page.getByRole('complementary', { name: 'Carrito de la farmacia' })
  if ((await cart.locator('details').getAttribute('open')) === null) await cart.locator('summary').click()
  await expect(cart.getByText('Total estimado:')).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await cart.getByRole('link', { name: 'Finalizar compra' }).click()

  await expect(page).toHaveURL(/\/rx\/checkout\/fulfilment$/)
  await expect(page).toHaveTitle('Finalizar compra de forma segura')
  await expect(page.getByRole('radio', { name: 'Recoger en la tienda' })).toBeChecked()
  await expect(page.getByText('Elija una fecha para recoger y verá las horas disponibles.')).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await waitForHydration(page)
  await chooseFirst(page, 'Fecha para recoger', jsEnabled)
  await expect(page).toHaveURL(/date=\d{4}-\d{2}-\d{2}/)
  await page.getByRole('group', { name: 'Hora de recogida' }).getByRole('radio').first().check()
  // The pickup times on a 12-hour clock, as US Spanish writes them (decision 0109).
  await expect(page.getByRole('group', { name: 'Hora de recogida' })).toContainText(/\d{1,2}:\d{2} (a|p)\.m\./)
  await expectNoEnglishOfOurs(page)
  await page.getByRole('button', { name: 'Continuar' }).click()

  await expect(page).toHaveURL(/\/rx\/checkout\/payment$/)
  await expect(page.getByRole('radio', { name: 'Pagar ahora' })).toBeChecked()
  await expectNoEnglishOfOurs(page)
  await page.getByRole('radio', { name: 'Pagar en la tienda' }).check()
  await page.getByRole('button', { name: 'Continuar' }).click()

  await expect(page).toHaveURL(/\/rx\/checkout\/review$/)
  await expect(page.getByRole('heading', { level: 2, name: 'Revisar el pedido' })).toBeVisible()
  await expect(page.getByText('Pagar en la tienda')).toBeVisible()
  await expect(page.getByText(/, \d{1,2}:\d{2} (a|p)\.m\.$/)).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await page.getByRole('button', { name: 'Hacer el pedido' }).click()

  await expect(page).toHaveURL(/\/rx\/checkout\/confirmation$/)
  await expect(page.getByText('Recibimos su pedido.')).toBeVisible()
  await expect(page.getByText(/^Número de pedido: RX\d{8}$/)).toBeVisible()
  await expectNoEnglishOfOurs(page)
})

test('the pharmacy dashboard in Spanish: its sections, notifications, tracker card and cart', async ({ page }) => {
  await signInToRx(page, '/rx/dashboard?patient=1001')
  await toSpanish(page)
  await expect(page).toHaveTitle('Panel de recetas')
  await expect(page.getByRole('heading', { level: 1, name: 'Mis recetas' })).toBeVisible()
  await expect(page.getByLabel('Paciente')).toBeVisible()
  const notifications = page.getByRole('region', { name: /^Notificaciones de / })
  await expect(notifications.getByText(/^Ya puede recoger .+\.$/).first()).toBeVisible()
  await expect(page.getByRole('region', { name: /^Estado de las recetas de / }).getByText('Lista')).toBeVisible()
  await expect(page.getByRole('complementary', { name: 'Carrito de la farmacia' })).toBeVisible()
  await expectNoEnglishOfOurs(page)
})

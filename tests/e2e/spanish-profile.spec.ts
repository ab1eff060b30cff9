import { DEMO, DEMO_PHARMACY_LOCK, expect, fieldError, signIn, test } from './fixtures.ts'
import { dateIn } from './access-helpers.ts'
import { switchToSpanish, expectNoEnglishOfOurs } from './spanish-helpers.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'

/**
 * Issue 36: the profile's panels and patient access in Spanish, with JavaScript on and off; each page's whole text,
 * title and accessible names hold no English of ours, and axe checks each page the js project visits (fixtures).
 * Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
 */
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

/**
 * Not this domain's and not yet Spanish: the side panels' close button (`app/ui/side-panel.tsx` names it 'Close'; a
 * label of the page's language is the shared UI's to take, asked of the lead).
 */
const PANEL_CLOSE = ['.dialog-close']

test('patient access in Spanish: grant a request and give it an end date, a refused one first', async ({
  page,
  baseURL,
}) => {
  await resetDemoPharmacy(page, baseURL)
  await signIn(page, DEMO.shopper, '/rx/patient-access')
  await switchToSpanish(page)
  await expect(page).toHaveTitle('Acceso de pacientes')
  await expect(page.getByRole('heading', { level: 1, name: 'Acceso de pacientes' })).toBeVisible()
  const pending = page.getByRole('region', { name: 'Solicitudes pendientes' })
  const caregivers = page.getByRole('region', { name: 'Cuidadores' })
  await expect(pending.getByText('Rosa Shopper pide ver sus recetas.', { exact: false })).toBeVisible()
  await expect(caregivers.getByText('Vencido', { exact: true })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await pending.getByRole('button', { name: 'Dar acceso a Rosa Shopper' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Le dio acceso a Rosa Shopper.' })).toBeVisible()
  await expect(pending.getByText('No tiene solicitudes en espera de aprobación.')).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await caregivers.getByRole('link', { name: 'Fijar la fecha de fin para Rosa Shopper' }).click()
  await expect(page).toHaveURL(/\/rx\/patient-access\/from-c-2201-1001\/expiry$/)
  await expect(page).toHaveTitle('Fecha de fin del acceso')
  const panel = page.getByRole('dialog', { name: 'Fecha de fin del acceso' })
  const fill = async ({ month, day, year }: ReturnType<typeof dateIn>) => {
    await panel.getByLabel('Mes (MM)').fill(month)
    await panel.getByLabel('Día (DD)').fill(day)
    await panel.getByLabel('Año (AAAA)').fill(year)
  }
  await expectNoEnglishOfOurs(page, 'body', PANEL_CLOSE)
  await fill(dateIn(0))
  await panel.getByRole('button', { name: 'Guardar la fecha de fin' }).click()
  // The first day allowed, its month by name (decision 0109).
  await expect(fieldError(page, /^La fecha debe ser el \d{1,2} \S+ \d{4} o posterior$/)).toBeVisible()
  await expectNoEnglishOfOurs(page, 'body', PANEL_CLOSE)
  await fill(dateIn(30))
  await panel.getByRole('button', { name: 'Guardar la fecha de fin' }).click()
  await expect(page).toHaveURL(/\/rx\/patient-access$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Se guardó la fecha de fin del acceso de Rosa Shopper.' }),
  ).toBeVisible()
  await expect(
    caregivers
      .getByRole('listitem')
      .filter({ hasText: 'Rosa Shopper' })
      .getByText(/Acceso hasta el \d{1,2} \S+ \d{4}/),
  ).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await resetDemoPharmacy(page, baseURL)
})

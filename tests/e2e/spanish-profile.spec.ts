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
  await expectNoEnglishOfOurs(page)
  await fill(dateIn(0))
  await panel.getByRole('button', { name: 'Guardar la fecha de fin' }).click()
  // The first day allowed, its month by name (decision 0109).
  await expect(fieldError(page, /^La fecha debe ser el \d{1,2} \S+ \d{4} o posterior$/)).toBeVisible()
  await expectNoEnglishOfOurs(page)
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

test('the profile in Spanish: add an address, a missing city refused first, then delete it', async ({
  page,
  baseURL,
}) => {
  await resetDemoPharmacy(page, baseURL)
  await signIn(page, DEMO.shopper, '/rx/patient-profile')
  await switchToSpanish(page)
  await expect(page).toHaveTitle('Perfil del paciente')
  const sam = page.getByRole('region', { name: 'Sam Shopper' })
  await sam.getByRole('link', { name: 'Agregar dirección de Sam Shopper', exact: true }).click()
  await expect(page).toHaveURL(/\/rx\/patient-profile\/addresses\/new\?patient=1001$/)
  await expect(page).toHaveTitle('Agregar dirección')
  const panel = page.getByRole('dialog', { name: 'Agregar dirección' })
  await expectNoEnglishOfOurs(page)
  await panel.getByLabel('Dirección', { exact: true }).fill('200 Race St')
  await panel.getByLabel('Estado').selectOption('OH')
  await panel.getByLabel('Código postal').fill('45202')
  await panel.getByRole('button', { name: 'Guardar la dirección' }).click()
  await expect(fieldError(page, 'Ciudad: este dato es obligatorio')).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await panel.getByLabel('Ciudad').fill('Cincinnati')
  await panel.getByRole('button', { name: 'Guardar la dirección' }).click()
  await expect(page).toHaveURL(/\/rx\/patient-profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Se guardó la dirección.' })).toBeVisible()
  await expect(sam.getByText('200 Race St')).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await sam.getByRole('link', { name: 'Eliminar 200 Race St de Sam Shopper' }).click()
  await expect(page).toHaveTitle('Eliminar dirección')
  const remove = page.getByRole('dialog', { name: 'Eliminar dirección' })
  await expect(remove.getByText('¿Desea eliminar esta dirección?')).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await remove.getByRole('button', { name: 'Eliminar' }).click()
  await expect(page).toHaveURL(/\/rx\/patient-profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Se eliminó la dirección.' })).toBeVisible()
  await expect(sam.getByText('200 Race St')).toHaveCount(0)
  await expectNoEnglishOfOurs(page)
  await resetDemoPharmacy(page, baseURL)
})

test('the loyalty card and the marketing question in Spanish', async ({ page, baseURL }) => {
  await resetDemoPharmacy(page, baseURL)
  await signIn(page, DEMO.shopper, '/rx/patient-profile')
  await switchToSpanish(page)
  await page.getByRole('link', { name: 'Cambiar la tarjeta de cliente frecuente de Sam Shopper' }).click()
  await expect(page).toHaveTitle('Tarjeta de cliente frecuente')
  const card = page.getByRole('dialog', { name: 'Tarjeta de cliente frecuente' })
  const number = card.getByLabel('Número de tarjeta de cliente frecuente o de identificación alternativa')
  await number.fill('123-456-789')
  await card.getByRole('button', { name: 'Guardar el número' }).click()
  await expect(fieldError(page, /^Los números de identificación alternativos deben tener 10 dígitos/)).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await number.fill('123-456-7890')
  await card.getByRole('button', { name: 'Guardar el número' }).click()
  await expect(page).toHaveURL(/\/rx\/patient-profile$/)
  await expect(
    page.getByRole('status').filter({ hasText: 'Se guardó el número de tarjeta de cliente frecuente.' }),
  ).toBeVisible()

  const offers = page.getByRole('region', { name: 'Ofertas y novedades' })
  await offers.getByRole('link', { name: 'Revisar su elección' }).click()
  await expect(page).toHaveTitle('Ofertas y novedades')
  const question = page.getByRole('dialog', { name: 'Ofertas y novedades' })
  await expect(question.getByText('Todavía no ha respondido.')).toBeVisible()
  // The question names the program as the pharmacy sends it.
  await expectNoEnglishOfOurs(page)
  await question.getByRole('button', { name: 'Sí, enviarme ofertas' }).click()
  await expect(page).toHaveURL(/\/rx\/patient-profile$/)
  await expect(page.getByRole('status').filter({ hasText: 'Gracias: recibirá ofertas y novedades.' })).toBeVisible()
  await expect(offers.getByText('Usted recibe estas ofertas.')).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await resetDemoPharmacy(page, baseURL)
})

/** What the pharmacy says of a notification type (its `warning`), shown as it sends it. */
const SMS_WARNINGS = ['[id$="-warning"]']

test('communication preferences in Spanish: a call needs the phone to call, then they are saved', async ({
  page,
  baseURL,
}) => {
  await resetDemoPharmacy(page, baseURL)
  await signIn(page, DEMO.shopper, '/rx/comm-prefs')
  await switchToSpanish(page)
  await expect(page).toHaveTitle('Preferencias de comunicación')
  await expect(page.getByRole('heading', { level: 1, name: 'Preferencias de comunicación' })).toBeVisible()
  await expect(page.getByLabel('Mensaje de texto')).toBeChecked()
  await expectNoEnglishOfOurs(page, 'body', SMS_WARNINGS)
  await page.getByLabel('Paciente').selectOption({ label: 'Lily Shopper' })
  await page.getByRole('button', { name: 'Mostrar' }).click()
  await expect(page).toHaveURL(/\/rx\/comm-prefs\?patient=1002$/)
  await page.getByLabel('Llamada telefónica').check()
  await page.getByLabel('Resurtidos próximos').check()
  await page.getByRole('button', { name: 'Guardar las preferencias' }).click()
  await expect(fieldError(page, 'Elija el teléfono al que debemos llamar.')).toBeVisible()
  await expectNoEnglishOfOurs(page, 'body', SMS_WARNINGS)
  await page.getByRole('group', { name: 'Teléfono al que llamar' }).getByLabel('Teléfono de casa').check()
  await page.getByRole('button', { name: 'Guardar las preferencias' }).click()
  await expect(
    page.getByRole('status').filter({ hasText: 'Se guardaron sus preferencias de comunicación.' }),
  ).toBeVisible()
  await expect(page.getByLabel('Resurtidos próximos')).toBeChecked()
  await expectNoEnglishOfOurs(page, 'body', SMS_WARNINGS)
  await resetDemoPharmacy(page, baseURL)
})

import type { Page } from '@playwright/test'
import { createAccount, DEMO_PHARMACY_LOCK, expect, fieldError, signIn, test, waitForHydration } from './fixtures.ts'
import { emptyCart, openCart, signInToRx } from './rx-helpers.ts'
import { expectNoEnglishOfOurs, switchToSpanish } from './spanish-helpers.ts'
import { giveDemoWallet } from './wallet-helpers.ts'

/**
 * Issue 36: the wallet's screens in Spanish, with JavaScript on and off, under My Wallet and under checkout: the card
 * list, Select Payment and Add Credit/Debit Card with a refused field; axe checks each page the js project visits
 * (fixtures). The checkout part uses Sam's pharmacy account, shared: see DEMO_PHARMACY_LOCK.
 */

/** A fresh account given the demo wallet (mocks only): its cards are this test's alone. */
async function openDemoWalletInSpanish(page: Page, baseURL: string | undefined) {
  const account = await createAccount(page, { prefix: 'billetera', firstName: 'Wally', lastName: 'Wallet' })
  await signIn(page, account, '/account/wallet')
  await giveDemoWallet(page, baseURL)
  await switchToSpanish(page)
}

test('My Wallet in Spanish: the card list, and Add Credit/Debit Card refusing a missing name', async ({
  page,
  baseURL,
}) => {
  await openDemoWalletInSpanish(page, baseURL)
  await expect(page).toHaveTitle('Mi billetera')
  await expect(page.getByRole('heading', { level: 1, name: 'Billetera' })).toBeVisible()
  const bank = page.getByRole('region', { name: 'Crédito y débito' })
  await expect(bank.getByRole('listitem')).toHaveCount(3)
  await expect(bank.getByRole('listitem').filter({ hasText: 'Mastercard' })).toContainText('Vence 03/24')
  await expect(bank.getByRole('listitem').filter({ hasText: 'Mastercard' })).toContainText(
    'Vencida. Actualice su información de pago.',
  )
  await expect(page.getByLabel('Opciones de Visa que termina en 1111')).toBeVisible()
  await expect(page.getByRole('region', { name: 'Tarjeta de regalo' })).toContainText('Saldo restante: $25.00')
  await expectNoEnglishOfOurs(page)

  await page.getByRole('link', { name: 'Agregar una tarjeta de crédito o débito' }).click()
  const panel = page.getByRole('dialog', { name: 'Agregar una tarjeta de crédito o débito' })
  await expect(panel.getByRole('group', { name: 'Datos de la tarjeta' })).toBeVisible()
  await expect(panel.getByRole('group', { name: 'Dirección de facturación' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await waitForHydration(page)
  await panel.getByLabel('Apellido').fill('Wallet')
  await panel.getByRole('button', { name: 'Enviar' }).click()
  const refused = page.getByRole('dialog', { name: 'Agregar una tarjeta de crédito o débito' })
  await expect(fieldError(refused, 'El nombre es obligatorio.')).toBeVisible()
  await expect(fieldError(refused, 'Seleccione una dirección de facturación.')).toBeVisible()
  await expectNoEnglishOfOurs(page)
})

test("My Wallet's other screens in Spanish: edit card, billing address, delete, gift card and balance", async ({
  page,
  baseURL,
}) => {
  await openDemoWalletInSpanish(page, baseURL)
  await page.getByLabel('Opciones de Visa que termina en 1111').click()
  await page.getByRole('link', { name: 'Editar', exact: true }).click()
  const edit = page.getByRole('dialog', { name: 'Editar la tarjeta de crédito o débito' })
  await expect(edit.getByRole('group', { name: 'Fecha de vencimiento' })).toBeVisible()
  await expect(edit.getByRole('group', { name: 'Código de seguridad' })).toBeVisible()
  await expectNoEnglishOfOurs(page)
  await waitForHydration(page)
  await edit.getByLabel('Mes de vencimiento').fill('13')
  await edit.getByRole('button', { name: 'Guardar los cambios' }).click()
  await expect(
    fieldError(
      page.getByRole('dialog', { name: 'Editar la tarjeta de crédito o débito' }),
      'Ingrese un mes de vencimiento válido.',
    ),
  ).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await page.getByRole('link', { name: 'Agregar una dirección de facturación' }).click()
  const address = page.getByRole('dialog', { name: 'Agregar una dirección de facturación' })
  await expect(address.getByRole('combobox', { name: 'Estado o provincia' })).toContainText('Nueva York')
  await expectNoEnglishOfOurs(page)
  await waitForHydration(page)
  await address.getByRole('button', { name: 'Guardar los cambios' }).click()
  await expect(
    fieldError(
      page.getByRole('dialog', { name: 'Agregar una dirección de facturación' }),
      'La dirección es obligatoria.',
    ),
  ).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await page.goto('/account/wallet/cards/card-amex/delete')
  const remove = page.getByRole('dialog', { name: 'Eliminar el método de pago' })
  await expect(remove).toContainText('American Express que termina en 0005')
  await expect(remove.getByRole('button', { name: 'Eliminar' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await page.goto('/account/wallet/add-gift-card')
  const gift = page.getByRole('dialog', { name: 'Agregar una tarjeta de regalo' })
  await expect(gift.getByRole('group', { name: 'Datos de la tarjeta de regalo' })).toBeVisible()
  await expectNoEnglishOfOurs(page)

  await page.goto('/account/wallet/cards/card-ebt/balance')
  const balance = page.getByRole('dialog', { name: 'Consultar el saldo' })
  await expect(balance.getByRole('group', { name: 'PIN de SNAP EBT' })).toBeVisible()
  await expectNoEnglishOfOurs(page)
})

test.describe('under checkout', () => {
  test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

  test('Select Payment, Discard Changes? and Add Credit/Debit Card in Spanish, with a refused name', async ({
    page,
  }) => {
    await signInToRx(page, '/rx/refills')
    await emptyCart(page)
    await page.getByRole('button', { name: 'Add to Cart: Simvastatin 40 mg Tablet' }).click()
    await expect(page.getByText('Simvastatin 40 mg Tablet was added to your cart.')).toBeVisible()
    await (await openCart(page)).getByRole('link', { name: 'Check Out' }).click()
    await expect(page).toHaveURL(/\/rx\/checkout\/fulfilment$/)
    await page.getByRole('button', { name: 'Continue' }).click()
    await expect(page).toHaveURL(/\/rx\/checkout\/payment$/)
    await switchToSpanish(page)

    await page.getByRole('link', { name: 'Agregar o cambiar el método de pago' }).click()
    const select = page.getByRole('dialog', { name: 'Seleccionar el pago' })
    await expect(select.getByRole('radio', { name: /^Mastercard que termina en 4444/ })).toBeDisabled()
    await expect(select.getByRole('group', { name: 'Crédito y débito' })).toBeVisible()
    await expect(select.getByRole('button', { name: 'Confirmar' })).toBeVisible()
    await expectNoEnglishOfOurs(page)

    // Closing with a changed choice asks first.
    await select.getByRole('radio', { name: /^American Express que termina en 0005/ }).check()
    await select.getByRole('button', { name: 'Cerrar' }).click()
    const discard = page.getByRole('dialog', { name: '¿Descartar los cambios?' })
    await expect(discard.getByRole('link', { name: 'Sí, descartar los cambios' })).toBeVisible()
    await expectNoEnglishOfOurs(page)
    await discard.getByRole('link', { name: 'No, conservar los cambios' }).click()
    await expect(
      page.getByRole('dialog', { name: 'Seleccionar el pago' }).getByRole('radio', { name: /^American Express/ }),
    ).toBeChecked()

    await page
      .getByRole('dialog', { name: 'Seleccionar el pago' })
      .getByRole('link', { name: 'Agregar una tarjeta de crédito o débito' })
      .click()
    await expect(page).toHaveURL(/\/rx\/checkout\/payment\/wallet\/add-card$/)
    const panel = page.getByRole('dialog', { name: 'Agregar una tarjeta de crédito o débito' })
    await expect(panel.getByRole('group', { name: 'Datos de la tarjeta' })).toBeVisible()
    await expect(panel.getByLabel('Guardar esta tarjeta en mi billetera')).toBeChecked()
    await expectNoEnglishOfOurs(page)

    await waitForHydration(page)
    await panel.getByLabel('Nombre', { exact: true }).fill('Sam')
    await panel.getByRole('button', { name: 'Enviar' }).click()
    const refused = page.getByRole('dialog', { name: 'Agregar una tarjeta de crédito o débito' })
    await expect(fieldError(refused, 'El apellido es obligatorio.')).toBeVisible()
    await expectNoEnglishOfOurs(page)
  })
})

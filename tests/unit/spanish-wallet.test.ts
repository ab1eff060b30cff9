import { describe, expect, it } from 'vitest'
import type { Language } from '#app/i18n/language.ts'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/account+/wallet+/_layout.tsx'
import { action as addCardAction, loader as addCardLoader } from '#app/routes/account+/wallet+/add-card.tsx'
import { loader as addGiftLoader } from '#app/routes/account+/wallet+/add-gift-card.tsx'
import { action as addressAction, loader as addressLoader } from '#app/routes/account+/wallet+/addresses.$addressId.tsx'
import { action as editAction, loader as editLoader } from '#app/routes/account+/wallet+/cards.$cardId.edit.tsx'
import { loader as deleteLoader } from '#app/routes/account+/wallet+/cards.$cardId.delete.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { action as fulfilmentAction } from '#app/routes/rx+/checkout+/fulfilment.tsx'
import { loader as checkoutAddLoader } from '#app/routes/rx+/checkout+/payment.wallet.add-card.tsx'
import { action as selectAction, loader as selectLoader } from '#app/routes/rx+/checkout+/payment.wallet._index.tsx'
import { readFlash } from '#app/ui/flash.server.ts'
import { CA_PROVINCES } from '#app/wallet/billing-address.ts'
import { cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request, language: Language, params: Record<string, string> = {}) => ({
  request,
  params,
  context: testContext({ language }),
})
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)

function replyOf<T>(result: T): Extract<T, { data: unknown }> {
  if (result && typeof result === 'object' && 'data' in result) return result as Extract<T, { data: unknown }>
  throw new Error('expected a reply, got a redirect')
}

async function signIn() {
  const response = await serve(
    signInAction,
    formPost('/signin', { email: 'shopper@example.com', password: 'Password1' }),
  )
  return cookiesFrom(response as Response)
}

describe('the wallet in Spanish (issue 36)', () => {
  it('My Wallet: the list, its cards and balances in Spanish; in English as the spec words it', async () => {
    quietLogs()
    const cookie = await signIn()
    const spanish = (await listLoader(args(get('/account/wallet', { cookie }), 'es'))).data
    if (spanish.status !== 'loaded') throw new Error('expected the list')
    expect(spanish.texts).toMatchObject({
      myWalletTitle: 'Mi billetera',
      walletTitle: 'Billetera',
      creditDebit: 'Crédito y débito',
      addCardTitle: 'Agregar una tarjeta de crédito o débito',
      giftCard: 'Tarjeta de regalo',
      brandNone: 'Tarjeta',
      optionsFor: 'Opciones de {{card}}',
    })
    expect(spanish.cards.bankCards.map((card) => `${card.name} ${card.expiry}`)).toEqual([
      expect.stringMatching(/^Visa que termina en 1111 Vence 08\/\d\d$/),
      'Mastercard que termina en 4444 Vence 03/24',
      expect.stringMatching(/^American Express que termina en 0005 Vence 11\/\d\d$/),
    ])
    expect(spanish.cards.giftCards.map((card) => [card.brand, card.balance])).toEqual([
      ['Tarjeta de regalo', 'Saldo restante: $25.00'],
      ['Tarjeta de regalo', 'Saldo restante: $0.00'],
    ])

    const english = (await listLoader(args(get('/account/wallet', { cookie }), 'en'))).data
    if (english.status !== 'loaded') throw new Error('expected the list')
    expect(english.texts).toMatchObject({
      myWalletTitle: 'My Wallet',
      walletTitle: 'Wallet',
      creditDebit: 'Credit & Debit',
    })
    expect(english.cards.bankCards[1]).toMatchObject({ name: 'Mastercard ending in 4444', expiry: 'Exp. 03/24' })
    expect(english.cards.giftCards[0]?.balance).toBe('$25.00 Remaining')
  })

  it("a change's success title and a failure's message are in the request's language", async () => {
    quietLogs()
    const cookie = await signIn()
    const preferred = await settle(() =>
      listAction(args(formPost('/account/wallet', { intent: 'makePreferred', cardId: 'card-amex' }, { cookie }), 'es')),
    )
    const after = (
      await listLoader(args(get('/account/wallet', { cookie: cookiesFrom(preferred as Response, cookie) }), 'es'))
    ).data
    expect(after.success).toBe('¡Tarjeta actualizada!')

    const failed = (await listLoader(args(get('/account/wallet?mockScenario=wallet-load-error', { cookie }), 'es')))
      .data
    expect(failed).toMatchObject({
      status: 'error',
      message: 'No pudimos cargar sus métodos de pago. Inténtelo de nuevo.',
    })

    const gone = await settle(() =>
      deleteLoader(args(get('/account/wallet/cards/nope/delete', { cookie }), 'es', { cardId: 'nope' })),
    )
    expect(location(gone)).toBe('/account/wallet')
    expect((await readFlash(cookiesFrom(gone as Response, cookie)))?.toast).toEqual({
      kind: 'error',
      message: 'Esta tarjeta ya no está en su billetera.',
    })
  })

  it('Add Credit/Debit Card: its words, the hosted entry’s errors, and refused fields in Spanish', async () => {
    quietLogs()
    const cookie = await signIn()
    const screen = (await addCardLoader(args(get('/account/wallet/add-card', { cookie }), 'es'))).data
    expect(screen.texts).toMatchObject({
      addCardTitle: 'Agregar una tarjeta de crédito o débito',
      firstName: 'Nombre',
      lastName: 'Apellido',
      billingAddress: 'Dirección de facturación',
      registerTitle: 'Datos de la tarjeta',
      submit: 'Enviar',
    })
    expect(screen.entry.errorTexts).toMatchObject({
      '872': 'El número de tarjeta es demasiado corto.',
      '881': 'El CVV no es válido.',
      other: 'No pudimos leer los datos de su tarjeta. Inténtelo de nuevo.',
    })

    const refused = replyOf(
      await addCardAction(args(formPost('/account/wallet/add-card', { lastName: 'Ruiz' }, { cookie }), 'es')),
    )
    expect(refused.data.result.error).toMatchObject({
      firstName: ['El nombre es obligatorio.'],
      addressId: ['Seleccione una dirección de facturación.'],
    })
    const english = replyOf(
      await addCardAction(args(formPost('/account/wallet/add-card', { lastName: 'Ruiz' }, { cookie }), 'en')),
    )
    expect(english.data.result.error).toMatchObject({ firstName: ['First Name is a required field.'] })

    const noCard = replyOf(
      await addCardAction(
        args(
          formPost('/account/wallet/add-card', { firstName: 'Ana', lastName: 'Ruiz', addressId: 'x' }, { cookie }),
          'es',
        ),
      ),
    )
    expect(noCard.data.result.error).toMatchObject({ '': ['Ingrese los datos de su tarjeta.'] })
  })

  it('Add Credit/Debit Card under checkout, and Select Payment, in Spanish', async () => {
    quietLogs()
    let cookie = await signIn()
    await settle(() =>
      serve(
        cartAction,
        formPost('/rx/cart', { intent: 'add', rxNumber: '7200012', patientNumber: '1001' }, { cookie }),
      ),
    )
    const shipped = await settle(() =>
      serve(
        fulfilmentAction,
        formPost('/rx/checkout/fulfilment', { method: 'mail', shippingMethodId: 'SM1' }, { cookie }),
      ),
    )
    cookie = cookiesFrom(shipped as Response, cookie)
    const add = (await checkoutAddLoader(args(get('/rx/checkout/payment/wallet/add-card', { cookie }), 'es'))).data
    expect(add.texts.addCardTitle).toBe('Agregar una tarjeta de crédito o débito')
    expect(add.billing.status).toBe('loaded')

    const select = (await selectLoader(args(get('/rx/checkout/payment/wallet', { cookie }), 'es'))).data
    expect(select.texts).toMatchObject({ selectPaymentTitle: 'Seleccionar el pago', confirm: 'Confirmar' })
    expect(select.cards.find((card) => card.expired)).toMatchObject({ name: 'Mastercard que termina en 4444' })
    const refused = await selectAction(
      args(formPost('/rx/checkout/payment/wallet', { intent: 'confirm', cardId: 'card-mastercard' }, { cookie }), 'es'),
    )
    expect(replyOf(refused).data.error).toBe('Elija una tarjeta para pagar.')
  })

  it('Edit card, billing address and the stored-value screens answer in Spanish', async () => {
    quietLogs()
    const cookie = await signIn()
    const edit = (
      await editLoader(args(get('/account/wallet/cards/card-visa/edit', { cookie }), 'es', { cardId: 'card-visa' }))
    ).data
    expect(edit.texts).toMatchObject({
      editCardTitle: 'Editar la tarjeta de crédito o débito',
      saveChanges: 'Guardar los cambios',
    })
    const notBank = await settle(() =>
      editLoader(args(get('/account/wallet/cards/card-gift-1/edit', { cookie }), 'es', { cardId: 'card-gift-1' })),
    )
    expect(await (notBank as Response).text()).toBe('Solo se pueden editar las tarjetas de crédito y débito.')
    const badExpiry = replyOf(
      await editAction(
        args(
          formPost(
            '/account/wallet/cards/card-visa/edit',
            { expirationMonth: '13', expirationYear: '2030' },
            { cookie },
          ),
          'es',
          { cardId: 'card-visa' },
        ),
      ),
    )
    expect(badExpiry.data.result.error).toMatchObject({ expirationMonth: ['Ingrese un mes de vencimiento válido.'] })

    const address = replyOf(
      await addressAction(
        args(
          formPost('/account/wallet/addresses/new', { street: '1 Main St', city: '', state: 'OH' }, { cookie }),
          'es',
          {
            addressId: 'new',
          },
        ),
      ),
    )
    expect(address.data.result.error).toMatchObject({
      city: ['La ciudad es obligatoria.'],
      postalCode: ['El código postal es obligatorio.'],
    })

    const screen = (
      await addressLoader(args(get('/account/wallet/addresses/new', { cookie }), 'es', { addressId: 'new' }))
    ).data
    expect(screen.texts).toMatchObject({ addAddressTitle: 'Agregar una dirección de facturación', city: 'Ciudad' })
    expect(screen.regions.states).toContainEqual({ code: 'NY', name: 'Nueva York' })
    expect(screen.regions.provinces.map((province) => province.name)).toContain('Terranova y Labrador')
    const english = (
      await addressLoader(args(get('/account/wallet/addresses/new', { cookie }), 'en', { addressId: 'new' }))
    ).data
    expect(english.regions.provinces.map((province) => province.name)).toEqual(
      CA_PROVINCES.map((province) => province.name),
    )

    const gift = (await addGiftLoader(args(get('/account/wallet/add-gift-card', { cookie }), 'es'))).data
    expect(gift.texts).toMatchObject({
      addGiftTitle: 'Agregar una tarjeta de regalo',
      giftTitle: 'Datos de la tarjeta de regalo',
    })
  })
})

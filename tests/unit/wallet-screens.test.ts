import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { sessionStorage } from '#app/auth/session.server.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { action as addGiftAction } from '#app/routes/account+/wallet+/add-gift-card.tsx'
import { action as addSnapAction, loader as addSnapLoader } from '#app/routes/account+/wallet+/add-snap-card.tsx'
import { action as deleteAction, loader as deleteLoader } from '#app/routes/account+/wallet+/cards.$cardId.delete.tsx'
import { action as listAction, loader as listLoader } from '#app/routes/account+/wallet+/_layout.tsx'
import { action as payframeAction } from '#app/routes/mock+/payframe.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { WALLET_HEADERS, WALLET_PATHS } from '#app/upstream/wallet-api.schema.ts'
import { MY_WALLET_CONFIG } from '#app/wallet/wallet-config.ts'
import { WALLET_CALL_DEFAULTS } from '#app/wallet/wallet-errors.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'
import { mockServer } from '#mocks/node.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { walletBackOffice } from '#mocks/wallet-back-office.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { WALLET_SCREEN_TEXTS, WALLET_ERROR_TEXTS } from '#app/wallet/wallet-texts.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
const GIFT_NUMBER = '6036490000123452468'

/** An action's data reply (not a redirect). */
function replyOf<T>(result: T): Extract<T, { data: unknown }> {
  if (result && typeof result === 'object' && 'data' in result) return result as Extract<T, { data: unknown }>
  throw new Error('expected a reply, got a redirect')
}

async function signIn(email = 'shopper@example.com') {
  const response = await serve(signInAction, formPost('/signin', { email, password: 'Password1' }))
  return cookiesFrom(response as Response)
}

/** Enters a gift or SNAP EBT card on the simulated hosted page as a full page: its field errors, or where it sends the browser back to. */
async function hostedEntry(mode: 'gift' | 'snap', fields: Record<string, string>, cookie: string) {
  const query = new URLSearchParams({ mode, returnUrl: `/account/wallet/add-${mode}-card` })
  const result = await serve(payframeAction, formPost(`/mock/payframe?${query}`, fields, { cookie }))
  if (result instanceof Response)
    return { kind: 'returned' as const, url: new URL(result.headers.get('location') ?? '', 'http://localhost') }
  const reply = replyOf(result).data.result
  if (!reply) throw new Error('expected field errors')
  return { kind: 'refused' as const, reply }
}

/** The hidden fields the screen's form carries once the hosted page has registered the card. */
async function registered(mode: 'gift' | 'snap', fields: Record<string, string>, cookie: string) {
  const entered = await hostedEntry(mode, fields, cookie)
  if (entered.kind !== 'returned')
    throw new Error(`the hosted page refused the card: ${JSON.stringify(entered.reply.error)}`)
  return Object.fromEntries(entered.url.searchParams)
}

async function flashes(response: Response, cookie: string) {
  const flash = await readFlash(cookiesFrom(response, cookie))
  return { walletSuccess: flash?.walletSuccess, toast: flash?.toast }
}

describe('My Wallet list', () => {
  it('needs a full sign-in', async () => {
    expect(location(await serve(listLoader, get('/account/wallet')))).toBe('/signin?redirectUrl=%2Faccount%2Fwallet')
  })

  it('shows the cards by group, and nothing of their payment grams or vault ids', async () => {
    quietLogs()
    const result = await listLoader(args(get('/account/wallet', { cookie: await signIn() })))
    const list = result.data
    if (list.status !== 'loaded') throw new Error('expected the list')
    expect(
      list.cards.bankCards.map((card) => `${card.brand} ${card.expiry} ${card.preferred ? 'preferred' : ''}`.trim()),
    ).toEqual([
      expect.stringMatching(/^Visa Exp\. 08\/\d\d preferred$/),
      'Mastercard Exp. 03/24',
      expect.stringMatching(/^American Express Exp\. 11\/\d\d$/),
    ])
    expect(list.cards.bankCards[1]?.expired).toBe(true)
    expect(list.cards.giftCards.map((card) => card.balance)).toEqual(['$25.00 Remaining', '$0.00 Remaining'])
    expect(list.canAddSnapCard).toBe(false)
    expect(JSON.stringify(list)).not.toMatch(/pg-card|paymentGram|vault/)
  })

  it('renews an expired token once, stores it in the session, and the next request needs no renewal', async () => {
    quietLogs()
    const cookie = await signIn()
    const first = await listLoader(args(get('/account/wallet?mockScenario=wallet-token-expired', { cookie })))
    expect(first.data.status).toBe('loaded')
    // Kept by the server: the browser's cookie stays as it was.
    expect(new Headers(first.init?.headers).get('set-cookie')).toBeNull()
    const token = (await sessionStorage().getSession(cookie)).get('user')?.accessToken ?? ''
    expect(walletBackOffice.isRefreshed(token)).toBe(true)
    const second = await listLoader(args(get('/account/wallet?mockScenario=wallet-token-expired', { cookie })))
    expect(second.data.status).toBe('loaded')
    expect(new Headers(second.init?.headers).get('set-cookie')).toBeNull()
  })

  it('shows the load error with the per-call default', async () => {
    quietLogs()
    const result = await listLoader(
      args(get('/account/wallet?mockScenario=wallet-load-error', { cookie: await signIn() })),
    )
    expect(result.data).toMatchObject({ status: 'error', message: WALLET_CALL_DEFAULTS.getCards })
  })

  it('the timeout message names the customer-service number of the calling app', async () => {
    quietLogs()
    vi.stubEnv('UPSTREAM_TIMEOUT_MS', '50')
    vi.resetModules()
    const { loader } = await import('#app/routes/account+/wallet+/_layout.tsx')
    const cookie = await signIn()
    const result = await loader(args(get('/account/wallet?mockScenario=wallet-timeout', { cookie })))
    vi.unstubAllEnvs()
    expect(result.data).toMatchObject({ status: 'error', message: WALLET_ERROR_TEXTS.timeout('1-800-555-0140') })
  })

  it('Retry reads a gift balance that did not come with the list', async () => {
    quietLogs()
    mockServer.use(
      http.get(`https://pay.upstream.invalid${WALLET_PATHS.wallet}`, () => {
        const cards = walletBackOffice
          .wallet(SHOPPER_USER_ID)
          .cards.map((card) => (card.id === 'card-gift-1' ? { ...card, balance: null } : card))
        return HttpResponse.json({ data: { payment: { cards } } })
      }),
    )
    const cookie = await signIn()
    const before = (await listLoader(args(get('/account/wallet', { cookie })))).data
    if (before.status !== 'loaded') throw new Error('expected the list')
    expect(before.cards.giftCards[0]?.balance).toBeNull()
    const after = (await listLoader(args(get('/account/wallet?balanceFor=card-gift-1', { cookie })))).data
    if (after.status !== 'loaded') throw new Error('expected the list')
    expect(after.cards.giftCards[0]?.balance).toBe('$25.00 Remaining')
  })

  it('Make Preferred changes the preferred card and flashes Card Updated!', async () => {
    quietLogs()
    const cookie = await signIn()
    const response = await settle(() =>
      serve(listAction, formPost('/account/wallet', { intent: 'makePreferred', cardId: 'card-amex' }, { cookie })),
    )
    expect(location(response)).toBe('/account/wallet')
    expect((await flashes(response as Response, cookie)).walletSuccess).toBe('Card Updated!')
    const cards = walletBackOffice.wallet(SHOPPER_USER_ID).cards
    expect(cards.find((card) => card.id === 'card-amex')?.defaultApplications).toContain('CLICKLIST')
    expect(cards.find((card) => card.id === 'card-visa')?.defaultApplications).not.toContain('CLICKLIST')
  })

  it('refuses an unknown list action with 400', async () => {
    const cookie = await signIn()
    const response = await settle(() =>
      serve(listAction, formPost('/account/wallet', { intent: 'explode' }, { cookie })),
    )
    expect((response as Response).status).toBe(400)
  })
})

describe('wallet screens', () => {
  it('delete: the confirmation shows the card, and the card is gone after', async () => {
    quietLogs()
    const cookie = await signIn()
    const screen = await deleteLoader(
      args(get('/account/wallet/cards/card-amex/delete', { cookie }), { cardId: 'card-amex' }),
    )
    expect(screen.data.card).toMatchObject({ brand: 'American Express', lastFour: '0005' })
    const response = await settle(() =>
      deleteAction(args(formPost('/account/wallet/cards/card-amex/delete', {}, { cookie }), { cardId: 'card-amex' })),
    )
    expect(location(response)).toBe('/account/wallet')
    expect((await flashes(response as Response, cookie)).walletSuccess).toBe('Card Deleted!')
    expect(walletBackOffice.wallet(SHOPPER_USER_ID).cards.some((card) => card.id === 'card-amex')).toBe(false)
  })

  it('delete: a card that is gone sends the user back to the list with a message', async () => {
    quietLogs()
    const cookie = await signIn()
    const response = await settle(() =>
      deleteLoader(args(get('/account/wallet/cards/nope/delete', { cookie }), { cardId: 'nope' })),
    )
    expect(location(response)).toBe('/account/wallet')
    expect((await flashes(response as Response, cookie)).toast).toEqual({
      kind: 'error',
      message: WALLET_SCREEN_TEXTS.cardGone,
    })
  })

  it('delete: a failure shows on the list', async () => {
    quietLogs()
    mockServer.use(
      http.delete(`https://pay.upstream.invalid${WALLET_PATHS.wallet}/card-amex`, () =>
        HttpResponse.json({ code: 'X' }, { status: 500 }),
      ),
    )
    const cookie = await signIn()
    const response = await settle(() =>
      deleteAction(args(formPost('/account/wallet/cards/card-amex/delete', {}, { cookie }), { cardId: 'card-amex' })),
    )
    expect(location(response)).toBe('/account/wallet')
    expect((await flashes(response as Response, cookie)).toast).toEqual({
      kind: 'error',
      message: WALLET_CALL_DEFAULTS.delete,
    })
  })

  it('the hosted page checks a gift card with the spec messages, keeps the PIN to itself, and hands back a registration', async () => {
    quietLogs()
    const cookie = await signIn()
    const invalid = await hostedEntry('gift', { cardNumber: '1234', pin: '12' }, cookie)
    if (invalid.kind !== 'refused') throw new Error('expected field errors')
    expect(invalid.reply.error).toMatchObject({
      cardNumber: ['Card Number must be exactly 19 characters long.'],
      pin: ['PIN must be exactly 4 characters long.'],
    })
    expect(JSON.stringify(invalid.reply.initialValue ?? {})).not.toContain('"pin"')
    const snapInvalid = await hostedEntry('snap', { cardNumber: '5077 1234' }, cookie)
    expect(snapInvalid.kind === 'refused' && snapInvalid.reply.error?.cardNumber).toEqual([
      'Card Number must be at least 16 characters long and at most 19 characters long.',
    ])

    const dashed = `${GIFT_NUMBER.slice(0, 10)}-${GIFT_NUMBER.slice(10, 13)}-${GIFT_NUMBER.slice(13, 16)}-${GIFT_NUMBER.slice(16)}`
    const entered = await hostedEntry('gift', { cardNumber: dashed, pin: '4321' }, cookie)
    if (entered.kind !== 'returned') throw new Error('expected a return to the screen')
    expect(entered.url.pathname).toBe('/account/wallet/add-gift-card')
    expect(Object.fromEntries(entered.url.searchParams)).toEqual({
      registrationId: expect.stringMatching(/^reg-/),
      lastFour: '2468',
    })
  })

  it('add gift card: the registration from the hosted page is added; no registration, no card', async () => {
    quietLogs()
    const cookie = await signIn()
    const missing = replyOf(
      await addGiftAction(
        args(formPost('/account/wallet/add-gift-card', { cardNumber: GIFT_NUMBER, pin: '4321' }, { cookie })),
      ),
    )
    expect(missing.data.result.error?.['']).toEqual([WALLET_SCREEN_TEXTS.cardDetailsMissing])

    const fields = await registered('gift', { cardNumber: GIFT_NUMBER, pin: '4321' }, cookie)
    const response = await settle(() =>
      serve(addGiftAction, formPost('/account/wallet/add-gift-card', fields, { cookie })),
    )
    expect(location(response)).toBe('/account/wallet')
    expect((await flashes(response as Response, cookie)).walletSuccess).toBe('Card Added!')
    expect(
      walletBackOffice
        .wallet(SHOPPER_USER_ID)
        .cards.filter((card) => card.cardType === 'GIFT_CARD')
        .map((card) => card.lastFourPan),
    ).toEqual(['4321', '9876', '2468'])
  })

  it('add gift card: the wallet refusals show above the form', async () => {
    quietLogs()
    const cookie = await signIn()
    const refusal = async (cardNumber: string, scenario = '') => {
      const fields = await registered('gift', { cardNumber, pin: '4321' }, cookie)
      const reply = replyOf(
        await addGiftAction(
          args(
            formPost(`/account/wallet/add-gift-card${scenario ? `?mockScenario=${scenario}` : ''}`, fields, { cookie }),
          ),
        ),
      )
      return reply.data.result.error?.['']
    }
    expect(await refusal('6036490000123450000')).toEqual([WALLET_ERROR_TEXTS.giftZeroBalance])
    expect(await refusal(GIFT_NUMBER, 'wallet-gift-limit')).toEqual([WALLET_ERROR_TEXTS.maxGiftCards])
    expect(await refusal(GIFT_NUMBER, 'wallet-duplicate')).toEqual([
      'The card you are trying to add is already in your wallet, please add a different card.',
    ])
  })

  it('add SNAP card: the shopper already has one, so the screen says so and the action refuses', async () => {
    quietLogs()
    const cookie = await signIn()
    expect((await addSnapLoader(args(get('/account/wallet/add-snap-card', { cookie })))).data.blocked).toBe(
      WALLET_SCREEN_TEXTS.maxSnapCards,
    )
    const fields = await registered('snap', { cardNumber: '5077123456789012' }, cookie)
    const reply = replyOf(await addSnapAction(args(formPost('/account/wallet/add-snap-card', fields, { cookie }))))
    expect(reply.data.result.error?.['']).toEqual([WALLET_SCREEN_TEXTS.maxSnapCards])
  })

  it("add SNAP card: the screen reads the hosted page's return; the EBT-exists refusal has its own message", async () => {
    quietLogs()
    const cookie = await signIn('new@example.com')
    const fields = await registered('snap', { cardNumber: '5077123456789012' }, cookie)
    const screen = (
      await addSnapLoader(args(get(`/account/wallet/add-snap-card?${new URLSearchParams(fields)}`, { cookie })))
    ).data
    expect(screen.entry).toMatchObject({
      returnUrl: '/account/wallet/add-snap-card',
      result: { mode: 'snap', lastFour: '9012' },
      errorCode: null,
    })
    const reply = replyOf(
      await addSnapAction(
        args(formPost('/account/wallet/add-snap-card?mockScenario=wallet-ebt-exists', fields, { cookie })),
      ),
    )
    expect(reply.data.result.error?.['']).toEqual([
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    ])
  })
})

describe('fraud detection', () => {
  const profile = {
    fraudTransactionId: 'tx-1',
    fraudPageId: 'addSnapCard',
    fraudSessionId: 'session-1',
    fraudUbaId: 'uba-1',
    fraudUbaEvents: 'events.7',
  }

  it("an add carries the fraud script's profile, and every wallet call the bot telemetry, when the browser has them", async () => {
    quietLogs()
    const cookie = await signIn('new@example.com')
    const fields = await registered('snap', { cardNumber: '5077123456789012' }, cookie)
    const sent: Request[] = []
    const listen = ({ request }: { request: Request }) =>
      void (request.url.startsWith('https://pay.upstream.invalid') && sent.push(request.clone()))
    mockServer.events.on('request:start', listen)
    try {
      const response = await settle(() =>
        serve(
          addSnapAction,
          formPost(
            '/account/wallet/add-snap-card',
            { ...fields, ...profile },
            { cookie: `${cookie}; bot_telemetry=sim.abc-123` },
          ),
        ),
      )
      expect(location(response)).toBe('/account/wallet')
    } finally {
      mockServer.events.removeListener('request:start', listen)
    }
    const add = sent.find((request) => request.method === 'POST')
    expect(await add?.json()).toMatchObject({
      accertifyTransactionId: 'tx-1',
      deviceInfo: { pageId: 'addSnapCard', sessionId: 'session-1', ubaId: 'uba-1', ubaEvents: 'events.7' },
      paymentMethod: { paymentType: 'EBT_CARD', lowValueToken: fields.registrationId },
    })
    expect(sent.length).toBeGreaterThan(1)
    for (const request of sent) expect(request.headers.get(WALLET_HEADERS.botTelemetry)).toBe('sim.abc-123')
  })

  it('without the script (no JavaScript) the wallet is called without them; malformed values are dropped', async () => {
    const { readFraudSignals, botTelemetryOf } = await import('#app/wallet/fraud-signals.server.ts')
    const form = (fields: Record<string, string>) => {
      const data = new FormData()
      for (const [name, value] of Object.entries(fields)) data.set(name, value)
      return data
    }
    expect(readFraudSignals(form({}))).toEqual({})
    expect(readFraudSignals(form({ ...profile, fraudSessionId: '<script>' }))).toEqual({})
    expect(readFraudSignals(form({ ...profile, fraudUbaEvents: 'x'.repeat(200) }))).toEqual({
      accertifyTransactionId: 'tx-1',
      deviceInfo: { pageId: 'addSnapCard', sessionId: 'session-1', ubaId: 'uba-1', ubaEvents: undefined },
    })
    expect(botTelemetryOf(get('/account/wallet'))).toBeUndefined()
    expect(botTelemetryOf(get('/account/wallet', { cookie: 'a=b; bot_telemetry=%3Cx%3E' }))).toBeUndefined()
    expect(botTelemetryOf(get('/account/wallet', { cookie: 'a=b; bot_telemetry=sim.1' }))).toBe('sim.1')
  })
})

describe('edit, billing address and balance screens', () => {
  it('edit: the expiry rules, the CVV from the hosted page and the billing address decide; then the card is updated', async () => {
    quietLogs()
    const { action: editAction, loader: editLoader } =
      await import('#app/routes/account+/wallet+/cards.$cardId.edit.tsx')
    const cookie = await signIn()
    const params = { cardId: 'card-mastercard' }
    const screen = (await editLoader(args(get('/account/wallet/cards/card-mastercard/edit', { cookie }), params))).data
    expect(screen.card.expired).toBe(true)
    expect(screen.expiry).toEqual({ month: '03', year: '2024' })
    expect(screen.currentAddressId).toBe('bill-home')
    if (screen.billing.status !== 'loaded') throw new Error('expected addresses')
    expect(screen.billing.addresses.map((address) => address.valid)).toEqual([true, false])

    const post = (fields: Record<string, string>) =>
      settle(() => editAction(args(formPost('/account/wallet/cards/card-mastercard/edit', fields, { cookie }), params)))
    const past = replyOf(await post({ expirationMonth: '03', expirationYear: '2024', addressId: 'bill-home' }))
    expect(past.data.result.error?.expirationMonth).toEqual(['Expiration Date must be after the current date.'])
    const year = String(new Date().getFullYear() + 1)
    const noCvv = replyOf(await post({ expirationMonth: '09', expirationYear: year, addressId: 'bill-home' }))
    expect(noCvv.data.result.error?.['']).toEqual([WALLET_SCREEN_TEXTS.cvvMissing])
    const checkoutId = walletBackOffice.registerCvv()
    const invalidAddress = replyOf(
      await post({ expirationMonth: '09', expirationYear: year, addressId: 'bill-office', checkoutId }),
    )
    expect(invalidAddress.data.result.error?.addressId).toEqual([
      "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
    ])
    const done = await post({ expirationMonth: '09', expirationYear: year, addressId: 'bill-home', checkoutId })
    expect(location(done)).toBe('/account/wallet')
    expect((await flashes(done as Response, cookie)).walletSuccess).toBe('Card Edited!')
    expect(walletBackOffice.wallet(SHOPPER_USER_ID).cards.find((card) => card.id === 'card-mastercard')).toMatchObject({
      expirationMonth: '09',
      expirationYear: year,
      expired: false,
    })
  })

  it('billing addresses: the first failure is a warning with Retry, a failed retry the error message', async () => {
    quietLogs()
    const { loader: addCardLoader } = await import('#app/routes/account+/wallet+/add-card.tsx')
    const cookie = await signIn()
    const first = (
      await addCardLoader(args(get('/account/wallet/add-card?mockScenario=wallet-billing-fail-twice', { cookie })))
    ).data
    expect(first.billing).toEqual({
      status: 'warning',
      retryHref: '/account/wallet/add-card?mockScenario=wallet-billing-fail-twice&billingRetry=1',
    })
    const retried = (
      await addCardLoader(
        args(get('/account/wallet/add-card?mockScenario=wallet-billing-fail-twice&billingRetry=1', { cookie })),
      )
    ).data
    expect(retried.billing).toEqual({ status: 'error', message: WALLET_CALL_DEFAULTS.billingInfo })
    const once = await signIn()
    await addCardLoader(args(get('/account/wallet/add-card?mockScenario=wallet-billing-fail-once', { cookie: once })))
    const recovered = (
      await addCardLoader(
        args(get('/account/wallet/add-card?mockScenario=wallet-billing-fail-once&billingRetry=1', { cookie: once })),
      )
    ).data
    expect(recovered.billing.status).toBe('loaded')
  })

  it('billing address: validated with the spec messages, saved with the country from the state, back to the screen that asked', async () => {
    quietLogs()
    const { action: addressAction } = await import('#app/routes/account+/wallet+/addresses.$addressId.tsx')
    const cookie = await signIn()
    const path = '/account/wallet/addresses/new?returnTo=%2Faccount%2Fwallet%2Fadd-card%3FregistrationId%3Dreg-1'
    const invalid = replyOf(
      await addressAction(
        args(formPost(path, { street: 'x*', city: '', state: 'ZZ', postalCode: '123' }, { cookie }), {
          addressId: 'new',
        }),
      ),
    )
    expect(invalid.data.result.error).toMatchObject({
      street: ['Address has invalid characters.'],
      city: ['City is a required field.'],
      state: ['State/Province is a required field.'],
      postalCode: ['Please enter a valid postal code.'],
    })
    const saved = await settle(() =>
      addressAction(
        args(formPost(path, { street: '1 Bay St', city: 'Toronto', state: 'ON', postalCode: '45202' }, { cookie }), {
          addressId: 'new',
        }),
      ),
    )
    expect(location(saved)).toBe('/account/wallet/add-card?registrationId=reg-1')
    expect(walletBackOffice.wallet(SHOPPER_USER_ID).addresses.at(-1)).toMatchObject({
      street: '1 Bay St',
      region: 'ON',
      countryCode: 'CA',
    })
    const offSite = await settle(() =>
      addressAction(
        args(
          formPost(
            '/account/wallet/addresses/new?returnTo=https%3A%2F%2Fevil.example',
            { street: '1 Bay St', city: 'Toronto', state: 'ON', postalCode: '45202' },
            { cookie },
          ),
          { addressId: 'new' },
        ),
      ),
    )
    expect(location(offSite)).toBe('/account/wallet')
  })

  it('check balance: a wrong PIN has its message; a right one reads the balance onto the card and returns to the list', async () => {
    quietLogs()
    const { action: balanceAction } = await import('#app/routes/account+/wallet+/cards.$cardId.balance.tsx')
    const cookie = await signIn()
    const params = { cardId: 'card-ebt' }
    const post = (fields: Record<string, string>, scenario = '') =>
      settle(() =>
        balanceAction(args(formPost(`/account/wallet/cards/card-ebt/balance${scenario}`, fields, { cookie }), params)),
      )
    expect(replyOf(await post({ pinCheckoutId: walletBackOffice.registerPin('0000') })).data.error).toBe(
      'Invalid PIN, please try again.',
    )
    expect(
      replyOf(await post({ pinCheckoutId: walletBackOffice.registerPin('1234') }, '?mockScenario=wallet-ebt-locked'))
        .data.error,
    ).toBe(WALLET_ERROR_TEXTS.ebtLocked)
    // The scenario refuses even the right PIN with code 55.
    expect(
      replyOf(await post({ pinCheckoutId: walletBackOffice.registerPin('1234') }, '?mockScenario=wallet-ebt-bad-pin'))
        .data.error,
    ).toBe('Invalid PIN, please try again.')
    const done = await post({ pinCheckoutId: walletBackOffice.registerPin('1234') })
    expect(location(done)).toBe('/account/wallet')
    expect(walletBackOffice.wallet(SHOPPER_USER_ID).cards.find((card) => card.id === 'card-ebt')?.balance).toBe(
      'USD 42.17',
    )
  })
})

describe('wallet hosts (decision 0044)', () => {
  it('a screen opens for the host its route names: no host, a path or an unknown app is a type error, never a fallback', () => {
    const request = get('/rx/tracker/pay-online/wallet/add-card')
    // Compiled, never run: `npm run typecheck` fails if any of these lines type-checks.
    const misuses = [
      // @ts-expect-error a host is required: there is no default
      () => openWalletForm(request, testContext()),
      // @ts-expect-error a URL is not a host: there is no lookup by path
      () => openWalletForm(request, testContext(), '/rx/tracker/pay-online/wallet'),
      () =>
        openWalletForm(request, testContext(), {
          ...MY_WALLET_HOST,
          // @ts-expect-error an app the wallet does not know
          config: { ...MY_WALLET_CONFIG, appName: 'PHARMACY' },
        }),
    ]
    expect(misuses).toHaveLength(3)
    expect(MY_WALLET_HOST.config).toBe(MY_WALLET_CONFIG)
  })
})

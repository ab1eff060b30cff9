import { redirect } from '@remix-run/node'
import { HttpResponse, http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { createWalletApi, type WalletCredentials } from '#app/upstream/wallet-api.server.ts'
import { PAYMENT_INTENT_MISSING, WALLET_HEADERS, WALLET_PATHS } from '#app/upstream/wallet-api.schema.ts'
import { UpstreamError } from '#app/upstream/errors.ts'
import { createUpstreamClient } from '#app/upstream/request.server.ts'
import { WALLET_CALL_DEFAULTS, walletErrorAnalyticsEvent, walletErrorMessage } from '#app/wallet/wallet-errors.ts'
import { backOffice } from '#mocks/back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { WALLET_ERROR_TEXTS } from '#app/wallet/wallet-texts.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const WALLET = `https://pay.upstream.invalid${WALLET_PATHS.wallet}`
const SIGN_IN = '/signin?redirectUrl=%2Faccount%2Fwallet'

function credentials(overrides: Partial<WalletCredentials> = {}): WalletCredentials {
  return {
    appName: 'RXWEB',
    authType: 'B2C',
    accessToken: backOffice.issueAccessToken(SHOPPER_USER_ID),
    getNewToken: async () => backOffice.issueAccessToken(SHOPPER_USER_ID),
    redirectToSignIn: () => redirect(SIGN_IN),
    ...overrides,
  }
}

async function thrown(promise: Promise<unknown>) {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected the call to fail')
}

const LIST = { showSnapCards: true, showGiftCards: true, getGiftCardBalances: true }

describe('wallet API client', () => {
  it('sends every header of spec 3 section 7, with a fresh idempotency key per request', async () => {
    const seen: Request[] = []
    mockServer.use(
      http.get(WALLET, ({ request }) => {
        seen.push(request)
        return HttpResponse.json({ data: { payment: { cards: [] } } })
      }),
    )
    const api = createWalletApi(
      createUpstreamClient({ correlationId: 'c-1' }),
      credentials({ accessToken: 'token-1', paymentIntentId: 'pi-1', botTelemetry: 'bot-abc' }),
    )
    await api.listCards(LIST)
    await api.listCards({ ...LIST, showGiftCards: false })
    const [first, second] = seen
    expect(first?.headers.get('authorization')).toBe('Bearer token-1')
    expect(first?.headers.get(WALLET_HEADERS.applicationId)).toBe('RXWEB')
    expect(first?.headers.get('channel')).toBe('WEB')
    expect(first?.headers.get(WALLET_HEADERS.tenant)).toBe('kroger')
    expect(first?.headers.get(WALLET_HEADERS.authType)).toBe('B2C')
    expect(first?.headers.get(WALLET_HEADERS.paymentIntentId)).toBe('pi-1')
    expect(first?.headers.get(WALLET_HEADERS.botTelemetry)).toBe('bot-abc')
    expect(first?.headers.get(WALLET_HEADERS.includeGiftCards)).toBe('true')
    expect(second?.headers.get(WALLET_HEADERS.includeGiftCards)).toBe('false')
    const keys = seen.map((request) => request.headers.get(WALLET_HEADERS.idempotencyKey))
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/)
    expect(keys[0]).not.toBe(keys[1])
  })

  it('leaves the payment intent and bot telemetry out when the host has none', async () => {
    let seen: Request | undefined
    mockServer.use(
      http.get(WALLET, ({ request }) => {
        seen = request
        return HttpResponse.json({ data: { payment: { cards: [] } } })
      }),
    )
    await createWalletApi(createUpstreamClient({ correlationId: 'c-1' }), credentials()).listCards(LIST)
    expect(seen?.headers.has(WALLET_HEADERS.paymentIntentId)).toBe(false)
    expect(seen?.headers.has(WALLET_HEADERS.botTelemetry)).toBe(false)
  })

  it('on a 401 refreshes the token and retries, keeping the new token for the session', async () => {
    quietLogs()
    const seenTokens: string[] = []
    mockServer.use(
      http.get(WALLET, ({ request }) => {
        seenTokens.push(request.headers.get('authorization') ?? '')
        return seenTokens.length < 3
          ? HttpResponse.json({}, { status: 401 })
          : HttpResponse.json({ data: { payment: { cards: [] } } })
      }),
    )
    let issued = 0
    const creds = credentials({ accessToken: 'old', getNewToken: async () => `new-${++issued}` })
    await expect(
      createWalletApi(createUpstreamClient({ correlationId: 'c-1' }), creds).listCards(LIST),
    ).resolves.toEqual([])
    expect(seenTokens).toEqual(['Bearer old', 'Bearer new-1', 'Bearer new-2'])
    expect(creds.accessToken).toBe('new-2')
  })

  it('gives up after 5 token refreshes and sends the user to sign in', async () => {
    quietLogs()
    let calls = 0
    mockServer.use(
      http.get(WALLET, () => {
        calls += 1
        return HttpResponse.json({}, { status: 401 })
      }),
    )
    const getNewToken = vi.fn(async () => 'still-refused')
    const result = await thrown(
      createWalletApi(createUpstreamClient({ correlationId: 'c-1' }), credentials({ getNewToken })).listCards(LIST),
    )
    expect(getNewToken).toHaveBeenCalledTimes(5)
    expect(calls).toBe(6)
    expect(result).toBeInstanceOf(Response)
    expect((result as Response).headers.get('location')).toBe(SIGN_IN)
  })

  it('sends the user to sign in when the token cannot be refreshed', async () => {
    quietLogs()
    mockServer.use(http.get(WALLET, () => HttpResponse.json({}, { status: 401 })))
    const result = await thrown(
      createWalletApi(
        createUpstreamClient({ correlationId: 'c-1' }),
        credentials({ getNewToken: async () => Promise.reject(new Error('refresh refused')) }),
      ).listCards(LIST),
    )
    expect((result as Response).headers.get('location')).toBe(SIGN_IN)
  })

  it('on a missing payment intent gets a new one from the host and retries', async () => {
    quietLogs()
    const seenIntents: string[] = []
    mockServer.use(
      http.delete(`${WALLET}/card-visa`, ({ request }) => {
        seenIntents.push(request.headers.get(WALLET_HEADERS.paymentIntentId) ?? '')
        return seenIntents.length === 1
          ? HttpResponse.json({ reason: PAYMENT_INTENT_MISSING }, { status: 404 })
          : HttpResponse.json({ data: { payment: {} } })
      }),
    )
    const creds = credentials({ paymentIntentId: 'pi-old', getNewPaymentIntent: async () => 'pi-new' })
    await createWalletApi(createUpstreamClient({ correlationId: 'c-1' }), creds).deleteCard('card-visa')
    expect(seenIntents).toEqual(['pi-old', 'pi-new'])
    expect(creds.paymentIntentId).toBe('pi-new')
  })

  it('gives up on the payment intent after 5 renewals and reports the 404', async () => {
    quietLogs()
    mockServer.use(
      http.delete(`${WALLET}/card-visa`, () => HttpResponse.json({ reason: PAYMENT_INTENT_MISSING }, { status: 404 })),
    )
    const getNewPaymentIntent = vi.fn(async () => 'pi-again')
    const error = await thrown(
      createWalletApi(
        createUpstreamClient({ correlationId: 'c-1' }),
        credentials({ paymentIntentId: 'pi-1', getNewPaymentIntent }),
      ).deleteCard('card-visa'),
    )
    expect(getNewPaymentIntent).toHaveBeenCalledTimes(5)
    expect(error).toBeInstanceOf(UpstreamError)
    expect((error as UpstreamError).status).toBe(404)
  })

  it('does not renew the intent on other 404s', async () => {
    quietLogs()
    mockServer.use(
      http.delete(`${WALLET}/card-gone`, () => HttpResponse.json({ reason: 'Card not found' }, { status: 404 })),
    )
    const getNewPaymentIntent = vi.fn(async () => 'pi-again')
    await thrown(
      createWalletApi(
        createUpstreamClient({ correlationId: 'c-1' }),
        credentials({ paymentIntentId: 'pi-1', getNewPaymentIntent }),
      ).deleteCard('card-gone'),
    )
    expect(getNewPaymentIntent).not.toHaveBeenCalled()
  })

  it('reads the simulated back office: the seeded wallet, and a deleted card is gone', async () => {
    const api = createWalletApi(createUpstreamClient({ correlationId: 'c-1' }), credentials())
    const cards = await api.listCards(LIST)
    expect(cards.map((card) => `${card.cardType} ${card.brand} ${card.lastFourPan}`)).toEqual([
      'CREDIT_CARD VISA 1111',
      'CREDIT_CARD MASTERCARD 4444',
      'CREDIT_CARD AMEX 0005',
      'EBT_CARD EBT 7788',
      'GIFT_CARD NONE 4321',
      'GIFT_CARD NONE 9876',
    ])
    expect(cards.find((card) => card.brand === 'MASTERCARD')?.expired).toBe(true)
    await api.deleteCard('card-amex')
    expect(
      (await api.listCards({ showSnapCards: false, showGiftCards: false, getGiftCardBalances: false })).map(
        (card) => card.id,
      ),
    ).toEqual(['card-visa', 'card-mastercard'])
  })
})

describe('wallet error catalogue (spec 3 section 8)', () => {
  const rx = { appName: 'RXWEB' as const }
  it('maps each status and code to its customer message', () => {
    expect(walletErrorMessage({ category: 'timeout' }, 'add', rx)).toBe(WALLET_ERROR_TEXTS.timeout('1-800-555-0142'))
    expect(walletErrorMessage({ category: 'timeout' }, 'add', { appName: 'CLICKLIST' })).toContain('1-800-555-0140')
    expect(walletErrorMessage({ category: 'http', status: 400, reason: 'EBT card already exists' }, 'add', rx)).toBe(
      'You can only save one SNAP EBT card. To use a different EBT card, delete the current one.',
    )
    expect(walletErrorMessage({ category: 'unauthorized', status: 401 }, 'getCards', rx)).toBe(
      'It looks like your session has expired. Please log in again to continue.',
    )
    expect(
      walletErrorMessage({ category: 'http', status: 402, code: '55' }, 'ebtBalance', { ...rx, cardType: 'EBT_CARD' }),
    ).toBe('Invalid PIN, please try again.')
    expect(
      walletErrorMessage({ category: 'http', status: 402, code: '75' }, 'ebtBalance', { ...rx, cardType: 'EBT_CARD' }),
    ).toBe(WALLET_ERROR_TEXTS.ebtLocked)
    expect(
      walletErrorMessage({ category: 'http', status: 402, code: '99' }, 'ebtBalance', { ...rx, cardType: 'EBT_CARD' }),
    ).toBe(WALLET_CALL_DEFAULTS.ebtBalance)
    expect(walletErrorMessage({ category: 'http', status: 402, code: 'RV62751' }, 'add', rx)).toBe(
      WALLET_ERROR_TEXTS.declinedAddress,
    )
    expect(walletErrorMessage({ category: 'http', status: 402, code: 'RV32937' }, 'add', rx)).toBe(
      WALLET_ERROR_TEXTS.declinedIssuer,
    )
    expect(walletErrorMessage({ category: 'http', status: 402, code: 'GIFT_CARD_ZERO_BALANCE' }, 'add', rx)).toBe(
      WALLET_ERROR_TEXTS.giftZeroBalance,
    )
    expect(walletErrorMessage({ category: 'http', status: 402 }, 'add', rx)).toBe(WALLET_ERROR_TEXTS.declined)
    expect(walletErrorMessage({ category: 'http', status: 409 }, 'add', rx)).toBe(
      'The card you are trying to add is already in your wallet, please add a different card.',
    )
    expect(walletErrorMessage({ category: 'http', status: 422, code: 'KC2617' }, 'add', rx)).toContain('1-800-555-0199')
    expect(walletErrorMessage({ category: 'http', status: 422, code: 'RV72632' }, 'add', rx)).toBe(
      WALLET_ERROR_TEXTS.maxBankCards,
    )
    expect(walletErrorMessage({ category: 'http', status: 422, code: 'GIFT_CARD_LIMIT_REACHED' }, 'add', rx)).toBe(
      WALLET_ERROR_TEXTS.maxGiftCards,
    )
    expect(walletErrorMessage({ category: 'http', status: 500 }, 'delete', rx)).toBe(WALLET_CALL_DEFAULTS.delete)
    expect(walletErrorMessage({ category: 'network' }, 'billingInfo', rx)).toBe(WALLET_CALL_DEFAULTS.billingInfo)
  })

  it('names the analytics event by status', () => {
    expect(walletErrorAnalyticsEvent({ category: 'http', status: 409 })).toBe('user constraint error')
    expect(walletErrorAnalyticsEvent({ category: 'timeout' })).toBe('user constraint error')
    expect(walletErrorAnalyticsEvent({ category: 'http', status: 503 })).toBe('customer-facing service error')
    expect(walletErrorAnalyticsEvent({ category: 'network' })).toBe('customer-facing service error')
  })
})

import { randomUUID } from 'node:crypto'
import type { z } from 'zod'
import { env } from '#app/env.server.ts'
import { isUpstreamError } from './errors.ts'
import { withoutUnauthorizedSignOut, type UpstreamClient } from './request.server.ts'
import {
  WALLET_PATHS,
  addressesResponseSchema,
  cardResponseSchema,
  cardsResponseSchema,
  ebtBalanceResponseSchema,
  giftBalanceResponseSchema,
  ignoredResponseSchema,
  PAYMENT_INTENT_MISSING,
  WALLET_HEADERS,
  walletErrorBodySchema,
  type AddCardPayload,
  type BillingAddressPayload,
  type EditCardPayload,
} from './wallet-api.schema.ts'
import { type WalletAppName } from './wallet-api.constants.ts'

/** Spec 3 section 9: token and payment-intent refreshes are each retried at most 5 times. */
const WALLET_MAX_RETRIES = 5
/**
 * What the host supplies (spec 3 'authConfig' and 'checkoutConfig'): the
 * token and how to renew it or send the user to sign in, and the payment
 * intent with how to get a new one.
 */
export type WalletCredentials = {
  appName: WalletAppName
  authType: 'B2C' | 'AX'
  accessToken: string
  getNewToken: () => Promise<string>
  redirectToSignIn: () => Response | Promise<Response>
  paymentIntentId?: string
  getNewPaymentIntent?: () => Promise<string>
  botTelemetry?: string
}

type WalletListOptions = { showSnapCards: boolean; showGiftCards: boolean; getGiftCardBalances: boolean }

function walletHeaders(
  credentials: Pick<WalletCredentials, 'appName' | 'authType' | 'paymentIntentId' | 'botTelemetry'>,
) {
  const headers: Record<string, string> = {
    [WALLET_HEADERS.applicationId]: credentials.appName,
    [WALLET_HEADERS.tenant]: env().walletTenant,
    [WALLET_HEADERS.idempotencyKey]: randomUUID(),
    [WALLET_HEADERS.authType]: credentials.authType,
  }
  if (credentials.paymentIntentId) headers[WALLET_HEADERS.paymentIntentId] = credentials.paymentIntentId
  if (credentials.botTelemetry) headers[WALLET_HEADERS.botTelemetry] = credentials.botTelemetry
  return headers
}

function isPaymentIntentMissing(error: unknown) {
  if (!isUpstreamError(error) || error.status !== 404) return false
  const body = walletErrorBodySchema.safeParse(error.body)
  return body.success && body.data.reason === PAYMENT_INTENT_MISSING
}

type Method = 'get' | 'post' | 'put' | 'delete'
type CallOptions = { endpoint?: string; body?: unknown; headers?: Record<string, string> }

/**
 * The wallet client for one incoming request. A 401 renews the token and
 * retries (at most 5 times, then the host's sign-in redirect is thrown); a
 * missing payment intent is renewed the same way. What was renewed is kept in
 * `credentials`, so the caller can store it in the session.
 */
export function createWalletApi(client: UpstreamClient, credentials: WalletCredentials) {
  // The wallet handles its own 401s; 403 keeps the app-wide consequence.
  const base = withoutUnauthorizedSignOut(client)

  async function send<Schema extends z.ZodType>(
    method: Method,
    path: string,
    schema: Schema,
    options: CallOptions = {},
  ): Promise<z.infer<Schema>> {
    let tokenRetries = 0
    let intentRetries = 0
    for (;;) {
      try {
        return await base.with({ accessToken: credentials.accessToken })[method]('wallet', path, schema, {
          ...options,
          headers: { ...walletHeaders(credentials), ...options.headers },
        })
      } catch (error) {
        if (isUpstreamError(error) && error.status === 401) {
          if (tokenRetries >= WALLET_MAX_RETRIES) throw await credentials.redirectToSignIn()
          tokenRetries += 1
          try {
            credentials.accessToken = await credentials.getNewToken()
          } catch {
            throw await credentials.redirectToSignIn()
          }
          continue
        }
        if (isPaymentIntentMissing(error) && credentials.getNewPaymentIntent && intentRetries < WALLET_MAX_RETRIES) {
          intentRetries += 1
          credentials.paymentIntentId = await credentials.getNewPaymentIntent()
          continue
        }
        throw error
      }
    }
  }

  return {
    credentials,
    async listCards(options: WalletListOptions) {
      const response = await send('get', WALLET_PATHS.wallet, cardsResponseSchema, {
        headers: {
          [WALLET_HEADERS.includeSnapCards]: String(options.showSnapCards),
          [WALLET_HEADERS.includeGiftCards]: String(options.showGiftCards),
          [WALLET_HEADERS.includeGiftBalances]: String(options.getGiftCardBalances),
        },
      })
      return response.data.payment.cards
    },
    async addCard(payload: AddCardPayload) {
      return (await send('post', WALLET_PATHS.wallet, cardResponseSchema, { body: payload })).data.payment.card
    },
    async editCard(payload: EditCardPayload) {
      return (await send('put', WALLET_PATHS.wallet, cardResponseSchema, { body: payload })).data.payment.card
    },
    async deleteCard(cardId: string) {
      await send('delete', WALLET_PATHS.card(cardId), ignoredResponseSchema, {
        endpoint: `${WALLET_PATHS.wallet}/{cardId}`,
      })
    },
    async listBillingAddresses() {
      return (await send('get', WALLET_PATHS.billing, addressesResponseSchema)).data.payment.addresses
    },
    async saveBillingAddress(address: BillingAddressPayload) {
      await send('put', WALLET_PATHS.billing, ignoredResponseSchema, { body: { address } })
    },
    async giftCardBalance(paymentGram: string) {
      return (await send('post', WALLET_PATHS.giftBalance, giftBalanceResponseSchema, { body: { paymentGram } })).data
        .payment.remainingBalance
    },
    async ebtBalance(encryptedPin: string, paymentgram: string) {
      const response = await send('post', WALLET_PATHS.ebtBalance, ebtBalanceResponseSchema, {
        body: { paymentMethod: { encryptedPin, paymentgram } },
      })
      return response.data.payment.data.transactionBalanceInquiry.remainingBalance.snap
    },
    async makePreferred(cardId: string) {
      await send('put', WALLET_PATHS.defaults, ignoredResponseSchema, { body: { cardId } })
    },
  }
}

export type WalletApi = ReturnType<typeof createWalletApi>

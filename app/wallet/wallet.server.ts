import type { AppLoadContext } from '@remix-run/node'
import { currentPath, endSession, upstreamFor } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { commitSession, type AppSession, type SignedInUser } from '#app/auth/session.server.ts'
import { readFlash, redirectWithFlash, redirectWithToast } from '#app/ui/flash.server.ts'
import { refreshAccessToken } from '#app/upstream/auth-api.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { logEvent } from '#app/log.server.ts'
import { walletErrorBodySchema } from '#app/upstream/wallet-api.schema.ts'
import { type CardType } from '#app/upstream/wallet-api.constants.ts'
import { createWalletApi, type WalletApi } from '#app/upstream/wallet-api.server.ts'
import { botTelemetryOf } from './fraud-signals.server.ts'
import type { WalletHostConfig } from './wallet-config.ts'
import { walletErrorAnalyticsEvent, walletErrorMessage, type WalletCall, type WalletFailure } from './wallet-errors.ts'
import { isWalletSuccess, type WalletSuccess } from './wallet-view.ts'
import { walletMessagesIn } from './wallet.messages.server.ts'

type WalletAttempt<T> = { ok: true; value: T } | { ok: false; message: string; failure: WalletFailure }

/** Spec 3 section 7 analytics callbacks, as server-side events (no card data, only what happened). */
export function walletAnalytics(
  event: string,
  fields: {
    appName: string
    call?: string
    action?: string
    status?: number
    screen?: string
    form?: string
    fields?: string
  },
) {
  logEvent('info', 'wallet.analytics', { analyticsEvent: event, ...fields })
}

function failureOf(error: unknown): WalletFailure | undefined {
  if (!isUpstreamError(error)) return undefined
  const body = walletErrorBodySchema.safeParse(error.body)
  return {
    category: error.category,
    status: error.status,
    code: error.code,
    reason: body.success ? body.data.reason : undefined,
  }
}

/**
 * A host's payment intent (checkout): its id, how to get a new one, and how
 * the host's state keeps it, when that changed (the host's own cookie goes
 * through the request's cookie jar).
 */
type PaymentIntentSource = {
  id: string
  renew: () => Promise<string>
  commit: () => Promise<void>
}

/**
 * Who the wallet acts for (spec 3 'authConfig'): a bearer token, how to renew
 * it (a guest's cannot be renewed), and where to go when it is refused.
 */
export type WalletAuth = {
  accessToken: string
  renew?: (current: string) => Promise<string>
  signIn: () => Response | Promise<Response>
}

/** A signed-in customer: their token, renewed with the sign-in service and kept in the session. */
export function customerWalletAuth(
  request: Request,
  context: AppLoadContext,
  session: AppSession,
  user: SignedInUser,
): WalletAuth {
  return {
    accessToken: user.accessToken,
    async renew(current) {
      const token = await refreshAccessToken(
        (await upstreamFor(request, context, session)).with({ accessToken: current }),
      )
      session.set('user', { ...user, accessToken: token })
      return token
    },
    // The wallet's 401 after its renewal: the token is refused upstream, so the sign-in ends (no loop back from /signin).
    signIn: () =>
      endSession(request, context, session, {
        user: session.get('user') ?? user,
        to: signInPath(currentPath(request)),
        revoke: false,
      }),
  }
}

/** The success title a wallet change left for this page (a flash, cleared by the root loader). */
export async function readWalletSuccess(request: Request): Promise<WalletSuccess | null> {
  const walletSuccess = (await readFlash(request.headers.get('cookie')))?.walletSuccess
  return isWalletSuccess(walletSuccess) ? walletSuccess : null
}

/**
 * The wallet for one request: the API client with the host's credentials,
 * and what its calls changed (a renewed token in the session, a renewed
 * payment intent in the host's flow) for the response to keep.
 */
export async function openWallet(
  request: Request,
  context: AppLoadContext,
  session: AppSession,
  auth: WalletAuth,
  config: WalletHostConfig,
  intent?: PaymentIntentSource,
) {
  const upstream = await upstreamFor(request, context, session)
  const { renew } = auth
  const credentials = {
    appName: config.appName,
    // Customers and guests both call as B2C; AX is the associates' model, which this storefront does not serve.
    authType: 'B2C' as const,
    accessToken: auth.accessToken,
    getNewToken: renew
      ? (): Promise<string> => renew(credentials.accessToken)
      : () => Promise.reject(new Error('This token cannot be renewed.')),
    redirectToSignIn: auth.signIn,
    paymentIntentId: intent?.id,
    botTelemetry: botTelemetryOf(request),
    getNewPaymentIntent: intent?.renew,
  }
  const api = createWalletApi(upstream, credentials)
  // The request's language: every message the wallet answers with is in it (issue 36).
  const { language } = context
  const says = walletMessagesIn(language)
  /**
   * Keeps what the wallet's calls changed (the host's payment intent, a renewed token) before the answer goes; their
   * cookies, if any, go through the request's jar (decision 0088).
   */
  const keep = async () => {
    await intent?.commit()
    await commitSession(context, session)
  }

  return {
    api,
    config,
    language,
    says,
    /** Runs one wallet call; an upstream failure becomes the customer message of spec 3 section 8. */
    async attempt<T>(
      call: WalletCall,
      run: (api: WalletApi) => Promise<T>,
      cardType?: CardType,
    ): Promise<WalletAttempt<T>> {
      try {
        return { ok: true, value: await run(api) }
      } catch (error) {
        const failure = failureOf(error)
        if (!failure) throw error
        const event = walletErrorAnalyticsEvent(failure)
        if (event) walletAnalytics(event, { appName: config.appName, call, status: failure.status })
        return {
          ok: false,
          message: walletErrorMessage(failure, call, { appName: config.appName, cardType }, says),
          failure,
        }
      }
    },
    keep,
    /** After a change: back to a screen with the success title of spec 3 shown once there. */
    async redirectWithSuccess(path: string, success: WalletSuccess, action: 'add' | 'edit' | 'delete' | 'preferred') {
      walletAnalytics('update payment method', { appName: config.appName, action })
      await keep()
      return redirectWithFlash(path, { walletSuccess: success })
    },
    /** A failure the spec shows on the list (delete, make preferred): back there with the message. */
    async redirectWithError(path: string, message: string) {
      await keep()
      return redirectWithToast(path, { kind: 'error', message })
    },
  }
}

export type Wallet = Awaited<ReturnType<typeof openWallet>>

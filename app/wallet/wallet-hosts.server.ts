import type { AppLoadContext } from '@remix-run/node'
import { requireAuthenticatedUser, upstreamFor } from '#app/auth/auth-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { WALLET_PATHS, ignoredResponseSchema } from '#app/upstream/wallet-api.schema.ts'
import { MY_WALLET_CONFIG, type WalletHostConfig } from './wallet-config.ts'
import { customerWalletAuth, openWallet, type Wallet } from './wallet.server.ts'

/**
 * A page that hosts the wallet's screens (spec 3 section 1): My Wallet here,
 * or a pharmacy page that pays with a card (checkout, pay online, order
 * delivery), whose host lives with the page in app/rx/. Each route names its
 * host: the wallet keeps no list of them and has no default.
 */
export type WalletHost = {
  config: WalletHostConfig
  /** The wallet for this request, behind the host's own gate (and with its payment intent). */
  open: (request: Request, context: AppLoadContext) => Promise<Wallet>
}

/** My Wallet: a full sign-in is enough. */
export const MY_WALLET_HOST: WalletHost = {
  config: MY_WALLET_CONFIG,
  async open(request, context) {
    const { session, user } = await requireAuthenticatedUser(request, context)
    return openWallet(request, context, session, customerWalletAuth(request, context, session, user), MY_WALLET_CONFIG)
  },
}

/** For actions: the form is read (and checked) before anything else, so every post is answered properly, even a refused one. */
export async function openWalletForm(request: Request, context: AppLoadContext, host: WalletHost) {
  const form = await readFormData(request)
  return { form, wallet: await host.open(request, context) }
}

/** Mocks only: gives the signed-in account the demo wallet (README 'Demo accounts'). */
export async function giveDemoWallet(request: Request, context: AppLoadContext) {
  const { session } = await requireAuthenticatedUser(request, context)
  await (
    await upstreamFor(request, context, session)
  ).post('wallet', WALLET_PATHS.mockDemoWallet, ignoredResponseSchema)
}

import { requireAuthenticatedUser } from '#app/auth/auth-state.server.ts'
import { openCheckoutWallet } from '#app/rx/checkout-wallet.server.ts'
import { requireRxCustomer } from '#app/rx/rx-customer.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { MY_WALLET_CONFIG, RX_CHECKOUT_WALLET_CONFIG, walletHostForPath } from './wallet-config.ts'
import { customerWalletAuth, openWallet } from './wallet.server.ts'

/**
 * The wallet's screens serve two hosts (spec 3 section 1): My Wallet, where a
 * full sign-in is enough, and the pharmacy checkout's pay-now step, which
 * needs a verified pharmacy customer and carries the checkout's payment
 * intent. The URL says which.
 */
export async function openWalletFor(request: Request) {
  if (walletHostForPath(new URL(request.url).pathname) === RX_CHECKOUT_WALLET_CONFIG) return openCheckoutWallet(request, await requireRxCustomer(request))
  const { session, user } = await requireAuthenticatedUser(request)
  return openWallet(request, session, customerWalletAuth(request, session, user), MY_WALLET_CONFIG)
}

/** For actions: the form is read (and checked) before anything else, so every post is answered properly, even a refused one. */
export async function openWalletForm(request: Request) {
  const form = await readFormData(request)
  return { form, wallet: await openWalletFor(request) }
}

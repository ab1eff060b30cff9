import { requireAuthenticatedUser } from '#app/auth/auth-state.server.ts'
import { CHECKOUT_CARD_CHOICE } from '#app/rx/checkout-wallet.server.ts'
import { ORDER_DELIVERY_CARD_CHOICE } from '#app/rx/order-delivery.server.ts'
import { PAY_ONLINE_CARD_CHOICE } from '#app/rx/pay-online.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { MY_WALLET_CONFIG, walletHostForPath } from './wallet-config.ts'
import { customerWalletAuth, openWallet } from './wallet.server.ts'

/** The pages that pay with one card chosen in the wallet; each opens it behind its own gate. */
const CARD_CHOICE_HOSTS = [CHECKOUT_CARD_CHOICE, PAY_ONLINE_CARD_CHOICE, ORDER_DELIVERY_CARD_CHOICE]

/**
 * The wallet's screens serve several hosts (spec 3 section 1): My Wallet,
 * where a full sign-in is enough, and the pharmacy pages that pay with a
 * card (checkout, pay online, order delivery), each with its own gate and payment intent.
 * The URL says which.
 */
export async function openWalletFor(request: Request) {
  const config = walletHostForPath(new URL(request.url).pathname)
  const host = CARD_CHOICE_HOSTS.find((candidate) => candidate.config === config)
  if (host) return host.open(request)
  const { session, user } = await requireAuthenticatedUser(request)
  return openWallet(request, session, customerWalletAuth(request, session, user), MY_WALLET_CONFIG)
}

/** For actions: the form is read (and checked) before anything else, so every post is answered properly, even a refused one. */
export async function openWalletForm(request: Request) {
  const form = await readFormData(request)
  return { form, wallet: await openWalletFor(request) }
}

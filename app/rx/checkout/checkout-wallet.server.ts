import type { AppLoadContext } from '@remix-run/node'
import type { CustomerProfile } from '#app/account/profile.ts'
import type { CartItem, Patient } from '#app/upstream/rx-api.schema.ts'
import { fetchCart, fetchPatients } from '#app/upstream/rx-api.server.ts'
import type { CardChoiceHost } from '#app/wallet/card-choice.server.ts'
import { customerWalletAuth, openWallet } from '#app/wallet/wallet.server.ts'
import { isMailOrderCart } from './checkout-rules.ts'
import {
  commitCheckoutFlow,
  readCheckoutFlow,
  readCheckoutState,
  saveCheckoutState,
  type CheckoutFlow,
} from './checkout-state.server.ts'
import { RX_CHECKOUT_WALLET_CONFIG } from './checkout-wallet-config.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { readIntentProfile, requestPaymentIntent } from '#app/rx/shared/payment-intent.server.ts'
import { requireRxCustomer, type RxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { paymentMethodMessages } from '#app/rx/shared/payment-method.messages.server.ts'

/**
 * What a payment intent is made for: the account's patients, the customer's profile (asked only when an intent is
 * made, and then once) and whether the cart goes by mail.
 */
type IntentSubject = { patients: Patient[]; items: CartItem[]; profile: () => Promise<CustomerProfile | null> }

async function intentSubject(customer: RxCustomer): Promise<IntentSubject> {
  const [patients, items, profile] = await Promise.all([
    fetchPatients(customer.client),
    fetchCart(customer.client),
    readIntentProfile(customer.client),
  ])
  return { patients, items, profile: async () => profile }
}

/**
 * A new payment intent for this customer's cart, kept in the checkout flow for the wallet's calls. A caller that
 * has the patients and the cart already passes them, so the intent is not one more round of upstream calls later.
 */
async function newPaymentIntent(customer: RxCustomer, flow: CheckoutFlow, known?: IntentSubject) {
  const { patients, items, profile } = known ?? (await intentSubject(customer))
  const id = await requestPaymentIntent(customer.client, { patients, profile: await profile() }, isMailOrderCart(items))
  flow.set('rxPaymentIntent', id)
  return id
}

/** The wallet in the checkout's pay-now step (spec 3 checkout mode), with the checkout's payment intent. */
export async function openCheckoutWallet(
  request: Request,
  context: AppLoadContext,
  customer: RxCustomer,
  flow: CheckoutFlow,
  known?: IntentSubject,
) {
  // No payment intent, no wallet: the /rx error page with REFRESH (decision 0034). A renewal later is the wallet's own message.
  const id = flow.get('rxPaymentIntent') ?? (await loadOrUnavailable(() => newPaymentIntent(customer, flow, known)))
  return openWallet(
    request,
    context,
    customer.session,
    customerWalletAuth(request, context, customer.session, customer.user),
    RX_CHECKOUT_WALLET_CONFIG,
    { id, renew: () => newPaymentIntent(customer, flow, known), commit: () => commitCheckoutFlow(context, flow) },
  )
}

async function openChoiceWallet(request: Request, context: AppLoadContext) {
  const customer = await requireRxCustomer(request, context)
  const flow = await readCheckoutFlow(request, context, customer.user)
  return { flow, wallet: await openCheckoutWallet(request, context, customer, flow) }
}

/** The checkout's pay-now step as a wallet host: the choice is part of the checkout state. */
export const CHECKOUT_WALLET_HOST: CardChoiceHost = {
  config: RX_CHECKOUT_WALLET_CONFIG,
  open: async (request, context) => (await openChoiceWallet(request, context)).wallet,
  async openChoice(request, context) {
    const { flow, wallet } = await openChoiceWallet(request, context)
    return {
      wallet,
      held() {
        const state = readCheckoutState(flow)
        if (state.selectedCardId !== undefined) return state.selectedCardId
        return state.payment?.type === 'payNow' ? state.payment.cardId : undefined
      },
      choose: (cardId) => saveCheckoutState(flow, { selectedCardId: cardId }),
    }
  },
  messages: paymentMethodMessages,
}

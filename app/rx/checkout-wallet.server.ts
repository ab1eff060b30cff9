import { data, redirect } from '@remix-run/node'
import { commitSession } from '#app/auth/session.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { createPaymentIntent, fetchCart, fetchPatients } from '#app/upstream/rx-api.server.ts'
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import { RX_CHECKOUT_WALLET_CONFIG, walletPaths } from '#app/wallet/wallet-config.ts'
import { EMPTY_SELECTION, canConfirm, cardGroupOf, defaultSelection, isExpired, selectionChanged, toggleCard, type Selection } from '#app/wallet/wallet-rules.ts'
import { hostView } from '#app/wallet/wallet-screens.server.ts'
import { cardView } from '#app/wallet/wallet-view.ts'
import { openWallet } from '#app/wallet/wallet.server.ts'
import { CHECKOUT_TEXTS, isMailOrderCart } from './checkout-rules.ts'
import { readCheckoutState, saveCheckoutState } from './checkout-state.server.ts'
import { primaryPatient } from './patients.ts'
import { requireRxCustomer, type RxCustomer } from './rx-customer.server.ts'

/** Spec 2 section 9: missing loyalty, name or email go as placeholder text. */
const PLACEHOLDER = 'NOT_PROVIDED'

/** A new payment intent for this customer's cart, kept in the session for the wallet's calls. */
async function newPaymentIntent(customer: RxCustomer) {
  const [patients, cart] = await Promise.all([fetchPatients(customer.client), fetchCart(customer.client)])
  const primary = primaryPatient(patients)
  const id = await createPaymentIntent(customer.client, {
    mailOrder: isMailOrderCart(cart),
    allowedCardTypes: ['ACH_CARD'],
    customer: {
      accountNumber: primary?.accountNumber ?? PLACEHOLDER,
      name: primary ? `${primary.firstName} ${primary.lastName}` : PLACEHOLDER,
      loyaltyId: primary?.loyaltyCardNumber ?? PLACEHOLDER,
      email: primary?.emailAddress?.email ?? PLACEHOLDER,
    },
  })
  customer.session.set('rxPaymentIntent', id)
  return id
}

/** The wallet in the checkout's pay-now step (spec 3 checkout mode), with the checkout's payment intent. */
export async function openCheckoutWallet(request: Request, customer: RxCustomer) {
  const stored = customer.session.get('rxPaymentIntent')
  const id = stored ?? (await newPaymentIntent(customer))
  return openWallet(request, customer.session, customer.user, RX_CHECKOUT_WALLET_CONFIG, {
    id,
    renew: () => newPaymentIntent(customer),
    changedSession: !stored,
  })
}

/** The card the checkout holds now: chosen in the wallet, saved with the step, or the wallet's default. */
function heldCardId(session: RxCustomer['session'], cards: WalletCard[]) {
  const state = readCheckoutState(session)
  if (state.selectedCardId !== undefined) return state.selectedCardId
  if (state.payment?.type === 'payNow') return state.payment.cardId
  return defaultSelection(cards, RX_CHECKOUT_WALLET_CONFIG.appName, new Date()).bankCardId
}

async function checkoutWalletCards(request: Request) {
  const customer = await requireRxCustomer(request)
  const wallet = await openCheckoutWallet(request, customer)
  const listed = await wallet.attempt('getCards', (api) => api.listCards(RX_CHECKOUT_WALLET_CONFIG.walletConfig))
  const cards = listed.ok ? listed.value.filter((card) => cardGroupOf(card) === 'bankCards') : []
  return { customer, wallet, listed, cards }
}

/**
 * 'Select Payment' (spec 3 checkout mode): the wallet's credit and debit
 * cards, one to choose. Without any, it opens on Add Credit/Debit Card.
 * `?selected=` carries a choice not confirmed yet (after an add, or 'No, Keep
 * Changes').
 */
export async function loadSelectPayment(request: Request) {
  const { customer, wallet, listed, cards } = await checkoutWalletCards(request)
  const paths = walletPaths(RX_CHECKOUT_WALLET_CONFIG)
  if (listed.ok && cards.length === 0) throw redirect(paths.addCard, { headers: await wallet.headers() })
  const pending = new URL(request.url).searchParams.get('selected')
  const selectedId = cards.some((card) => card.id === pending) ? pending : heldCardId(customer.session, cards)
  const now = new Date()
  return data(
    {
      host: hostView(RX_CHECKOUT_WALLET_CONFIG),
      loadError: listed.ok ? null : listed.message,
      cards: cards.map((card) => cardView(card, RX_CHECKOUT_WALLET_CONFIG.appName, now)),
      selectedId,
    },
    { headers: await wallet.headers() },
  )
}

/** Confirm saves the choice for the pay-now step; closing with a changed choice asks first (spec 3 section 4). */
export async function selectPaymentAction(request: Request) {
  const form = await readFormData(request)
  const { customer, wallet, cards } = await checkoutWalletCards(request)
  const cardId = String(form.get('cardId') ?? '')
  const headers = await wallet.headers()
  const held: Selection = { ...EMPTY_SELECTION, bankCardId: heldCardId(customer.session, cards) }
  if (form.get('intent') === 'close') {
    const pending: Selection = { ...EMPTY_SELECTION, bankCardId: cardId || held.bankCardId }
    if (selectionChanged(pending, held)) return data({ exitConfirm: true as const, pendingId: cardId, error: null }, { headers })
    throw redirect(RX_CHECKOUT_WALLET_CONFIG.closePath, { headers })
  }
  const now = new Date()
  const card = cards.find((candidate) => candidate.id === cardId)
  // The selection rules refuse what cannot be chosen (an expired card); Confirm needs a bank card.
  const chosen = card ? toggleCard(EMPTY_SELECTION, card, cards, { isMyWallet: false, now }) : EMPTY_SELECTION
  if (!canConfirm(chosen) || !chosen.bankCardId) {
    const usable = cards.some((candidate) => !isExpired(candidate, now))
    return data({ exitConfirm: false as const, pendingId: null, error: usable ? CHECKOUT_TEXTS.chooseCard : CHECKOUT_TEXTS.noCards }, { status: 400, headers })
  }
  saveCheckoutState(customer.session, { selectedCardId: chosen.bankCardId })
  throw redirect(RX_CHECKOUT_WALLET_CONFIG.closePath, { headers: { 'set-cookie': await commitSession(customer.session) } })
}

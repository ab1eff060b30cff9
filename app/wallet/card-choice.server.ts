import { data, redirect, type AppLoadContext } from '@remix-run/node'
import type { Language } from '#app/i18n/language.ts'
import { readFormData } from '#app/security/form.server.ts'
import type { WalletCard } from '#app/upstream/wallet-api.schema.ts'
import { walletPaths } from './wallet-config.ts'
import {
  EMPTY_SELECTION,
  canConfirm,
  defaultSelection,
  selectionChanged,
  toggleCard,
  type Selection,
} from './wallet-selection.ts'
import { cardGroupOf } from './card-groups.ts'
import { isExpired } from './card-expiry.ts'
import { hostView } from './wallet-screens.server.ts'
import { cardView } from './wallet-view.ts'
import { walletTextsIn } from './wallet.messages.server.ts'
import type { WalletHost } from './wallet-hosts.server.ts'
import { readWalletSuccess, type Wallet } from './wallet.server.ts'

/**
 * A host whose page pays with one credit or debit card chosen in the wallet
 * (spec 3 checkout mode): the pharmacy checkout, pay online, order delivery.
 */
export type CardChoiceHost = WalletHost & {
  /** The wallet for this request, with the host's hold on the card: an id, null when the shopper removed it, undefined for the wallet's default. */
  openChoice: (request: Request, context: AppLoadContext) => Promise<CardChoice>
  /** The host's words for a refused Confirm, in the request's language (the host's own catalog says them). */
  messages: (language: Language) => { chooseCard: string; noCards: string }
}
export type CardChoice = { wallet: Wallet; held: () => string | null | undefined; choose: (cardId: string) => void }

/** The card the host holds now, else the wallet's default for the host's app. */
function heldCard(host: CardChoiceHost, choice: CardChoice, cards: WalletCard[]) {
  const held = choice.held()
  return held !== undefined ? held : defaultSelection(cards, host.config.appName, new Date()).bankCardId
}

async function bankCards(request: Request, context: AppLoadContext, host: CardChoiceHost) {
  const choice = await host.openChoice(request, context)
  const { wallet } = choice
  const listed = await wallet.attempt('getCards', (api) => api.listCards(host.config.walletConfig))
  const cards = listed.ok ? listed.value.filter((card) => cardGroupOf(card) === 'bankCards') : []
  return { choice, wallet, listed, cards }
}

/**
 * 'Select Payment': the wallet's credit and debit cards, one to choose.
 * Without any, it opens on Add Credit/Debit Card. `?selected=` carries a
 * choice not confirmed yet (after an add, or 'No, Keep Changes').
 */
export async function loadCardChoice(request: Request, context: AppLoadContext, host: CardChoiceHost) {
  const { choice, wallet, listed, cards } = await bankCards(request, context, host)
  const paths = walletPaths(host.config)
  await wallet.keep()
  if (listed.ok && cards.length === 0) throw redirect(paths.addCard)
  const pending = new URL(request.url).searchParams.get('selected')
  const success = await readWalletSuccess(request)
  const selectedId = cards.some((card) => card.id === pending) ? pending : heldCard(host, choice, cards)
  const now = new Date()
  return data({
    host: hostView(host.config),
    texts: walletTextsIn(wallet.language),
    loadError: listed.ok ? null : listed.message,
    cards: cards.map((card) => cardView(card, host.config.appName, now, wallet.says)),
    selectedId,
    success: success ? wallet.says.success(success) : null,
  })
}

/** Confirm gives the host the choice; closing with a changed choice asks first (spec 3 section 4). */
export async function cardChoiceAction(request: Request, context: AppLoadContext, host: CardChoiceHost) {
  const form = await readFormData(request)
  const { choice, wallet, cards } = await bankCards(request, context, host)
  const cardId = String(form.get('cardId') ?? '')
  await wallet.keep()
  const held: Selection = { ...EMPTY_SELECTION, bankCardId: heldCard(host, choice, cards) }
  if (form.get('intent') === 'close') {
    const pending: Selection = { ...EMPTY_SELECTION, bankCardId: cardId || held.bankCardId }
    if (selectionChanged(pending, held)) return data({ exitConfirm: true as const, pendingId: cardId, error: null })
    throw redirect(host.config.closePath)
  }
  const now = new Date()
  const card = cards.find((candidate) => candidate.id === cardId)
  // The selection rules refuse what cannot be chosen (an expired card); Confirm needs a bank card.
  const chosen = card ? toggleCard(EMPTY_SELECTION, card, cards, { isMyWallet: false, now }) : EMPTY_SELECTION
  if (!canConfirm(chosen) || !chosen.bankCardId) {
    const usable = cards.some((candidate) => !isExpired(candidate, now))
    return data(
      {
        exitConfirm: false as const,
        pendingId: null,
        error: usable ? host.messages(wallet.language).chooseCard : host.messages(wallet.language).noCards,
      },
      { status: 400 },
    )
  }
  choice.choose(chosen.bankCardId)
  // The choice is part of the host's state, kept where the wallet keeps the host's payment intent.
  await wallet.keep()
  throw redirect(host.config.closePath)
}

import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import type { BillingAddressPayload } from '#app/upstream/wallet-api.schema.ts'
import { readCardFrameResult } from '#app/upstream/card-frame-protocol.ts'
import { NEW_ADDRESS, walletPaths, type WalletHostConfig } from './wallet-config.ts'
import { accountAddressFromCard, cardAddressLines, countryOf, postalAddressOf } from './billing-address.ts'
import { formatAddress } from '#app/ui/format.ts'
import { isPreferredFor } from './card-groups.ts'
import { parseBalance, remainingText } from './card-balances.ts'
import { billingRegionsIn, walletTextsIn } from './wallet.messages.server.ts'
import { DEFAULT_LOCATION, hostedEntry, hostView, loadBillingAddresses, requireCard } from './wallet-screens.server.ts'
import { billingAddressSchema, billingAddressSelectionError, editCardSchema } from './wallet-validation.ts'
import { cardView } from './wallet-view.ts'
import { walletAnalytics, type Wallet } from './wallet.server.ts'

const reply = async (wallet: Wallet, result: SubmissionResult<string[]>) => {
  await wallet.keep()
  return data({ result }, { status: 400 })
}

/** Edit Credit/Debit Card: the expiry, the billing address and the CVV through the hosted page. */
export async function loadEditCard(wallet: Wallet, request: Request, cardId: string | undefined) {
  walletAnalytics('start navigate', { appName: wallet.config.appName, screen: 'editCard' })
  const url = new URL(request.url)
  const { card, addresses } = await cardWithAddresses(wallet, url, cardId)
  await wallet.keep()
  return data({
    host: hostView(wallet.config),
    texts: walletTextsIn(wallet.language),
    card: cardView(card, wallet.config.appName, new Date(), wallet.says),
    expiry: { month: card.expirationMonth ?? '', year: card.expirationYear ?? '' },
    currentAddressId: addresses.currentId,
    billing: addresses.view,
    entry: hostedEntry(url, 'cvv', wallet),
  })
}

async function cardWithAddresses(wallet: Wallet, url: URL, cardId: string | undefined) {
  const { card } = await requireCard(wallet, cardId)
  if (card.cardType !== 'CREDIT_CARD' && card.cardType !== 'BANK_CARD')
    throw new Response(wallet.says.onlyBankCardsEdited, { status: 400 })
  const view = await loadBillingAddresses(wallet, url)
  // The card's own billing address is preselected when it is one of the account's.
  const ownFields = accountAddressFromCard(card.address)
  const own = ownFields ? formatAddress(postalAddressOf(ownFields)) : ''
  const currentId =
    view.status === 'loaded' ? (view.addresses.find((address) => address.text === own)?.id ?? null) : null
  return { card, addresses: { view, currentId } }
}

export async function editCardAction(wallet: Wallet, form: FormData, cardId: string | undefined) {
  const submission = parseWithZod(form, { schema: editCardSchema(new Date(), wallet.says) })
  if (submission.status !== 'success') return reply(wallet, submission.reply())
  const { card } = await requireCard(wallet, cardId)
  const checkout = readCardFrameResult(Object.fromEntries(form), 'cvv')
  if (checkout?.mode !== 'cvv') return reply(wallet, submission.reply({ formErrors: [wallet.says.cvvMissing] }))
  const addresses = await wallet.attempt('billingInfo', (api) => api.listBillingAddresses())
  if (!addresses.ok) return reply(wallet, submission.reply({ formErrors: [addresses.message] }))
  const address = addresses.value.find((candidate) => candidate.addressId === submission.value.addressId)
  const addressError = billingAddressSelectionError(address, wallet.says)
  if (!address || addressError)
    return reply(wallet, submission.reply({ fieldErrors: { addressId: [addressError ?? ''] } }))
  const location = wallet.config.locationData ?? DEFAULT_LOCATION
  const edited = await wallet.attempt(
    'edit',
    (api) =>
      api.editCard({
        cardId: card.id,
        dateTime: { zone: 'UTC', value: new Date().toISOString() },
        facilityId: location.facilityId,
        storeId: location.storeId,
        defaultCard: isPreferredFor(card, wallet.config.appName),
        paymentGram: card.paymentGram ?? undefined,
        saved: card.saved,
        paymentMethod: {
          paymentType: card.cardType,
          billing: cardAddressLines(address),
          brand: card.brand,
          expirationMonth: submission.value.expirationMonth,
          expirationYear: submission.value.expirationYear,
          lowValueToken: checkout.checkoutId,
          cardFirstSix: card.bin ?? undefined,
          firstName: card.firstName ?? undefined,
          lastName: card.lastName ?? undefined,
        },
      }),
    card.cardType,
  )
  if (!edited.ok) return reply(wallet, submission.reply({ formErrors: [edited.message] }))
  return wallet.redirectWithSuccess(walletPaths(wallet.config).list, 'Card Edited!', 'edit')
}

/**
 * Where an address screen goes back to: a wallet screen of this host, else the
 * list. Both rules run on the normalised value that goes into Location
 * (decision 0033), so dot segments, tabs or CR/LF cannot lead out of the wallet.
 */
function returnTarget(config: WalletHostConfig, url: URL) {
  const list = walletPaths(config).list
  const target = safeRedirect(url.searchParams.get('returnTo'), list)
  return target.startsWith(`${list}/`) ? target : list
}

/** Add or edit a billing address (spec 3 'Address payload'). */
export async function loadBillingAddressScreen(wallet: Wallet, request: Request, addressParam: string | undefined) {
  const addressId = addressParam === NEW_ADDRESS ? undefined : addressParam
  walletAnalytics('start navigate', {
    appName: wallet.config.appName,
    screen: addressId ? 'editAddress' : 'addAddress',
  })
  const url = new URL(request.url)
  let address = null
  if (addressId) {
    const listed = await wallet.attempt('billingInfo', (api) => api.listBillingAddresses())
    if (!listed.ok) throw new Response(listed.message, { status: 503 })
    address = listed.value.find((candidate) => candidate.addressId === addressId) ?? null
    if (!address) throw await wallet.redirectWithError(returnTarget(wallet.config, url), wallet.says.addressGone)
  }
  await wallet.keep()
  return data({
    host: hostView(wallet.config),
    texts: walletTextsIn(wallet.language),
    regions: billingRegionsIn(wallet.language),
    address,
    backTo: returnTarget(wallet.config, url),
  })
}

export async function billingAddressAction(
  wallet: Wallet,
  request: Request,
  form: FormData,
  addressParam: string | undefined,
) {
  const addressId = addressParam === NEW_ADDRESS ? undefined : addressParam
  // Settled before the save: nothing about the way back can fail once the address is stored.
  const back = returnTarget(wallet.config, new URL(request.url))
  const submission = parseWithZod(form, { schema: billingAddressSchema(wallet.says) })
  if (submission.status !== 'success') return reply(wallet, submission.reply())
  const value = submission.value
  const payload: BillingAddressPayload = {
    addressId,
    addressLine1: value.street,
    addressLine2: value.unit || undefined,
    addressType: 'delivery',
    city: value.city,
    countryCode: countryOf(value.state) ?? 'US',
    preferredAddress: false,
    stateCode: value.state,
    zip: value.postalCode,
  }
  const saved = await wallet.attempt('updateBillingInfo', (api) => api.saveBillingAddress(payload))
  if (!saved.ok) return reply(wallet, submission.reply({ formErrors: [saved.message] }))
  await wallet.keep()
  throw redirect(back)
}

/** Check Balance on the SNAP EBT card: the PIN goes to the hosted page; the wallet reads the balance with its id. */
export async function loadCheckBalance(wallet: Wallet, request: Request, cardId: string | undefined) {
  walletAnalytics('start navigate', { appName: wallet.config.appName, screen: 'checkBalance' })
  const url = new URL(request.url)
  const { card } = await requireCard(wallet, cardId)
  if (card.cardType !== 'EBT_CARD') throw new Response(wallet.says.onlySnapBalance, { status: 400 })
  const known = parseBalance(card.balance)
  await wallet.keep()
  return data({
    host: hostView(wallet.config),
    texts: walletTextsIn(wallet.language),
    card: cardView(card, wallet.config.appName, new Date(), wallet.says),
    balance: known === undefined ? null : remainingText(known, wallet.says),
    entry: hostedEntry(url, 'pin', wallet),
  })
}

export async function checkBalanceAction(wallet: Wallet, form: FormData, cardId: string | undefined) {
  const { card } = await requireCard(wallet, cardId)
  const pin = readCardFrameResult(Object.fromEntries(form), 'pin')
  if (pin?.mode !== 'pin') {
    await wallet.keep()
    return data({ error: wallet.says.pinMissing }, { status: 400 })
  }
  const balance = await wallet.attempt(
    'ebtBalance',
    (api) => api.ebtBalance(pin.pinCheckoutId, card.paymentGram ?? ''),
    'EBT_CARD',
  )
  await wallet.keep()
  if (!balance.ok) return data({ error: balance.message }, { status: 400 })
  // Spec 3 section 4: with the balance read, the wallet goes back to the list, where the card shows it.
  throw redirect(walletPaths(wallet.config).list)
}

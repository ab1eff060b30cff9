// Pure wallet rules (spec 3 sections 3, 4, 5 and 9): shared by the flyout in the browser and the server, so no server imports.
import type { AccountAddress, BillingPayload, CardAddress, WalletCard } from '#app/upstream/wallet-api.schema.ts'
import type { CardBrand, CardType, WalletAppName } from '#app/upstream/wallet-api.constants.ts'

/** Spec 3 section 9. */
export const WALLET_LIMITS = {
  maxGiftCards: 5,
  maxSnapCards: 1,
  frameTimeoutMs: 10_000,
  successBannerMs: 5_000,
  expiryYears: 15,
} as const

/** Spec 3 section 9: `maxLength` of each input (the schemas check the real rules). */
export const INPUT_CAPS = {
  name: 40,
  address: 100,
  city: 50,
  postalCode: 7,
  giftCardNumber: 22,
  pin: 4,
  ebtNumber: 19,
} as const

/** Wallet texts the spec does not quote (decided here, not spec wording). */
export const WALLET_TEXTS = {
  frameOther: 'We could not read your card details. Please try again.',
} as const

export type CardGroup = 'bankCards' | 'snapCards' | 'giftCards'
export type GroupedCards = Record<CardGroup, WalletCard[]>

/** Spec 6: the preferred-card flag defaults to the click-list application. */
export const DEFAULT_PREFERRED_APP: WalletAppName = 'CLICKLIST'

const GROUP_OF: Record<CardType, CardGroup> = {
  BANK_CARD: 'bankCards',
  CREDIT_CARD: 'bankCards',
  EBT_CARD: 'snapCards',
  GIFT_CARD: 'giftCards',
}

export function cardGroupOf(card: Pick<WalletCard, 'cardType'>): CardGroup {
  return GROUP_OF[card.cardType]
}

/** A card is preferred when the current app is listed (the `default` flag is not per app). */
export function isPreferredFor(card: Pick<WalletCard, 'defaultApplications'>, appName: WalletAppName): boolean {
  return card.defaultApplications.includes(appName)
}

/** Keeps the server's order, except that bank cards preferred for the app move to the front (spec 4). */
export function groupCards(cards: readonly WalletCard[], appName: WalletAppName = DEFAULT_PREFERRED_APP): GroupedCards {
  const groups: GroupedCards = { bankCards: [], snapCards: [], giftCards: [] }
  for (const card of cards) groups[cardGroupOf(card)].push(card)
  groups.bankCards = [
    ...groups.bankCards.filter((card) => isPreferredFor(card, appName)),
    ...groups.bankCards.filter((card) => !isPreferredFor(card, appName)),
  ]
  return groups
}

export const BRAND_LABELS: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
  DINERS: 'Diners Club',
  JCB: 'JCB',
  UNIONPAY: 'UnionPay',
  EBT: 'SNAP EBT',
  NONE: 'Card',
}

/** Spec 7: the icon names under {host}/manage-payment/. */
export const CARD_IMAGE_NAMES = [
  'ach',
  'amex',
  'discover',
  'kpf',
  'mastercard',
  'visa',
  'ebt',
  'giftcard',
  'default',
] as const
export type CardImageName = (typeof CARD_IMAGE_NAMES)[number]

const BRAND_IMAGES: Partial<Record<CardBrand, CardImageName>> = {
  VISA: 'visa',
  MASTERCARD: 'mastercard',
  AMEX: 'amex',
  DISCOVER: 'discover',
  EBT: 'ebt',
}

/** Card type first (gift and EBT cards have their own icon whatever the brand), then brand; 'ach' and 'kpf' are not derived. */
export function brandImageName(card: Pick<WalletCard, 'cardType' | 'brand'>): CardImageName {
  if (card.cardType === 'GIFT_CARD') return 'giftcard'
  if (card.cardType === 'EBT_CARD') return 'ebt'
  return BRAND_IMAGES[card.brand] ?? 'default'
}

const GIFT_CARD_DIGITS = 19
const GIFT_CARD_GROUPS = [10, 3, 3, 3]

/** Spec 5: dashes after digits 10, 13 and 16; a dash appears only once a digit follows it. */
export function formatGiftCardNumber(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, GIFT_CARD_DIGITS)
  const parts: string[] = []
  for (const size of GIFT_CARD_GROUPS) {
    if (!digits) break
    parts.push(digits.slice(0, size))
    digits = digits.slice(size)
  }
  return parts.join('-')
}

/** Spec 5: currency text such as 'USD 25.00' becomes a number by stripping everything but digits and the decimal point. */
export function parseBalance(text: string | null | undefined): number | undefined {
  const numeric = (text ?? '').replace(/[^\d.]/g, '')
  if (!numeric) return undefined
  const amount = Number(numeric)
  return Number.isFinite(amount) ? amount : undefined
}

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

export function formatMoney(amount: number): string {
  return money.format(amount)
}

/** Spec 4: '{amount} Remaining'. */
export function remainingText(amount: number): string {
  return `${formatMoney(amount)} Remaining`
}

type ExpiryFields = Pick<WalletCard, 'cardType' | 'expirationMonth' | 'expirationYear'>

/** Month 1–12 and a full year, or undefined; a two-digit year is 20YY (spec 5). */
function expiryOf(card: ExpiryFields): { month: number; year: number } | undefined {
  if (card.cardType === 'GIFT_CARD' || card.cardType === 'EBT_CARD') return undefined
  const month = Number(card.expirationMonth?.trim())
  const yearText = card.expirationYear?.trim() ?? ''
  if (!/^\d{2}$|^\d{4}$/.test(yearText) || !Number.isInteger(month) || month < 1 || month > 12) return undefined
  return { month, year: yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText) }
}

/** Spec 2: 'Exp. MM/YY'; empty for cards without an expiry (gift and EBT). */
export function expiryText(card: ExpiryFields): string {
  const expiry = expiryOf(card)
  if (!expiry) return ''
  return `Exp. ${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}`
}

/** True when the month/year is before `now`'s month: a card stays valid through the end of its expiry month. */
export function isExpiryBefore(month: number, year: number, now: Date): boolean {
  return year * 12 + (month - 1) < now.getFullYear() * 12 + now.getMonth()
}

/** The server's `expired` flag wins; otherwise the expiry month decides. */
export function isExpired(card: ExpiryFields & Pick<WalletCard, 'expired'>, now: Date): boolean {
  if (card.expired) return true
  const expiry = expiryOf(card)
  return expiry ? isExpiryBefore(expiry.month, expiry.year, now) : false
}

export type Selection = { bankCardId: string | null; snapCardIds: string[]; giftCardIds: string[] }
export const EMPTY_SELECTION: Selection = { bankCardId: null, snapCardIds: [], giftCardIds: [] }

export type SelectionContext = { orderTotal?: number; snapTotal?: number; isMyWallet: boolean; now: Date }
export type Selectability = { selectable: boolean; reason?: 'expired' | 'zeroBalance' | 'totalMet' }

const cents = (amount: number) => Math.round(amount * 100)

export function isSelected(selection: Selection, card: Pick<WalletCard, 'id' | 'cardType'>): boolean {
  const group = cardGroupOf(card)
  if (group === 'bankCards') return selection.bankCardId === card.id
  return (group === 'snapCards' ? selection.snapCardIds : selection.giftCardIds).includes(card.id)
}

/** Only a known zero blocks: a balance that failed to load ('Balance Error') stays selectable. */
export function hasZeroBalance(card: Pick<WalletCard, 'cardType' | 'balance'>): boolean {
  return card.cardType === 'GIFT_CARD' && parseBalance(card.balance) === 0
}

/** Spec 4: selected gift balances plus the SNAP payment total meet the order total (never in My Wallet). Compared in cents. */
export function totalCovered(cards: readonly WalletCard[], selection: Selection, ctx: SelectionContext): boolean {
  if (ctx.isMyWallet || ctx.orderTotal === undefined) return false
  const giftTotal = cards
    .filter((card) => card.cardType === 'GIFT_CARD' && selection.giftCardIds.includes(card.id))
    .reduce((sum, card) => sum + cents(parseBalance(card.balance) ?? 0), 0)
  return giftTotal + cents(ctx.snapTotal ?? 0) >= cents(ctx.orderTotal)
}

export function selectability(
  card: WalletCard,
  cards: readonly WalletCard[],
  selection: Selection,
  ctx: SelectionContext,
): Selectability {
  if (ctx.isMyWallet) return { selectable: false }
  if (isExpired(card, ctx.now)) return { selectable: false, reason: 'expired' }
  if (hasZeroBalance(card)) return { selectable: false, reason: 'zeroBalance' }
  if (cardGroupOf(card) !== 'bankCards' && !isSelected(selection, card) && totalCovered(cards, selection, ctx)) {
    return { selectable: false, reason: 'totalMet' }
  }
  return { selectable: true }
}

/** Bank cards are a radio (replace); SNAP and gift cards are checkboxes (toggle). Unselecting is always allowed. */
export function toggleCard(
  selection: Selection,
  card: WalletCard,
  cards: readonly WalletCard[],
  ctx: SelectionContext,
): Selection {
  if (ctx.isMyWallet) return selection
  const group = cardGroupOf(card)
  const selected = isSelected(selection, card)
  if (group === 'bankCards') {
    if (selected || !selectability(card, cards, selection, ctx).selectable) return selection
    return { ...selection, bankCardId: card.id }
  }
  const key = group === 'snapCards' ? 'snapCardIds' : 'giftCardIds'
  if (selected) return { ...selection, [key]: selection[key].filter((id) => id !== card.id) }
  if (!selectability(card, cards, selection, ctx).selectable) return selection
  if (group === 'giftCards' && selection.giftCardIds.length >= WALLET_LIMITS.maxGiftCards) return selection
  return { ...selection, [key]: [...selection[key], card.id] }
}

/**
 * Spec 4 'On load': the app's preferred bank card (an expired one only when forced), else the first
 * non-expired bank card; plus the first non-expired EBT card. No gift card is chosen.
 */
export function defaultSelection(
  cards: readonly WalletCard[],
  appName: WalletAppName,
  now: Date,
  { forceExpiredDefault = false }: { forceExpiredDefault?: boolean } = {},
): Selection {
  const bankCards = cards.filter((card) => cardGroupOf(card) === 'bankCards')
  const preferred = bankCards.find((card) => isPreferredFor(card, appName))
  const bankCard =
    preferred && (forceExpiredDefault || !isExpired(preferred, now))
      ? preferred
      : bankCards.find((card) => !isExpired(card, now))
  const snapCard = cards.find((card) => cardGroupOf(card) === 'snapCards' && !isExpired(card, now))
  return { bankCardId: bankCard?.id ?? null, snapCardIds: snapCard ? [snapCard.id] : [], giftCardIds: [] }
}

const sameIds = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((id) => b.includes(id))

/** Spec 4: changes are detected by comparing counts and ids (order does not matter). */
export function selectionChanged(a: Selection, b: Selection): boolean {
  return (
    a.bankCardId !== b.bankCardId || !sameIds(a.snapCardIds, b.snapCardIds) || !sameIds(a.giftCardIds, b.giftCardIds)
  )
}

export function hasBankCard(selection: Selection): boolean {
  return selection.bankCardId !== null
}

/** Spec 4: confirming at checkout requires a bank card. */
export const canConfirm = hasBankCard

export type SaveOptions = { save: boolean; preferred: boolean }
export const DEFAULT_SAVE_OPTIONS: SaveOptions = { save: true, preferred: false }

/** Spec 4: choosing preferred forces save on; unchecking save clears preferred. */
export function applySaveOptions(options: SaveOptions, changed: 'save' | 'preferred'): SaveOptions {
  if (changed === 'preferred' && options.preferred) return { save: true, preferred: true }
  if (changed === 'save' && !options.save) return { save: false, preferred: false }
  return { ...options }
}

const countOf = (cards: readonly WalletCard[], group: CardGroup) =>
  cards.filter((card) => cardGroupOf(card) === group).length

export function canAddSnapCard(cards: readonly WalletCard[]): boolean {
  return countOf(cards, 'snapCards') < WALLET_LIMITS.maxSnapCards
}

export function canAddGiftCard(cards: readonly WalletCard[]): boolean {
  return countOf(cards, 'giftCards') < WALLET_LIMITS.maxGiftCards
}

/** Spec 5: at checkout a SNAP or gift card needs a backup credit or debit card first (any saved one counts). */
export function needsBackupBankCard(cards: readonly WalletCard[], isMyWallet: boolean): boolean {
  return !isMyWallet && countOf(cards, 'bankCards') === 0
}

export type Region = { code: string; name: string }

export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
]

export const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
]

/** Spec 3: the country is derived from the state or province code. */
export function countryOf(stateCode: string | null | undefined): 'US' | 'CA' | undefined {
  const code = stateCode?.trim().toUpperCase()
  if (!code) return undefined
  if (US_STATES.some((state) => state.code === code)) return 'US'
  if (CA_PROVINCES.some((province) => province.code === code)) return 'CA'
  return undefined
}

/** The address fields shared by account addresses and card billing addresses. */
export type AddressFields = Pick<
  AccountAddress,
  'street' | 'unit' | 'locality' | 'region' | 'postalCode' | 'countryCode'
>

/** Spec 3: one line = street; two lines = unit then street. The country follows the state, falling back to the stored one, then 'US'. */
export function cardAddressLines(address: AddressFields): BillingPayload {
  const unit = address.unit?.trim()
  return {
    addressLines: unit ? [unit, address.street] : [address.street],
    cityTown: address.locality,
    stateProvince: address.region,
    postalCode: address.postalCode,
    countryCode: countryOf(address.region) ?? address.countryCode ?? 'US',
  }
}

/** The reverse of cardAddressLines: a card's billing address as account-address fields. */
export function accountAddressFromCard(address: CardAddress | null | undefined): AddressFields | undefined {
  if (!address) return undefined
  const [first = '', second] = address.addressLines
  return {
    street: second ?? first,
    unit: second === undefined ? null : first,
    locality: address.cityTown,
    region: address.stateProvince,
    postalCode: address.postalCode,
    countryCode: address.countryCode ?? countryOf(address.stateProvince) ?? null,
  }
}

/** One line for display: '1 Vine St, Apt 2, Cincinnati, OH 45202'. */
export function formatAddress(address: AddressFields | null | undefined): string {
  if (!address) return ''
  const regionLine = [address.region, address.postalCode].filter(Boolean).join(' ')
  return [address.street, address.unit, address.locality, regionLine]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(', ')
}

export type FrameErrorField = 'cardNumber' | 'cvv' | 'form'
export type FrameError = { field: FrameErrorField; message: string }

export const FRAME_ERROR_MESSAGES: Readonly<Record<string, FrameError>> = {
  '871': { field: 'cardNumber', message: 'Please enter a valid credit or debit card.' },
  '872': { field: 'cardNumber', message: 'Card number too short.' },
  '873': { field: 'cardNumber', message: 'Card number too long.' },
  '874': { field: 'cardNumber', message: 'Card number not numeric.' },
  '876': { field: 'cardNumber', message: 'Please enter a valid credit or debit card.' },
  '881': { field: 'cvv', message: 'Invalid CVV.' },
  '882': { field: 'cvv', message: 'CVV too short.' },
  '883': { field: 'cvv', message: 'CVV too long.' },
}

/** Number and CVV errors show inline under their field; anything else shows above the form. */
export function frameError(code: string | number): FrameError {
  const known = Object.hasOwn(FRAME_ERROR_MESSAGES, String(code).trim())
    ? FRAME_ERROR_MESSAGES[String(code).trim()]
    : undefined
  return known ? { ...known } : { field: 'form', message: WALLET_TEXTS.frameOther }
}

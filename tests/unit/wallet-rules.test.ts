import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import type { AccountAddress, WalletCard } from '#app/upstream/wallet-api.schema.ts'
import { brandImageName } from '#app/wallet/card-brands.ts'
import {
  CA_PROVINCES,
  US_STATES,
  accountAddressFromCard,
  cardAddressLines,
  countryOf,
  postalAddressOf,
} from '#app/wallet/billing-address.ts'
import {
  DEFAULT_PREFERRED_APP,
  canAddGiftCard,
  canAddSnapCard,
  cardGroupOf,
  groupCards,
  isPreferredFor,
  needsBackupBankCard,
} from '#app/wallet/card-groups.ts'
import {
  DEFAULT_SAVE_OPTIONS,
  EMPTY_SELECTION,
  applySaveOptions,
  canConfirm,
  defaultSelection,
  selectability,
  selectionChanged,
  toggleCard,
  totalCovered,
  type Selection,
  type SelectionContext,
} from '#app/wallet/wallet-selection.ts'
import { formatGiftCardNumber, frameError } from '#app/wallet/card-frame.ts'
import { INPUT_CAPS, WALLET_LIMITS } from '#app/wallet/wallet-limits.ts'
import { expiryText, isExpired } from '#app/wallet/card-expiry.ts'
import { formatAddress } from '#app/ui/format.ts'
import { parseBalance, remainingText } from '#app/wallet/card-balances.ts'
import { BRAND_LABELS, FRAME_ERROR_MESSAGES, WALLET_MESSAGES, WALLET_TEXTS } from '#app/wallet/wallet-texts.ts'
import {
  billingAddressSchema,
  billingAddressSelectionError,
  expirySchema,
  isBillingAddressValid,
  nameSchema,
} from '#app/wallet/wallet-validation.ts'
import {
  ebtCardSchema,
  expiryMonthOptions,
  expiryYearOptions,
  giftCardSchema,
} from '#app/simulated/card-entry-rules.ts'
import { detectBrand } from '#mocks/card-brands.ts'

/** 15 June 2026, local time. */
const now = new Date(2026, 5, 15, 12, 0)

function card(overrides: Partial<WalletCard> & Pick<WalletCard, 'id'>): WalletCard {
  return {
    cardType: 'CREDIT_CARD',
    lastFourPan: '1111',
    brand: 'VISA',
    default: false,
    defaultApplications: [],
    expirationMonth: '12',
    expirationYear: '2030',
    expired: false,
    saved: true,
    ...overrides,
  }
}
const gift = (id: string, balance: string | null = 'USD 25.00') =>
  card({ id, cardType: 'GIFT_CARD', brand: 'NONE', balance, expirationMonth: null, expirationYear: null })
const ebt = (id: string) =>
  card({ id, cardType: 'EBT_CARD', brand: 'EBT', expirationMonth: null, expirationYear: null })

const visa = card({ id: 'visa' })
const debit = card({ id: 'debit', cardType: 'BANK_CARD', brand: 'MASTERCARD' })
const preferredAmex = card({ id: 'amex', brand: 'AMEX', defaultApplications: ['CLICKLIST'] })
const expiredCard = card({ id: 'old', expirationMonth: '05', expirationYear: '2026' })
const snap = ebt('snap')
const giftA = gift('giftA', 'USD 20.00')
const giftB = gift('giftB', 'USD 30.00')
const emptyGift = gift('empty', 'USD 0.00')

const checkout: SelectionContext = { orderTotal: 50, isMyWallet: false, now }
const myWallet: SelectionContext = { isMyWallet: true, now }

/** conform's parse of a posted form: empty inputs arrive as undefined. */
function formErrors(schema: Parameters<typeof parseWithZod>[1]['schema'], fields: Record<string, string>) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.set(name, value)
  const submission = parseWithZod(formData, { schema })
  return submission.status === 'success'
    ? {}
    : Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, errors]) => [name, errors?.[0]]))
}

describe('limits (spec 3 section 9)', () => {
  it('has the business constants and input caps', () => {
    expect(WALLET_LIMITS).toEqual({
      maxGiftCards: 5,
      maxSnapCards: 1,
      frameTimeoutMs: 10_000,
      successBannerMs: 5_000,
      expiryYears: 15,
    })
    expect(INPUT_CAPS).toEqual({
      name: 40,
      address: 100,
      city: 50,
      postalCode: 7,
      giftCardNumber: 22,
      pin: 4,
      ebtNumber: 19,
    })
  })
})

describe('card groups and preference', () => {
  it('puts credit and debit cards in bankCards, EBT in snapCards, gift cards in giftCards', () => {
    expect(cardGroupOf({ cardType: 'BANK_CARD' })).toBe('bankCards')
    expect(cardGroupOf({ cardType: 'CREDIT_CARD' })).toBe('bankCards')
    expect(cardGroupOf({ cardType: 'EBT_CARD' })).toBe('snapCards')
    expect(cardGroupOf({ cardType: 'GIFT_CARD' })).toBe('giftCards')
  })

  it('is preferred only for the apps listed on the card (click-list by default)', () => {
    expect(DEFAULT_PREFERRED_APP).toBe('CLICKLIST')
    expect(isPreferredFor(preferredAmex, 'CLICKLIST')).toBe(true)
    expect(isPreferredFor(preferredAmex, 'RXWEB')).toBe(false)
    expect(isPreferredFor(card({ id: 'x', default: true }), 'CLICKLIST')).toBe(false)
  })

  it('keeps the order but moves the preferred bank card to the front', () => {
    const groups = groupCards([visa, giftA, debit, snap, preferredAmex, giftB], 'CLICKLIST')
    expect(groups.bankCards.map((c) => c.id)).toEqual(['amex', 'visa', 'debit'])
    expect(groups.snapCards.map((c) => c.id)).toEqual(['snap'])
    expect(groups.giftCards.map((c) => c.id)).toEqual(['giftA', 'giftB'])
    expect(groupCards([visa, preferredAmex], 'RXWEB').bankCards.map((c) => c.id)).toEqual(['visa', 'amex'])
  })
})

describe('brand detection (spec 5)', () => {
  it.each([
    ['4111 1111 1111 1111', 'VISA'],
    ['4', 'VISA'],
    ['5100000000000000', 'MASTERCARD'],
    ['5500000000000000', 'MASTERCARD'],
    ['2221000000000000', 'MASTERCARD'],
    ['2720990000000000', 'MASTERCARD'],
    ['340000000000000', 'AMEX'],
    ['3700-000000-00000', 'AMEX'],
    ['6011000000000000', 'DISCOVER'],
    ['6440000000000000', 'DISCOVER'],
    ['6490000000000000', 'DISCOVER'],
    ['6500000000000000', 'DISCOVER'],
    ['6221260000000000', 'DISCOVER'],
    ['6229250000000000', 'DISCOVER'],
    ['30000000000000', 'DINERS'],
    ['30500000000000', 'DINERS'],
    ['36000000000000', 'DINERS'],
    ['38000000000000', 'DINERS'],
    ['39000000000000', 'DINERS'],
    ['3528000000000000', 'JCB'],
    ['3589000000000000', 'JCB'],
    ['6200000000000000', 'UNIONPAY'],
    ['6221250000000000', 'UNIONPAY'],
    ['6229260000000000', 'UNIONPAY'],
    ['622', 'UNIONPAY'],
  ] as const)('detects %s as %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand)
  })

  it.each([
    '',
    'abcd',
    '1234567890',
    '5000000000000000',
    '5600000000000000',
    '2220990000000000',
    '2721000000000000',
    '3060000000000000',
    '3527000000000000',
    '3590000000000000',
    '6010000000000000',
    '6430000000000000',
    '601',
    '22',
    '35',
  ])('gives NONE for %j', (number) => {
    expect(detectBrand(number)).toBe('NONE')
  })

  it('labels every brand and maps icons by card type, then brand', () => {
    expect(BRAND_LABELS).toEqual({
      VISA: 'Visa',
      MASTERCARD: 'Mastercard',
      AMEX: 'American Express',
      DISCOVER: 'Discover',
      DINERS: 'Diners Club',
      JCB: 'JCB',
      UNIONPAY: 'UnionPay',
      EBT: 'SNAP EBT',
      NONE: 'Card',
    })
    expect(brandImageName(visa)).toBe('visa')
    expect(brandImageName(debit)).toBe('mastercard')
    expect(brandImageName(preferredAmex)).toBe('amex')
    expect(brandImageName(card({ id: 'd', brand: 'DISCOVER' }))).toBe('discover')
    expect(brandImageName(card({ id: 'j', brand: 'JCB' }))).toBe('default')
    expect(brandImageName(card({ id: 'n', brand: 'NONE' }))).toBe('default')
    expect(brandImageName(snap)).toBe('ebt')
    expect(brandImageName(card({ id: 'g', cardType: 'GIFT_CARD', brand: 'VISA' }))).toBe('giftcard')
  })
})

describe('display', () => {
  it('formats a full gift card number with dashes after digits 10, 13 and 16', () => {
    const formatted = formatGiftCardNumber('1234567890123456789')
    expect(formatted).toBe('1234567890-123-456-789')
    expect(formatted).toHaveLength(INPUT_CAPS.giftCardNumber)
    expect(formatGiftCardNumber('1234567890-123-456-789')).toBe(formatted)
    expect(formatGiftCardNumber('12345678901234567890123')).toBe(formatted)
  })

  it('adds a dash to partial gift card input only where a digit follows', () => {
    expect(formatGiftCardNumber('')).toBe('')
    expect(formatGiftCardNumber('123')).toBe('123')
    expect(formatGiftCardNumber('1234567890')).toBe('1234567890')
    expect(formatGiftCardNumber('12345678901')).toBe('1234567890-1')
    expect(formatGiftCardNumber('1234567890123')).toBe('1234567890-123')
    expect(formatGiftCardNumber('12345678901234')).toBe('1234567890-123-4')
    expect(formatGiftCardNumber('1234567890123456')).toBe('1234567890-123-456')
    expect(formatGiftCardNumber('12345a678901234567')).toBe('1234567890-123-456-7')
  })

  it('parses balances by stripping non-numeric characters', () => {
    expect(parseBalance('USD 25.00')).toBe(25)
    expect(parseBalance('$1,234.56')).toBe(1234.56)
    expect(parseBalance('USD 0.00')).toBe(0)
    expect(parseBalance('7')).toBe(7)
    expect(parseBalance('')).toBeUndefined()
    expect(parseBalance('USD')).toBeUndefined()
    expect(parseBalance(null)).toBeUndefined()
    expect(parseBalance(undefined)).toBeUndefined()
    expect(parseBalance('1.2.3')).toBeUndefined()
  })

  it('shows the remaining balance as money', () => {
    expect(remainingText(25)).toBe('$25.00 Remaining')
    expect(remainingText(parseBalance('USD 3.5') ?? 0)).toBe('$3.50 Remaining')
  })

  it('shows the expiry as Exp. MM/YY, and nothing for gift and EBT cards', () => {
    expect(expiryText(card({ id: 'a', expirationMonth: '6', expirationYear: '2029' }))).toBe('Exp. 06/29')
    expect(expiryText(card({ id: 'b', expirationMonth: '11', expirationYear: '31' }))).toBe('Exp. 11/31')
    expect(expiryText(card({ id: 'c', expirationMonth: null, expirationYear: null }))).toBe('')
    expect(expiryText(giftA)).toBe('')
    expect(expiryText(snap)).toBe('')
  })
})

describe('expiry', () => {
  it('keeps a card valid through the end of its expiry month', () => {
    expect(isExpired(card({ id: 'this', expirationMonth: '06', expirationYear: '2026' }), now)).toBe(false)
    expect(
      isExpired(
        card({ id: 'endOfMonth', expirationMonth: '06', expirationYear: '2026' }),
        new Date(2026, 5, 30, 23, 59),
      ),
    ).toBe(false)
    expect(isExpired(card({ id: 'last', expirationMonth: '05', expirationYear: '2026' }), now)).toBe(true)
    expect(isExpired(card({ id: 'lastYear', expirationMonth: '12', expirationYear: '2025' }), now)).toBe(true)
    expect(isExpired(card({ id: 'next', expirationMonth: '01', expirationYear: '2027' }), now)).toBe(false)
  })

  it('reads a two-digit year as 20YY', () => {
    expect(isExpired(card({ id: 'a', expirationMonth: '6', expirationYear: '26' }), now)).toBe(false)
    expect(isExpired(card({ id: 'b', expirationMonth: '5', expirationYear: '26' }), now)).toBe(true)
  })

  it('trusts the server flag', () => {
    expect(isExpired(card({ id: 'flag', expired: true }), now)).toBe(true)
    expect(isExpired({ ...giftA, expired: true }, now)).toBe(true)
    expect(isExpired(giftA, now)).toBe(false)
  })

  it('offers 15 four-digit years from this year and months 01 to 12', () => {
    const years = expiryYearOptions(now)
    expect(years).toHaveLength(15)
    expect(years[0]).toBe('2026')
    expect(years.at(-1)).toBe('2040')
    expect(expiryMonthOptions).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12'])
  })
})

describe('selection rules (spec 4)', () => {
  const cards = [visa, debit, preferredAmex, expiredCard, snap, giftA, giftB, emptyGift]

  it('makes bank cards single-select: choosing one replaces the earlier choice', () => {
    const first = toggleCard(EMPTY_SELECTION, visa, cards, checkout)
    expect(first.bankCardId).toBe('visa')
    const second = toggleCard(first, debit, cards, checkout)
    expect(second).toEqual({ ...EMPTY_SELECTION, bankCardId: 'debit' })
    expect(toggleCard(second, debit, cards, checkout)).toBe(second)
    expect(EMPTY_SELECTION).toEqual({ bankCardId: null, snapCardIds: [], giftCardIds: [] })
  })

  it('makes SNAP and gift cards multi-select toggles', () => {
    let selection = toggleCard(EMPTY_SELECTION, snap, cards, checkout)
    selection = toggleCard(selection, giftA, cards, checkout)
    selection = toggleCard(selection, giftB, cards, { ...checkout, orderTotal: 100 })
    expect(selection.snapCardIds).toEqual(['snap'])
    expect(selection.giftCardIds).toEqual(['giftA', 'giftB'])
    selection = toggleCard(selection, giftA, cards, checkout)
    selection = toggleCard(selection, snap, cards, checkout)
    expect(selection).toEqual({ bankCardId: null, snapCardIds: [], giftCardIds: ['giftB'] })
  })

  it('refuses an expired card', () => {
    expect(selectability(expiredCard, cards, EMPTY_SELECTION, checkout)).toEqual({
      selectable: false,
      reason: 'expired',
    })
    expect(toggleCard(EMPTY_SELECTION, expiredCard, cards, checkout)).toBe(EMPTY_SELECTION)
    const flagged = card({ id: 'flagged', expired: true })
    expect(toggleCard(EMPTY_SELECTION, flagged, [flagged], checkout)).toBe(EMPTY_SELECTION)
  })

  it('refuses a gift card with zero balance but not one whose balance failed to load', () => {
    expect(selectability(emptyGift, cards, EMPTY_SELECTION, checkout)).toEqual({
      selectable: false,
      reason: 'zeroBalance',
    })
    expect(toggleCard(EMPTY_SELECTION, emptyGift, cards, checkout)).toBe(EMPTY_SELECTION)
    const unknown = gift('unknown', null)
    expect(selectability(unknown, [unknown], EMPTY_SELECTION, checkout)).toEqual({ selectable: true })
  })

  it('refuses another gift or EBT card once the order total is met, but still allows bank cards and unselecting', () => {
    const selection: Selection = { ...EMPTY_SELECTION, giftCardIds: ['giftA', 'giftB'] }
    expect(totalCovered(cards, selection, checkout)).toBe(true)
    expect(selectability(snap, cards, selection, checkout)).toEqual({ selectable: false, reason: 'totalMet' })
    expect(selectability(gift('giftC'), [...cards, gift('giftC')], selection, checkout)).toEqual({
      selectable: false,
      reason: 'totalMet',
    })
    expect(selectability(giftA, cards, selection, checkout)).toEqual({ selectable: true })
    expect(toggleCard(selection, snap, cards, checkout)).toBe(selection)
    expect(toggleCard(selection, visa, cards, checkout).bankCardId).toBe('visa')
    expect(toggleCard(selection, giftB, cards, checkout).giftCardIds).toEqual(['giftA'])
  })

  it('counts the SNAP payment total and compares in cents', () => {
    const one: Selection = { ...EMPTY_SELECTION, giftCardIds: ['giftA'] }
    expect(totalCovered(cards, one, checkout)).toBe(false)
    expect(totalCovered(cards, one, { ...checkout, snapTotal: 30 })).toBe(true)
    expect(totalCovered(cards, one, { ...checkout, snapTotal: 29.99 })).toBe(false)
    const cents = [gift('x', 'USD 10.10'), gift('y', 'USD 20.20')]
    expect(
      totalCovered(cents, { ...EMPTY_SELECTION, giftCardIds: ['x', 'y'] }, { ...checkout, orderTotal: 30.3 }),
    ).toBe(true)
  })

  it('never treats the total as met without an order total or in My Wallet', () => {
    const selection: Selection = { ...EMPTY_SELECTION, giftCardIds: ['giftA', 'giftB'] }
    expect(totalCovered(cards, selection, { isMyWallet: false, now })).toBe(false)
    expect(totalCovered(cards, selection, { ...myWallet, orderTotal: 10 })).toBe(false)
  })

  it('allows at most 5 gift cards', () => {
    const many = Array.from({ length: 6 }, (_, index) => gift(`g${index}`, 'USD 1.00'))
    const selection = many.reduce(
      (current, next) => toggleCard(current, next, many, { ...checkout, orderTotal: 100 }),
      EMPTY_SELECTION,
    )
    expect(selection.giftCardIds).toEqual(['g0', 'g1', 'g2', 'g3', 'g4'])
  })

  it('selects nothing in My Wallet', () => {
    expect(selectability(visa, cards, EMPTY_SELECTION, myWallet)).toEqual({ selectable: false })
    expect(toggleCard(EMPTY_SELECTION, visa, cards, myWallet)).toBe(EMPTY_SELECTION)
    expect(toggleCard(EMPTY_SELECTION, giftA, cards, myWallet)).toBe(EMPTY_SELECTION)
  })

  it('detects changes by counts and ids, not order', () => {
    const a: Selection = { bankCardId: 'visa', snapCardIds: ['snap'], giftCardIds: ['giftA', 'giftB'] }
    expect(selectionChanged(a, { ...a, giftCardIds: ['giftB', 'giftA'] })).toBe(false)
    expect(selectionChanged(a, { ...a, bankCardId: 'debit' })).toBe(true)
    expect(selectionChanged(a, { ...a, giftCardIds: ['giftA'] })).toBe(true)
    expect(selectionChanged(a, { ...a, giftCardIds: ['giftA', 'giftC'] })).toBe(true)
    expect(selectionChanged(a, { ...a, snapCardIds: [] })).toBe(true)
  })

  it('confirms only with a bank card', () => {
    expect(canConfirm(EMPTY_SELECTION)).toBe(false)
    expect(canConfirm({ ...EMPTY_SELECTION, giftCardIds: ['giftA'], snapCardIds: ['snap'] })).toBe(false)
    expect(canConfirm({ ...EMPTY_SELECTION, bankCardId: 'visa' })).toBe(true)
  })
})

describe('default selection on load (spec 4)', () => {
  it("selects the app's preferred card plus the first EBT card, and no gift card", () => {
    const cards = [visa, preferredAmex, snap, ebt('snap2'), giftA]
    expect(defaultSelection(cards, 'CLICKLIST', now)).toEqual({
      bankCardId: 'amex',
      snapCardIds: ['snap'],
      giftCardIds: [],
    })
  })

  it('falls back to the first non-expired bank card', () => {
    expect(defaultSelection([expiredCard, visa, debit], 'CLICKLIST', now).bankCardId).toBe('visa')
    expect(defaultSelection([expiredCard, visa, preferredAmex], 'RXWEB', now).bankCardId).toBe('visa')
    expect(defaultSelection([expiredCard], 'CLICKLIST', now)).toEqual(EMPTY_SELECTION)
  })

  it('uses an expired preferred card only when forced', () => {
    const expiredPreferred = card({ id: 'expiredPreferred', expired: true, defaultApplications: ['CLICKLIST'] })
    expect(defaultSelection([expiredPreferred, visa], 'CLICKLIST', now).bankCardId).toBe('visa')
    expect(defaultSelection([expiredPreferred, visa], 'CLICKLIST', now, { forceExpiredDefault: true }).bankCardId).toBe(
      'expiredPreferred',
    )
    expect(defaultSelection([expiredCard, visa], 'CLICKLIST', now, { forceExpiredDefault: true }).bankCardId).toBe(
      'visa',
    )
  })
})

describe('adding cards', () => {
  it('defaults save on; preferred forces save; unchecking save clears preferred', () => {
    expect(DEFAULT_SAVE_OPTIONS).toEqual({ save: true, preferred: false })
    expect(applySaveOptions({ save: false, preferred: true }, 'preferred')).toEqual({ save: true, preferred: true })
    expect(applySaveOptions({ save: false, preferred: true }, 'save')).toEqual({ save: false, preferred: false })
    expect(applySaveOptions({ save: true, preferred: false }, 'preferred')).toEqual({ save: true, preferred: false })
    expect(applySaveOptions({ save: true, preferred: true }, 'save')).toEqual({ save: true, preferred: true })
  })

  it('allows one SNAP card and five gift cards', () => {
    expect(canAddSnapCard([visa])).toBe(true)
    expect(canAddSnapCard([visa, snap])).toBe(false)
    const four = Array.from({ length: 4 }, (_, index) => gift(`g${index}`))
    expect(canAddGiftCard(four)).toBe(true)
    expect(canAddGiftCard([...four, gift('g4')])).toBe(false)
  })

  it('needs a backup bank card before SNAP or gift cards, at checkout only', () => {
    expect(needsBackupBankCard([snap, giftA], false)).toBe(true)
    expect(needsBackupBankCard([], false)).toBe(true)
    expect(needsBackupBankCard([debit], false)).toBe(false)
    expect(needsBackupBankCard([], true)).toBe(false)
  })
})

describe('states and addresses', () => {
  it('lists 50 states plus DC and 13 provinces, and derives the country', () => {
    expect(US_STATES).toHaveLength(51)
    expect(new Set(US_STATES.map((state) => state.code)).size).toBe(51)
    expect(US_STATES.find((state) => state.code === 'DC')?.name).toBe('District of Columbia')
    expect(CA_PROVINCES).toHaveLength(13)
    expect(countryOf('OH')).toBe('US')
    expect(countryOf('dc')).toBe('US')
    expect(countryOf('ON')).toBe('CA')
    expect(countryOf('YT')).toBe('CA')
    expect(countryOf('ZZ')).toBeUndefined()
    expect(countryOf('')).toBeUndefined()
  })

  const home: AccountAddress = {
    addressId: 'a1',
    street: '1 Vine St',
    unit: 'Apt 2',
    locality: 'Cincinnati',
    region: 'OH',
    postalCode: '45202',
    type: 'HOME',
  }

  it('writes one line for the street, or the unit then the street', () => {
    expect(cardAddressLines(home)).toEqual({
      addressLines: ['Apt 2', '1 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    })
    expect(cardAddressLines({ ...home, unit: ' ' }).addressLines).toEqual(['1 Vine St'])
    expect(cardAddressLines({ ...home, region: 'ON' }).countryCode).toBe('CA')
  })

  it('reads card billing lines back, and shows them in the shared one-line format', () => {
    const billing = cardAddressLines(home)
    expect(accountAddressFromCard(billing)).toEqual({
      street: '1 Vine St',
      unit: 'Apt 2',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
      countryCode: 'US',
    })
    expect(accountAddressFromCard({ ...billing, addressLines: ['9 Elm St'] })?.street).toBe('9 Elm St')
    expect(accountAddressFromCard({ ...billing, addressLines: ['9 Elm St'] })?.unit).toBeNull()
    expect(accountAddressFromCard(null)).toBeUndefined()
    expect(formatAddress(postalAddressOf(home))).toBe('1 Vine St, Apt 2, Cincinnati, OH 45202')
    expect(formatAddress(postalAddressOf({ ...home, unit: null }))).toBe('1 Vine St, Cincinnati, OH 45202')
  })
})

describe('card-entry frame errors (spec 5)', () => {
  it.each([
    [871, 'cardNumber', 'Please enter a valid credit or debit card.'],
    [872, 'cardNumber', 'Card number too short.'],
    [873, 'cardNumber', 'Card number too long.'],
    [874, 'cardNumber', 'Card number not numeric.'],
    [876, 'cardNumber', 'Please enter a valid credit or debit card.'],
    [881, 'cvv', 'Invalid CVV.'],
    [882, 'cvv', 'CVV too short.'],
    [883, 'cvv', 'CVV too long.'],
  ] as const)('maps %i to %s', (code, field, message) => {
    expect(frameError(code)).toEqual({ field, message })
    expect(frameError(String(code))).toEqual({ field, message })
  })

  it('shows any other code above the form', () => {
    expect(Object.keys(FRAME_ERROR_MESSAGES).sort()).toEqual(['871', '872', '873', '874', '876', '881', '882', '883'])
    for (const code of [875, '880', 'timeout', '', 'toString']) {
      expect(frameError(code)).toEqual({ field: 'form', message: WALLET_TEXTS.frameOther })
    }
    expect(WALLET_TEXTS.frameOther).toBe('We could not read your card details. Please try again.')
  })
})

describe('validation messages (spec 5)', () => {
  const address = { street: '1 Vine St.', unit: 'Apt #2', city: 'Cincinnati', state: 'OH', postalCode: '45202' }

  it('accepts a valid billing address and upper-cases the state', () => {
    const formData = new FormData()
    for (const [name, value] of Object.entries({ ...address, state: 'oh', postalCode: '45202-1234' }))
      formData.set(name, value)
    const submission = parseWithZod(formData, { schema: billingAddressSchema() })
    expect(submission.status).toBe('success')
    expect(submission.status === 'success' && submission.value.state).toBe('OH')
    expect(formErrors(billingAddressSchema(), { ...address, street: `1 O'Neil & Co. #4 @ 50% / 2\\B - Rd` })).toEqual(
      {},
    )
  })

  it('words the billing address rules exactly', () => {
    expect(formErrors(billingAddressSchema(), {})).toEqual({
      street: 'Address is a required field.',
      city: 'City is a required field.',
      state: 'State/Province is a required field.',
      postalCode: 'Postal Code is a required field.',
    })
    expect(formErrors(billingAddressSchema(), { ...address, street: '   ' }).street).toBe(
      'Address is a required field.',
    )
    expect(formErrors(billingAddressSchema(), { ...address, street: 'a'.repeat(101) }).street).toBe(
      'Maximum length for address fields is 100 characters.',
    )
    expect(formErrors(billingAddressSchema(), { ...address, street: '1 Vine St; drop' }).street).toBe(
      'Address has invalid characters.',
    )
    expect(formErrors(billingAddressSchema(), { ...address, unit: 'a'.repeat(101) }).unit).toBe(
      'Maximum length for address fields is 100 characters.',
    )
    expect(formErrors(billingAddressSchema(), { ...address, unit: '<b>' }).unit).toBe('Address has invalid characters.')
    expect(formErrors(billingAddressSchema(), { ...address, unit: '' })).toEqual({})
    expect(formErrors(billingAddressSchema(), { ...address, city: 'a'.repeat(51) }).city).toBe(
      'Maximum length for city field is 50 characters.',
    )
    expect(formErrors(billingAddressSchema(), { ...address, city: 'Winston-Salem / Old\\Town' })).toEqual({})
    expect(formErrors(billingAddressSchema(), { ...address, city: "Coeur d'Alene" }).city).toBe(
      'City has invalid characters.',
    )
    expect(formErrors(billingAddressSchema(), { ...address, state: 'ZZ' }).state).toBe(
      'State/Province is a required field.',
    )
    for (const postalCode of ['4520', '452021', '45202-12', 'ABCDE', '45202 1234']) {
      expect(formErrors(billingAddressSchema(), { ...address, postalCode }).postalCode).toBe(
        'Please enter a valid postal code.',
      )
    }
  })

  it('words the name rules exactly', () => {
    const schema = nameSchema
    expect(schema('First').safeParse(undefined).error?.issues[0]?.message).toBe('First Name is a required field.')
    expect(schema('Last').safeParse('  ').error?.issues[0]?.message).toBe('Last Name is a required field.')
    expect(schema('First').safeParse('a'.repeat(376)).error?.issues[0]?.message).toBe(
      'Maximum length for name fields is 375 characters.',
    )
    expect(schema('First').safeParse('R2D2').error?.issues[0]?.message).toBe('Please enter a valid first name.')
    expect(schema('Last').safeParse('Smith!').error?.issues[0]?.message).toBe('Please enter a valid last name.')
    expect(schema('Last').safeParse(" O'Neil-Brown ").data).toBe("O'Neil-Brown")
    expect(schema('First').safeParse('José').success).toBe(true)
  })

  it('words the gift card rules exactly and outputs digits only', () => {
    expect(formErrors(giftCardSchema, {})).toEqual({
      cardNumber: 'Card Number is a required field.',
      pin: 'PIN is a required field.',
    })
    expect(formErrors(giftCardSchema, { cardNumber: '1234567890-123-456-78', pin: '123' })).toEqual({
      cardNumber: 'Card Number must be exactly 19 characters long.',
      pin: 'PIN must be exactly 4 characters long.',
    })
    expect(formErrors(giftCardSchema, { cardNumber: '12345678901234567890', pin: '12345' })).toEqual({
      cardNumber: 'Card Number must be exactly 19 characters long.',
      pin: 'PIN must be exactly 4 characters long.',
    })
    expect(formErrors(giftCardSchema, { cardNumber: '1234', pin: '12a4' }).pin).toBe(
      'PIN must be exactly 4 characters long.',
    )
    expect(giftCardSchema.safeParse({ cardNumber: '1234567890-123-456-789', pin: '1234' }).data).toEqual({
      cardNumber: '1234567890123456789',
      pin: '1234',
    })
  })

  it('words the EBT card rules exactly', () => {
    const message = 'Card Number must be at least 16 characters long and at most 19 characters long.'
    expect(formErrors(ebtCardSchema, {}).cardNumber).toBe('Card Number is a required field.')
    expect(formErrors(ebtCardSchema, { cardNumber: '1'.repeat(15) }).cardNumber).toBe(message)
    expect(formErrors(ebtCardSchema, { cardNumber: '1'.repeat(20) }).cardNumber).toBe(message)
    expect(ebtCardSchema.safeParse({ cardNumber: '5077 1234 5678 9012' }).data?.cardNumber).toBe('5077123456789012')
    expect(ebtCardSchema.safeParse({ cardNumber: '1'.repeat(19) }).success).toBe(true)
  })

  it('words the expiry rules exactly', () => {
    const schema = expirySchema(now)
    const errors = (expirationMonth?: string, expirationYear?: string) =>
      formErrors(schema, {
        ...(expirationMonth !== undefined && { expirationMonth }),
        ...(expirationYear !== undefined && { expirationYear }),
      })
    expect(errors()).toEqual({
      expirationMonth: 'Please enter a valid expiration month.',
      expirationYear: 'Please enter a valid expiration year.',
    })
    expect(errors('13', '2030').expirationMonth).toBe('Please enter a valid expiration month.')
    expect(errors('00', '2030').expirationMonth).toBe('Please enter a valid expiration month.')
    expect(errors('0', '2030').expirationMonth).toBe('Please enter a valid expiration month.')
    expect(errors('6', '2030').expirationMonth).toBe('Expiration Month needs to be in a 2-digit format. (ex: 06).')
    expect(errors('06', '30').expirationYear).toBe('Please enter a valid expiration year.')
    expect(errors('06', '2041').expirationYear).toBe('Please enter a valid expiration year.')
    expect(errors('0a', '2030').expirationMonth).toBe(
      'Expiration Date must be in MM YY format and only composed of numbers.',
    )
    expect(errors('06', '20x0').expirationYear).toBe(
      'Expiration Date must be in MM YY format and only composed of numbers.',
    )
    expect(errors('05', '2026')).toEqual({ expirationMonth: 'Expiration Date must be after the current date.' })
    expect(errors('12', '2025')).toEqual({ expirationMonth: 'Expiration Date must be after the current date.' })
    expect(errors('06', '2026')).toEqual({})
    expect(errors('01', '2040')).toEqual({})
  })

  it('requires a selected and valid billing address', () => {
    const home: AccountAddress = {
      addressId: 'a1',
      street: '1 Vine St',
      locality: 'Cincinnati',
      region: 'OH',
      postalCode: '45202',
    }
    expect(isBillingAddressValid(home)).toBe(true)
    expect(billingAddressSelectionError(home)).toBeUndefined()
    expect(billingAddressSelectionError(undefined)).toBe('Please select a billing address.')
    for (const broken of [
      { street: '1 Vine St <script>' },
      { locality: 'Cincinnati!' },
      { region: 'XX' },
      { postalCode: '4520' },
      { street: '' },
    ]) {
      expect(isBillingAddressValid({ ...home, ...broken })).toBe(false)
      expect(billingAddressSelectionError({ ...home, ...broken })).toBe(
        "We're sorry, but your billing address has invalid characters. Please select a new address or edit your currently selected address to continue.",
      )
    }
  })

  it('keeps every spec 5 message in one place', () => {
    expect(Object.values(WALLET_MESSAGES)).toHaveLength(new Set(Object.values(WALLET_MESSAGES)).size)
    expect(WALLET_MESSAGES.nameMax).toBe('Maximum length for name fields is 375 characters.')
  })
})

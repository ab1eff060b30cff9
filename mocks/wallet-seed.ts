import type { AccountAddress, WalletCard } from '#app/upstream/wallet-api.schema.ts'
import { SHOPPER_USER_ID } from './pharmacy-seed.ts'

/** One customer's wallet in the simulated payment back office. */
export type Wallet = { cards: WalletCard[]; addresses: AccountAddress[] }

const ALL_APPS = ['CLICKLIST', 'MEMBERSHIP', 'RXWEB', 'EPRN', 'WEB HOSTED PAYMENT PAGE']
const HOME = {
  addressLines: ['Apt 4B', '1014 Vine St'],
  cityTown: 'Cincinnati',
  stateProvince: 'OH',
  postalCode: '45202',
  countryCode: 'US',
}

function bankCard(
  card: Pick<WalletCard, 'id' | 'brand' | 'lastFourPan' | 'bin' | 'expirationMonth' | 'expirationYear'> &
    Partial<WalletCard>,
): WalletCard {
  return {
    cardType: 'CREDIT_CARD',
    default: false,
    defaultApplications: [],
    expired: false,
    saved: true,
    firstName: 'Sam',
    lastName: 'Shopper',
    address: HOME,
    paymentGram: `pg-${card.id}`,
    ...card,
  }
}

/**
 * Spec for the demo (issue 4): a preferred Visa, an expired Mastercard, an
 * Amex, one SNAP EBT card, two gift cards (one at zero) and two billing
 * addresses, one with characters the address rules refuse.
 */
export function seedWallet(userId: string, now = new Date()): Wallet {
  return userId === SHOPPER_USER_ID ? demoWallet(now) : { cards: [], addresses: [] }
}

/** The demo wallet; `POST /mock/demo-wallet` gives it to any signed-in account (mocks only). */
export function demoWallet(now = new Date()): Wallet {
  const nextYear = String(now.getUTCFullYear() + 3)
  return {
    cards: [
      bankCard({
        id: 'card-visa',
        brand: 'VISA',
        lastFourPan: '1111',
        bin: '411111',
        expirationMonth: '08',
        expirationYear: nextYear,
        default: true,
        defaultApplications: ALL_APPS,
      }),
      bankCard({
        id: 'card-mastercard',
        brand: 'MASTERCARD',
        lastFourPan: '4444',
        bin: '555555',
        expirationMonth: '03',
        expirationYear: '2024',
        expired: true,
      }),
      bankCard({
        id: 'card-amex',
        brand: 'AMEX',
        lastFourPan: '0005',
        bin: '378282',
        expirationMonth: '11',
        expirationYear: nextYear,
      }),
      {
        id: 'card-ebt',
        cardType: 'EBT_CARD',
        brand: 'EBT',
        lastFourPan: '7788',
        default: false,
        defaultApplications: [],
        expired: false,
        saved: true,
        paymentGram: 'pg-card-ebt',
        balance: null,
      },
      {
        id: 'card-gift-1',
        cardType: 'GIFT_CARD',
        brand: 'NONE',
        lastFourPan: '4321',
        default: false,
        defaultApplications: [],
        expired: false,
        saved: true,
        paymentGram: 'pg-card-gift-1',
        balance: 'USD 25.00',
      },
      {
        id: 'card-gift-2',
        cardType: 'GIFT_CARD',
        brand: 'NONE',
        lastFourPan: '9876',
        default: false,
        defaultApplications: [],
        expired: false,
        saved: true,
        paymentGram: 'pg-card-gift-2',
        balance: 'USD 0.00',
      },
    ],
    addresses: [
      {
        addressId: 'bill-home',
        street: '1014 Vine St',
        unit: 'Apt 4B',
        locality: 'Cincinnati',
        county: 'Hamilton',
        region: 'OH',
        postalCode: '45202',
        countryCode: 'US',
        type: 'home',
      },
      {
        addressId: 'bill-office',
        street: '55 Elm St *Rear*',
        unit: null,
        locality: 'Dayton',
        county: 'Montgomery',
        region: 'OH',
        postalCode: '45402',
        countryCode: 'US',
        type: 'work',
      },
    ],
  }
}

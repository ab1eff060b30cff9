import type { WalletAppName } from '#app/upstream/wallet-api.constants.ts'

/**
 * What a host passes to the wallet (spec 3 section 3 'Configuration supplied
 * by the host'). The token, payment intent and sign-in redirect are server
 * concerns and live in wallet.server.ts; this part is safe for the browser.
 */
export type WalletHostConfig = {
  appName: WalletAppName
  environment: 'PROD' | 'STAGE' | 'TEST' | 'LOCAL'
  /** Where the host mounts the wallet's screens; every screen URL starts here. */
  basePath: string
  /** Where 'Close' and Escape go. */
  closePath: string
  walletConfig: {
    showSnapCards: boolean
    showGiftCards: boolean
    getGiftCardBalances: boolean
    saveCardOptionEnabled: boolean
    selectDefaultCardOnly: boolean
  }
  checkoutConfig?: { orderInfo: { total: number; hasSnapEligibleItems: boolean; ebtTotalFromCheckout: number } }
  uiConfig: { isMyWallet: boolean; showCardbox: boolean }
  locationData?: { facilityId: string; storeId: string }
}

/** Enough of the host for a screen's links (every screen URL starts at the base path). */
export type WalletHostPaths = Pick<WalletHostConfig, 'basePath'>

/** What of the host's configuration a screen gets, plus the environment's fraud-detection script (spec 3 section 7). */
export type WalletHostView = Pick<
  WalletHostConfig,
  'appName' | 'basePath' | 'closePath' | 'walletConfig' | 'uiConfig'
> & { fraudScriptUrl: string }

/** The My Wallet page: management mode, every card type, no selection. */
export const MY_WALLET_CONFIG: WalletHostConfig = {
  appName: 'CLICKLIST',
  environment: 'LOCAL',
  basePath: '/account/wallet',
  closePath: '/account',
  walletConfig: {
    showSnapCards: true,
    showGiftCards: true,
    getGiftCardBalances: true,
    saveCardOptionEnabled: true,
    selectDefaultCardOnly: false,
  },
  uiConfig: { isMyWallet: true, showCardbox: false },
}

/** The address screen's id for a new address. */
export const NEW_ADDRESS = 'new'

export const walletPaths = (config: Pick<WalletHostConfig, 'basePath'>) => ({
  list: config.basePath,
  addCard: `${config.basePath}/add-card`,
  addSnap: `${config.basePath}/add-snap-card`,
  addGift: `${config.basePath}/add-gift-card`,
  card: (cardId: string) => `${config.basePath}/cards/${encodeURIComponent(cardId)}`,
  editCard: (cardId: string) => `${config.basePath}/cards/${encodeURIComponent(cardId)}/edit`,
  deleteCard: (cardId: string) => `${config.basePath}/cards/${encodeURIComponent(cardId)}/delete`,
  checkBalance: (cardId: string) => `${config.basePath}/cards/${encodeURIComponent(cardId)}/balance`,
  /** Address screens go back to the screen that opened them. */
  addAddress: (returnTo: string) => `${config.basePath}/addresses/${NEW_ADDRESS}?${new URLSearchParams({ returnTo })}`,
  editAddress: (addressId: string, returnTo: string) =>
    `${config.basePath}/addresses/${encodeURIComponent(addressId)}?${new URLSearchParams({ returnTo })}`,
})

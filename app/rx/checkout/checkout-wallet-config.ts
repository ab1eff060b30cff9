import type { WalletHostConfig } from '#app/wallet/wallet-config.ts'

/** The pharmacy checkout's pay-now step as a wallet host: checkout mode, credit and debit cards only (an order takes one card). */
export const RX_CHECKOUT_WALLET_CONFIG: WalletHostConfig = {
  appName: 'RXWEB',
  environment: 'LOCAL',
  basePath: '/rx/checkout/payment/wallet',
  closePath: '/rx/checkout/payment',
  walletConfig: {
    showSnapCards: false,
    showGiftCards: false,
    getGiftCardBalances: false,
    saveCardOptionEnabled: true,
    selectDefaultCardOnly: true,
  },
  uiConfig: { isMyWallet: false, showCardbox: true },
}

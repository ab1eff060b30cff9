import type { WalletHostConfig } from '#app/wallet/wallet-config.ts'

/**
 * A pharmacy page as a wallet host: checkout mode, credit and debit cards only
 * (an order takes one card). `offerToSaveCard` lets the shopper choose whether a
 * new card stays in the wallet; where it is off, a new card is always kept, for the
 * payer's session at least (decision 0031).
 */
export function pharmacyWalletHost({
  basePath,
  closePath,
  offerToSaveCard,
}: {
  basePath: string
  closePath: string
  offerToSaveCard: boolean
}): WalletHostConfig {
  return {
    appName: 'RXWEB',
    environment: 'LOCAL',
    basePath,
    closePath,
    walletConfig: {
      showSnapCards: false,
      showGiftCards: false,
      getGiftCardBalances: false,
      saveCardOptionEnabled: offerToSaveCard,
      selectDefaultCardOnly: true,
    },
    uiConfig: { isMyWallet: false, showCardbox: true },
  }
}

import { pharmacyWalletHost } from '#app/rx/shared/pharmacy-wallet-host.ts'

/** Pay online from the tracker as a wallet host. A guest has no wallet of their own, so saving is not offered: a new card is kept for the payer's session (decision 0031). */
export const RX_PAY_ONLINE_WALLET_CONFIG = pharmacyWalletHost({
  basePath: '/rx/tracker/pay-online/wallet',
  closePath: '/rx/tracker/pay-online',
  offerToSaveCard: false,
})

import { pharmacyWalletHost } from '#app/rx/shared/pharmacy-wallet-host.ts'

/** Pay online from the tracker as a wallet host. A guest has no wallet to keep a card in, so none is offered. */
export const RX_PAY_ONLINE_WALLET_CONFIG = pharmacyWalletHost({
  basePath: '/rx/tracker/pay-online/wallet',
  closePath: '/rx/tracker/pay-online',
  offerToSaveCard: false,
})

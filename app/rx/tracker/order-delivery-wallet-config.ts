import { pharmacyWalletHost } from '#app/rx/shared/pharmacy-wallet-host.ts'

/** Order delivery from the tracker as a wallet host: the same as pay online, under its own page. */
export const RX_DELIVERY_WALLET_CONFIG = pharmacyWalletHost({
  basePath: '/rx/tracker/order-delivery/wallet',
  closePath: '/rx/tracker/order-delivery',
  offerToSaveCard: false,
})

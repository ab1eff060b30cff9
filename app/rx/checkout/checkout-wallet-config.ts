import { pharmacyWalletHost } from '#app/rx/shared/pharmacy-wallet-host.ts'

/** The pharmacy checkout's pay-now step as a wallet host. */
export const RX_CHECKOUT_WALLET_CONFIG = pharmacyWalletHost({
  basePath: '/rx/checkout/payment/wallet',
  closePath: '/rx/checkout/payment',
  offerToSaveCard: true,
})

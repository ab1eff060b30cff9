import type { WalletHostConfig } from '#app/wallet/wallet-config.ts'
import { RX_PAY_ONLINE_WALLET_CONFIG } from './pay-online-wallet-config.ts'

/** Order delivery from the tracker as a wallet host: the same as pay online, under its own page. */
export const RX_DELIVERY_WALLET_CONFIG: WalletHostConfig = {
  ...RX_PAY_ONLINE_WALLET_CONFIG,
  basePath: '/rx/tracker/order-delivery/wallet',
  closePath: '/rx/tracker/order-delivery',
}

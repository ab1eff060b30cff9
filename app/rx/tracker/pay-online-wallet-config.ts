import type { WalletHostConfig } from '#app/wallet/wallet-config.ts'
import { RX_CHECKOUT_WALLET_CONFIG } from '#app/rx/checkout/checkout-wallet-config.ts'

/**
 * Pay online from the tracker as a wallet host: checkout mode for one credit
 * or debit card. A card added here is always kept, for the payer's session at
 * least, since a guest has no wallet to keep it in otherwise (decision 0031).
 */
export const RX_PAY_ONLINE_WALLET_CONFIG: WalletHostConfig = {
  ...RX_CHECKOUT_WALLET_CONFIG,
  basePath: '/rx/tracker/pay-online/wallet',
  closePath: '/rx/tracker/pay-online',
  walletConfig: { ...RX_CHECKOUT_WALLET_CONFIG.walletConfig, saveCardOptionEnabled: false },
}

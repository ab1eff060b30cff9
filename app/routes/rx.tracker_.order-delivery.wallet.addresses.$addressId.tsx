// The wallet's billing address screen, from order delivery's add and edit screens.
export { action, default, loader } from './account.wallet.addresses.$addressId.tsx'

// The wallet's billing address screen, from the checkout's add and edit screens.
export { action, default, loader } from './account.wallet.addresses.$addressId.tsx'

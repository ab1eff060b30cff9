// The wallet's billing address screen, from pay online's add and edit screens.
export { action, default, loader } from './account.wallet.addresses.$addressId.tsx'

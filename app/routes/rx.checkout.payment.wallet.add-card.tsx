// The wallet's Add Credit/Debit Card, opened from the checkout's pay-now step (the URL selects the host).
export { action, default, loader } from './account.wallet.add-card.tsx'

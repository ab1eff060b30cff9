// The wallet's Add Credit/Debit Card, opened from order delivery (the URL selects the host).
export { action, default, loader } from './account.wallet.add-card.tsx'

// The wallet's Add Credit/Debit Card, opened from pay online (the URL selects the host).
export { action, default, loader } from './account.wallet.add-card.tsx'

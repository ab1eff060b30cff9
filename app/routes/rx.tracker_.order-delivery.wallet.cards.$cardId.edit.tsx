// The wallet's Edit Credit/Debit Card, for an expired card in order delivery's Payment Method box.
export { action, default, loader } from './account.wallet.cards.$cardId.edit.tsx'

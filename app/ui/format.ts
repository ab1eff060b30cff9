// Money and postal addresses as every page shows them: the one place their formats live (pure, for the browser and the server).

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })

/** '$1,234.50': US dollars with cents. */
export function formatMoney(amount: number): string {
  return usd.format(amount)
}

/** An address in the shape most upstreams send (the pharmacy's names); the wallet and the profile map theirs onto it. */
export type PostalAddress = {
  address1: string
  address2?: string | null
  city: string
  state: string
  zipCode: string
}

const present = (parts: readonly (string | null | undefined)[]) =>
  parts.map((part) => part?.trim()).filter((part): part is string => Boolean(part))

/**
 * One line, '1014 Vine St, Apt 4B, Cincinnati, OH 45202', or with `{ lines: true }`
 * the lines of a postal block: the street, the second line, 'Cincinnati, OH 45202'.
 * Blank parts are left out.
 */
export function formatAddress(address: PostalAddress): string
export function formatAddress(address: PostalAddress, options: { lines: true }): string[]
export function formatAddress(address: PostalAddress, { lines = false }: { lines?: boolean } = {}): string | string[] {
  const region = [address.state, address.zipCode].filter(Boolean).join(' ')
  const block = present([address.address1, address.address2, present([address.city, region]).join(', ')])
  return lines ? block : block.join(', ')
}

/** Spec 2 section 5: 'XXX-XXX-XXXX' for 10 digits (any dashes, spaces or parentheses aside), '--' for anything less. */
export function formatPhone(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length === 10 ? `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}` : '--'
}

/** A date (or date-time) of an upstream as MM/DD/YYYY, its own day whatever the server's time zone; null when absent. */
export function formatDay(date: string | null | undefined): string | null {
  const day = date?.slice(0, 10)
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return null
  const [year, month, dayOfMonth] = day.split('-')
  return `${month}/${dayOfMonth}/${year}`
}

/**
 * A date `days` from today in the pharmacy's configured zone (New York under the tests), where an access end date is
 * counted (decision 0105): the test's own UTC date is a day ahead of it in the evening.
 */
export function dateIn(days: number) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: 'America/New_York',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(new Date(Date.now() + days * 86_400_000))
  const part = (type: string) => parts.find((entry) => entry.type === type)!.value
  return { month: part('month'), day: part('day'), year: part('year') }
}

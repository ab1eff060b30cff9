import dayjs from 'dayjs'
import { env } from '#app/env.server.ts'

/** The store's wall-clock time now, as a plain dayjs (decision 0021). */
export function storeNow(at = new Date()) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: env().pharmacyTimeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  )
  return dayjs(`${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}:${parts.second}`)
}

/** Today at the pharmacy, YYYY-MM-DD: what an access end date, an enrolment's end and 'tomorrow' count from. */
export const pharmacyToday = () => storeNow().format('YYYY-MM-DD')

import { redirect } from '@remix-run/node'
import { bannerFor } from '#app/banners/banner.server.ts'

/**
 * Auto refill's pages exist only on banners that have it (spec 2 section 6: not the mail-order banner); elsewhere
 * they go to the dashboard, like any /rx path that is not there (decision 0068). Actions read their form first.
 */
export function requireAutoRefillBanner(request: Request) {
  const { pharmacy } = bannerFor(request)
  if (!pharmacy.autoRefills) throw redirect('/rx/dashboard')
  return pharmacy
}

import type { AppLoadContext } from '@remix-run/node'
import { formatAddress } from '#app/ui/format.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import { pharmacyHours } from './pharmacy-hours.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { STORE_PAGES, pharmacyHoursTexts, storeMessages } from './store.messages.server.ts'
import { storesClient } from './store-search.server.ts'

const answer = (text: string, status: number) =>
  new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8' } })

/**
 * A store's page at spec 2's store URLs (`/stores/grocery/st/city/store-name/{division}/{store}`, and
 * `/stores/pharmacy/state/city/{division}/{store}` where old pharmacy links go): the store as the pharmacy locator
 * knows it by facility id. A malformed or unknown id is a 404; the locator away, spec 2's store sentence as a 503.
 */
export async function loadStoreDetails(
  request: Request,
  context: AppLoadContext,
  params: { division?: string; store?: string },
) {
  const { language } = context
  const t = storeMessages(language)
  const { division = '', store = '' } = params
  if (!/^\d{3}$/.test(division) || !/^\d{5}$/.test(store)) throw answer(t('notFound'), 404)
  const client = await storesClient(request, context)
  const facility = await fetchFacilities(client, [`${division}${store}`]).then(
    (found) => found[0],
    (error: unknown) => {
      if (isUpstreamError(error)) throw answer(t('storeSearchFailed'), 503)
      throw error
    },
  )
  if (!facility) throw answer(t('notFound'), 404)
  return {
    texts: textsOf(STORE_PAGES, language),
    name: facility.vanityName,
    address: formatAddress(facility.address, { lines: true }),
    phone: facility.phone ?? null,
    hours: pharmacyHours(facility, pharmacyHoursTexts(language)),
  }
}

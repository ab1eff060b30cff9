import { data, type AppLoadContext } from '@remix-run/node'
import { formatAddress, type PostalAddress } from '#app/ui/format.ts'
import { clientKey, createRateLimiter } from '#app/security/rate-limit.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { upstreamOf } from '#app/upstream/request.server.ts'
import type { Store } from '#app/upstream/store-search.schema.ts'
import { storeSearch } from '#app/upstream/store-search.server.ts'
import {
  STORE_FILTERS,
  STORE_PAGE_SIZE,
  isSearchText,
  STORE_LOCATOR_PATH,
  storeDetailsUrl,
  storeSearchHref,
  storeSearchQueryOf,
} from './store-search-rules.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { STORE_PAGES, storeMessages } from './store.messages.server.ts'

/**
 * The stores' pages are public: the request's client as it is, without the customer's token (not the stores service's
 * business) and without sign-in consequences (a refused call is the stores' failure to show, never a trip to sign in).
 */
export function storesClient(request: Request, context: AppLoadContext) {
  return upstreamOf(request, context)
}

/** Searches per client and minute (decision 0071): the pages are public GETs, easy to script against the service. */
export const STORE_SEARCHES_PER_MINUTE = 30
const searchesByClient = createRateLimiter({
  name: 'store-search',
  windowMs: 60 * 1000,
  max: STORE_SEARCHES_PER_MINUTE,
})

/**
 * A search a page runs (the locator's, the pharmacy's in transfer): nothing asked, refused as too short or as one too
 * many, failed with spec 2's sentence, or its results.
 */
export async function searchOrMessage<T>(context: AppLoadContext, text: string, search: () => Promise<T>) {
  const t = storeMessages(context.language)
  if (!text) return { error: null, results: null, limited: false }
  if (!isSearchText(text)) return { error: t('searchTooShort'), results: null, limited: false }
  if (!(await searchesByClient.hit([clientKey(context)])).allowed)
    return { error: t('tooManySearches'), results: null, limited: true }
  try {
    return { error: null, results: await search(), limited: false }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return { error: t('storeSearchFailed'), results: null, limited: false }
  }
}

/** A store's facility id: its division's 3 digits and its store number's 5. */
const facilityIdOf = (store: Store) => `${store.divisionNumber}${store.storeNumber}`

const postalAddressOf = ({ address }: Store): PostalAddress => ({
  address1: address.addressLine1,
  address2: address.addressLine2,
  city: address.city,
  state: address.stateCode,
  zipCode: address.zip,
})

/** Our pharmacies by place or name: the store search with the Pharmacy filter (transfer's pharmacy locator). */
export async function pharmaciesMatching(request: Request, context: AppLoadContext, text: string) {
  const { stores } = await storeSearch(await storesClient(request, context), text, ['PHARMACY'])
  return stores.map((store) => ({
    facilityId: facilityIdOf(store),
    name: store.vanityName,
    phone: store.pharmacy?.phoneNumber ?? null,
    address: postalAddressOf(store),
  }))
}

const isFilter = (code: string): code is (typeof STORE_FILTERS)[number] =>
  (STORE_FILTERS as readonly string[]).includes(code)

function storeCardOf(store: Store, language: Language) {
  const texts = textsOf(STORE_PAGES, language)
  const t = storeMessages(language)
  return {
    key: facilityIdOf(store),
    banner: store.banner,
    name: store.vanityName,
    address: formatAddress(postalAddressOf(store), { lines: true }),
    distance:
      store.distance === null || store.distance === undefined
        ? null
        : t('distance', { miles: store.distance.toFixed(1) }),
    storePhone: store.phoneNumber ?? null,
    pharmacyPhone: store.pharmacy?.phoneNumber ?? null,
    departments: (store.departments ?? []).flatMap(({ code }) => (isFilter(code) ? [texts[code]] : [])),
    detailsLabel: t('detailsOf', { name: store.vanityName }),
    detailsHref: storeDetailsUrl(facilityIdOf(store)),
  }
}

/**
 * /stores/search ('Find a Store'): a GET form, so a search is a URL. The stores come a page of ten at a time from
 * page 0; a new search starts at page 0 again (the form sends no page), and Clear Search is the page without a query.
 */
export async function loadStoreSearch(request: Request, context: AppLoadContext) {
  const { language } = context
  const texts = textsOf(STORE_PAGES, language)
  const t = storeMessages(language)
  const query = storeSearchQueryOf(new URL(request.url).searchParams)
  const client = await storesClient(request, context)
  const search = query.tooShort
    ? { error: t('searchTooShort'), results: null, limited: false }
    : await searchOrMessage(context, query.searchText, () => storeSearch(client, query.searchText, query.filters))
  const stores = search.results?.stores ?? []
  const pages = Math.max(1, Math.ceil(stores.length / STORE_PAGE_SIZE))
  const page = Math.min(query.page, pages - 1)
  const shown = stores.slice(page * STORE_PAGE_SIZE, (page + 1) * STORE_PAGE_SIZE)
  const body = {
    texts,
    searchText: query.searchText,
    filters: STORE_FILTERS.map((code) => ({ code, label: texts[code], checked: query.filters.includes(code) })),
    // Too short is the field's to say; anything else the page's.
    tooShort: query.tooShort,
    error: search.error,
    found: search.results ? t('found', { count: stores.length }) : null,
    stores: shown.map((store) => storeCardOf(store, language)),
    paging:
      pages > 1
        ? {
            text: t('page', { page: page + 1, pages }),
            previous: page > 0 ? storeSearchHref(STORE_LOCATOR_PATH, query, page - 1) : null,
            next: page < pages - 1 ? storeSearchHref(STORE_LOCATOR_PATH, query, page + 1) : null,
          }
        : null,
    fuel: search.results?.shouldShowFuelMessage
      ? (search.results.fuel ?? []).map((store) => storeCardOf(store, language))
      : null,
    searched: Boolean(query.searchText),
  }
  // A search the form would refuse (under three letters): the page with its message, as a 400; one too many, a 429.
  return data(body, { status: query.tooShort ? 400 : search.limited ? 429 : 200 })
}

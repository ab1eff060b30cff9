/** Spec 2 section 5 'Search text': at least three characters, spaces not counted. */
export function isSearchText(text: string) {
  return text.replace(/\s/g, '').length >= 3
}

/** The filters a search may carry (decision 0071): department codes; the page names them (`STORE_PAGES`). */
export const STORE_FILTERS = ['PHARMACY', 'FUEL', 'PICKUP', 'DELIVERY'] as const

/** The store locator's page (decision 0071). */
export const STORE_LOCATOR_PATH = '/stores/search'

/** Stores per page of results; pages count from 0 (spec 2 section 9 'store locator page 0'). */
export const STORE_PAGE_SIZE = 10
const MAX_SEARCH_LENGTH = 100
const MAX_PAGE = 50

/**
 * The locator's GET query: the search text (trimmed, bounded), only the known filters chosen (spec 2 section 5: only
 * selected filter values are sent), and the page. A text under three characters is refused before anything is asked.
 */
export function storeSearchQueryOf(params: URLSearchParams) {
  const searchText = (params.get('searchText') ?? '').trim().slice(0, MAX_SEARCH_LENGTH)
  const chosen = new Set(params.getAll('filter'))
  const filters = STORE_FILTERS.filter((code) => chosen.has(code))
  const page = Number(params.get('page') ?? 0)
  return {
    searchText,
    filters,
    page: Number.isInteger(page) && page >= 0 && page <= MAX_PAGE ? page : 0,
    tooShort: Boolean(searchText) && !isSearchText(searchText),
  }
}
type StoreSearchQuery = ReturnType<typeof storeSearchQueryOf>

/** A query's URL on the locator, at a page. */
export function storeSearchHref(path: string, query: StoreSearchQuery, page: number) {
  const params = new URLSearchParams([
    ['searchText', query.searchText],
    ...query.filters.map((code) => ['filter', code]),
  ])
  if (page > 0) params.set('page', String(page))
  return `${path}?${params}`
}

/** Spec 2 section 2: /stores/grocery/st/city/store-name/{first 3 chars of facilityId}/{rest} (the words are literal). */
export function storeDetailsUrl(facilityId: string) {
  return `/stores/grocery/st/city/store-name/${encodeURIComponent(facilityId.slice(0, 3))}/${encodeURIComponent(facilityId.slice(3))}`
}

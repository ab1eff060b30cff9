import { describe, expect, it } from 'vitest'
import { loader as storeSearchLoader } from '#app/routes/stores+/search.tsx'
import { loader as storeDetailsLoader } from '#app/routes/stores+/grocery.st.city.store-name.$division.$store.tsx'
import { loader as pharmacyDetailsLoader } from '#app/routes/stores+/pharmacy.state.city.$division.$store.tsx'
import { isSearchText, storeDetailsUrl, storeSearchQueryOf } from '#app/stores/store-search-rules.ts'
import { STORE_SEARCHES_PER_MINUTE } from '#app/stores/store-search.server.ts'
import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import { isGraphqlFailure } from '#app/upstream/graphql.ts'
import { STORE_SEARCH_PATH, storeSearchAnswerSchema } from '#app/upstream/store-search.schema.ts'
import { dataOf, signIn } from '#tests/utils/link-steps.ts'
import { loader as customerTransferLoader } from '#app/routes/rx+/transfer-prescriptions+/_index.tsx'
import { get, settle } from '#tests/utils/requests.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: testContext() })

type Search = {
  searchText: string
  error: string | null
  found: string | null
  stores: Array<{
    name: string
    banner: string
    distance: string | null
    pharmacyPhone: string | null
    detailsHref: string
    departments: string[]
  }>
  paging: { text: string; previous: string | null; next: string | null } | null
  fuel: Array<{ name: string }> | null
  filters: Array<{ code: string; checked: boolean }>
  searched: boolean
}
const search = async (query = '') => {
  const answer = (await storeSearchLoader(args(get(`/stores/search${query}`)))) as { init: { status: number } | null }
  return { ...dataOf<Search>(answer), status: answer.init?.status ?? 200 }
}

describe('store search rules (spec 2 section 5)', () => {
  it('asks for three characters at least, spaces not counted', () => {
    expect(isSearchText('452')).toBe(true)
    expect(isSearchText(' 4 5 ')).toBe(false)
    expect(isSearchText('ab')).toBe(false)
  })

  it('sends only the chosen, known filters, and pages from 0', () => {
    const query = storeSearchQueryOf(new URLSearchParams('searchText= Cincinnati &filter=FUEL&filter=BOGUS&page=1'))
    expect(query).toEqual({ searchText: 'Cincinnati', filters: ['FUEL'], page: 1, tooShort: false })
    expect(storeSearchQueryOf(new URLSearchParams('searchText=ab&page=-1'))).toEqual(
      expect.objectContaining({ page: 0, tooShort: true }),
    )
    expect(storeSearchQueryOf(new URLSearchParams('page=x')).page).toBe(0)
  })

  it('reads a GraphQL answer as failed when an error names the operation, by message or path, or data is null', () => {
    const data = { storeSearch: { stores: [] } }
    expect(isGraphqlFailure({ data }, 'storeSearch')).toBe(false)
    expect(isGraphqlFailure({ data: null }, 'storeSearch')).toBe(true)
    expect(isGraphqlFailure({ data, errors: [{ message: 'storeSearch timed out' }] }, 'storeSearch')).toBe(true)
    expect(isGraphqlFailure({ data, errors: [{ message: 'Boom', path: ['storeSearch', 0] }] }, 'storeSearch')).toBe(
      true,
    )
    // An error that names something else leaves the data usable.
    expect(isGraphqlFailure({ data, errors: [{ message: 'Boom', path: ['weeklyAd'] }] }, 'storeSearch')).toBe(false)
    expect(isGraphqlFailure({ data, errors: [{ message: 'Deprecated argument' }] }, 'storeSearch')).toBe(false)
    // Errors are cut to size, not refused: a long one about something else still leaves the stores.
    const longError = { data: { storeSearch: { stores: [] } }, errors: [{ message: 'x'.repeat(5000) }] }
    expect(storeSearchAnswerSchema.safeParse(longError).success).toBe(true)
  })

  it("links a store's details in spec 2's pattern: the facility id's first 3 characters, then the rest", () => {
    expect(storeDetailsUrl('01400352')).toBe('/stores/grocery/st/city/store-name/014/00352')
  })
})

describe('the store locator (issue 19)', () => {
  it('finds the stores of a city, nearest first, ten to a page from page 0', async () => {
    const first = await search('?searchText=Cincinnati')
    expect(first.found).toBe('12 stores found')
    expect(first.stores).toHaveLength(10)
    expect(first.stores[0]).toEqual(
      expect.objectContaining({
        name: 'Kroger Pharmacy Vine Street',
        banner: 'Kroger',
        distance: '0.4 mi',
        pharmacyPhone: '513-555-0170',
        departments: ['Pharmacy', 'Pickup', 'Delivery'],
        detailsHref: '/stores/grocery/st/city/store-name/014/00352',
      }),
    )
    expect(first.paging).toEqual({
      text: 'Page 1 of 2',
      previous: null,
      next: '/stores/search?searchText=Cincinnati&page=1',
    })
    const second = await search('?searchText=Cincinnati&page=1')
    expect(second.stores).toHaveLength(2)
    expect(second.paging?.previous).toBe('/stores/search?searchText=Cincinnati')
    // A page past the last shows the last.
    expect((await search('?searchText=Cincinnati&page=9')).stores).toEqual(second.stores)
  })

  it('finds by ZIP code and by banner, and shows the fuel centers when the answer says so', async () => {
    const downtown = await search('?searchText=45202')
    expect(downtown.stores.map((store) => store.name)).toEqual(['Kroger Pharmacy Vine Street', 'Kroger Court Street'])
    expect(downtown.fuel).toBeNull()
    const kroger = await search('?searchText=Kroger')
    expect(kroger.found).toBe('14 stores found')
    expect(kroger.stores.every((store) => store.banner === 'Kroger')).toBe(true)
    expect(kroger.fuel?.map((store) => store.name)).toContain('Kroger Fuel Center Mt. Washington')
  })

  it('sends the search text, the chosen filters only and the operation name', async () => {
    const recorder = recordUpstreamCalls((request) => new URL(request.url).pathname === STORE_SEARCH_PATH)
    const pharmacies = await search('?searchText=Cincinnati&filter=PHARMACY')
    await recorder.stop()
    expect(recorder.calls).toHaveLength(1)
    expect(recorder.calls[0]!.body).toEqual(
      expect.objectContaining({
        operationName: 'storeSearch',
        variables: { searchText: 'Cincinnati', filters: ['PHARMACY'] },
        query: expect.stringContaining('storeSearch(searchText: $searchText, filters: $filters)'),
      }),
    )
    expect(pharmacies.stores.map((store) => store.name)).toEqual([
      'Kroger Pharmacy Vine Street',
      'Kroger Pharmacy Hyde Park',
    ])
    expect(pharmacies.filters.filter((filter) => filter.checked).map((filter) => filter.code)).toEqual(['PHARMACY'])
  })

  it('refuses under three letters with a 400 and asks nothing; an empty or cleared search shows no results', async () => {
    const recorder = recordUpstreamCalls((request) => new URL(request.url).pathname === STORE_SEARCH_PATH)
    const short = await search('?searchText=%20a%20b%20')
    const empty = await search()
    await recorder.stop()
    expect(recorder.calls).toEqual([])
    expect(short).toEqual(
      expect.objectContaining({ status: 400, error: 'Enter at least the first three letters', stores: [] }),
    )
    expect(empty).toEqual(
      expect.objectContaining({ status: 200, error: null, found: null, searched: false, searchText: '' }),
    )
  })

  it('limits the searches of one client to a number a minute, with a 429 that says so', async () => {
    const context = testContext({ clientAddress: '10.8.0.1' })
    const searchAs = async () => {
      const answer = (await storeSearchLoader({
        request: get('/stores/search?searchText=45202'),
        params: {},
        context,
      })) as {
        data: Search
        init: { status: number } | null
      }
      return { error: answer.data.error, status: answer.init?.status ?? 200 }
    }
    for (let index = 0; index < STORE_SEARCHES_PER_MINUTE; index += 1)
      expect(await searchAs()).toEqual({ error: null, status: 200 })
    expect(await searchAs()).toEqual({ error: STORE_TEXTS.tooManySearches, status: 429 })
    // Another client is not held back.
    expect((await search('?searchText=45202')).status).toBe(200)
  })

  it('says a GraphQL error in its own words (spec 2 section 8)', async () => {
    const failed = await search('?searchText=Cincinnati&mockScenario=store-search-graphql-error')
    expect(failed.error).toBe('We’re sorry, store location information cannot be found at this time.')
    expect(failed.stores).toEqual([])
  })
})

describe("transfer's pharmacy locator (issue 19)", () => {
  it("searches with the store search and the Pharmacy filter, never with the customer's token", async () => {
    const cookie = await signIn('shopper@example.com')
    const recorder = recordUpstreamCalls((request) => new URL(request.url).pathname === STORE_SEARCH_PATH)
    const page = await customerTransferLoader(args(get('/rx/transfer-prescriptions?toQuery=45202', { cookie })))
    await recorder.stop()
    expect(page.pharmacies.map((pharmacy) => pharmacy.label)).toContain('Kroger Pharmacy Vine Street')
    expect(recorder.calls).toHaveLength(1)
    expect(recorder.calls[0]!.body).toMatchObject({ variables: { searchText: '45202', filters: ['PHARMACY'] } })
    expect(recorder.calls[0]!.headers.get('authorization')).toBeNull()
  })
})

describe("a store's page", () => {
  it('shows the store at the grocery and the pharmacy URLs, and a 404 for an unknown or malformed one', async () => {
    const vine = await storeDetailsLoader(
      args(get('/stores/grocery/st/city/store-name/014/00352'), { division: '014', store: '00352' }),
    )
    expect(vine).toEqual(
      expect.objectContaining({
        name: 'Kroger Pharmacy Vine Street',
        address: ['1014 Vine St', 'Cincinnati, OH 45202'],
      }),
    )
    const clifton = await pharmacyDetailsLoader(
      args(get('/stores/pharmacy/state/city/014/00493'), { division: '014', store: '00493' }),
    )
    expect(clifton.name).toBe('Kroger Clifton')
    const unknown = (await settle(() =>
      storeDetailsLoader(
        args(get('/stores/grocery/st/city/store-name/999/99999'), { division: '999', store: '99999' }),
      ),
    )) as Response
    expect(unknown.status).toBe(404)
    const malformed = (await settle(() =>
      storeDetailsLoader(args(get('/stores/grocery/st/city/store-name/01/x'), { division: '01', store: 'x' })),
    )) as Response
    expect(malformed.status).toBe(404)
  })
})

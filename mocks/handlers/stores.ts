import { HttpResponse, http } from 'msw'
import { z } from 'zod'
import { STORE_SEARCH_OPERATION, STORE_SEARCH_PATH } from '#app/upstream/store-search.schema.ts'
import { scenarioOf } from '../scenarios.ts'
import { storeDirectory } from '../store-directory.ts'
import { upstreamUrl } from '../upstream-urls.ts'

const searchRequestSchema = z.object({
  operationName: z.literal(STORE_SEARCH_OPERATION),
  query: z.string().max(4000),
  variables: z.object({ searchText: z.string().max(100), filters: z.array(z.string().max(40)).max(10) }),
})

/** The stores service's GraphQL endpoint: `storeSearch` only, as GraphQL answers (errors in a 200). */
export const storeHandlers = [
  http.post(upstreamUrl('stores', STORE_SEARCH_PATH), async ({ request }) => {
    const parsed = searchRequestSchema.safeParse(await request.json().catch(() => null))
    if (!parsed.success)
      return HttpResponse.json({ data: null, errors: [{ message: 'Unknown operation or variables' }] }, { status: 400 })
    if (scenarioOf(request) === 'store-search-graphql-error')
      return HttpResponse.json({
        data: null,
        errors: [
          {
            message: 'Exception while fetching data',
            path: [STORE_SEARCH_OPERATION],
            locations: [{ line: 2, column: 3 }],
          },
        ],
      })
    const { searchText, filters } = parsed.data.variables
    return HttpResponse.json({ data: { [STORE_SEARCH_OPERATION]: storeDirectory.search(searchText, filters) } })
  }),
]

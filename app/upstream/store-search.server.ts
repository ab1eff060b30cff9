import type { UpstreamClient } from './request.server.ts'
import {
  STORE_SEARCH_OPERATION,
  STORE_SEARCH_PATH,
  STORE_SEARCH_QUERY,
  storeSearchAnswerSchema,
} from './store-search.schema.ts'

/** Stores matching a ZIP code, city or name, with the chosen filters only (spec 2 section 5). */
export async function storeSearch(client: UpstreamClient, searchText: string, filters: readonly string[]) {
  const answer = await client.post('stores', STORE_SEARCH_PATH, storeSearchAnswerSchema, {
    endpoint: `${STORE_SEARCH_PATH} ${STORE_SEARCH_OPERATION}`,
    body: {
      query: STORE_SEARCH_QUERY,
      operationName: STORE_SEARCH_OPERATION,
      variables: { searchText, filters },
    },
  })
  return answer.data[STORE_SEARCH_OPERATION]
}

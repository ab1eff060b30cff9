import { z } from 'zod'
import { graphqlAnswerSchema } from './graphql.ts'

/**
 * The stores service's search (spec 2 section 7: `POST /stores/api/graphql`, operation `storeSearch` with the search
 * text and the chosen filters; it answers stores, fuel stores and `shouldShowFuelMessage`). The fields are spec 2's
 * 'Store search result'; their types are decision 0071's.
 */
export const STORE_SEARCH_PATH = '/stores/api/graphql'
export const STORE_SEARCH_OPERATION = 'storeSearch'

const storeFields = `banner vanityName divisionNumber storeNumber phoneNumber showWeeklyAd
  showShopThisStoreAndPreferredStoreButtons distance latitude longitude
  address { addressLine1 addressLine2 city countryCode stateCode zip } pharmacy { phoneNumber } departments { code }`

export const STORE_SEARCH_QUERY = `query ${STORE_SEARCH_OPERATION}($searchText: String!, $filters: [String!]!) {
  ${STORE_SEARCH_OPERATION}(searchText: $searchText, filters: $filters) {
    stores { ${storeFields} }
    fuel { ${storeFields} }
    shouldShowFuelMessage
  }
}`

const text = (max: number) => z.string().max(max)

export const storeSchema = z.object({
  banner: text(60),
  vanityName: text(120),
  /** With the store number, the store's facility id: its first 3 characters and the rest (spec 2 section 2). */
  divisionNumber: z.string().regex(/^\d{3}$/),
  storeNumber: z.string().regex(/^\d{5}$/),
  phoneNumber: text(20).nullish(),
  showWeeklyAd: z.boolean().nullish(),
  showShopThisStoreAndPreferredStoreButtons: z.boolean().nullish(),
  /** Miles from the searched place. */
  distance: z.number().nonnegative().nullish(),
  latitude: z.number().nullish(),
  longitude: z.number().nullish(),
  address: z.object({
    addressLine1: text(120),
    addressLine2: text(120).nullish(),
    city: text(60),
    countryCode: text(3).nullish(),
    stateCode: text(3),
    zip: text(10),
  }),
  pharmacy: z.object({ phoneNumber: text(20).nullish() }).nullish(),
  departments: z
    .array(z.object({ code: text(40) }))
    .max(60)
    .nullish(),
})
export type Store = z.infer<typeof storeSchema>

export const storeSearchAnswerSchema = graphqlAnswerSchema(
  z.object({
    [STORE_SEARCH_OPERATION]: z.object({
      stores: z.array(storeSchema).max(200),
      fuel: z.array(storeSchema).max(200).nullish(),
      shouldShowFuelMessage: z.boolean().nullish(),
    }),
  }),
  STORE_SEARCH_OPERATION,
)

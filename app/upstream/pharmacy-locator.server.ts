import type { UpstreamClient } from './request.server.ts'
import {
  PHARMACY_LOCATOR_PATHS,
  competitorListResponseSchema,
  facilitiesResponseSchema,
} from './pharmacy-locator.schema.ts'

/** The pharmacy locator's calls (atlas), one function each. */

export async function fetchFacilities(client: UpstreamClient, facilityIds: string[]) {
  if (facilityIds.length === 0) return []
  const response = await client.get('atlas', PHARMACY_LOCATOR_PATHS.facilities, facilitiesResponseSchema, {
    query: { 'filter.id': [...new Set(facilityIds)].join(',') },
  })
  return response.data
}

/** The pharmacy a guest names by its phone number (atlas v2 `filter.phoneNumber`). */
export async function findFacilityByPhone(client: UpstreamClient, phoneNumber: string) {
  const response = await client.get('atlas', PHARMACY_LOCATOR_PATHS.facilities, facilitiesResponseSchema, {
    query: { 'filter.phoneNumber': phoneNumber },
  })
  return response.data[0]
}

/** Other chains' pharmacies by name, ZIP code or city (atlas v1 `filter.query`). */
export async function searchCompetitors(client: UpstreamClient, query: string) {
  return (
    await client.get('atlas', PHARMACY_LOCATOR_PATHS.competitorList, competitorListResponseSchema, {
      query: { 'filter.query': query },
    })
  ).data
}

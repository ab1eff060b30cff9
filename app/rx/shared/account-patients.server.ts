import type { AppLoadContext } from '@remix-run/node'
import { fetchPatients } from '#app/upstream/rx-api.server.ts'
import { fetchRelationships } from '#app/upstream/rx-link-api.server.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { oncePerRequest } from '#app/upstream/once-per-request.server.ts'

/**
 * The account's patients, asked once per request by the loaders of one page (the profile and the panel over it).
 * Loaders only: an action changes them, and the loaders after it must see the change.
 */
export const patientsForPage = oncePerRequest((_context: AppLoadContext, client: UpstreamClient) =>
  fetchPatients(client),
)

/** The customer's relationships (patient access), asked once per request by a page's loaders; loaders only. */
export const relationshipsForPage = oncePerRequest((_context: AppLoadContext, client: UpstreamClient) =>
  fetchRelationships(client),
)

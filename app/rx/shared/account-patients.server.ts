import type { AppLoadContext } from '@remix-run/node'
import { fetchPatientPrograms, fetchPatients } from '#app/upstream/rx-api.server.ts'
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

/** The programs the pharmacy offers, asked once per request by a page's loaders (the profile and its marketing panel). */
export const programsForPage = oncePerRequest((_context: AppLoadContext, client: UpstreamClient) =>
  fetchPatientPrograms(client),
)

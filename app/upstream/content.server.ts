import { LRUCache } from 'lru-cache'
import {
  TEXT_COLLECTIONS,
  bannerMessageResponseSchema,
  navigationPath,
  navigationResponseSchema,
  textCollectionPath,
  type NavigationName,
} from './content.schema.ts'
import type { UpstreamClient } from './request.server.ts'

/**
 * The content service's objects are public (spec 1 section 7: the navigation call carries nothing; spec 2: 'cached
 * per id'), the same for every visitor, so each instance keeps them a minute (decision 0091): every pharmacy page
 * asks for two of them. Concurrent misses share one call; a failure is not kept. Callers share the objects: they only
 * read them.
 */
const CONTENT_TTL_MS = 60_000
const contentCache = new LRUCache<string, object, () => Promise<object>>({
  max: 32,
  ttl: CONTENT_TTL_MS,
  fetchMethod: (_path, _stale, { context: load }) => load(),
})

/** Each test starts with an empty cache, as each test resets the simulated back office. */
export const forgetCachedContent = () => contentCache.clear()

async function publicContent<T extends object>(
  client: UpstreamClient,
  path: string,
  load: (client: UpstreamClient) => Promise<T>,
): Promise<T> {
  // No token (the content is not the customer's, and a refusal here must not end a sign-in) and no request's signal
  // (the call may serve other requests than the one that started it).
  const anonymous = client.with({
    accessToken: undefined,
    signal: undefined,
    onUnauthorized: undefined,
    onForbidden: undefined,
  })
  if (client.mockScenario) return load(anonymous)
  const content = await contentCache.fetch(path, { context: () => load(anonymous) })
  // Undefined only when the cache itself dropped the call under way (cleared): asked again, uncached.
  return (content as T | undefined) ?? load(anonymous)
}

export async function fetchNavigation(client: UpstreamClient, name: NavigationName) {
  const path = navigationPath(name)
  const response = await publicContent(client, path, (anonymous) =>
    anonymous.get('content', path, navigationResponseSchema, {
      endpoint: '/content/v2/objects/navigation/1.0.0/{name}.json',
    }),
  )
  return response.data.menu.children
}

/** The pharmacy pages' dynamic banner message. */
export async function fetchBannerMessage(client: UpstreamClient) {
  const path = textCollectionPath(TEXT_COLLECTIONS.dynamicBannerMessage)
  const response = await publicContent(client, path, (anonymous) =>
    anonymous.get('content', path, bannerMessageResponseSchema),
  )
  return response.data.textCollection
}

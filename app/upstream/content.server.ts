import {
  TEXT_COLLECTIONS,
  bannerMessageResponseSchema,
  navigationPath,
  navigationResponseSchema,
  textCollectionPath,
  type NavigationName,
} from './content.schema.ts'
import type { UpstreamClient } from './request.server.ts'

export async function fetchNavigation(client: UpstreamClient, name: NavigationName) {
  const response = await client.get('content', navigationPath(name), navigationResponseSchema, {
    endpoint: '/content/v2/objects/navigation/1.0.0/{name}.json',
  })
  return response.data.menu.children
}

/** The pharmacy pages' dynamic banner message. */
export async function fetchBannerMessage(client: UpstreamClient) {
  const response = await client.get(
    'content',
    textCollectionPath(TEXT_COLLECTIONS.dynamicBannerMessage),
    bannerMessageResponseSchema,
  )
  return response.data.textCollection
}

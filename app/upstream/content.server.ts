import { navigationPath, navigationResponseSchema, type NavigationName } from './content.schema.ts'
import type { UpstreamClient } from './request.server.ts'

export async function fetchNavigation(client: UpstreamClient, name: NavigationName) {
  const response = await client.get('content', navigationPath(name), navigationResponseSchema, {
    endpoint: '/content/v2/objects/navigation/1.0.0/{name}.json',
  })
  return response.data.menu.children
}

import { z } from 'zod'

export const NAVIGATION_NAMES = { authenticated: 'health/left-nav', unauthenticated: 'health/unauth-left-nav' } as const
export type NavigationName = (typeof NAVIGATION_NAMES)[keyof typeof NAVIGATION_NAMES]

export const navigationPath = (name: NavigationName) => `/content/v2/objects/navigation/1.0.0/${name}.json`

export type NavigationItem = {
  title: string
  url: string
  icon?: string | null
  isParent?: boolean
  children?: NavigationItem[]
}

const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
  z.object({
    title: z.string(),
    url: z.string(),
    icon: z.string().nullish(),
    isParent: z.boolean().optional(),
    children: z.array(navigationItemSchema).optional(),
  }),
)

export const navigationResponseSchema = z.object({
  data: z.object({ menu: z.object({ children: z.array(navigationItemSchema) }) }),
})

/** The pharmacy pages' text collections (decision 0019). */
export const TEXT_COLLECTIONS = { dynamicBannerMessage: 'pharmacy/dynamic-banner-message-text' } as const
export const textCollectionPath = (id: string) => `/content/v2/objects/textcollection/1.0.0/${id}.json`
export const bannerMessageResponseSchema = z.object({
  data: z.object({
    textCollection: z.object({
      active: z.boolean(),
      messageText: z.string().nullish(),
      messageKind: z.string().nullish(),
      messageClass: z.string().nullish(),
    }),
  }),
})

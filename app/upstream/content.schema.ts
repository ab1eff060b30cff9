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

export const navigationItemSchema: z.ZodType<NavigationItem> = z.lazy(() =>
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

import { z } from 'zod'

export const CUSTOMER_PROFILE_PATH = '/atlas/v1/customer-profile/v1/profile'

/** The profile service's own shape; the app maps it (app/account/profile.ts). */
const upstreamAddressSchema = z.object({
  type: z.string(),
  addressLines: z.array(z.string()).optional(),
  cityTown: z.unknown().optional(),
  stateProvince: z.unknown().optional(),
  postalCode: z.unknown().optional(),
  countryCode: z.string().optional(),
})

export const upstreamProfileSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  emails: z.array(z.object({ address: z.string(), verifiedDate: z.string().nullish() })).default([]),
  loyaltyCardNumber: z.string().nullish(),
  phones: z
    .object({
      mobile: z.object({ original: z.string(), verifiedDate: z.string().nullish() }).nullish(),
      home: z.string().nullish(),
    })
    .default({}),
  createdDate: z.string().nullish(),
  addresses: z.array(upstreamAddressSchema).default([]),
  bannerSpecificDetails: z
    .array(
      z.object({
        banner: z.string(),
        preferredStoreNumber: z.string().nullish(),
        preferredStoreDivisionNumber: z.string().nullish(),
        communityRewardsEnabled: z.boolean().optional(),
      }),
    )
    .default([]),
  relevantAdsOptIn: z.boolean().optional(),
})
export type UpstreamProfile = z.infer<typeof upstreamProfileSchema>

export const customerProfileResponseSchema = z.object({
  data: z.object({ customerProfile: upstreamProfileSchema }),
})

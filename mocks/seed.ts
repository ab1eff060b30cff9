import type { UpstreamProfile } from '#app/upstream/customer-profile.schema.ts'

/** The demo accounts listed in the README. All use the password 'Password1'. */
export type SeedAccount = {
  userId: string
  email: string
  password: string
  firstName: string
  lastName: string
  emailVerified: boolean
  authorities: 'legacy' | 'newer'
  profile: UpstreamProfile
}

export const DEMO_PASSWORD = 'Password1'

function profileOf(
  account: Omit<SeedAccount, 'profile' | 'password'>,
  extra: Partial<UpstreamProfile> = {},
): UpstreamProfile {
  return {
    id: account.userId,
    firstName: account.firstName,
    lastName: account.lastName,
    emails: [{ address: account.email, verifiedDate: account.emailVerified ? '2021-06-02T09:15:00-04:00' : null }],
    loyaltyCardNumber: null,
    phones: {},
    createdDate: '2021-06-01T22:30:00-04:00',
    addresses: [],
    bannerSpecificDetails: [],
    ...extra,
  }
}

export function seedAccounts(): SeedAccount[] {
  const shopper = {
    userId: '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a01',
    email: 'shopper@example.com',
    firstName: 'Sam',
    lastName: 'Shopper',
    emailVerified: true,
    authorities: 'legacy' as const,
  }
  const unverified = {
    userId: '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a02',
    email: 'unverified@example.com',
    firstName: 'Uma',
    lastName: 'Unverified',
    emailVerified: false,
    authorities: 'legacy' as const,
  }
  const newcomer = {
    userId: '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a03',
    email: 'new@example.com',
    firstName: 'Nia',
    lastName: 'Newman',
    emailVerified: true,
    // On the newer authentication model: once this browser knows it, /signin hands over to the identity provider.
    authorities: 'newer' as const,
  }
  const googleLink = {
    userId: '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a04',
    email: 'google-link@example.com',
    firstName: 'Gail',
    lastName: 'Linker',
    emailVerified: true,
    authorities: 'legacy' as const,
  }
  // The large account (issue 34): twelve patients, 400 prescriptions (mocks/caregiver-seed.ts).
  const caregiver = {
    userId: '5f1c2a9e-0d4b-4f7e-9a51-6c3b2e1d0a05',
    email: 'caregiver@example.com',
    firstName: 'Cora',
    lastName: 'Carter',
    emailVerified: true,
    authorities: 'legacy' as const,
  }
  return [
    {
      ...shopper,
      password: DEMO_PASSWORD,
      profile: profileOf(shopper, {
        loyaltyCardNumber: '49012345678',
        phones: {
          mobile: { original: '(513) 555-0142', verifiedDate: '2022-01-10T12:00:00-05:00' },
          home: '(513) 555-0100',
        },
        addresses: [
          {
            type: 'home',
            // The profile service sends address lines in reverse order.
            addressLines: ['Apt 4B', '1014 Vine St'],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45202',
            countryCode: 'US',
          },
          {
            type: 'billing',
            addressLines: ['PO Box 12'],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45201',
          },
        ],
        bannerSpecificDetails: [
          {
            banner: 'kroger',
            preferredStoreNumber: '00352',
            preferredStoreDivisionNumber: '014',
            communityRewardsEnabled: true,
          },
        ],
        relevantAdsOptIn: true,
      }),
    },
    { ...unverified, password: DEMO_PASSWORD, profile: profileOf(unverified) },
    { ...newcomer, password: DEMO_PASSWORD, profile: profileOf(newcomer) },
    { ...googleLink, password: DEMO_PASSWORD, profile: profileOf(googleLink) },
    {
      ...caregiver,
      password: DEMO_PASSWORD,
      profile: profileOf(caregiver, {
        loyaltyCardNumber: '49087654321',
        phones: { mobile: { original: '(513) 555-0177', verifiedDate: '2022-03-01T12:00:00-05:00' } },
        addresses: [
          {
            type: 'home',
            addressLines: ['812 Delta Ave'],
            cityTown: 'Cincinnati',
            stateProvince: 'OH',
            postalCode: '45208',
            countryCode: 'US',
          },
        ],
        bannerSpecificDetails: [
          {
            banner: 'kroger',
            preferredStoreNumber: '00352',
            preferredStoreDivisionNumber: '014',
            communityRewardsEnabled: false,
          },
        ],
      }),
    },
  ]
}

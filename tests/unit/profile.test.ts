import { HttpResponse, http } from 'msw'
import { describe, expect, it } from 'vitest'
import {
  formatSourceDate,
  mapCustomerProfile,
  mapHomeAddress,
  communityRewardsParticipation,
} from '#app/account/profile.ts'
import { loadCustomerProfile } from '#app/account/profile.server.ts'
import { createUpstreamClient } from '#app/upstream/request.server.ts'
import { CUSTOMER_PROFILE_PATH, type UpstreamProfile } from '#app/upstream/customer-profile.schema.ts'
import { backOffice } from '#mocks/back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const source: UpstreamProfile = {
  id: 'abc-123',
  firstName: 'Sam',
  lastName: 'Shopper',
  emails: [{ address: 'sam@example.com', verifiedDate: '2021-06-01T23:30:00-04:00' }, { address: 'other@example.com' }],
  loyaltyCardNumber: '490',
  phones: { mobile: { original: '(513) 555-0142', verifiedDate: '2022-01-01T00:30:00+09:00' }, home: '(513) 555-0100' },
  createdDate: '2019-12-31T23:59:00Z',
  addresses: [
    { type: 'billing', addressLines: ['PO Box 1'], cityTown: 'X', stateProvince: 'OH', postalCode: '1' },
    {
      type: 'home',
      addressLines: ['Apt 4B', '1014 Vine St'],
      cityTown: 'Cincinnati',
      stateProvince: 'OH',
      postalCode: '45202',
      countryCode: 'US',
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
  relevantAdsOptIn: false,
}

describe('customer profile mapping (spec 1 sections 3 and 4)', () => {
  it('maps every field', () => {
    expect(mapCustomerProfile(source)).toEqual({
      userId: '{abc-123}',
      firstName: 'Sam',
      lastName: 'Shopper',
      emailAddress: 'sam@example.com',
      loyaltyCardNumber: '490',
      mobilePhoneNumber: '(513) 555-0142',
      homePhoneNumber: '(513) 555-0100',
      dateCreated: '12/31/2019',
      dateRegistrationConfirmed: '06/01/2021',
      isEmailConfirmed: true,
      address: {
        addressLine1: '1014 Vine St',
        addressLine2: 'Apt 4B',
        city: 'Cincinnati',
        stateCode: 'OH',
        zip: '45202',
        countryCode: 'US',
      },
      dateMobilePhoneVerified: '01/01/2022',
      bannerSpecificDetails: {
        banner: 'kroger',
        preferredStoreNumber: '00352',
        preferredStoreDivisionNumber: '014',
        communityRewardsEnabled: true,
      },
      relevantAdsOptIn: false,
    })
  })

  it('formats dates in the time zone they came with', () => {
    // 23:30 at -04:00 is already the next day in UTC; the source's own day wins.
    expect(formatSourceDate('2021-06-01T23:30:00-04:00')).toBe('06/01/2021')
    expect(formatSourceDate('2022-01-01T00:30:00+09:00')).toBe('01/01/2022')
    expect(formatSourceDate('2022-01-01T00:30:00+0530')).toBe('01/01/2022')
    expect(formatSourceDate('2020-02-29')).toBe('02/29/2020')
    expect(formatSourceDate('not a date')).toBeNull()
    expect(formatSourceDate(null)).toBeNull()
  })

  it('keeps the home address only when line 1, city, state and zip are strings', () => {
    expect(
      mapHomeAddress([
        { type: 'home', addressLines: ['1 Main St'], cityTown: 'A', stateProvince: 'OH', postalCode: 45202 },
      ]),
    ).toBeNull()
    expect(
      mapHomeAddress([{ type: 'home', addressLines: [], cityTown: 'A', stateProvince: 'OH', postalCode: '1' }]),
    ).toBeNull()
    expect(
      mapHomeAddress([
        { type: 'home', addressLines: ['1 Main St'], cityTown: 'A', stateProvince: 'OH', postalCode: '1' },
      ]),
    ).toEqual({
      addressLine1: '1 Main St',
      city: 'A',
      stateCode: 'OH',
      zip: '1',
    })
    expect(
      mapHomeAddress([
        { type: 'work', addressLines: ['1 Main St'], cityTown: 'A', stateProvince: 'OH', postalCode: '1' },
      ]),
    ).toBeNull()
  })

  it('takes community rewards from the first banner detail, store participation NA', () => {
    expect(communityRewardsParticipation(source)).toEqual({ banner: true, store: 'NA' })
    expect(communityRewardsParticipation({ ...source, bannerSpecificDetails: [] })).toEqual({
      banner: false,
      store: 'NA',
    })
  })
})

describe('loading the profile through the simulated back office', () => {
  const signedIn = () => {
    const account = backOffice.accountByEmail('shopper@example.com')!
    return createUpstreamClient({ correlationId: 'c', accessToken: backOffice.issueAccessToken(account.userId) })
  }

  it('loads and maps the demo shopper', async () => {
    const load = await loadCustomerProfile(signedIn())
    expect(load.status).toBe('loaded')
    if (load.status !== 'loaded') return
    expect(load.profile.firstName).toBe('Sam')
    expect(load.profile.address?.addressLine1).toBe('1014 Vine St')
    expect(load.communityRewards.banner).toBe(true)
  })

  it('reports a network failure as a network error', async () => {
    quietLogs()
    const client = createUpstreamClient({ correlationId: 'c', mockScenario: 'profile-network-error' })
    expect(await loadCustomerProfile(client)).toMatchObject({ status: 'failed', error: { kind: 'network' } })
  })

  it('reports an answered error as customer-facing, with code and status', async () => {
    quietLogs()
    const client = createUpstreamClient({ correlationId: 'c', mockScenario: 'profile-error' })
    expect(await loadCustomerProfile(client)).toMatchObject({
      status: 'failed',
      error: { kind: 'customer-facing', code: 'PROFILE-5001', status: 500 },
    })
  })

  it('reports a malformed profile as customer-facing', async () => {
    quietLogs()
    mockServer.use(
      http.get(`https://atlas.upstream.invalid${CUSTOMER_PROFILE_PATH}`, () => HttpResponse.json({ data: {} })),
    )
    expect(await loadCustomerProfile(signedIn())).toMatchObject({
      status: 'failed',
      error: { kind: 'customer-facing' },
    })
  })
})

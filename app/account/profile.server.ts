import { fetchCustomerProfile } from '#app/upstream/customer-profile.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import {
  communityRewardsParticipation,
  mapCustomerProfile,
  type CustomerProfile,
  type ProfileLoadError,
} from './profile.ts'
import { PROFILE_ERROR_MESSAGES } from './account-texts.ts'

type ProfileLoad =
  | { status: 'loaded'; profile: CustomerProfile; communityRewards: ReturnType<typeof communityRewardsParticipation> }
  | { status: 'failed'; error: ProfileLoadError }

/**
 * Spec 1 section 4 'Profile load'. A network failure and an answered error are
 * reported differently; 401 and 403 have already become redirects in the
 * request layer and pass through.
 */
export async function loadCustomerProfile(client: UpstreamClient): Promise<ProfileLoad> {
  try {
    const source = await fetchCustomerProfile(client)
    return {
      status: 'loaded',
      profile: mapCustomerProfile(source),
      communityRewards: communityRewardsParticipation(source),
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    if (error.category === 'network' || /network/i.test(error.message)) {
      return { status: 'failed', error: { kind: 'network', message: PROFILE_ERROR_MESSAGES.network } }
    }
    return {
      status: 'failed',
      error: {
        kind: 'customer-facing',
        message: PROFILE_ERROR_MESSAGES.customerFacing,
        code: error.code ?? null,
        status: error.status ?? null,
      },
    }
  }
}

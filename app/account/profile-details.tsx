import { formatAddress } from '#app/ui/format.ts'
import type { CustomerProfile } from './profile.ts'

const row = (term: string, value: string | null | undefined) => (
  <div key={term}>
    <dt>{term}</dt>
    <dd>{value || 'Not provided'}</dd>
  </div>
)

export function ProfileDetails({ profile, communityRewards }: { profile: CustomerProfile; communityRewards: boolean }) {
  const { address } = profile
  return (
    <dl className="profile-details">
      {row('Name', `${profile.firstName} ${profile.lastName}`)}
      {row('Email Address', profile.emailAddress)}
      {row('Email Verified', profile.isEmailConfirmed ? `Yes, on ${profile.dateRegistrationConfirmed}` : 'No')}
      {row('Loyalty Card', profile.loyaltyCardNumber)}
      {row('Mobile Phone', profile.mobilePhoneNumber)}
      {row('Home Phone', profile.homePhoneNumber)}
      {row(
        'Home Address',
        address
          ? formatAddress({
              address1: address.addressLine1,
              address2: address.addressLine2,
              city: address.city,
              state: address.stateCode,
              zipCode: address.zip,
            })
          : null,
      )}
      {row('Member Since', profile.dateCreated)}
      {row('Community Rewards', communityRewards ? 'Participating' : 'Not participating')}
    </dl>
  )
}

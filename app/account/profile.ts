import dayjs from 'dayjs'
import utc from 'dayjs/plugin/utc.js'
import type { UpstreamProfile } from '#app/upstream/customer-profile.schema.ts'

dayjs.extend(utc)

export type ProfileAddress = {
  addressLine1: string
  addressLine2?: string
  city: string
  stateCode: string
  zip: string
  countryCode?: string
}

/** Spec 1 section 3: the customer profile as the app uses it. */
export type CustomerProfile = {
  userId: string
  firstName: string
  lastName: string
  emailAddress: string | null
  loyaltyCardNumber: string | null
  mobilePhoneNumber: string | null
  homePhoneNumber: string | null
  dateCreated: string | null
  dateRegistrationConfirmed: string | null
  isEmailConfirmed: boolean
  address: ProfileAddress | null
  dateMobilePhoneVerified: string | null
  bannerSpecificDetails: {
    banner: string
    preferredStoreNumber: string | null
    preferredStoreDivisionNumber: string | null
    communityRewardsEnabled?: boolean
  } | null
  relevantAdsOptIn?: boolean
}

const OFFSET = /(?:([+-])(\d{2}):?(\d{2})|Z)$/

/** MM/DD/YYYY in the time zone the value came with, not the server's. */
export function formatSourceDate(value: string | null | undefined): string | null {
  if (!value) return null
  const parsed = dayjs.utc(value)
  if (!parsed.isValid()) return null
  const offset = OFFSET.exec(value)
  if (!offset) return dayjs(value).format('MM/DD/YYYY')
  const [, sign, hours, minutes] = offset
  const offsetMinutes = sign ? (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes)) : 0
  return parsed.utcOffset(offsetMinutes).format('MM/DD/YYYY')
}

const isString = (value: unknown): value is string => typeof value === 'string'

/** The home address, lines un-reversed; kept only when line 1, city, state and zip are all strings. */
export function mapHomeAddress(addresses: UpstreamProfile['addresses']): ProfileAddress | null {
  const home = addresses.find((address) => address.type.toLowerCase() === 'home')
  if (!home) return null
  const [addressLine1, addressLine2] = [...(home.addressLines ?? [])].reverse()
  const { cityTown: city, stateProvince: stateCode, postalCode: zip } = home
  if (!isString(addressLine1) || !isString(city) || !isString(stateCode) || !isString(zip)) return null
  return {
    addressLine1,
    ...(addressLine2 ? { addressLine2 } : {}),
    city,
    stateCode,
    zip,
    ...(home.countryCode ? { countryCode: home.countryCode } : {}),
  }
}

export function mapCustomerProfile(source: UpstreamProfile): CustomerProfile {
  const email = source.emails[0]
  const banner = source.bannerSpecificDetails[0]
  return {
    userId: `{${source.id}}`,
    firstName: source.firstName,
    lastName: source.lastName,
    emailAddress: email?.address ?? null,
    loyaltyCardNumber: source.loyaltyCardNumber ?? null,
    mobilePhoneNumber: source.phones.mobile?.original ?? null,
    homePhoneNumber: source.phones.home ?? null,
    dateCreated: formatSourceDate(source.createdDate),
    dateRegistrationConfirmed: formatSourceDate(email?.verifiedDate),
    isEmailConfirmed: Boolean(email?.verifiedDate),
    address: mapHomeAddress(source.addresses),
    dateMobilePhoneVerified: formatSourceDate(source.phones.mobile?.verifiedDate),
    bannerSpecificDetails: banner
      ? {
          banner: banner.banner,
          preferredStoreNumber: banner.preferredStoreNumber ?? null,
          preferredStoreDivisionNumber: banner.preferredStoreDivisionNumber ?? null,
          ...(banner.communityRewardsEnabled !== undefined
            ? { communityRewardsEnabled: banner.communityRewardsEnabled }
            : {}),
        }
      : null,
    ...(source.relevantAdsOptIn !== undefined ? { relevantAdsOptIn: source.relevantAdsOptIn } : {}),
  }
}

/** Spec 1 section 4: the banner participates when the first banner detail says so; stores are 'NA'. */
export function communityRewardsParticipation(source: UpstreamProfile) {
  return { banner: source.bannerSpecificDetails[0]?.communityRewardsEnabled === true, store: 'NA' as const }
}

export type ProfileLoadError =
  | { kind: 'network'; message: string }
  | { kind: 'customer-facing'; message: string; code: string | null; status: number | null }

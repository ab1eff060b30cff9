// States and provinces, and a card's billing address as account-address fields and back (spec 3 section 3; pure).
import type { AccountAddress, BillingPayload, CardAddress } from '#app/upstream/wallet-api.schema.ts'
import type { PostalAddress } from '#app/ui/format.ts'

type Region = { code: string; name: string }

export const US_STATES: readonly Region[] = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
]

export const CA_PROVINCES: readonly Region[] = [
  { code: 'AB', name: 'Alberta' },
  { code: 'BC', name: 'British Columbia' },
  { code: 'MB', name: 'Manitoba' },
  { code: 'NB', name: 'New Brunswick' },
  { code: 'NL', name: 'Newfoundland and Labrador' },
  { code: 'NS', name: 'Nova Scotia' },
  { code: 'NT', name: 'Northwest Territories' },
  { code: 'NU', name: 'Nunavut' },
  { code: 'ON', name: 'Ontario' },
  { code: 'PE', name: 'Prince Edward Island' },
  { code: 'QC', name: 'Quebec' },
  { code: 'SK', name: 'Saskatchewan' },
  { code: 'YT', name: 'Yukon' },
]

/** Spec 3: the country is derived from the state or province code. */
export function countryOf(stateCode: string | null | undefined): 'US' | 'CA' | undefined {
  const code = stateCode?.trim().toUpperCase()
  if (!code) return undefined
  if (US_STATES.some((state) => state.code === code)) return 'US'
  if (CA_PROVINCES.some((province) => province.code === code)) return 'CA'
  return undefined
}

/** The address fields shared by account addresses and card billing addresses. */
type AddressFields = Pick<AccountAddress, 'street' | 'unit' | 'locality' | 'region' | 'postalCode' | 'countryCode'>

/** Spec 3: one line = street; two lines = unit then street. The country follows the state, falling back to the stored one, then 'US'. */
export function cardAddressLines(address: AddressFields): BillingPayload {
  const unit = address.unit?.trim()
  return {
    addressLines: unit ? [unit, address.street] : [address.street],
    cityTown: address.locality,
    stateProvince: address.region,
    postalCode: address.postalCode,
    countryCode: countryOf(address.region) ?? address.countryCode ?? 'US',
  }
}

/** The reverse of cardAddressLines: a card's billing address as account-address fields. */
export function accountAddressFromCard(address: CardAddress | null | undefined): AddressFields | undefined {
  if (!address) return undefined
  const [first = '', second] = address.addressLines
  return {
    street: second ?? first,
    unit: second === undefined ? null : first,
    locality: address.cityTown,
    region: address.stateProvince,
    postalCode: address.postalCode,
    countryCode: address.countryCode ?? countryOf(address.stateProvince) ?? null,
  }
}

/** The fields as the shared address formatter reads them. */
export function postalAddressOf(address: AddressFields): PostalAddress {
  return {
    address1: address.street,
    address2: address.unit,
    city: address.locality,
    state: address.region,
    zipCode: address.postalCode,
  }
}

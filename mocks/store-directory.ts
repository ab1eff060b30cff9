import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { Store } from '#app/upstream/store-search.schema.ts'
import { FACILITY_IDS, seedFacilities } from './pharmacy-seed.ts'

type Department = 'PHARMACY' | 'FUEL' | 'PICKUP' | 'DELIVERY'

/**
 * The stores service's directory (README 'Stores'): twelve stores in Cincinnati (two with our pharmacies, Vine Street
 * and Hyde Park, which the pharmacy locator knows too), two nearby, a Dillons in Wichita, and pharmacies in Los
 * Angeles, Phoenix and Denver (other time zones, decision 0105). 'Cincinnati' and 'Kroger' find more than a page of
 * ten; '45202' finds two.
 */
const DIRECTORY: Array<
  [
    id: string,
    banner: string,
    name: string,
    street: string,
    city: string,
    state: string,
    zip: string,
    departments: Department[],
  ]
> = [
  [
    FACILITY_IDS.vine,
    'Kroger',
    'Kroger Pharmacy Vine Street',
    '1014 Vine St',
    'Cincinnati',
    'OH',
    '45202',
    ['PHARMACY', 'PICKUP', 'DELIVERY'],
  ],
  [
    FACILITY_IDS.hydePark,
    'Kroger',
    'Kroger Pharmacy Hyde Park',
    '3760 Paxton Ave',
    'Cincinnati',
    'OH',
    '45209',
    ['PHARMACY', 'FUEL', 'PICKUP'],
  ],
  ['01400301', 'Kroger', 'Kroger Court Street', '100 E Court St', 'Cincinnati', 'OH', '45202', ['PICKUP']],
  [
    '01400338',
    'Kroger',
    'Kroger Corryville',
    '2900 Vine St',
    'Cincinnati',
    'OH',
    '45219',
    ['FUEL', 'PICKUP', 'DELIVERY'],
  ],
  ['01400430', 'Kroger', 'Kroger Oakley', '3500 Madison Rd', 'Cincinnati', 'OH', '45209', ['FUEL']],
  ['01400445', 'Kroger', 'Kroger Kenwood', '7580 Montgomery Rd', 'Cincinnati', 'OH', '45236', ['PICKUP']],
  [
    '01400461',
    'Kroger',
    'Kroger Western Hills',
    '5080 Glencrossing Way',
    'Cincinnati',
    'OH',
    '45238',
    ['FUEL', 'PICKUP'],
  ],
  ['01400472', 'Kroger', 'Kroger Price Hill', '4600 Glenway Ave', 'Cincinnati', 'OH', '45205', []],
  ['01400488', 'Kroger', 'Kroger Northside', '4100 Hamilton Ave', 'Cincinnati', 'OH', '45223', ['PICKUP']],
  ['01400493', 'Kroger', 'Kroger Clifton', '400 Ludlow Ave', 'Cincinnati', 'OH', '45220', ['DELIVERY']],
  ['01400505', 'Kroger', 'Kroger Anderson', '7580 Beechmont Ave', 'Cincinnati', 'OH', '45255', ['FUEL']],
  [
    '01400517',
    'Kroger',
    'Kroger Fuel Center Mt. Washington',
    '2200 Beechmont Ave',
    'Cincinnati',
    'OH',
    '45230',
    ['FUEL'],
  ],
  ['01400529', 'Kroger', 'Kroger Blue Ash', '4100 Hunt Rd', 'Blue Ash', 'OH', '45236', ['PICKUP']],
  ['01400533', 'Kroger', 'Kroger Covington', '1751 Madison Ave', 'Covington', 'KY', '41011', ['FUEL']],
  ['02400610', 'Dillons', 'Dillons East Douglas', '3211 E Douglas Ave', 'Wichita', 'KS', '67218', ['PICKUP']],
  [
    FACILITY_IDS.ralphs,
    'Ralphs',
    'Ralphs Pharmacy Silver Lake',
    '2725 Hyperion Ave',
    'Los Angeles',
    'CA',
    '90027',
    ['PHARMACY', 'PICKUP'],
  ],
  [
    FACILITY_IDS.frys,
    "Fry's",
    "Fry's Pharmacy Central Phoenix",
    '3301 N 7th St',
    'Phoenix',
    'AZ',
    '85014',
    ['PHARMACY'],
  ],
  [
    FACILITY_IDS.kingSoopers,
    'King Soopers',
    'King Soopers Pharmacy Capitol Hill',
    '1155 E 9th Ave',
    'Denver',
    'CO',
    '80218',
    ['PHARMACY', 'FUEL'],
  ],
]

const seededPharmacies = new Map(seedFacilities().map((facility) => [facility.facilityId, facility]))

function storeOf(
  [id, banner, name, street, city, state, zip, departments]: (typeof DIRECTORY)[number],
  index: number,
): Store {
  return {
    banner,
    vanityName: name,
    divisionNumber: id.slice(0, 3),
    storeNumber: id.slice(3),
    phoneNumber: `513-555-02${String(index).padStart(2, '0')}`,
    showWeeklyAd: true,
    showShopThisStoreAndPreferredStoreButtons: true,
    distance: null,
    // Our pharmacies where they are (their zones follow, decision 0105); the rest spread around Cincinnati.
    latitude: seededPharmacies.get(id)?.location?.latitude ?? 39.1 + index / 100,
    longitude: seededPharmacies.get(id)?.location?.longitude ?? -84.5 - index / 100,
    address: { addressLine1: street, addressLine2: null, city, countryCode: 'US', stateCode: state, zip },
    pharmacy: departments.includes('PHARMACY') ? { phoneNumber: seededPharmacies.get(id)?.phone ?? null } : null,
    departments: departments.map((code) => ({ code })),
  }
}

const facilityIdOf = (store: Store) => `${store.divisionNumber}${store.storeNumber}`

/** Stores whose banner, name, street or city contains the text (case aside), or whose ZIP code starts with it. */
function matches(store: Store, text: string) {
  const needle = text.trim().toLowerCase()
  const { address } = store
  return (
    [store.banner, store.vanityName, address.addressLine1, address.city].some((part) =>
      part.toLowerCase().includes(needle),
    ) || address.zip.startsWith(needle)
  )
}

export const storeDirectory = {
  /** `storeSearch`: the matches that have every chosen department, nearest first; the fuel centers among them. */
  search(searchText: string, filters: string[]) {
    const stores = DIRECTORY.map(storeOf)
      .filter((store) => matches(store, searchText))
      .filter((store) => filters.every((code) => store.departments?.some((department) => department.code === code)))
      .map((store, index) => ({ ...store, distance: Math.round((0.4 + index * 0.9) * 10) / 10 }))
    const fuel = stores.filter((store) => store.departments?.some((department) => department.code === 'FUEL'))
    return { stores, fuel, shouldShowFuelMessage: fuel.length > 0 }
  },
  /** The stores as the pharmacy locator knows them by id (our pharmacies keep their own record). */
  facilities(): Facility[] {
    const pharmacies = seedFacilities()
    const others = DIRECTORY.map(storeOf)
      .filter((store) => !pharmacies.some((facility) => facility.facilityId === facilityIdOf(store)))
      .map((store) => ({
        facilityId: facilityIdOf(store),
        vanityName: store.vanityName,
        brand: store.banner.toUpperCase(),
        facilityType: 'RETAIL' as const,
        deliveryEnabled: Boolean(store.departments?.some((department) => department.code === 'DELIVERY')),
        address: {
          address1: store.address.addressLine1,
          city: store.address.city,
          state: store.address.stateCode,
          zipCode: store.address.zip,
        },
        phone: store.phoneNumber,
        hoursOfOperation: null,
        promiseTimes: null,
      }))
    return [...pharmacies, ...others]
  },
}

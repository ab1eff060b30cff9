/** The store locator's texts: spec 2's two messages, quoted; the rest decision 0071's. */
export const STORE_TEXTS = {
  title: 'Find a Store',
  intro: 'Search by ZIP code, city or store name.',
  searchLabel: 'ZIP code, city or store name',
  filters: 'Show only stores with',
  search: 'Search',
  clear: 'Clear Search',
  /** Spec 2 section 5 'Search text'. */
  searchTooShort: 'Enter at least the first three letters',
  /** Spec 2 section 8 'Store search'. */
  storeSearchFailed: 'We’re sorry, store location information cannot be found at this time.',
  tooManySearches: 'You have searched many times in a short while. Please wait a minute and try again.',
  none: 'No stores match your search. Try a ZIP code or a city nearby.',
  storePhone: 'Store',
  pharmacyPhone: 'Pharmacy',
  departments: 'Departments',
  details: 'Store Details',
  previous: 'Previous Stores',
  next: 'More Stores',
  fuelTitle: 'Fuel Centers',
  fuelMessage: 'Fuel prices are set at each fuel center and may change during the day.',
  notFound: 'We could not find this store.',
  findAnother: 'Find Another Store',
  phone: 'Phone',
} as const

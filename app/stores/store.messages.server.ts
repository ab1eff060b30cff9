import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator, type Texts } from '#app/i18n/messages.server.ts'
import { NO_HOURS_TEXT, PHARMACY_HOURS_TITLE, type PharmacyHoursTexts } from './pharmacy-hours.ts'
import { STORE_TEXTS } from './store-texts.ts'

/** 'Find a Store' and a store's page (decision 0071); the filters are named by their department codes. */
export const STORE_PAGES = defineMessages('stores', {
  en: {
    title: STORE_TEXTS.title,
    intro: STORE_TEXTS.intro,
    searchLabel: STORE_TEXTS.searchLabel,
    filters: STORE_TEXTS.filters,
    search: STORE_TEXTS.search,
    clear: STORE_TEXTS.clear,
    none: STORE_TEXTS.none,
    storePhone: STORE_TEXTS.storePhone,
    pharmacyPhone: STORE_TEXTS.pharmacyPhone,
    departments: STORE_TEXTS.departments,
    details: STORE_TEXTS.details,
    previous: STORE_TEXTS.previous,
    next: STORE_TEXTS.next,
    fuelTitle: STORE_TEXTS.fuelTitle,
    fuelMessage: STORE_TEXTS.fuelMessage,
    findAnother: STORE_TEXTS.findAnother,
    phone: STORE_TEXTS.phone,
    PHARMACY: 'Pharmacy',
    FUEL: 'Fuel Center',
    PICKUP: 'Pickup',
    DELIVERY: 'Delivery',
  },
  es: {
    title: 'Buscar una tienda',
    intro: 'Busque por código postal, ciudad o nombre de la tienda.',
    searchLabel: 'Código postal, ciudad o nombre de la tienda',
    filters: 'Mostrar solo tiendas con',
    search: 'Buscar',
    clear: 'Borrar búsqueda',
    none: 'Ninguna tienda coincide con su búsqueda. Pruebe con un código postal o una ciudad cercana.',
    storePhone: 'Tienda',
    pharmacyPhone: 'Farmacia',
    departments: 'Departamentos',
    details: 'Detalles de la tienda',
    previous: 'Tiendas anteriores',
    next: 'Más tiendas',
    fuelTitle: 'Gasolineras',
    fuelMessage: 'Cada gasolinera fija sus precios, que pueden cambiar durante el día.',
    findAnother: 'Buscar otra tienda',
    phone: 'Teléfono',
    PHARMACY: 'Farmacia',
    FUEL: 'Gasolinera',
    PICKUP: 'Recoger en la tienda',
    DELIVERY: 'Entrega a domicilio',
  },
})
export type StoreTexts = Texts<typeof STORE_PAGES>

/**
 * What the store servers say: spec 2's two sentences (quoted in English), counts (`{{count}}`), a distance
 * (`{{miles}}`, one decimal), a store's name (`{{name}}`, as sent), a page of results.
 */
export const STORE_MESSAGES = defineMessages('storeMessages', {
  en: {
    searchTooShort: STORE_TEXTS.searchTooShort,
    storeSearchFailed: STORE_TEXTS.storeSearchFailed,
    tooManySearches: STORE_TEXTS.tooManySearches,
    found_one: '{{count}} store found',
    found_other: '{{count}} stores found',
    distance: '{{miles}} mi',
    detailsOf: 'Store Details for {{name}}',
    page: 'Page {{page}} of {{pages}}',
    notFound: STORE_TEXTS.notFound,
  },
  es: {
    searchTooShort: 'Ingrese al menos las tres primeras letras',
    storeSearchFailed: 'Lo sentimos, en este momento no se puede encontrar la información de las tiendas.',
    tooManySearches: 'Hizo muchas búsquedas en poco tiempo. Espere un minuto e inténtelo de nuevo.',
    found_one: '{{count}} tienda encontrada',
    found_many: '{{count}} de tiendas encontradas',
    found_other: '{{count}} tiendas encontradas',
    distance: '{{miles}} mi',
    detailsOf: 'Detalles de la tienda {{name}}',
    page: 'Página {{page}} de {{pages}}',
    notFound: 'No pudimos encontrar esta tienda.',
  },
})
export const storeMessages = (language: Language) => translator(STORE_MESSAGES, language)

/** The pharmacy hours block's words (spec 2 'Pharmacy hours block'), days Sunday first. */
const PHARMACY_HOURS = defineMessages('pharmacyHours', {
  en: {
    title: PHARMACY_HOURS_TITLE,
    noHours: NO_HOURS_TEXT,
    closed: 'Closed',
    SUNDAY: 'Sunday',
    MONDAY: 'Monday',
    TUESDAY: 'Tuesday',
    WEDNESDAY: 'Wednesday',
    THURSDAY: 'Thursday',
    FRIDAY: 'Friday',
    SATURDAY: 'Saturday',
  },
  es: {
    title: 'Horario de la farmacia',
    noHours: 'No se encontró el horario',
    closed: 'Cerrado',
    SUNDAY: 'Domingo',
    MONDAY: 'Lunes',
    TUESDAY: 'Martes',
    WEDNESDAY: 'Miércoles',
    THURSDAY: 'Jueves',
    FRIDAY: 'Viernes',
    SATURDAY: 'Sábado',
  },
})

/** The block's words in a language, for `pharmacyHours`. */
export function pharmacyHoursTexts(language: Language): PharmacyHoursTexts {
  const { title, noHours, closed, ...days } = textsOf(PHARMACY_HOURS, language)
  return { title, noHours, closed, days, language }
}

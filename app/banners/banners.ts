/**
 * The store brands ("banners") and the content host their logos come from.
 * Isomorphic: no server-only imports. Why these banners and flags: docs/decisions/0003-banner-table.md.
 */

import type { Language } from '#app/i18n/language.ts'

type ContentEnvironment = 'dev' | 'test' | 'stage' | 'prod'

export type BannerKind = 'grocery' | 'pharmacy' | 'clinic' | 'fuel' | 'convenience' | 'mail-order' | 'specialty'

/**
 * Pharmacy feature flags and toggles (spec 2 section 6); what each changes on which page: decision 0068. `wywc` keeps
 * the spec's name; its meaning is not given.
 */
export type PharmacyFeatures = {
  readonly retail: boolean
  readonly autoRefills: boolean
  readonly loyaltyCard: boolean
  readonly tracker: boolean
  readonly quickLinks: boolean
  readonly wywc: boolean
  readonly autoRefillV2: boolean
  readonly simplifiedLinking: boolean
  readonly marketingConsent: boolean
  readonly spotlightCards: boolean
}

/** The PPS pharmacy banner's own landing ('link page'): its support text and its app's store links. */
export type PharmacyHome = {
  /** In each language: banner configuration, not a catalog, as it is one banner's own words (issue 36). */
  readonly supportText: Readonly<Record<Language, string>>
  readonly appLinks: { readonly appStore: string; readonly googlePlay: string }
}

export type Banner = {
  /** Lowercase a-z0-9: also the development subdomain `<key>.localhost`. */
  readonly key: string
  readonly title: string
  readonly domain: string
  /** Relative to the content host of the environment: see `logoUrl`. */
  readonly logoPath: string
  readonly kind: BannerKind
  /** False for the fuel brand and its two related brands: logo shown without a home link. */
  readonly linkedLogo: boolean
  readonly requiresTerms: boolean
  readonly firstVisitNotice: boolean
  readonly requiresEmailVerification: boolean
  readonly googleSignIn: boolean
  readonly pharmacy: PharmacyFeatures
  /** Spec 2 section 9: the pharmacy support phone the linking errors name (numbers not given: decision 0061). */
  readonly pharmacySupportPhone: string
  readonly pharmacyHome?: PharmacyHome
}

const DEFAULT_PHARMACY: PharmacyFeatures = {
  retail: true,
  autoRefills: true,
  loyaltyCard: true,
  tracker: true,
  quickLinks: false,
  wywc: true,
  autoRefillV2: true,
  simplifiedLinking: true,
  marketingConsent: true,
  spotlightCards: true,
}

type BannerOptions = Partial<Omit<Banner, 'key' | 'title' | 'kind' | 'pharmacy'>> & {
  pharmacy?: Partial<PharmacyFeatures>
}

// Defaults keep the table readable: each row shows only how a banner differs.
function banner(key: string, title: string, kind: BannerKind, options: BannerOptions = {}): Banner {
  const { pharmacy, ...rest } = options
  return Object.freeze({
    key,
    title,
    kind,
    domain: `www.${key}.com`,
    logoPath: `/content/v2/binary/image/banner/logo/${key}.svg`,
    linkedLogo: true,
    requiresTerms: false,
    firstVisitNotice: false,
    requiresEmailVerification: false,
    googleSignIn: false,
    pharmacySupportPhone: '1-800-555-0142',
    ...rest,
    pharmacy: Object.freeze({ ...DEFAULT_PHARMACY, ...pharmacy }),
  })
}

export const DEFAULT_BANNER_KEY = 'kroger'

export const BANNERS: readonly Banner[] = Object.freeze([
  // Grocery: Kroger is the primary grocery banner and the default.
  banner('kroger', 'Kroger', 'grocery', { googleSignIn: true }),
  banner('ralphs', 'Ralphs', 'grocery', { googleSignIn: true }),
  banner('fredmeyer', 'Fred Meyer', 'grocery', { googleSignIn: true }),
  banner('kingsoopers', 'King Soopers', 'grocery', { googleSignIn: true }),
  banner('qfc', 'QFC', 'grocery', { googleSignIn: true }),
  banner('smithsfoodanddrug', "Smith's Food and Drug", 'grocery'),
  banner('frysfood', "Fry's Food Stores", 'grocery'),
  banner('citymarket', 'City Market', 'grocery'),
  banner('dillons', 'Dillons', 'grocery'),
  banner('bakersplus', "Baker's", 'grocery'),
  banner('gerbes', 'Gerbes', 'grocery'),
  banner('food4less', 'Food 4 Less', 'grocery'),
  banner('foodsco', 'Foods Co', 'grocery', { domain: 'www.foodsco.net' }),
  banner('jaycfoods', 'Jay C Food Stores', 'grocery'),
  banner('payless', 'Pay Less Super Markets', 'grocery', { domain: 'www.pay-less.com' }),
  banner('owensmarket', "Owen's", 'grocery'),
  banner('marianos', "Mariano's", 'grocery'),
  banner('metromarket', 'Metro Market', 'grocery', { domain: 'www.metromarket.net' }),
  banner('picknsave', "Pick 'n Save", 'grocery'),
  banner('copps', 'Copps', 'grocery'),
  banner('rulerfoods', 'Ruler Foods', 'grocery'),
  // The one terms banner: its own layout, a required terms box (spec 1 section 2).
  banner('harristeeter', 'Harris Teeter', 'grocery', {
    requiresTerms: true,
    requiresEmailVerification: true,
    pharmacySupportPhone: '1-800-555-0178',
  }),
  // Pharmacy, health and clinic: sign-in leads to health records, so the email must be verified.
  banner('harristeeterpharmacy', 'Harris Teeter Pharmacy', 'pharmacy', {
    requiresEmailVerification: true,
    // Its own pharmacy system keeps the first flows: linking from a prescription label, auto refill v1 (decision 0068).
    pharmacy: { wywc: false, loyaltyCard: false, simplifiedLinking: false, autoRefillV2: false },
  }),
  // The mail-order (PPS) pharmacy: no stores, so no retail, loyalty card or store tracker (spec 2 section 6).
  banner('ppsrx', 'Postal Prescription Services', 'mail-order', {
    requiresEmailVerification: true,
    pharmacySupportPhone: '1-800-555-0163',
    pharmacy: {
      retail: false,
      wywc: false,
      autoRefills: false,
      loyaltyCard: false,
      tracker: false,
      quickLinks: true,
      // No grocery marketing program at the mail-order pharmacy (decision 0068).
      marketingConsent: false,
    },
    pharmacyHome: {
      supportText: {
        en: 'Postal Prescription Services fills and mails your prescriptions. Pharmacists are available Monday to Friday, 8 a.m. to 8 p.m. Pacific.',
        es: 'Postal Prescription Services surte sus recetas y se las envía por correo. Hay farmacéuticos disponibles de lunes a viernes, de 8 a.m. a 8 p.m., hora del Pacífico.',
      },
      appLinks: {
        appStore: 'https://apps.example.com/app-store/pps-rx',
        googlePlay: 'https://apps.example.com/google-play/pps-rx',
      },
    },
  }),
  banner('krogerhealth', 'Kroger Health', 'pharmacy', { requiresEmailVerification: true }),
  banner('krogerspecialtypharmacy', 'Kroger Specialty Pharmacy', 'pharmacy', { requiresEmailVerification: true }),
  banner('thelittleclinic', 'The Little Clinic', 'clinic'),
  // Separate account system: first-time visitors must create a new account here.
  banner('vitacost', 'Vitacost', 'specialty', { firstVisitNotice: true }),
  banner('homechef', 'Home Chef', 'specialty'),
  banner('murrayscheese', "Murray's Cheese", 'specialty'),
  // The fuel brand and its two related brands: no shopping site to link the logo to.
  banner('turkeyhill', 'Turkey Hill', 'fuel', { linkedLogo: false }),
  banner('kwikshop', 'Kwik Shop', 'convenience', { linkedLogo: false }),
  banner('loafnjug', "Loaf 'N Jug", 'convenience', { linkedLogo: false }),
])

/** The pharmacy area's banners in the spec's index order 0 to 8 (spec 2 section 1). */
export const PHARMACY_BANNER_KEYS = Object.freeze([
  'ppsrx',
  'harristeeterpharmacy',
  'kroger',
  'qfc',
  'ralphs',
  'dillons',
  'bakersplus',
  'gerbes',
  'harristeeter',
] as const)

const byKey = new Map(BANNERS.map((b) => [b.key, b]))

// Both the exact domain and the bare domain (without 'www.') select a banner.
const byDomain = new Map(
  BANNERS.flatMap((b) => {
    const domain = b.domain.toLowerCase()
    return domain.startsWith('www.') ? [[domain, b] as const, [domain.slice(4), b] as const] : [[domain, b] as const]
  }),
)

const DEFAULT_BANNER: Banner = byKey.get(DEFAULT_BANNER_KEY)!

export function bannerByKey(key: string): Banner | undefined {
  return byKey.get(key.toLowerCase())
}

const LOCAL_SUFFIX = '.localhost'

/**
 * The banner for a Host (or X-Forwarded-Host) header value. Unknown or odd input gets the
 * default banner: the host is client-controlled, so this must never throw.
 */
export function bannerForHost(host: string | null | undefined): Banner {
  if (typeof host !== 'string') return DEFAULT_BANNER
  // X-Forwarded-Host may list several proxies' hosts: the first is the browser's.
  let name = (host.split(',')[0] ?? '').trim().toLowerCase()
  if (name.startsWith('[')) return DEFAULT_BANNER // IPv6 literal: never a banner domain
  name = (name.split(':')[0] ?? '').replace(/\.$/, '')
  if (!name) return DEFAULT_BANNER

  const exact = byDomain.get(name)
  if (exact) return exact

  // Development: `<key>.localhost` (Chromium resolves *.localhost to loopback).
  if (name.endsWith(LOCAL_SUFFIX)) {
    const key = name.slice(0, -LOCAL_SUFFIX.length)
    if (/^[a-z0-9]+$/.test(key)) return byKey.get(key) ?? DEFAULT_BANNER
  }
  return DEFAULT_BANNER
}

// Hosts under example.com so no environment ever contacts a real content server.
export const CONTENT_HOSTS: Readonly<Record<ContentEnvironment, string>> = Object.freeze({
  dev: 'https://content-dev.example.com',
  test: 'https://content-test.example.com',
  stage: 'https://content-stage.example.com',
  prod: 'https://content.example.com',
})

/** Missing or unknown values mean prod (spec 1 section 9). */
export function parseContentEnvironment(value: string | undefined): ContentEnvironment {
  const normalized = value?.trim().toLowerCase()
  return normalized === 'dev' || normalized === 'test' || normalized === 'stage' ? normalized : 'prod'
}

export function logoUrl(banner: Banner, env: ContentEnvironment): string {
  return new URL(banner.logoPath, CONTENT_HOSTS[env]).href
}

/** Default maximum logo size in CSS pixels (spec 1 section 9). */
export const LOGO_MAX = Object.freeze({ height: 101, width: 177 } as const)

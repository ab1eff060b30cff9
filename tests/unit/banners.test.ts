import { describe, expect, it } from 'vitest'
import {
  BANNERS,
  CONTENT_HOSTS,
  DEFAULT_BANNER_KEY,
  LOGO_MAX,
  PHARMACY_BANNER_KEYS,
  bannerByKey,
  bannerForHost,
  logoUrl,
  parseContentEnvironment,
  type Banner,
} from '#app/banners/banners.ts'

const get = (key: string): Banner => {
  const banner = bannerByKey(key)
  if (!banner) throw new Error(`no banner ${key}`)
  return banner
}

describe('banner table', () => {
  it('has 33 banners with unique keys and domains', () => {
    expect(BANNERS).toHaveLength(33)
    expect(new Set(BANNERS.map((b) => b.key)).size).toBe(33)
    expect(new Set(BANNERS.map((b) => b.domain)).size).toBe(33)
  })

  it('uses keys that work as a subdomain', () => {
    for (const banner of BANNERS) expect(banner.key).toMatch(/^[a-z0-9]+$/)
  })

  it('gives every banner a title, a lowercase domain and a relative logo path', () => {
    for (const banner of BANNERS) {
      expect(banner.title.length).toBeGreaterThan(0)
      expect(banner.domain).toBe(banner.domain.toLowerCase())
      expect(banner.logoPath).toMatch(/^\/[^/]/)
    }
  })

  it('defaults to Kroger, the primary grocery banner', () => {
    expect(DEFAULT_BANNER_KEY).toBe('kroger')
    expect(get('kroger')).toMatchObject({ kind: 'grocery', domain: 'www.kroger.com', googleSignIn: true })
  })

  it('has exactly three banners without a linked logo: the fuel brand and two related brands', () => {
    const unlinked = BANNERS.filter((b) => !b.linkedLogo)
    expect(unlinked.map((b) => b.key).sort()).toEqual(['kwikshop', 'loafnjug', 'turkeyhill'])
    expect(unlinked.filter((b) => b.kind === 'fuel')).toHaveLength(1)
  })

  it('has exactly one terms banner and one first-visit-notice banner', () => {
    expect(BANNERS.filter((b) => b.requiresTerms).map((b) => b.key)).toEqual(['harristeeter'])
    expect(BANNERS.filter((b) => b.firstVisitNotice).map((b) => b.key)).toEqual(['vitacost'])
  })

  it('requires email verification on Harris Teeter and the pharmacy banners', () => {
    expect(get('harristeeter').requiresEmailVerification).toBe(true)
    for (const banner of BANNERS.filter((b) => b.kind === 'pharmacy' || b.kind === 'mail-order')) {
      expect(banner.requiresEmailVerification).toBe(true)
    }
  })

  it('sets the pharmacy features per banner', () => {
    const toggles = { autoRefillV2: true, simplifiedLinking: true, marketingConsent: true, spotlightCards: true }
    expect(get('kroger').pharmacy).toEqual({
      retail: true,
      autoRefills: true,
      loyaltyCard: true,
      tracker: true,
      quickLinks: false,
      wywc: true,
      ...toggles,
    })
    const mailOrder = BANNERS.filter((b) => b.kind === 'mail-order')
    expect(mailOrder).toHaveLength(1)
    expect(mailOrder[0]?.pharmacy).toEqual({
      retail: false,
      autoRefills: false,
      loyaltyCard: false,
      tracker: false,
      quickLinks: true,
      wywc: false,
      ...toggles,
      marketingConsent: false,
    })
    expect(mailOrder[0]?.pharmacyHome?.appLinks).toBeDefined()
    expect(get('harristeeterpharmacy').pharmacy).toEqual({
      retail: true,
      autoRefills: true,
      loyaltyCard: false,
      tracker: true,
      quickLinks: false,
      wywc: false,
      ...toggles,
      simplifiedLinking: false,
      autoRefillV2: false,
    })
  })

  it('lists the nine pharmacy banners, all in the table', () => {
    expect(PHARMACY_BANNER_KEYS).toHaveLength(9)
    for (const key of PHARMACY_BANNER_KEYS) expect(bannerByKey(key)).toBeDefined()
  })

  it('cannot be changed at run time', () => {
    expect(() => {
      ;(get('kroger') as { title: string }).title = 'Changed'
    }).toThrow()
  })
})

describe('bannerByKey', () => {
  it('finds a banner by key, ignoring case', () => {
    expect(bannerByKey('qfc')?.title).toBe('QFC')
    expect(bannerByKey('QFC')?.key).toBe('qfc')
    expect(bannerByKey('nope')).toBeUndefined()
  })
})

describe('bannerForHost', () => {
  it.each([
    ['www.ralphs.com', 'ralphs'],
    ['ralphs.com', 'ralphs'],
    ['www.ralphs.com:8443', 'ralphs'],
    ['WWW.QFC.COM', 'qfc'],
    ['www.harristeeter.com.', 'harristeeter'],
    ['pay-less.com', 'payless'],
    ['www.metromarket.net', 'metromarket'],
    ['bakersplus.localhost:3000', 'bakersplus'],
    ['harristeeter.localhost', 'harristeeter'],
    ['www.vitacost.com, proxy.internal', 'vitacost'],
  ])('selects the banner for %s', (host, key) => {
    expect(bannerForHost(host).key).toBe(key)
  })

  it.each([
    'localhost:3000',
    'localhost',
    '127.0.0.1:3000',
    'unknown.localhost:3000',
    'www.ralphs.com.evil.example',
    'evil.example',
    'shop.ralphs.com',
    '',
    '   ',
    ':',
    '[::1]:3000',
    '[::1]',
    '::1',
    '\u0000\u00ff%%',
    '.localhost',
    'a.b.localhost',
  ])('falls back to the default banner for %j', (host) => {
    expect(bannerForHost(host).key).toBe(DEFAULT_BANNER_KEY)
  })

  it('falls back to the default banner without a host', () => {
    expect(bannerForHost(null).key).toBe(DEFAULT_BANNER_KEY)
  })
})

describe('content environment and logos', () => {
  it('parses the environment, prod by default', () => {
    expect(parseContentEnvironment('dev')).toBe('dev')
    expect(parseContentEnvironment('test')).toBe('test')
    expect(parseContentEnvironment(' STAGE ')).toBe('stage')
    expect(parseContentEnvironment('prod')).toBe('prod')
    expect(parseContentEnvironment(undefined)).toBe('prod')
    expect(parseContentEnvironment('')).toBe('prod')
    expect(parseContentEnvironment('qa')).toBe('prod')
  })

  it('keeps every content host under example.com', () => {
    for (const host of Object.values(CONTENT_HOSTS)) expect(new URL(host).hostname).toMatch(/(^|\.)example\.com$/)
  })

  it.each([
    ['dev', 'https://content-dev.example.com/content/v2/binary/image/banner/logo/kroger.svg'],
    ['test', 'https://content-test.example.com/content/v2/binary/image/banner/logo/kroger.svg'],
    ['stage', 'https://content-stage.example.com/content/v2/binary/image/banner/logo/kroger.svg'],
    ['prod', 'https://content.example.com/content/v2/binary/image/banner/logo/kroger.svg'],
  ] as const)('builds the logo URL for %s', (env, url) => {
    expect(logoUrl(get('kroger'), env)).toBe(url)
  })

  it('caps logos at 101 high by 177 wide', () => {
    expect(LOGO_MAX).toEqual({ height: 101, width: 177 })
  })
})

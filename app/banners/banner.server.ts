import { env } from '#app/env.server.ts'
import { requestHost } from '#app/security/same-origin.ts'
import { bannerForHost, logoUrl, parseContentEnvironment, type Banner } from './banners.ts'

/** The banner comes from the host the browser asked for (`<key>.localhost` in development). */
export function bannerFor(request: Request): Banner {
  return bannerForHost(requestHost(request))
}

/** Under mocks the content host is simulated by /mock/content (no network here). */
const MOCK_CONTENT_PREFIX = '/mock'

function bannerLogoUrl(banner: Banner) {
  return env().mocks
    ? `${MOCK_CONTENT_PREFIX}${banner.logoPath}`
    : logoUrl(banner, parseContentEnvironment(env().contentEnv))
}

/** What the browser needs to draw the banner: no flags it does not use. */
export function bannerForClient(banner: Banner) {
  return {
    key: banner.key,
    title: banner.title,
    logoUrl: bannerLogoUrl(banner),
    // The fuel brand and its two related brands show their logo without a home link (spec 1 section 3).
    linkedLogo: banner.linkedLogo,
    requiresTerms: banner.requiresTerms,
    firstVisitNotice: banner.firstVisitNotice,
    googleSignIn: banner.googleSignIn,
    // Linking's prescription type: a banner without retail (the mail-order banner) offers mail order only.
    pharmacyRetail: banner.pharmacy.retail,
  }
}
export type ClientBanner = ReturnType<typeof bannerForClient>

import { redirect, type AppLoadContext } from '@remix-run/node'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { signInPath } from '#app/auth/paths.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { bannerFor } from '#app/banners/banner.server.ts'
import { isAwaitingApproval, isSignedInCustomer, linkStartFor } from '#app/rx/shared/rx-customer.server.ts'
import { SESSION_TIMEOUT_ERROR_CODE } from '#app/auth/session-lifetime.ts'
import { isLinkKnownVerified } from '#app/rx/shared/verified-link.server.ts'
import { landingPageTextsIn } from './landing-page.messages.server.ts'

/**
 * /rx and /rx/landing-page: a verified customer goes on to the dashboard (or
 * the redirectUrl); everyone else learns what the area offers and how to get in.
 */
export async function loadLandingPage(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const redirectUrl = safeRedirect(url.searchParams.get('redirectUrl'), '/rx/dashboard')
  const auth = await getAuthState(request, context)
  const signedIn = auth.status === 'authenticated' && auth.knownMachine
  // The time-out notice is for someone who was signed out: a customer who is signed in again (another tab, an old
  // link) gets the page as without it, never a Sign In card.
  const sessionTimeout = !signedIn && url.searchParams.get('errorCode') === SESSION_TIMEOUT_ERROR_CODE
  // Whether their links all wait for approval is asked together with the link (one round), unless the link is known
  // verified (decision 0052): that customer goes on, and the answer is dropped.
  const awaiting =
    signedIn && auth.user && !(await isLinkKnownVerified(auth.user))
      ? isAwaitingApproval(request, context, auth)
      : undefined
  awaiting?.catch(() => undefined)
  if (signedIn && (await isSignedInCustomer(request, context, auth))) throw redirect(redirectUrl)
  const awaitingApproval = signedIn && (await (awaiting ?? isAwaitingApproval(request, context, auth)))
  const banner = bannerFor(request)
  return {
    signedIn,
    sessionTimeout,
    awaitingApproval,
    signInHref: signInPath(redirectUrl),
    linkStart: linkStartFor(request),
    // The PPS pharmacy banner's own landing: its support text, phone and app links (decision 0068).
    home: banner.pharmacyHome
      ? {
          ...banner.pharmacyHome,
          supportText: banner.pharmacyHome.supportText[context.language],
          supportPhone: banner.pharmacySupportPhone,
        }
      : null,
    texts: landingPageTextsIn(context.language),
  }
}

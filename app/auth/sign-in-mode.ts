/**
 * Spec 1 section 2 'Sign-in page modes', as pure rules so they can be tested
 * without a server.
 */
type SignInMode = 'classic' | 'redirect' | 'step-up'

/** The query as people wrote it: servers hand it over percent-encoded (`%2Frx`). */
function decodedSearch(search: string) {
  try {
    return decodeURIComponent(search)
  } catch {
    return search
  }
}

/** 'A page counts as a prescription page when the URL contains redirectUrl=/rx or /health.' */
export function isPrescriptionPage(search: string) {
  const decoded = decodedSearch(search)
  return decoded.includes('redirectUrl=/rx') || decoded.includes('/health')
}

/** The account-deletion route hides the Google button (and, on the terms banner, remember-me). */
export function isAccountDeletion(search: string) {
  return decodedSearch(search).includes('/account/delete')
}

/** Android WebView marks itself with `; wv)`; iOS in-app views are WebKit without Safari. */
export function isWebView(userAgent: string | null) {
  if (!userAgent) return false
  return (
    /; wv\)/.test(userAgent) ||
    (/(iPhone|iPad|iPod)/.test(userAgent) && /AppleWebKit/.test(userAgent) && !/Safari/.test(userAgent))
  )
}

export function signInMode({
  search,
  authModel,
}: {
  search: string
  authModel: 'legacy' | 'newer' | undefined
}): SignInMode {
  const params = new URLSearchParams(search)
  if (params.get('stepupLoginRedirect') === 'true') return 'step-up'
  if (authModel === 'newer' && !isPrescriptionPage(search)) return 'redirect'
  return 'classic'
}

/**
 * The prompt sent to the identity provider: 'login' in the four listed cases,
 * otherwise 'select_account' (our choice: docs/decisions/0009-identity-provider-redirect.md).
 */
export function identityProviderPrompt({
  search,
  authModel,
  forceLoginFlag,
  userAgent,
}: {
  search: string
  authModel: 'legacy' | 'newer' | undefined
  forceLoginFlag: boolean
  userAgent: string | null
}) {
  const forced = authModel !== 'newer' || isPrescriptionPage(search) || forceLoginFlag || isWebView(userAgent)
  return forced ? 'login' : 'select_account'
}

/** URLs of the sign-in area, shared by server redirects and links. */
export function signInPath(redirectUrl?: string, extra: Record<string, string> = {}) {
  const params = new URLSearchParams()
  if (redirectUrl && redirectUrl !== '/') params.set('redirectUrl', redirectUrl)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const query = params.toString()
  return query ? `/signin?${query}` : '/signin'
}

export function forgotPasswordPath(redirectUrl?: string) {
  return redirectUrl ? `/account/forgot-password?${new URLSearchParams({ redirectUrl })}` : '/account/forgot-password'
}

export function postSignInPath(redirectUrl: string) {
  return `/redirect/v2?${new URLSearchParams({ redirectUrl })}`
}

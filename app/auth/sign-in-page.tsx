import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, type FetcherWithComponents } from '@remix-run/react'
import { useEffect } from 'react'
import type { ClientBanner } from '#app/banners/banner.server.ts'
import { FormAlert } from '#app/ui/field.tsx'
import { forgotPasswordPath } from './paths.ts'
import { SignInForm } from './sign-in-form.tsx'

type ClassicSignInData = {
  mode: 'classic'
  redirectUrl?: string | undefined
  notices: string[]
  errors: string[]
  socialStatus: 'link' | 'create' | null
  lockedEmail?: string | undefined
  accountDeletion: boolean
}

const SOCIAL_PROVIDER = 'Google'

/** Spec 1 section 8, verbatim. */
const socialMessages = (banner: string, provider = SOCIAL_PROVIDER) => ({
  link: `Great! We found your email. Please sign in to your existing ${banner} account to finish linking it to your ${provider} account. This is a one-time step that will make logging in easier in the future.`,
  create: `Hmmm, it doesn't look like that email matches your ${banner} account. Try another email or create an account using ${provider}`,
})

/** Where the terms banner's footer sends people: its call center lives off-site (spec 1 section 2). */
const EXTERNAL_CONTACT_URL = 'https://www.harristeeter.com/hc/help/contact-us'

function createAccountPath(redirectUrl: string | undefined) {
  return redirectUrl ? `/account/create?${new URLSearchParams({ redirectUrl })}` : '/account/create'
}

/** Redirect and step-up modes: a spinner while the browser goes to the identity provider. */
export function RedirectingToProvider({ authorizeUrl }: { authorizeUrl: string }) {
  useEffect(() => {
    window.location.assign(authorizeUrl)
  }, [authorizeUrl])
  return (
    <div className="signin-redirect" role="status">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${authorizeUrl}`} />
      </noscript>
      <span className="spinner" aria-hidden="true" />
      <p>Redirecting you to sign in…</p>
      <p>
        <a href={authorizeUrl}>Continue to sign in</a>
      </p>
    </div>
  )
}

function GoogleSignIn({ redirectUrl }: { redirectUrl: string | undefined }) {
  return (
    <>
      {/* A hand-over to a third party: a document navigation, never a client-side fetch. */}
      <Form method="POST" action="/auth/google" reloadDocument>
        {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
        <button type="submit" className="button button-secondary button-google">
          Sign in with Google
        </button>
      </Form>
      <div className="divider">
        <span>OR</span>
      </div>
    </>
  )
}

export function SignInPage({
  banner,
  page,
  lastResult,
  description = `Sign in to your existing ${banner.title} account`,
  socialLoginAllowed = true,
  fetcher,
  headingLevel = 'page',
}: {
  banner: ClientBanner
  page: ClassicSignInData
  lastResult: SubmissionResult<string[]> | undefined
  description?: string
  socialLoginAllowed?: boolean
  fetcher?: FetcherWithComponents<unknown>
  /** In the dialog, the dialog's own title is the heading. */
  headingLevel?: 'page' | 'dialog'
}) {
  const social = socialMessages(banner.title)
  const showGoogle = banner.googleSignIn && socialLoginAllowed && !page.accountDeletion && page.socialStatus !== 'link'
  return (
    <div className={banner.requiresTerms ? 'signin signin-terms-layout' : 'signin'}>
      <div className="signin-card">
        {headingLevel === 'page' ? <h1>Sign In</h1> : null}
        <p>{description}</p>
        <FormAlert tone="info" errors={page.notices} />
        <FormAlert errors={page.errors} />
        {page.socialStatus === 'link' ? <FormAlert tone="info" errors={[social.link]} /> : null}
        {page.socialStatus === 'create' ? <FormAlert tone="info" errors={[social.create]} /> : null}
        {banner.firstVisitNotice ? (
          <div className="alert alert-info" role="note">
            <p>
              First time visiting {banner.title} online? First-time visitors must create a new account.{' '}
              <Link to="/account/create">Create Account</Link>
            </p>
          </div>
        ) : null}
        {banner.requiresTerms ? (
          <div className="alert alert-info" role="note">
            <p>
              Having trouble signing in since our website update? We recommend you{' '}
              <Link to={forgotPasswordPath(page.redirectUrl)}>reset your password</Link>.
            </p>
          </div>
        ) : null}
        {showGoogle ? <GoogleSignIn redirectUrl={page.redirectUrl} /> : null}
        <SignInForm
          // A new locked email (social link) starts a fresh form.
          key={page.lockedEmail ?? 'signin'}
          banner={banner}
          redirectUrl={page.redirectUrl}
          lastResult={lastResult}
          lockedEmail={page.lockedEmail}
          accountDeletion={page.accountDeletion}
          fetcher={fetcher}
          formId={fetcher ? 'signin-dialog' : 'signin'}
        />
        {page.socialStatus === 'link' ? (
          <Form method="POST" action="/signin" className="signin-cancel-link">
            <input type="hidden" name="intent" value="cancelSocialLink" />
            {page.redirectUrl ? <input type="hidden" name="redirectUrl" value={page.redirectUrl} /> : null}
            <button type="submit" className="link-button">
              Sign in with a different account
            </button>
          </Form>
        ) : null}
        <div className="divider">
          <span>New to {banner.title}?</span>
        </div>
        <Link to={createAccountPath(page.redirectUrl)} className="button button-secondary">
          Create an Account
        </Link>
      </div>
      <p className="signin-help">
        Having problems with your online account? Please read our <Link to="/hc/help/faqs">FAQ</Link> or{' '}
        {banner.requiresTerms ? (
          <a href={EXTERNAL_CONTACT_URL} rel="noopener noreferrer">
            contact our call center
          </a>
        ) : (
          <Link to="/hc/help/contact-us">contact our call center</Link>
        )}
      </p>
    </div>
  )
}

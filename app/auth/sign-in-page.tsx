import type { SubmissionResult } from '@conform-to/react'
import { Form, Link, type FetcherWithComponents } from '@remix-run/react'
import { useEffect } from 'react'
import type { ClientBanner } from '#app/banners/banner.server.ts'
import { FormAlert } from '#app/ui/field.tsx'
import type { ValidationTexts } from '#app/validation/messages.ts'
import { forgotPasswordPath } from './paths.ts'
import { SignInForm } from './sign-in-form.tsx'
import type { SignInTexts } from './sign-in.messages.server.ts'

type ClassicSignInData = {
  mode: 'classic'
  redirectUrl?: string | undefined
  notices: string[]
  errors: string[]
  socialStatus: 'link' | 'create' | null
  lockedEmail?: string | undefined
  accountDeletion: boolean
  /** The page's words in the request's language (decision 0107). */
  texts: SignInTexts
  validation: ValidationTexts
}

/** Where the terms banner's footer sends people: its call center lives off-site (spec 1 section 2). */
const EXTERNAL_CONTACT_URL = 'https://www.harristeeter.com/hc/help/contact-us'

function createAccountPath(redirectUrl: string | undefined) {
  return redirectUrl ? `/account/create?${new URLSearchParams({ redirectUrl })}` : '/account/create'
}

/** Redirect and step-up modes: a spinner while the browser goes to the identity provider. */
export function RedirectingToProvider({ authorizeUrl, texts }: { authorizeUrl: string; texts: SignInTexts }) {
  useEffect(() => {
    window.location.assign(authorizeUrl)
  }, [authorizeUrl])
  return (
    <div className="signin-redirect" role="status">
      <noscript>
        <meta httpEquiv="refresh" content={`0;url=${authorizeUrl}`} />
      </noscript>
      <span className="spinner" aria-hidden="true" />
      <p>{texts.redirecting}</p>
      <p>
        <a href={authorizeUrl}>{texts.continueToSignIn}</a>
      </p>
    </div>
  )
}

function GoogleSignIn({ redirectUrl, texts }: { redirectUrl: string | undefined; texts: SignInTexts }) {
  return (
    <>
      {/* A hand-over to a third party: a document navigation, never a client-side fetch. */}
      <Form method="POST" action="/auth/google" reloadDocument>
        {redirectUrl ? <input type="hidden" name="redirectUrl" value={redirectUrl} /> : null}
        <button type="submit" className="button button-secondary button-google">
          {texts.signInWithGoogle}
        </button>
      </Form>
      <div className="divider">
        <span>{texts.or}</span>
      </div>
    </>
  )
}

export function SignInPage({
  banner,
  page,
  lastResult,
  description = page.texts.description,
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
  const { texts } = page
  const showGoogle = banner.googleSignIn && socialLoginAllowed && !page.accountDeletion && page.socialStatus !== 'link'
  return (
    <div className={banner.requiresTerms ? 'signin signin-terms-layout' : 'signin'}>
      <div className="signin-card">
        {headingLevel === 'page' ? <h1>{texts.title}</h1> : null}
        <p>{description}</p>
        <FormAlert tone="info" errors={page.notices} />
        <FormAlert errors={page.errors} />
        {page.socialStatus === 'link' ? <FormAlert tone="info" errors={[texts.socialLink]} /> : null}
        {page.socialStatus === 'create' ? <FormAlert tone="info" errors={[texts.socialCreate]} /> : null}
        {banner.firstVisitNotice ? (
          <div className="alert alert-info" role="note">
            <p>
              {texts.firstVisit} <Link to="/account/create">{texts.createAccount}</Link>
            </p>
          </div>
        ) : null}
        {banner.requiresTerms ? (
          <div className="alert alert-info" role="note">
            <p>
              {texts.troubleSinceUpdate}{' '}
              <Link to={forgotPasswordPath(page.redirectUrl)}>{texts.resetYourPassword}</Link>.
            </p>
          </div>
        ) : null}
        {showGoogle ? <GoogleSignIn redirectUrl={page.redirectUrl} texts={texts} /> : null}
        <SignInForm
          // A new locked email (social link) starts a fresh form.
          key={page.lockedEmail ?? 'signin'}
          banner={banner}
          redirectUrl={page.redirectUrl}
          lastResult={lastResult}
          lockedEmail={page.lockedEmail}
          accountDeletion={page.accountDeletion}
          texts={texts}
          validation={page.validation}
          fetcher={fetcher}
          formId={fetcher ? 'signin-dialog' : 'signin'}
        />
        {page.socialStatus === 'link' ? (
          <Form method="POST" action="/signin" className="signin-cancel-link">
            <input type="hidden" name="intent" value="cancelSocialLink" />
            {page.redirectUrl ? <input type="hidden" name="redirectUrl" value={page.redirectUrl} /> : null}
            <button type="submit" className="link-button">
              {texts.differentAccount}
            </button>
          </Form>
        ) : null}
        <div className="divider">
          <span>{texts.newTo}</span>
        </div>
        <Link to={createAccountPath(page.redirectUrl)} className="button button-secondary">
          {texts.createAnAccount}
        </Link>
      </div>
      <p className="signin-help">
        {texts.helpIntro} <Link to="/hc/help/faqs">{texts.helpFaq}</Link> {texts.helpOr}{' '}
        {banner.requiresTerms ? (
          <a href={EXTERNAL_CONTACT_URL} rel="noopener noreferrer">
            {texts.helpCallCenter}
          </a>
        ) : (
          <Link to="/hc/help/contact-us">{texts.helpCallCenter}</Link>
        )}
      </p>
    </div>
  )
}

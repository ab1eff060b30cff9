import type { SubmissionResult } from '@conform-to/react'
import { Link } from '@remix-run/react'
import type { ClientBanner } from '#app/banners/banner.server.ts'
import { FormAlert } from '#app/ui/field.tsx'
import { forgotPasswordPath } from './paths.ts'
import { SignInForm } from './sign-in-form.tsx'

type SignInPageData = {
  redirectUrl?: string | undefined
  notices: string[]
  accountDeletion: boolean
}

/** Where the terms banner's footer sends people: its call center lives off-site (spec 1 section 2). */
const EXTERNAL_CONTACT_URL = 'https://www.harristeeter.com/hc/help/contact-us'

function createAccountPath(redirectUrl: string | undefined) {
  return redirectUrl ? `/account/create?${new URLSearchParams({ redirectUrl })}` : '/account/create'
}

export function SignInPage({
  banner,
  page,
  lastResult,
  description = `Sign in to your existing ${banner.title} account`,
}: {
  banner: ClientBanner
  page: SignInPageData
  lastResult: SubmissionResult<string[]> | undefined
  description?: string
}) {
  const createPath = createAccountPath(page.redirectUrl)
  return (
    <div className={banner.requiresTerms ? 'signin signin-terms-layout' : 'signin'}>
      <div className="signin-card">
        <h1>Sign In</h1>
        <p>{description}</p>
        <FormAlert tone="info" errors={page.notices} />
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
              <Link to={forgotPasswordPath(page.redirectUrl)}>
                reset your password
              </Link>
              .
            </p>
          </div>
        ) : null}
        <SignInForm banner={banner} redirectUrl={page.redirectUrl} lastResult={lastResult} accountDeletion={page.accountDeletion} />
        <div className="divider">
          <span>New to {banner.title}?</span>
        </div>
        <Link to={createPath} className="button button-secondary">
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

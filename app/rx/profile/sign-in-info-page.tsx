import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { SignInInformation } from './sign-in-info.server.ts'
import { PROFILE_PATH } from './profile-paths.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'
import { SIGN_IN_INFO_TEXTS } from './sign-in-info-texts.ts'

/** 'Sign In Information': name, email (verified or not) and password, with where each is changed. */
export function SignInInformationPage({ data }: { data: SignInInformation }) {
  const { account } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={SIGN_IN_INFO_TEXTS.signInTitle} description={SIGN_IN_INFO_TEXTS.signInIntro} />
      {data.error ? <LoadAlert message={data.error} /> : null}
      {account ? (
        <dl className="profile-details">
          <div>
            <dt>{SIGN_IN_INFO_TEXTS.signInName}</dt>
            <dd>{account.name || PROFILE_TEXTS.notOnFile}</dd>
          </div>
          <div>
            <dt>{SIGN_IN_INFO_TEXTS.signInEmail}</dt>
            <dd>
              {account.email ?? PROFILE_TEXTS.notOnFile}{' '}
              <span className="tag">
                {account.emailVerified ? SIGN_IN_INFO_TEXTS.emailVerified : SIGN_IN_INFO_TEXTS.emailNotVerified}
              </span>
              {account.emailVerified ? null : (
                <>
                  {' '}
                  <Link to={data.verifyEmailPath}>{SIGN_IN_INFO_TEXTS.verifyEmail}</Link>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{SIGN_IN_INFO_TEXTS.password}</dt>
            <dd>
              <Link to={data.changePasswordPath}>{SIGN_IN_INFO_TEXTS.changePassword}</Link>
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="dialog-actions">
        <Link to="/account" className="button button-secondary">
          {SIGN_IN_INFO_TEXTS.editAccount}
        </Link>
        <Link to={PROFILE_PATH}>{SIGN_IN_INFO_TEXTS.backToProfile}</Link>
      </p>
    </div>
  )
}

import { Link } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { SignInInformation } from './sign-in-info.server.ts'
import { PROFILE_PATH } from './profile-paths.ts'

/** 'Sign In Information': name, email (verified or not) and password, with where each is changed. */
export function SignInInformationPage({ data }: { data: SignInInformation }) {
  const { account, texts } = data
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={texts.intro} />
      {data.error ? <LoadAlert message={data.error} /> : null}
      {account ? (
        <dl className="profile-details">
          <div>
            <dt>{texts.name}</dt>
            <dd>{account.name || texts.notOnFile}</dd>
          </div>
          <div>
            <dt>{texts.email}</dt>
            <dd>
              {account.email ?? texts.notOnFile}{' '}
              <span className="tag">{account.emailVerified ? texts.emailVerified : texts.emailNotVerified}</span>
              {account.emailVerified ? null : (
                <>
                  {' '}
                  <Link to={data.verifyEmailPath}>{texts.verifyEmail}</Link>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>{texts.password}</dt>
            <dd>
              <Link to={data.changePasswordPath}>{texts.changePassword}</Link>
            </dd>
          </div>
        </dl>
      ) : null}
      <p className="dialog-actions">
        <Link to="/account" className="button button-secondary">
          {texts.editAccount}
        </Link>
        <Link to={PROFILE_PATH}>{texts.backToProfile}</Link>
      </p>
    </div>
  )
}

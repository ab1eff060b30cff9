import { Link } from '@remix-run/react'
import type { loadLandingPage } from './landing-page.server.ts'
import { NEW_PATIENT_START_PATH } from '#app/rx/shared/rx-redirects.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'

export function LandingPage({ data }: { data: Awaited<ReturnType<typeof loadLandingPage>> }) {
  const { signedIn, sessionTimeout, awaitingApproval, signInHref, linkStart, home, texts } = data
  return (
    <section>
      <RxPageHeader description={texts.description} />
      {sessionTimeout ? (
        <div className="alert alert-info" role="status">
          {texts.sessionTimeout}
        </div>
      ) : null}
      {awaitingApproval ? (
        <div className="alert alert-info" role="status">
          {texts.awaitingApproval}
        </div>
      ) : null}
      {signedIn ? (
        <div className="rx-landing-card">
          <h2>{texts.linkHeading}</h2>
          <p>{texts.linkBody}</p>
          <p>
            <Link to={linkStart} className="button">
              {texts.linkButton}
            </Link>
          </p>
          <p>
            {texts.newPatientBefore}
            <Link to={NEW_PATIENT_START_PATH}>{texts.newPatientLink}</Link>
            {texts.newPatientAfter}
          </p>
        </div>
      ) : (
        <div className="rx-landing-card">
          <h2>{texts.signInHeading}</h2>
          <p>{texts.signInBody}</p>
          <p>
            <Link to={signInHref} className="button">
              {texts.signIn}
            </Link>
          </p>
        </div>
      )}
      {home ? (
        <div className="rx-landing-card">
          <h2>{texts.questions}</h2>
          <p>{home.supportText}</p>
          <p>
            {texts.callUsBefore}
            <a href={`tel:${home.supportPhone}`}>{home.supportPhone}</a>
            {texts.callUsAfter}
          </p>
          <h3>{texts.getTheApp}</h3>
          <ul>
            <li>
              <a href={home.appLinks.appStore}>{texts.appStore}</a>
            </li>
            <li>
              <a href={home.appLinks.googlePlay}>{texts.googlePlay}</a>
            </li>
          </ul>
        </div>
      ) : null}
    </section>
  )
}

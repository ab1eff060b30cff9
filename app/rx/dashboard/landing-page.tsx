import { Link } from '@remix-run/react'
import type { loadLandingPage } from './landing-page.server.ts'
import { NEW_PATIENT_START_PATH } from '#app/rx/shared/rx-redirects.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { SESSION_TIMEOUT_NOTICE } from '#app/auth/auth-texts.ts'

export function LandingPage({ data }: { data: Awaited<ReturnType<typeof loadLandingPage>> }) {
  const { signedIn, sessionTimeout, awaitingApproval, signInHref, linkStart, home } = data
  return (
    <section>
      <RxPageHeader description="Refill prescriptions, check their status and manage your family's pharmacy needs online." />
      {sessionTimeout ? (
        <div className="alert alert-info" role="status">
          {SESSION_TIMEOUT_NOTICE}
        </div>
      ) : null}
      {awaitingApproval ? (
        <div className="alert alert-info" role="status">
          Your request to manage someone's prescriptions is waiting for their approval. We will let you know when they
          answer.
        </div>
      ) : null}
      {signedIn ? (
        <div className="rx-landing-card">
          <h2>Add Online Prescription Management</h2>
          <p>
            Your account is not linked to a pharmacy patient record yet. Link it by telling us who you are, and your
            prescriptions, refills and status tracker appear here.
          </p>
          <p>
            <Link to={linkStart} className="button">
              Link My Pharmacy Account
            </Link>
          </p>
          <p>
            New to our pharmacy? <Link to={NEW_PATIENT_START_PATH}>Request to become a patient</Link>.
          </p>
        </div>
      ) : (
        <div className="rx-landing-card">
          <h2>Manage your prescriptions online</h2>
          <p>Sign in to refill prescriptions, track their status and check out online.</p>
          <p>
            <Link to={signInHref} className="button">
              Sign In
            </Link>
          </p>
        </div>
      )}
      {home ? (
        <div className="rx-landing-card">
          <h2>Questions?</h2>
          <p>{home.supportText}</p>
          <p>
            Call us at <a href={`tel:${home.supportPhone}`}>{home.supportPhone}</a>.
          </p>
          <h3>Get the App</h3>
          <ul>
            <li>
              <a href={home.appLinks.appStore}>Download on the App Store</a>
            </li>
            <li>
              <a href={home.appLinks.googlePlay}>Get it on Google Play</a>
            </li>
          </ul>
        </div>
      ) : null}
    </section>
  )
}

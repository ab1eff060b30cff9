import type { MetaFunction } from '@remix-run/node'
import { staticPageHandle } from '#app/ui/static-page.ts'

export const handle = staticPageHandle
export const meta: MetaFunction = () => [{ title: 'Privacy Policy' }]

export default function PrivacyPolicy() {
  return (
    <article className="content-page">
      <h1>Privacy Policy</h1>
      <p>
        We collect the information you give us (such as your name, email address and prescriptions) to run your account
        and serve you in our stores and pharmacies.
      </p>
      <h2>Health information</h2>
      <p>
        Pharmacy records are protected health information. We use them only to provide pharmacy services and as the law
        allows.
      </p>
      <h2>Cookies</h2>
      <p>
        We use a signed session cookie to keep you signed in and a device cookie to recognise this browser. You can
        remove them at any time by signing out or clearing your cookies.
      </p>
    </article>
  )
}

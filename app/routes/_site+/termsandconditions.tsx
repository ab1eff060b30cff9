import type { MetaFunction } from '@remix-run/node'
import { staticPageHandle } from '#app/ui/static-page.ts'

export const handle = staticPageHandle
export const meta: MetaFunction = () => [{ title: 'Terms and Conditions' }]

export default function TermsAndConditions() {
  return (
    <article className="content-page">
      <h1>Terms and Conditions</h1>
      <p>
        By using this website you agree to these terms. They cover your online account, digital coupons, pharmacy
        services and saved payment methods.
      </p>
      <h2>Your account</h2>
      <p>
        Keep your password private. You are responsible for activity in your account; tell us at once if you think
        someone else has used it.
      </p>
      <h2>Pharmacy services</h2>
      <p>
        Prescription information shown online is for your convenience. Your pharmacist remains your source for advice
        about your medicines.
      </p>
      <h2>Payments</h2>
      <p>
        Card details are entered in a secure payment page run by our payment processor and are never stored on this
        website.
      </p>
    </article>
  )
}

import type { MetaFunction } from '@remix-run/node'
import { staticPageHandle } from '#app/ui/static-page.ts'

export const handle = staticPageHandle
export const meta: MetaFunction = () => [{ title: 'Contact Us' }]

export default function ContactUs() {
  return (
    <article className="content-page">
      <h1>Contact Us</h1>
      <p>Our call center can help with your online account, orders and digital coupons.</p>
      <dl>
        <dt>Customer service</dt>
        <dd>
          <a href="tel:+18005764377">1-800-576-4377</a>, every day 7 AM to 11 PM Eastern
        </dd>
        <dt>Pharmacy</dt>
        <dd>Call your pharmacy directly; its number is on your prescription label.</dd>
      </dl>
    </article>
  )
}

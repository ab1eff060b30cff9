import type { MetaFunction } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { staticPageHandle } from '#app/ui/static-page.ts'

export const handle = staticPageHandle
export const meta: MetaFunction = () => [{ title: 'FAQ' }]

const QUESTIONS = [
  [
    'I forgot my password. What do I do?',
    'Choose Forgot Password? on the sign-in page and we will email you a link to reset it.',
  ],
  [
    'Why am I asked to sign in again?',
    'For your security we ask you to sign back in before showing pharmacy and account details on a device you have not used recently.',
  ],
  [
    'Can I refill a prescription without an account?',
    'Yes. Use Refill Without an Account from the health menu with your prescription number and your pharmacy phone number.',
  ],
  [
    'How do I add a payment card?',
    'Open My Wallet from Profile & Settings and choose to add a card. Card details are entered on our payment processor\u2019s secure page.',
  ],
] as const

export default function Faqs() {
  return (
    <article className="content-page">
      <h1>Frequently Asked Questions</h1>
      {QUESTIONS.map(([question, answer]) => (
        <section key={question}>
          <h2>{question}</h2>
          <p>{answer}</p>
        </section>
      ))}
      <p>
        Still need help? <Link to="/hc/help/contact-us">Contact us</Link>.
      </p>
    </article>
  )
}

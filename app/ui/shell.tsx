import { Form, Link, useLocation, useMatches } from '@remix-run/react'
import type { ReactNode } from 'react'
import type { ClientBanner } from '#app/banners/banner.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { LanguageSwitch } from './language-switch.tsx'
import type { ShellTexts } from './shell.messages.server.ts'

type ShellUser = { firstName: string } | null

/**
 * Route handle of a layout whose pages all start with a block of links (a side menu): it names the element after
 * that block, where the skip link then leads (WCAG 2.4.1 Bypass Blocks). Elsewhere the skip link leads to main.
 */
export type SkipLinkHandle = { skipTo?: string }

const MAIN_ID = 'main'

function Logo({ banner }: { banner: ClientBanner }) {
  const image = <img src={banner.logoUrl} alt={banner.title} className="logo" width={177} height={101} />
  return banner.linkedLogo ? (
    <Link to="/" className="logo-link">
      {image}
    </Link>
  ) : (
    image
  )
}

/**
 * The page shell: header with banner logo and account links, main, footer.
 * What it shows from a domain comes in as a slot (`signIn`: the header's Sign In for a signed-out visitor), filled by root.
 */
export function Shell({
  banner,
  user,
  language,
  texts,
  signIn,
  children,
}: {
  banner: ClientBanner
  user: ShellUser
  language: Language
  /** The shell's words in the request's language, from the root loader. */
  texts: ShellTexts
  signIn: ReactNode
  children: ReactNode
}) {
  const location = useLocation()
  const skipTo =
    useMatches()
      .map((match) => (match.handle as SkipLinkHandle | undefined)?.skipTo)
      .findLast(Boolean) ?? MAIN_ID
  return (
    <>
      <a href={`#${skipTo}`} className="skip-link">
        {texts.skipToContent}
      </a>
      <header className="site-header">
        <Logo banner={banner} />
        <nav aria-label={texts.siteNavigation}>
          <ul className="site-nav">
            <li>
              <Link to="/health-dashboard">{texts.health}</Link>
            </li>
            <li>
              <Link to="/rx/dashboard">{texts.myPrescriptions}</Link>
            </li>
          </ul>
        </nav>
        <div className="account-links">
          {user ? (
            <>
              <Link to="/account" className="greeting">
                {texts.greeting}
              </Link>
              <Form method="POST" action="/signout">
                <button type="submit" className="link-button">
                  {texts.signOut}
                </button>
              </Form>
            </>
          ) : location.pathname === '/signin' ? null : (
            signIn
          )}
          <LanguageSwitch language={language} />
        </div>
      </header>
      <main id={MAIN_ID} tabIndex={-1}>
        {children}
      </main>
      <footer className="site-footer">
        <ul>
          <li>
            <Link to="/hc/help/faqs">{texts.faq}</Link>
          </li>
          <li>
            <Link to="/hc/help/contact-us">{texts.contactUs}</Link>
          </li>
          <li>
            <Link to="/termsandconditions">{texts.terms}</Link>
          </li>
          <li>
            <Link to="/privacypolicy">{texts.privacy}</Link>
          </li>
        </ul>
        <p>{texts.copyright}</p>
      </footer>
    </>
  )
}

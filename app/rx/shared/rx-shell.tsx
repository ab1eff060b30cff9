import { Link, useLocation, useMatches, useRouteLoaderData } from '@remix-run/react'
import { useEffect, useState, type ReactNode } from 'react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import type { BannerMessage, loadRxLayout } from './rx-layout.server.ts'
import type { RxShellTexts } from './rx-shell.messages.server.ts'

/** Route handle of /rx pages: tracker pages draw on white or light grey (spec 2 'Page shell'). */
export type RxHandle = { rxBackground?: 'white' | 'grey' }

/** The /rx shell's words in the page's language, from the /rx layout's loader (none when that loader failed). */
const useOptionalRxShellTexts = (): RxShellTexts | undefined =>
  useRouteLoaderData<typeof loadRxLayout>('routes/rx+/_layout')?.texts

/** The /rx shell's words, for what renders under the /rx layout's page (its loader has answered). */
export function useRxShellTexts(): RxShellTexts {
  const texts = useOptionalRxShellTexts()
  if (!texts) throw new Error('No /rx layout data')
  return texts
}

export function useRxBackground() {
  const leaf = useMatches().at(-1)
  return (leaf?.handle as RxHandle | undefined)?.rxBackground ?? 'default'
}

export function DynamicBannerMessage({ message }: { message: BannerMessage }) {
  return (
    <div
      className={['rx-banner-message', `alert alert-${message.kind}`, message.className].filter(Boolean).join(' ')}
      role="status"
    >
      {message.text}
    </div>
  )
}

/** The page header: title (default 'My Prescriptions') with an optional description or subtitle. */
export function RxPageHeader({ title, description }: { title?: string; description?: ReactNode }) {
  const texts = useRxShellTexts()
  return (
    <header className="rx-page-header">
      <h1>{title ?? texts.myPrescriptions}</h1>
      {description ? <p className="rx-page-description">{description}</p> : null}
    </header>
  )
}

const BACK_TO_TOP_THRESHOLD_PX = 200

/**
 * Without JavaScript a plain link to the top of the page is always there;
 * with it, the button appears once the page has scrolled past 200 px.
 */
export function BackToTop({ label }: { label: string }) {
  const hydrated = useHydrated()
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > BACK_TO_TOP_THRESHOLD_PX)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [])
  if (hydrated && !scrolled) return null
  return (
    <a href="#main" className="back-to-top">
      {label}
    </a>
  )
}

/**
 * Spec 2 '/rx/error': Technical Difficulties. REFRESH is a plain link that
 * reloads the page (a GET, also after a failed post), so it works without JavaScript.
 */
export function TechnicalDifficulties({ message }: { message?: string }) {
  const location = useLocation()
  const texts = useRxShellTexts()
  return (
    <>
      <h1>{texts.technicalDifficultiesTitle}</h1>
      <p>{message ?? texts.technicalDifficulties}</p>
      <p className="rx-error-actions">
        <a href={`${location.pathname}${location.search}`} className="button">
          {texts.refresh}
        </a>
        <Link to="/rx/dashboard">{texts.backToHome}</Link>
      </p>
    </>
  )
}

/**
 * Every /rx route's error boundary: a page that could not load because an
 * upstream is away (503) or refused (502) is the Technical Difficulties page
 * with the area's message (decision 0034); other statuses as everywhere, but
 * with spec 2's generic message where they carry none (decision 0084).
 */
export function RxErrorBoundary() {
  const texts = useOptionalRxShellTexts()
  const technicalDifficulties = ({ error }: { error: { data: unknown } }) => (
    <TechnicalDifficulties message={typeof error.data === 'string' && error.data ? error.data : undefined} />
  )
  // The /rx layout itself failed: the site's error page, in the language the root loader sent.
  if (!texts) return <GeneralErrorBoundary />
  return (
    <GeneralErrorBoundary
      statusHandlers={{ 502: technicalDifficulties, 503: technicalDifficulties }}
      fallbackMessage={texts.genericError}
    />
  )
}

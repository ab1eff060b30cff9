import { Link, useFetcher, useLocation } from '@remix-run/react'
import { Suspense, lazy, useEffect, useRef, useState, type MouseEvent } from 'react'
import type { ClientBanner } from '#app/banners/banner.server.ts'
import { signInPath } from './paths.ts'
import type { loadSignInPage, submitSignIn } from './sign-in-page.server.ts'
import type { SignInDialogTexts } from './sign-in.messages.server.ts'

// The form loads when the dialog opens (with the fetcher's data), not with every page that has the header.
const SignInPage = lazy(() => import('./sign-in-page.tsx').then((module) => ({ default: module.SignInPage })))
const RedirectingToProvider = lazy(() =>
  import('./sign-in-page.tsx').then((module) => ({ default: module.RedirectingToProvider })),
)

/**
 * The header's Sign In. Without JavaScript it is a link to /signin; with it,
 * a modal dialog (max width 600px) with the same form, closed by navigation.
 */
export function SignInDialog({ banner, texts }: { banner: ClientBanner; texts: SignInDialogTexts }) {
  const location = useLocation()
  const here = `${location.pathname}${location.search}`
  const page = useFetcher<typeof loadSignInPage>()
  const submission = useFetcher<typeof submitSignIn>()
  const dialog = useRef<HTMLDialogElement>(null)
  const [open, setOpen] = useState(false)

  useEffect(() => setOpen(false), [location.key])
  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  const openDialog = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
    event.preventDefault()
    page.load(signInPath(here))
    setOpen(true)
  }

  const data = page.data
  const loading = <p role="status">{texts.loading}</p>
  return (
    <>
      <Link to={signInPath(here)} onClick={openDialog}>
        {texts.signIn}
      </Link>
      {/* eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a backdrop click; Escape is its keyboard twin, native to a modal dialog */}
      <dialog
        ref={dialog}
        className="dialog dialog-signin"
        aria-labelledby="signin-dialog-title"
        onClose={() => setOpen(false)}
        // A click on the backdrop lands on the dialog element itself.
        onClick={(event) => event.target === event.currentTarget && setOpen(false)}
      >
        <div className="dialog-header">
          <h2 id="signin-dialog-title">{texts.signIn}</h2>
          <button type="button" className="dialog-close" aria-label={texts.close} onClick={() => setOpen(false)}>
            ×
          </button>
        </div>
        {!open || !data ? (
          loading
        ) : (
          <Suspense fallback={loading}>
            {data.mode !== 'classic' ? (
              <RedirectingToProvider authorizeUrl={data.authorizeUrl} texts={data.texts} />
            ) : (
              <SignInPage
                banner={banner}
                page={data}
                lastResult={submission.data?.result}
                description={data.texts.callToAction}
                fetcher={submission}
                headingLevel="dialog"
              />
            )}
          </Suspense>
        )}
      </dialog>
    </>
  )
}

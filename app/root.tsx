import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node'
import {
  Links,
  LiveReload,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useLoaderData,
  useMatches,
  useRouteLoaderData,
} from '@remix-run/react'
import { useEffect, type ReactNode } from 'react'
import { getAuthState } from '#app/auth/auth-state.server.ts'
import { SignInDialog } from '#app/auth/sign-in-dialog.tsx'
import { SIGN_IN_DIALOG } from '#app/auth/sign-in.messages.server.ts'
import { touchActivity } from '#app/auth/session.server.ts'
import { bannerFor, bannerForClient } from '#app/banners/banner.server.ts'
import { DEFAULT_LANGUAGE, LOCALES, type Language } from '#app/i18n/language.ts'
import { textsOf } from '#app/i18n/messages.server.ts'
import { useNonce } from '#app/security/nonce.tsx'
import { rememberMockScenario } from '#app/upstream/mock-scenario.server.ts'
import { REQUEST_ID_META } from '#app/observability/error-report.ts'
import { signedRequestId } from '#app/observability/page-request-id.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { useFocusOnNavigation } from '#app/ui/focus-on-navigation.ts'
import { takeFlash } from '#app/ui/flash.server.ts'
import { ProgressBar } from '#app/ui/progress-bar.tsx'
import { Shell } from '#app/ui/shell.tsx'
import { SHELL } from '#app/ui/shell.messages.server.ts'
import { isBarePage, shouldHydrate } from '#app/ui/static-page.ts'
import { FlashMessages } from '#app/ui/toast.tsx'
import stylesUrl from '#app/styles/app.css'

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: stylesUrl },
  { rel: 'icon', href: 'data:,' },
]

export const meta: MetaFunction = () => [{ title: 'Error' }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  await rememberMockScenario(request)
  const banner = bannerFor(request)
  const { user, status, idle, lastActivity } = await getAuthState(request, context)
  // The shell shows the toast and sticky message; a page reads its own flash from the same cookie, which ends here.
  const { flash, headers } = await takeFlash(request)
  // Any page a signed-in user opens is activity: the pharmacy's idle limit counts from the last one (decision 0035).
  // An idle sign-in is not revived by a page outside the pharmacy: its next pharmacy page ends it. Only a live sign-in
  // has an idle clock (a remembered one asks for the password anyway).
  if (user && status === 'authenticated' && !idle) await touchActivity(user, lastActivity)
  return data(
    {
      banner: bannerForClient(banner),
      user: user ? { firstName: user.firstName } : null,
      toast: flash?.toast ?? null,
      stickyMessage: flash?.stickyMessage ?? null,
      // The browser's error reports name the request that rendered the page, with a tag that proves it (decision 0102).
      requestId: signedRequestId(context.requestId),
      language: context.language,
      shellTexts: textsOf(SHELL, context.language, { banner: banner.title, firstName: user?.firstName ?? '' }),
      signInTexts: textsOf(SIGN_IN_DIALOG, context.language),
    },
    { headers },
  )
}

function Document({
  children,
  requestId,
  language,
}: {
  children: ReactNode
  requestId: string | undefined
  language: Language
}) {
  const nonce = useNonce()
  const hydrate = shouldHydrate(useMatches())
  // A mark that React has hydrated the page (effects run only then): tests wait on it before acting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true'
  }, [])
  return (
    <html lang={LOCALES[language]}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {requestId ? <meta name={REQUEST_ID_META} content={requestId} /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {hydrate ? (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        {/* `npm run dev` only (nothing in a production build): reloads the page after a rebuild, decision 0099. */}
        <LiveReload nonce={nonce} />
      </body>
    </html>
  )
}

export default function App() {
  const { banner, user, toast, stickyMessage, requestId, language, shellTexts, signInTexts } =
    useLoaderData<typeof loader>()
  const bare = isBarePage(useMatches())
  useFocusOnNavigation()
  if (bare) {
    return (
      <Document requestId={requestId} language={language}>
        <main id="main">
          <Outlet />
        </main>
      </Document>
    )
  }
  return (
    <Document requestId={requestId} language={language}>
      <ProgressBar label={shellTexts.loading} />
      <Shell
        // A switch of language starts the page afresh, as it does without JavaScript: state a page built from its
        // texts once (a form's lazily loaded checks) is built again in the new language.
        key={language}
        banner={banner}
        user={user}
        language={language}
        texts={shellTexts}
        signIn={<SignInDialog banner={banner} texts={signInTexts} />}
      >
        <FlashMessages toast={toast} stickyMessage={stickyMessage} dismissLabel={shellTexts.dismiss} />
        <Outlet />
      </Shell>
    </Document>
  )
}

export function ErrorBoundary() {
  // The root loader may itself have failed: render without its data then.
  const data = useRouteLoaderData<typeof loader>('root')
  const boundary = <GeneralErrorBoundary />
  return (
    // Without the root's data (its loader failed) the page names no request: the server's line of that failure does.
    <Document requestId={data?.requestId} language={data?.language ?? DEFAULT_LANGUAGE}>
      {data ? (
        <Shell
          banner={data.banner}
          user={data.user}
          language={data.language}
          texts={data.shellTexts}
          signIn={<SignInDialog banner={data.banner} texts={data.signInTexts} />}
        >
          {boundary}
        </Shell>
      ) : (
        <main id="main">{boundary}</main>
      )}
    </Document>
  )
}

import type { ActionFunctionArgs, AppLoadContext, LoaderFunctionArgs } from '@remix-run/node'
import { Link } from '@remix-run/react'
import { textsOf } from '#app/i18n/messages.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { SHELL } from '#app/ui/shell.messages.server.ts'
import { useShellTexts } from '#app/ui/use-shell-texts.ts'

const notFound = (context: AppLoadContext) => new Response(textsOf(SHELL, context.language).notFound, { status: 404 })

/** Unknown URLs answer 404 from both loader and action, inside the shell. */
export async function loader({ context }: LoaderFunctionArgs) {
  throw notFound(context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  // Read like every action: cross-site posts get the same 403, bad bodies the same 4xx.
  await readFormData(request)
  throw notFound(context)
}

export default function NotFound() {
  return null
}

export function ErrorBoundary() {
  // The root loader answered (this page's own loader threw the 404), so its words are there.
  const texts = useShellTexts()
  return (
    <>
      <GeneralErrorBoundary />
      {texts ? (
        <p>
          <Link to="/hc/help/faqs">{texts.visitFaq}</Link>
        </p>
      ) : null}
    </>
  )
}

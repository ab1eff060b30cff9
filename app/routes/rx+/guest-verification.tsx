import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { GuestVerificationPage } from '#app/rx/guest/guest-verification-page.tsx'
import { guestVerificationAction, loadGuestVerification } from '#app/rx/guest/guest.server.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadGuestVerification(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return guestVerificationAction(request, context)
}

export default function Route() {
  const { locked, notice, tooManyLinks, texts, birthDate } = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <GuestVerificationPage
      locked={locked || Boolean(answer?.locked)}
      tooManyLinks={tooManyLinks}
      notice={notice}
      result={answer?.result}
      texts={texts}
      birthDate={birthDate}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}

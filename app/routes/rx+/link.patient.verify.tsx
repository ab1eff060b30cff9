import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { identityQuizAction, loadIdentityQuiz } from '#app/rx/link/link.server.ts'
import { IdentityQuizPage } from '#app/rx/link/link-pages.tsx'
import { LINK_TEXTS } from '#app/rx/link/link-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: LINK_TEXTS.quizTitle }]

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadIdentityQuiz(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return identityQuizAction(request, context)
}

export default function Route() {
  const data = useLoaderData<typeof loader>()
  const { questions, loadError } = data
  return (
    <IdentityQuizPage
      questions={questions}
      loadError={loadError}
      formError={useActionData<typeof action>()?.formError}
      passed={'passed' in data && data.passed}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}

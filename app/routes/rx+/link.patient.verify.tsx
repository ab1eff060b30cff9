import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { identityQuizAction, loadIdentityQuiz } from '#app/rx/link/link.server.ts'
import { IdentityQuizPage } from '#app/rx/link/link-pages.tsx'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadIdentityQuiz(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return identityQuizAction(request, context)
}

export default function Route() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  return (
    <IdentityQuizPage
      // A new set of questions (a follow-up, a new quiz) starts with none answered.
      key={data.questions.map((question) => question.questionId).join()}
      questions={data.questions}
      loadError={data.loadError}
      formError={answer && 'formError' in answer ? answer.formError : undefined}
      chosen={answer && 'chosen' in answer ? answer.chosen : undefined}
      passed={'passed' in data && data.passed}
      texts={data.texts}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}

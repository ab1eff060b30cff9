import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
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

/** A follow-up quiz is the action's answer: asking the loader again would replace it with a new quiz. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionResult, defaultShouldRevalidate }) =>
  actionResult && typeof actionResult === 'object' && 'followUp' in actionResult ? false : defaultShouldRevalidate

export default function Route() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const questions = (answer && 'followUp' in answer ? answer.followUp : undefined) ?? data.questions
  return (
    <IdentityQuizPage
      // A new set of questions starts with none answered.
      key={questions.map((question) => question.questionId).join()}
      questions={questions}
      loadError={data.loadError}
      formError={answer && 'formError' in answer ? answer.formError : undefined}
      passed={'passed' in data && data.passed}
    />
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}

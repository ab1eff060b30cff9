import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData, type ShouldRevalidateFunction } from '@remix-run/react'
import { useState } from 'react'
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

type Questions = ReturnType<typeof useLoaderData<typeof loader>>['questions']

/**
 * The questions on screen: the loader's quiz, or the follow-up the last answer brought. A follow-up stays through
 * refused answers (an action's error answer does not revalidate), until the loader asks a new quiz.
 */
function useShownQuestions(loaded: Questions, brought: Questions | undefined) {
  const [followUp, setFollowUp] = useState<{ after: Questions; questions: Questions }>()
  if (brought && followUp?.questions !== brought) setFollowUp({ after: loaded, questions: brought })
  return followUp && followUp.after === loaded ? followUp.questions : (brought ?? loaded)
}

export default function Route() {
  const data = useLoaderData<typeof loader>()
  const answer = useActionData<typeof action>()
  const questions = useShownQuestions(data.questions, answer && 'followUp' in answer ? answer.followUp : undefined)
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

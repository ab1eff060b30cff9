import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { loadNewPatientQuiz, newPatientQuizAction } from '#app/rx/link/new-patient.server.ts'

// The same quiz page as linking's; only where the quiz comes from and what a pass leads to differ.
export { ErrorBoundary, default, meta } from './link.patient.verify.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadNewPatientQuiz(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return newPatientQuizAction(request, context)
}

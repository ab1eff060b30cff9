import { expect } from 'vitest'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { action as patientLookupAction } from '#app/routes/rx+/link.patient.lookup.tsx'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/link.prescription.verify.tsx'
import { serve, cookiesFrom, formPost, get, settle } from './requests.ts'
import { NIA_DETAILS, NIA_RX } from './linking.ts'
import { testContext } from '#tests/utils/context.ts'

/** The linking tests' shared steps: a loader's or action's arguments, where it sent, and what it answered. */
export const args = (request: Request) => ({ request, params: {}, context: testContext() })
export const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
export const dataOf = <T = never>(result: unknown) => (result as { data: unknown }).data as T

/** Signs in (the newcomer by default) and returns the cookies. */
export async function signIn(email = 'new@example.com') {
  const response = await serve(signInAction, formPost('/signin', { email, password: 'Password1' }))
  return cookiesFrom(response as Response)
}

/** Runs a step, checks where it led, and returns the cookies after it. */
export async function step(run: () => Promise<unknown>, cookie: string, to: string) {
  const answer = (await settle(run)) as Response
  expect(location(answer)).toBe(to)
  return cookiesFrom(answer, cookie)
}

export type QuizQuestion = { questionId: string; choices: Array<{ value: string; label: string }> }
export const questionsOf = (page: unknown) => dataOf<{ questions: QuizQuestion[] }>(page).questions
export const answerOf = (question: QuizQuestion, label: string) =>
  question.choices.find((choice) => choice.label === label)!.value
/** The simulated quiz's right answers, by label. */
export const RIGHT_ANSWERS = ['Race Street', 'Cincinnati'] as const

/** The quiz form with the choices of these labels, in the order of its questions. */
export function quizForm(questions: QuizQuestion[], labels: readonly [string, string] = RIGHT_ANSWERS) {
  return { Q1: answerOf(questions[0]!, labels[0]), Q2: answerOf(questions[1]!, labels[1]) }
}

/** Signed in (the newcomer by default), found by her details and the identity quiz passed: the verification page's cookies. */
export async function quizPassedByDetails(email?: string) {
  let cookie = await signIn(email)
  cookie = await step(
    () => serve(patientLookupAction, formPost('/rx/link/patient/lookup', NIA_DETAILS, { cookie })),
    cookie,
    '/rx/link/patient/verify',
  )
  const quiz = await serve(quizLoader, get('/rx/link/patient/verify', { cookie }))
  cookie = cookiesFrom(quiz, cookie)
  return step(
    () => serve(quizAction, formPost('/rx/link/patient/verify', quizForm(questionsOf(quiz)), { cookie })),
    cookie,
    '/rx/link/prescription/verify',
  )
}

/** The prescription verification page (the prescriber, or the Rx number), after the identity quiz. */
export const VERIFY = '/rx/link/prescription/verify'

type VerifyPage = {
  way: 'prescriber' | 'rx'
  message?: string
  prescribers: Array<{ value: string; label: string }>
}

export async function verifyPage(cookie: string, query = '') {
  const page = await serve(verifyLoader, get(`${VERIFY}${query}`, { cookie }))
  return { page: dataOf<VerifyPage>(page), cookie: cookiesFrom(page, cookie) }
}

export const prescriberOf = (page: VerifyPage, label: string) =>
  page.prescribers.find((option) => option.label === label)!.value

export function choose(cookie: string, prescriberNumber: string, query = '') {
  return settle(() =>
    serve(verifyAction, formPost(`${VERIFY}${query}`, { intent: 'prescriber', prescriberNumber }, { cookie })),
  )
}

export function verifyByRx(cookie: string, fields: Record<string, string> = NIA_RX, query = '') {
  return serve(verifyAction, formPost(`${VERIFY}${query}`, { intent: 'rx', ...fields }, { cookie }))
}

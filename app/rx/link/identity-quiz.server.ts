import type { AppLoadContext } from '@remix-run/node'
import type { SignedInUser } from '#app/auth/session.server.ts'
import { bannerFor } from '#app/banners/banner.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { answerIdentityQuiz } from '#app/upstream/rx-link-api.server.ts'
import type { IdentityQuiz } from '#app/upstream/rx-link-api.schema.ts'
import { linkAnswers } from './link.messages.server.ts'
import {
  claimQuiz,
  isQuizClaimed,
  linkLookupLimits,
  quizAskLimits,
  recordQuizFailures,
  recordQuizzesNotPassed,
  type AskedQuiz,
  type QuizFailure,
} from './link-flow.server.ts'

/** Spec 2 section 4: placeholder challenge questions are answered for the user, never shown. */
const PLACEHOLDER_QUESTIONS = new Set(['G1Q1', 'G2Q1', 'G3Q1'])

/**
 * A quiz asked and not yet answered is shown again instead of a new one (a reload, a refused post rendered without
 * JavaScript, a follow-up), for a while within the provider's 10 minutes, so the answers still reach it in time.
 */
const QUIZ_SHOWN_AGAIN_MS = 5 * 60_000

/** The questions as the page shows them. */
function quizView(quiz: AskedQuiz) {
  return quiz.questions.map((question) => ({
    questionId: question.questionId,
    text: question.text,
    choices: question.choices.map((choice) => ({ value: choice.choiceId, label: choice.label })),
  }))
}

/**
 * The identity provider's quiz, asked for linking or for a new patient: shown (what the page shows, what the flow
 * keeps to check the answers), blocked (person not found, failed, locked, too many requests, no questions), or not
 * loaded (a 404 says to call support; anything else to try later; too many quizzes asked: later).
 */
export async function askQuiz(
  request: Request,
  context: AppLoadContext,
  { user, record, pending }: { user: SignedInUser; record?: string; pending: AskedQuiz | undefined },
  ask: () => Promise<IdentityQuiz>,
) {
  const t = linkAnswers(context.language)
  if (pending && Date.now() - pending.askedAt < QUIZ_SHOWN_AGAIN_MS && !(await isQuizClaimed(pending)))
    return { kind: 'asked' as const, asked: pending, questions: quizView(pending) }
  // Each quiz shows a person's record in its choices: asking is counted like answering, so reloading the page
  // cannot harvest them (a pass clears the count).
  if (!(await quizAskLimits.attempt(context, user.userId)))
    return { kind: 'error' as const, loadError: t('tooManyAttempts'), status: 429 }
  // The record counts the quizzes about it that were not passed, whoever asked (decision 0073).
  if (record && !(await recordQuizzesNotPassed.attempt(record))) {
    await quizAskLimits.untried(context, user.userId)
    return { kind: 'error' as const, loadError: t('tooManyAttempts'), status: 429 }
  }
  let quiz
  try {
    quiz = await ask()
  } catch (error) {
    await Promise.all([quizAskLimits.untried(context, user.userId), record && recordQuizzesNotPassed.notFailed(record)])
    if (!isUpstreamError(error)) throw error
    const loadError =
      error.status === 404 ? t('idmFailed', { phone: bannerFor(request).pharmacySupportPhone }) : t('quizLoadFailed')
    return { kind: 'error' as const, loadError, status: upstreamFailureStatus(error) }
  }
  const read = readQuiz(quiz)
  // A quiz the provider blocked showed no choices: nothing to collect, so it is not counted on the record.
  if (read.kind !== 'asked' && record) await recordQuizzesNotPassed.notFailed(record)
  return read
}

/** A quiz as the page shows it and the flow keeps it, or why it is blocked. */
function readQuiz(quiz: IdentityQuiz) {
  if (quiz.personNotFound) return { kind: 'blocked' as const, failure: 'not-found' as QuizFailure }
  const blocked = quiz.failed || quiz.locked || quiz.status === 'TOO_MANY_REQUEST'
  const questions = quiz.questions.filter((question) => !PLACEHOLDER_QUESTIONS.has(question.questionId))
  if (blocked || !quiz.lexId || !quiz.quizId || !quiz.transactionId || questions.length === 0)
    return { kind: 'blocked' as const, failure: 'failed' as QuizFailure }
  const asked: AskedQuiz = {
    lexId: quiz.lexId,
    quizId: quiz.quizId,
    transactionId: quiz.transactionId,
    askedAt: Date.now(),
    questions: questions.map((question) => ({
      questionId: question.questionId,
      text: question.text,
      choices: question.choices.map((choice) => ({ choiceId: choice.choiceId, label: choice.text })),
    })),
    placeholders: quiz.questions.flatMap((question) => {
      const first = question.choices[0]
      return PLACEHOLDER_QUESTIONS.has(question.questionId) && first
        ? [{ questionId: question.questionId, choiceId: first.choiceId }]
        : []
    }),
  }
  return { kind: 'asked' as const, asked, questions: quizView(asked) }
}

/**
 * The posted answers to the quiz asked: every question answered with one of its choices (else 'All fields are
 * required.'), counted against the linking limits and the record's own (`record`, the patient record the quiz would
 * link, decision 0073), the quiz claimed so it is answered once (decision 0074; a later post finds it `spent`), then
 * the provider's verdict: a follow-up quiz to answer next, a pass, or (anything else) a failure.
 */
export async function answerQuiz(
  context: AppLoadContext,
  { client, user, record }: { client: UpstreamClient; user: SignedInUser; record?: string },
  quiz: AskedQuiz,
  form: FormData,
) {
  const t = linkAnswers(context.language)
  const refused = (message: string, status: number, chosen?: Record<string, string>) => ({
    kind: 'refused' as const,
    message,
    status,
    chosen,
  })
  const chosen = quiz.questions.flatMap((question) => {
    const choice = form.get(question.questionId)
    return typeof choice === 'string' && question.choices.some((offered) => offered.choiceId === choice)
      ? [{ questionId: question.questionId, choiceId: choice }]
      : []
  })
  // Nothing was spent: the same questions are shown again with the answers already chosen.
  if (chosen.length < quiz.questions.length)
    return refused(
      t('quizAllRequired'),
      400,
      Object.fromEntries(chosen.map((answer) => [answer.questionId, answer.choiceId])),
    )
  // Counted before the claim, so a post refused for too many attempts does not spend the quiz.
  if (!(await linkLookupLimits.attempt(context, user.userId))) return refused(t('tooManyAttempts'), 429)
  if (!(await claimQuiz(quiz))) {
    await linkLookupLimits.untried(context, user.userId)
    return { kind: 'spent' as const }
  }
  // Past the record's limit the quiz is failed unanswered: the record is locked for everyone.
  if (record && !(await recordQuizFailures.attempt(record))) {
    await linkLookupLimits.untried(context, user.userId)
    return { kind: 'failed' as const }
  }
  const notFailed = () => (record ? recordQuizFailures.notFailed(record) : undefined)
  const passedRecord = () => (record ? recordQuizzesNotPassed.notFailed(record) : undefined)
  let result
  try {
    result = await answerIdentityQuiz(client, {
      lexId: quiz.lexId,
      quizId: quiz.quizId,
      transactionId: quiz.transactionId,
      selectedChoices: [...chosen, ...quiz.placeholders],
    })
  } catch (error) {
    // No verdict (an outage, or a sign-in the pharmacy ended): the answers were not tried.
    await Promise.all([linkLookupLimits.untried(context, user.userId), notFailed()])
    if (!isUpstreamError(error)) throw error
    return refused(t('quizLoadFailed'), upstreamFailureStatus(error))
  }
  // More questions (spec 2 section 4: submitting returns a follow-up quiz): the same attempt goes on.
  if (result.authenticationResult !== 'PASS' && result.quiz && result.quiz.questions.length > 0) {
    // Not failed yet: the follow-up's answers are counted in their turn.
    await notFailed()
    const followUp = readQuiz(result.quiz)
    return followUp.kind === 'asked'
      ? { kind: 'followUp' as const, asked: followUp.asked }
      : { kind: 'failed' as const }
  }
  if (result.authenticationResult !== 'PASS') return { kind: 'failed' as const }
  await Promise.all([
    linkLookupLimits.succeeded(context, user.userId),
    quizAskLimits.succeeded(context, user.userId),
    notFailed(),
    passedRecord(),
  ])
  return { kind: 'passed' as const }
}

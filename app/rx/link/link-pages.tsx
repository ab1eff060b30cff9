import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { LINK_TEXTS } from './link-texts.ts'
import { NextButton } from './link-form-parts.tsx'
import { LINK_PATHS } from './link-paths.ts'

type QuizQuestion = { questionId: string; text: string; choices: Array<{ value: string; label: string }> }

/**
 * The identity quiz (spec 2 'Forms and cards'): 'All fields are required.', one radio group per question, Next.
 * Next waits until every question has an answer with JavaScript; without it, the server says what is missing.
 */
export function IdentityQuizPage({
  questions,
  loadError,
  formError,
  chosen = {},
  passed = false,
}: {
  questions: QuizQuestion[]
  loadError: string | null
  formError: string | undefined
  /** The answers of a refused post, chosen again (without JavaScript the page is new). */
  chosen?: Record<string, string>
  /** The quiz was passed and the link failed: Next only tries the link again. */
  passed?: boolean
}) {
  // With JavaScript, Next waits for an answer to every question (spec 2 section 5); without it, the server says so.
  const hydrated = useHydrated()
  const [answered, setAnswered] = useState(() => questions.filter((question) => chosen[question.questionId]).length)
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.quizTitle} />
      {loadError ? (
        <FormAlert errors={[loadError]} />
      ) : (
        <Form
          method="POST"
          className="narrow-form"
          onChange={(event) => setAnswered(new Set([...new FormData(event.currentTarget).keys()]).size)}
        >
          {passed ? (
            <p>{LINK_TEXTS.quizPassed}</p>
          ) : (
            <>
              <p>{LINK_TEXTS.quizIntro}</p>
              <p className="field-hint">{LINK_TEXTS.quizAllRequired}</p>
            </>
          )}
          <FormAlert errors={formError ? [formError] : undefined} />
          {questions.map((question) => (
            <RadioGroupField
              key={question.questionId}
              legend={question.text}
              name={question.questionId}
              options={question.choices}
              defaultValue={chosen[question.questionId]}
            />
          ))}
          <NextButton disabled={hydrated && answered < questions.length} />
        </Form>
      )}
    </div>
  )
}

/** /rx/idm/failure: the quiz is blocked; the support phone is the way on. */
export function IdmFailurePage({ message }: { message: string }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.failureTitle} />
      <FormAlert errors={[message]} />
      <p>
        <Link to="/rx/landing-page">Back to My Prescriptions</Link>
      </p>
    </div>
  )
}

/** /rx/account/ciam/error: the sign-in account needs the customer's attention before the pharmacy can use it. */
export function CiamErrorPage({ message }: { message: string }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.ciamTitle} />
      <FormAlert errors={[message]} />
      <p>
        <Link to="/rx/account/update">{LINK_TEXTS.signInInformation}</Link>
      </p>
    </div>
  )
}

/**
 * 'Add a Patient' (spec 2 section 2): whose record to link next, as a GET form, so the choice is the next page's URL.
 * Oneself is offered until one's own record is linked.
 */
export function AddPatientPage({ offerSelf }: { offerSelf: boolean }) {
  const types = Object.entries(LINK_TEXTS.addPatientTypes).map(([value, label]) => ({ value, label }))
  return (
    <div className="rx-page">
      <RxPageHeader title={LINK_TEXTS.addPatientTitle} />
      <Form method="GET" action={LINK_PATHS.prescriptionLookup} className="narrow-form">
        <RadioGroupField
          legend={LINK_TEXTS.addPatientIntro}
          name="type"
          options={offerSelf ? [{ value: 'SELF', label: LINK_TEXTS.addPatientSelf }, ...types] : types}
          defaultValue={offerSelf ? 'SELF' : 'CHILD'}
        />
        <button type="submit" className="button">
          {LINK_TEXTS.next}
        </button>
      </Form>
    </div>
  )
}

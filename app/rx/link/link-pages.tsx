import { Form, Link } from '@remix-run/react'
import { useState } from 'react'
import { FormAlert, RadioGroupField } from '#app/ui/field.tsx'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import type { AddPatientTexts, IdentityQuizTexts, LinkStoppedTexts } from './link.messages.server.ts'
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
  texts,
}: {
  questions: QuizQuestion[]
  loadError: string | null
  formError: string | undefined
  /** The answers of a refused post, chosen again (without JavaScript the page is new). */
  chosen?: Record<string, string>
  /** The quiz was passed and the link failed: Next only tries the link again. */
  passed?: boolean
  /** The page's own words in the request's language; the questions are the provider's, as sent. */
  texts: IdentityQuizTexts
}) {
  // With JavaScript, Next waits for an answer to every question (spec 2 section 5); without it, the server says so.
  const hydrated = useHydrated()
  const [answered, setAnswered] = useState(() => questions.filter((question) => chosen[question.questionId]).length)
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      {loadError ? (
        <FormAlert errors={[loadError]} />
      ) : (
        <Form
          method="POST"
          className="narrow-form"
          onChange={(event) => setAnswered(new Set([...new FormData(event.currentTarget).keys()]).size)}
        >
          {passed ? (
            <p>{texts.passed}</p>
          ) : (
            <>
              <p>{texts.intro}</p>
              <p className="field-hint">{texts.allRequired}</p>
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
          <NextButton label={texts.next} disabled={hydrated && answered < questions.length} />
        </Form>
      )}
    </div>
  )
}

/** /rx/idm/failure: the quiz is blocked; the support phone is the way on. */
export function IdmFailurePage({ message, texts }: { message: string; texts: LinkStoppedTexts }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.failureTitle} />
      <FormAlert errors={[message]} />
      <p>
        <Link to="/rx/landing-page">{texts.backToPrescriptions}</Link>
      </p>
    </div>
  )
}

/** /rx/account/ciam/error: the sign-in account needs the customer's attention before the pharmacy can use it. */
export function CiamErrorPage({ message, texts }: { message: string; texts: LinkStoppedTexts }) {
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.ciamTitle} />
      <FormAlert errors={[message]} />
      <p>
        <Link to="/rx/account/update">{texts.signInInformation}</Link>
      </p>
    </div>
  )
}

/**
 * 'Add a Patient' (spec 2 section 2): whose record to link next, as a GET form, so the choice is the next page's URL.
 * Oneself is offered until one's own record is linked.
 */
export function AddPatientPage({ offerSelf, texts }: { offerSelf: boolean; texts: AddPatientTexts }) {
  const types = [
    { value: 'CHILD', label: texts.child },
    { value: 'PET', label: texts.pet },
    { value: 'OTHER_ADULT', label: texts.otherAdult },
    { value: 'CAREGIVER', label: texts.caregiver },
    { value: 'MANAGED_ADULT', label: texts.managedAdult },
  ]
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} />
      <Form method="GET" action={LINK_PATHS.prescriptionLookup} className="narrow-form">
        <RadioGroupField
          legend={texts.intro}
          name="type"
          options={offerSelf ? [{ value: 'SELF', label: texts.self }, ...types] : types}
          defaultValue={offerSelf ? 'SELF' : 'CHILD'}
        />
        <button type="submit" className="button">
          {texts.next}
        </button>
      </Form>
    </div>
  )
}

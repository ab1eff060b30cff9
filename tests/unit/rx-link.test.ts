import { describe, expect, it, vi } from 'vitest'
import { action as lookupAction, loader as lookupLoader } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { loader as failureLoader } from '#app/routes/rx+/idm.failure.tsx'
import { loader as addPatientLoader } from '#app/routes/rx+/link.patient._index.tsx'
import { action as holderAction, loader as holderLoader } from '#app/routes/rx+/link.account.information.tsx'
import { NEW_PATIENT, QUIZ_ANSWERS } from '#tests/utils/linking.ts'
import { linkingBackOffice, QUIZ_LIFETIME_MS } from '#mocks/linking-back-office.ts'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { LINK_TEXTS } from '#app/rx/link/link-texts.ts'
import { LINK_MESSAGES } from '#app/rx/link/link-messages.ts'
import { linkLookupLimits } from '#app/rx/link/link-flow.server.ts'
import { validatePrescriptionLookup } from '#app/rx/shared/rx-validation.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { NEWCOMER_FAMILY, NEWCOMER_RECORD } from '#mocks/pharmacy-seed.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { recordUpstreamCalls, upstreamCallsOf } from '#tests/utils/upstream-calls.ts'
import {
  answerOf,
  args,
  dataOf,
  location,
  questionsOf,
  quizForm,
  RIGHT_ANSWERS,
  signIn,
  step,
  type QuizQuestion,
} from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'

/** Nia's record as the lookup form sends it: a store prescription with the Vine Street pharmacy's phone. */
const NIA = {
  rxType: 'retail',
  rxNumber: NEWCOMER_RECORD.rxNumber,
  facilityPhone: '(513) 555-0170',
  firstName: ' Nia ',
  lastName: 'New',
  'dateOfBirth.month': '06',
  'dateOfBirth.day': '15',
  'dateOfBirth.year': '1990',
}

function lookup(cookie: string, fields: Record<string, string> = NIA, query = '') {
  return serve(lookupAction, formPost(`/rx/link/prescription/lookup${query}`, fields, { cookie }))
}

/** Signed in as the newcomer with her record found: the cookies the quiz needs. */
async function withRecordFound() {
  const cookie = await signIn()
  const found = (await lookup(cookie)) as Response
  expect(location(found)).toBe('/rx/link/patient/verify')
  return cookiesFrom(found, cookie)
}

/** The quiz page's questions and the cookie that remembers which quiz was asked. */
async function askedQuiz(cookie: string, query = '') {
  const page = await serve(quizLoader, get(`/rx/link/patient/verify${query}`, { cookie }))
  return { page, cookie: cookiesFrom(page, cookie) }
}

/** Posts the quiz page with the choices of these labels, in the order of its questions. */
function answerWith(cookie: string, questions: QuizQuestion[], labels?: [string, string]) {
  return settle(() =>
    serve(quizAction, formPost('/rx/link/patient/verify', quizForm(questions, labels), { cookie })),
  ) as Promise<Response>
}

describe('the lookup form (spec 2 section 5)', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const errors = (fields: Record<string, string>) => {
    const result = validatePrescriptionLookup(new URLSearchParams(fields) as unknown as FormData, 'SELF', now).reply()
      .error
    return result ?? {}
  }

  it('names each missing field', () => {
    expect(errors({ rxType: 'retail' })).toMatchObject({
      rxNumber: ['Prescription Number is required'],
      facilityPhone: ['Pharmacy Phone Number is required'],
      firstName: ['First Name is required'],
      lastName: ['Last Name is required'],
      'dateOfBirth.month': ['You must enter a month.'],
      'dateOfBirth.day': ['You must enter a day.'],
      'dateOfBirth.year': ['You must enter a year.'],
    })
    expect(errors({})).toMatchObject({ rxType: ['Prescription Type is required'] })
  })

  it('takes 5 to 8 digits for the prescription number', () => {
    const invalid = ['Invalid Prescription Number: Must be between 5 and 8 digits']
    expect(errors({ ...NIA, rxNumber: '1234' }).rxNumber).toEqual(invalid)
    expect(errors({ ...NIA, rxNumber: '123456789' }).rxNumber).toEqual(invalid)
    expect(errors({ ...NIA, rxNumber: '12345' }).rxNumber).toBeUndefined()
    expect(errors({ ...NIA, rxNumber: '12345678' }).rxNumber).toBeUndefined()
  })

  it('asks the pharmacy phone for a store prescription only, as 10 digits', () => {
    expect(errors({ ...NIA, facilityPhone: '513-555-017' }).facilityPhone).toEqual([
      'Invalid phone number, must be 10 digits',
    ])
    expect(errors({ ...NIA, rxType: 'mailorder', facilityPhone: '' })).toEqual({})
  })

  it('leaves out a pharmacy phone still on the page for mail order (without JavaScript it cannot hide)', async () => {
    const posted = { ...NIA, rxType: 'mailorder', facilityPhone: '513-555' }
    const submission = validatePrescriptionLookup(new URLSearchParams(posted) as unknown as FormData, 'SELF', now)
    if (submission.status !== 'success') throw new Error('the mail-order lookup was refused')
    expect(submission.value).not.toHaveProperty('facilityPhone')
    const recorder = recordUpstreamCalls((request) => request.url.endsWith('/rx-security-api/prescription/lookup'))
    await lookup(await signIn(), posted)
    await recorder.stop()
    expect(recorder.calls).toHaveLength(1)
    expect(recorder.calls[0]?.body).toMatchObject({ type: 'SELF', rxNumber: NEWCOMER_RECORD.rxNumber })
    expect(recorder.calls[0]?.body).not.toHaveProperty('facilityPhone')
  })

  it('keeps names to letters and the usual punctuation, and birth dates real and past', () => {
    expect(errors({ ...NIA, firstName: 'N1a' }).firstName).toEqual(['Only letters allowed'])
    expect(errors({ ...NIA, firstName: 'N@a' }).firstName).toEqual(['No special characters allowed.'])
    expect(errors({ ...NIA, firstName: '   ' }).firstName).toEqual(['Must contain at least 1 character'])
    expect(errors({ ...NIA, firstName: 'N'.repeat(51) }).firstName).toEqual([
      'First Name must be 50 characters or fewer',
    ])
    expect(errors({ ...NIA, firstName: 'N'.repeat(50) }).firstName).toBeUndefined()
    expect(errors({ ...NIA, lastName: "O'Neil-Smith, Jr." }).lastName).toBeUndefined()
    expect(errors({ ...NIA, 'dateOfBirth.year': '2026', 'dateOfBirth.month': '11', 'dateOfBirth.day': '26' })).toEqual({
      dateOfBirth: ['Date must not be in the future'],
    })
  })
})

describe('linking oneself by prescription number', () => {
  it('the landing page leads there, and a customer already linked goes to the dashboard instead', async () => {
    expect(await lookupLoader(args(get('/rx/link/prescription/lookup', { cookie: await signIn() })))).toMatchObject({
      patientType: 'SELF',
    })
    const shopper = await signIn('shopper@example.com')
    expect(location(await serve(lookupLoader, get('/rx/link/prescription/lookup', { cookie: shopper })))).toBe(
      '/rx/dashboard',
    )
  })

  it('says when the pharmacy finds nobody, has locked the account, or the customer is already linked', async () => {
    const cookie = await signIn()
    const notFound = dataOf(await lookup(cookie, { ...NIA, rxNumber: '7399999' }))
    expect(notFound).toMatchObject({ result: { error: { '': [LINK_MESSAGES.notFound] } } })
    const locked = dataOf(await lookup(cookie, NIA, '?mockScenario=link-lookup-locked'))
    expect(locked).toMatchObject({ result: { error: { '': [LINK_MESSAGES.locked] } } })
    const linked = dataOf(await lookup(cookie, NIA, '?mockScenario=link-already-linked'))
    expect(linked).toMatchObject({ result: { error: { '': [LINK_MESSAGES.alreadyLinked('1-800-555-0142')] } } })
    const failed = dataOf(await lookup(cookie, NIA, '?mockScenario=link-lookup-error'))
    expect(failed).toMatchObject({ result: { error: { '': [LINK_MESSAGES.lookupFailed] } } })
  })

  it('keeps the quiz out of reach until the record is found', async () => {
    const cookie = await signIn()
    expect(location(await serve(quizLoader, get('/rx/link/patient/verify', { cookie })))).toBe(
      '/rx/link/patient/lookup',
    )
  })

  it('asks the quiz without its placeholder questions, and wants every answer', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    expect(questions.map((question) => question.questionId)).toEqual(['Q1', 'Q2'])
    const partial = await settle(() =>
      serve(
        quizAction,
        formPost('/rx/link/patient/verify', { Q1: answerOf(questions[0]!, RIGHT_ANSWERS[0]) }, { cookie }),
      ),
    )
    // The answer already chosen comes back, to be shown checked on the same questions.
    expect(dataOf(partial)).toEqual({ formError: LINK_TEXTS.quizAllRequired, chosen: { Q1: 'Q1-C2' } })
    expect(questionsOf((await askedQuiz(cookie)).page)).toEqual(questions)
  })

  it('a failed quiz ends on the failure page with the support phone', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    const failed = await answerWith(cookie, questions, ['Elm Street', 'Dayton'])
    expect(location(failed)).toBe('/rx/idm/failure')
    const failure = await failureLoader(args(get('/rx/idm/failure', { cookie: cookiesFrom(failed, cookie) })))
    expect(failure.message).toBe(LINK_MESSAGES.idmFailed('1-800-555-0142'))
  })

  it('a person the provider cannot find never sees a quiz', async () => {
    const cookie = await withRecordFound()
    const { page, cookie: after } = await askedQuiz(cookie, '?mockScenario=idm-not-found')
    expect(location(page)).toBe('/rx/idm/failure')
    expect((await failureLoader(args(get('/rx/idm/failure', { cookie: after })))).message).toBe(
      LINK_MESSAGES.idmNotFound('1-800-555-0142'),
    )
  })

  it('a passed quiz links the record: the profile welcomes the customer, and the dashboard opens', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    const linked = await answerWith(cookie, questions)
    expect(location(linked)).toBe('/rx/patient-profile')
    const after = cookiesFrom(linked, cookie)
    expect((await readFlash(after))?.toast).toEqual({ kind: 'success', message: LINK_MESSAGES.linked })
    const profile = await profileLoader(args(get('/rx/patient-profile', { cookie: after })))
    expect(profile.patients).toMatchObject([
      { patientNumber: NEWCOMER_RECORD.patientNumber, name: 'Nia New', relationship: 'SELF' },
    ])
    const dashboard = await dashboardLoader(args(get('/rx/dashboard', { cookie: after })))
    expect(dashboard.sections.map((section) => section.name)).toEqual(['Nia New'])
  })
})

describe('adding a child or a pet (decision 0061)', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const childErrors = (dateOfBirth: { month: string; day: string; year: string }) =>
    validatePrescriptionLookup(
      new URLSearchParams({
        ...NIA,
        'dateOfBirth.month': dateOfBirth.month,
        'dateOfBirth.day': dateOfBirth.day,
        'dateOfBirth.year': dateOfBirth.year,
      }) as unknown as FormData,
      'CHILD',
      now,
    ).reply().error?.dateOfBirth

  it('a child is under 18 on the day: 18 today is an adult', () => {
    expect(childErrors({ month: '11', day: '26', year: '2008' })).toBeUndefined()
    expect(childErrors({ month: '11', day: '25', year: '2008' })).toEqual(['Child must be less than 18 years old'])
    expect(childErrors({ month: '01', day: '01', year: '1990' })).toEqual(['Child must be less than 18 years old'])
  })

  it('a customer without a link adds a child after verifying as the account holder (decision 0062)', async () => {
    let cookie = await signIn()
    expect(await addPatientLoader(args(get('/rx/link/patient', { cookie })))).toMatchObject({ offerSelf: true })
    // The holder's page wants a record found first.
    expect(location(await serve(holderLoader, get('/rx/link/account/information', { cookie })))).toBe(
      '/rx/link/patient',
    )
    const [year, month, day] = NEWCOMER_FAMILY.child.dateOfBirth.split('-') as [string, string, string]
    const milo = {
      ...NIA,
      rxNumber: NEWCOMER_FAMILY.child.rxNumber,
      firstName: 'Milo',
      'dateOfBirth.month': month,
      'dateOfBirth.day': day,
      'dateOfBirth.year': year,
    }
    cookie = await step(() => lookup(cookie, milo, '?type=CHILD'), cookie, '/rx/link/account/information')
    // The quiz waits for the holder's details.
    expect(location(await serve(quizLoader, get('/rx/link/patient/verify', { cookie })))).toBe(
      '/rx/link/account/information',
    )
    cookie = await step(
      () => serve(holderAction, formPost('/rx/link/account/information', NEW_PATIENT, { cookie })),
      cookie,
      '/rx/link/patient/verify',
    )
    expect(await holderLoader(args(get('/rx/link/account/information', { cookie })))).toMatchObject({
      holder: { firstName: 'Ava', city: 'Cincinnati' },
    })
    const { page, cookie: asked } = await askedQuiz(cookie)
    const linked = await answerWith(asked, questionsOf(page))
    expect(location(linked)).toBe('/rx/patient-profile')
    const after = cookiesFrom(linked, asked)
    expect((await readFlash(after))?.toast).toEqual({ kind: 'success', message: LINK_MESSAGES.linked })
    const profile = await profileLoader(args(get('/rx/patient-profile', { cookie: after })))
    expect(profile.patients).toMatchObject([
      { patientNumber: NEWCOMER_FAMILY.child.patientNumber, name: 'Milo New', relationship: 'CHILD' },
    ])
    // Her son linked, she may still link herself (review of decision 0062): 'Myself' stays, and her lookup works.
    expect(await addPatientLoader(args(get('/rx/link/patient', { cookie: after })))).toMatchObject({ offerSelf: true })
    const found = await step(() => lookup(after, NIA), after, '/rx/link/patient/verify')
    const quiz = await askedQuiz(found)
    const self = await answerWith(quiz.cookie, questionsOf(quiz.page))
    expect(location(self)).toBe('/rx/patient-profile')
    const linkedSelf = cookiesFrom(self, quiz.cookie)
    const both = await profileLoader(args(get('/rx/patient-profile', { cookie: linkedSelf })))
    expect(both.patients.map(({ name, relationship }) => [name, relationship])).toEqual([
      ['Nia New', 'SELF'],
      ['Milo New', 'CHILD'],
    ])
    // Linked herself, the self pages send her on.
    expect(location(await serve(lookupLoader, get('/rx/link/prescription/lookup', { cookie: linkedSelf })))).toBe(
      '/rx/dashboard',
    )
  })

  it('links a child and a pet found by prescription number, with no second quiz', async () => {
    let cookie = await signIn('shopper@example.com')
    // Oneself is linked already: 'Add a Patient' does not offer 'Myself'.
    expect(await addPatientLoader(args(get('/rx/link/patient', { cookie })))).toMatchObject({ offerSelf: false })
    expect(await lookupLoader(args(get('/rx/link/prescription/lookup?type=PET', { cookie })))).toMatchObject({
      patientType: 'PET',
    })
    const family = NEWCOMER_FAMILY
    for (const [type, member] of [
      ['CHILD', family.child],
      ['PET', family.pet],
    ] as const) {
      const [year, month, day] = member.dateOfBirth.split('-') as [string, string, string]
      const linked = (await lookup(
        cookie,
        {
          ...NIA,
          rxNumber: member.rxNumber,
          firstName: member.firstName,
          'dateOfBirth.month': month,
          'dateOfBirth.day': day,
          'dateOfBirth.year': year,
        },
        `?type=${type}`,
      )) as Response
      expect(location(linked)).toBe('/rx/patient-profile')
      // Each link moves the session to a new id (decision 0089): the browser goes on with the one it got.
      cookie = cookiesFrom(linked, cookie)
      expect((await readFlash(cookie))?.toast).toEqual({
        kind: 'success',
        message: LINK_MESSAGES.linked,
      })
    }
    const profile = await profileLoader(args(get('/rx/patient-profile', { cookie })))
    expect(profile.patients.slice(-2)).toMatchObject([
      { patientNumber: family.child.patientNumber, name: 'Milo New', relationship: 'CHILD' },
      { patientNumber: family.pet.patientNumber, name: 'Pepper New', relationship: 'PET' },
    ])
  })
})

describe('a follow-up quiz (spec 2 section 4)', () => {
  it('right answers may bring more questions, shown by the quiz page; answering them too links the record', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const scenario = '/rx/link/patient/verify?mockScenario=idm-follow-up'
    const more = await serve(quizAction, formPost(scenario, quizForm(questionsOf(page)), { cookie }))
    expect(location(more)).toBe('/rx/link/patient/verify')
    const asked = cookiesFrom(more, cookie)
    // The page shows the follow-up the flow keeps, without asking the provider for a new quiz.
    let shown: unknown
    const calls = await upstreamCallsOf(async () => void (shown = (await askedQuiz(asked)).page))
    expect(calls.filter((call) => call.includes('/idm/quiz'))).toEqual([])
    const followUp = questionsOf(shown)
    expect(followUp.map((question) => question.questionId)).toEqual(['Q3'])
    // The follow-up's answers, not the first quiz's, are what the flow now checks.
    expect(dataOf(await serve(quizAction, formPost(scenario, quizForm(questionsOf(page)), { cookie: asked })))).toEqual(
      { formError: LINK_TEXTS.quizAllRequired, chosen: {} },
    )
    const linked = await settle(() =>
      serve(quizAction, formPost(scenario, { Q3: answerOf(followUp[0]!, 'Acme Tools') }, { cookie: asked })),
    )
    expect(location(linked)).toBe('/rx/patient-profile')
  })
})

describe('the quiz cannot be harvested or bypassed (review of decision 0061)', () => {
  it('a Next clicked twice (two posts of the same answers at once) links once; the second shows where the flow is', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    const both = await Promise.all([answerWith(cookie, questions), answerWith(cookie, questions)])
    // The quiz is answered once (decision 0074): the post that lost the claim goes back to the quiz page, which
    // now sends the linked customer on instead of asking again.
    expect(both.map(location).sort()).toEqual(['/rx/link/patient/verify', '/rx/patient-profile'])
    const linked = cookiesFrom(
      both.find((answer) => location(answer) === '/rx/patient-profile')!,
      cookie,
    )
    expect(location(await serve(quizLoader, get('/rx/link/patient/verify', { cookie: linked })))).toBe('/rx/dashboard')
  })

  it('the simulated provider takes a quiz id once, and not after it expired (issue 31)', () => {
    const answers = (quiz: ReturnType<typeof linkingBackOffice.quizAbout>) => ({
      lexId: quiz.lexId!,
      quizId: quiz.quizId!,
      transactionId: quiz.transactionId!,
      selectedChoices: Object.entries({ ...QUIZ_ANSWERS, G1Q1: 'G1Q1-C1' }).map(([questionId, choiceId]) => ({
        questionId,
        choiceId,
      })),
    })
    const quiz = linkingBackOffice.quizAbout('someone', 'HOLDER:someone')
    expect(linkingBackOffice.answer('someone', answers(quiz)).authenticationResult).toBe('PASS')
    expect(linkingBackOffice.answer('someone', answers(quiz)).authenticationResult).toBe('FAIL')
    const late = linkingBackOffice.quizAbout('someone', 'HOLDER:someone')
    const now = Date.now() + QUIZ_LIFETIME_MS + 1
    expect(linkingBackOffice.answer('someone', answers(late), { now }).authenticationResult).toBe('FAIL')
  })

  it('a failed quiz stays blocked: the quiz page goes to the failure page, with no new quiz', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    const failed = await answerWith(cookie, questions, ['Elm Street', 'Dayton'])
    const after = cookiesFrom(failed, cookie)
    expect(location(await serve(quizLoader, get('/rx/link/patient/verify', { cookie: after })))).toBe('/rx/idm/failure')
  })

  it('a reload shows the quiz asked, not a new one, until it is about to expire; then a new one is asked', async () => {
    const cookie = await withRecordFound()
    const first = questionsOf((await askedQuiz(cookie)).page)
    const calls = await upstreamCallsOf(async () => {
      for (let reload = 1; reload <= 6; reload++) expect(questionsOf((await askedQuiz(cookie)).page)).toEqual(first)
    })
    expect(calls.filter((call) => call.includes('/idm/quiz'))).toEqual([])
    vi.useFakeTimers({ now: Date.now() + 5 * 60_000, toFake: ['Date'] })
    try {
      const later = await upstreamCallsOf(() => askedQuiz(cookie))
      expect(later.filter((call) => call.includes('/idm/quiz'))).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a post refused for too many attempts does not spend the quiz: once the count allows, it is answered', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    const others = Array.from({ length: 20 }, (_, index) => `another-account-${index}`)
    for (const other of others) await linkLookupLimits.attempt(testContext(), other)
    expect(dataOf(await answerWith(cookie, questions))).toMatchObject({ formError: LINK_MESSAGES.tooManyAttempts })
    for (const other of others) await linkLookupLimits.untried(testContext(), other)
    expect(location(await answerWith(cookie, questions))).toBe('/rx/patient-profile')
  })

  it('a pass is kept: when the link then fails, Next tries the link again without a new quiz', async () => {
    const { page, cookie } = await askedQuiz(await withRecordFound())
    const questions = questionsOf(page)
    const answers = quizForm(questions)
    const failedLink = await settle(() =>
      serve(quizAction, formPost('/rx/link/patient/verify?mockScenario=link-error', answers, { cookie })),
    )
    expect(dataOf(failedLink)).toEqual({ formError: LINK_MESSAGES.linkFailed })
    const passed = cookiesFrom(failedLink, cookie)
    expect(dataOf(await quizLoader(args(get('/rx/link/patient/verify', { cookie: passed }))))).toMatchObject({
      passed: true,
      questions: [],
    })
    const linked = await serve(quizAction, formPost('/rx/link/patient/verify', {}, { cookie: passed }))
    expect(location(linked)).toBe('/rx/patient-profile')
  })

  it('a record is found only as what it is: an adult is no pet', async () => {
    const shopper = await signIn('shopper@example.com')
    const asPet = dataOf(await lookup(shopper, NIA, '?type=PET'))
    expect(asPet).toMatchObject({ result: { error: { '': [LINK_MESSAGES.notFound] } } })
  })
})

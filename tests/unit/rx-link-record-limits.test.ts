import { describe, expect, it } from 'vitest'
import { action as prescriptionLookupAction } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { action as holderAction } from '#app/routes/rx+/link.account.information.tsx'
import { LINK_MESSAGES } from '#app/rx/link/link-messages.ts'
import { RECORD_LIMITS } from '#app/rx/link/link-flow.server.ts'
import { backOffice } from '#mocks/back-office.ts'
import { MILO_LOOKUP, NEW_PATIENT, NIA_LOOKUP, NIA_RX } from '#tests/utils/linking.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { upstreamCallsOf } from '#tests/utils/upstream-calls.ts'
import {
  choose,
  dataOf,
  location,
  prescriberOf,
  questionsOf,
  quizForm,
  quizPassedByDetails,
  signIn,
  step,
  verifyByRx,
  verifyPage,
  VERIFY,
} from '#tests/utils/link-steps.ts'

const QUIZ = '/rx/link/patient/verify'
const WRONG_ANSWERS = ['Elm Street', 'Dayton'] as const

/** A fresh account, as anyone may open one, signed in: a stranger's next try at Nia's record. */
let accounts = 0
async function stranger() {
  accounts += 1
  const email = `stranger-${accounts}@example.com`
  backOffice.createAccount({ email, password: 'Password1', firstName: 'Sly', lastName: 'Stranger' })
  return email
}

/** Nia's record found by its label, from this account: the cookies the quiz page needs. */
async function recordFound(email: string) {
  const cookie = await signIn(email)
  return step(
    () => serve(prescriptionLookupAction, formPost('/rx/link/prescription/lookup', NIA_LOOKUP, { cookie })),
    cookie,
    QUIZ,
  )
}

const quizPage = (cookie: string) => serve(quizLoader, get(QUIZ, { cookie }))

function answer(cookie: string, page: unknown, labels?: readonly [string, string]) {
  return serve(quizAction, formPost(QUIZ, quizForm(questionsOf(page), labels), { cookie }))
}

describe('a record counts the failed proofs of every account (issue 31, decision 0073)', () => {
  it('failed quizzes spread over new accounts lock the record: the next account meets the failure page, no quiz', async () => {
    for (let failure = 0; failure < RECORD_LIMITS.quizFailures.max; failure += 1) {
      const cookie = await recordFound(await stranger())
      const page = await quizPage(cookie)
      expect(location(await answer(cookiesFrom(page, cookie), page, WRONG_ANSWERS))).toBe('/rx/idm/failure')
    }
    // Even the owner, with the right answers at hand, is sent to the failure page and its phone.
    const owner = await recordFound('new@example.com')
    expect(location(await quizPage(owner))).toBe('/rx/idm/failure')
  })

  it('wrong prescribers spread over accounts close the prescriber way for the record: the Rx number only', async () => {
    for (let failure = 0; failure < RECORD_LIMITS.prescriberFailures.max; failure += 1) {
      const { page, cookie } = await verifyPage(await quizPassedByDetails(await stranger()))
      const wrong = page.prescribers.find((option) => option.label !== 'Priya Patel')!.value
      expect(location(await choose(cookie, wrong))).toBe(VERIFY)
    }
    const next = await verifyPage(await quizPassedByDetails(await stranger()))
    expect(next.page).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberFailed, prescribers: [] })
  })

  it('wrong Rx numbers spread over accounts lock the record, even for the right number', async () => {
    for (let failure = 0; failure < RECORD_LIMITS.rxNumberFailures.max; failure += 1) {
      const cookie = await quizPassedByDetails(await stranger())
      const refused = await verifyByRx(cookie, { ...NIA_RX, rxNumber: '7399999' })
      expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error['']).toEqual([
        LINK_MESSAGES.notFound,
      ])
    }
    const cookie = await quizPassedByDetails(await stranger())
    const locked = await verifyByRx(cookie)
    expect((locked as { init: ResponseInit | null }).init?.status).toBe(403)
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(locked).result.error['']).toEqual([
      LINK_MESSAGES.verifyLocked,
    ])
  })
})

describe('what a stranger could collect or guess elsewhere is counted on the record or the person (decision 0073)', () => {
  it('quizzes asked and never answered, from many accounts, stop at the record’s limit: no more choices to collect', async () => {
    for (let ask = 0; ask < RECORD_LIMITS.quizzesNotPassed.max; ask += 1)
      expect(questionsOf(await quizPage(await recordFound(await stranger())))).toHaveLength(2)
    const refused = await quizPage(await recordFound(await stranger()))
    expect((refused as { init: ResponseInit | null }).init?.status).toBe(429)
    expect(dataOf(refused)).toMatchObject({ questions: [], loadError: LINK_MESSAGES.tooManyAttempts, passed: false })
  })

  it('a wrong prescriber closes that way for the record until the record is linked', async () => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails(await stranger()))
    const wrong = page.prescribers.find((option) => option.label !== 'Priya Patel')!.value
    expect(location(await choose(cookie, wrong))).toBe(VERIFY)
    // The owner links by her Rx number; then the prescriber way is open again (here, to another account).
    const owner = await quizPassedByDetails()
    expect((await verifyPage(owner)).page.way).toBe('rx')
    expect(location(await verifyByRx(owner))).toBe('/rx/patient-profile')
    expect((await verifyPage(await quizPassedByDetails(await stranger()))).page.way).toBe('prescriber')
  })

  it('wrong Rx numbers on a child’s label, spread over accounts, lock lookups of that child for everyone', async () => {
    const lookUpMilo = async (email: string, rxNumber: string) => {
      const cookie = await signIn(email)
      return settle(() =>
        serve(
          prescriptionLookupAction,
          formPost('/rx/link/prescription/lookup?type=CHILD', { ...MILO_LOOKUP, rxNumber }, { cookie }),
        ),
      )
    }
    for (let guess = 0; guess < RECORD_LIMITS.lookupFailures.max; guess += 1) {
      const refused = await lookUpMilo(await stranger(), String(7300900 + guess))
      expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error['']).toEqual([
        LINK_MESSAGES.notFound,
      ])
    }
    const locked = await lookUpMilo(await stranger(), MILO_LOOKUP.rxNumber)
    expect((locked as { init: ResponseInit | null }).init?.status).toBe(403)
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(locked).result.error['']).toEqual([
      LINK_MESSAGES.locked,
    ])
  })
})

describe('a quiz is answered once, and the server knows it (issue 31, decision 0074)', () => {
  it('an older copy of the session cookie does not reopen a failed quiz', async () => {
    const beforeQuiz = await recordFound('new@example.com')
    const page = await quizPage(beforeQuiz)
    const asked = cookiesFrom(page, beforeQuiz)
    expect(location(await answer(asked, page, WRONG_ANSWERS))).toBe('/rx/idm/failure')
    // The cookies from before the failure (before the quiz, and with the quiz asked) still meet the failure.
    expect(location(await quizPage(beforeQuiz))).toBe('/rx/idm/failure')
    expect(location(await answer(asked, page))).toBe('/rx/idm/failure')
  })

  it('an older copy of the session cookie does not replay a passed step into a second link', async () => {
    // A customer without a link adds her son: his record found, her own details, her quiz passed, the link failed
    // once (the pass is kept for the retry), then the retry links him.
    let cookie = await signIn('new@example.com')
    cookie = await step(
      () =>
        settle(() =>
          serve(prescriptionLookupAction, formPost('/rx/link/prescription/lookup?type=CHILD', MILO_LOOKUP, { cookie })),
        ),
      cookie,
      '/rx/link/account/information',
    )
    cookie = await step(
      () => serve(holderAction, formPost('/rx/link/account/information', NEW_PATIENT, { cookie })),
      cookie,
      QUIZ,
    )
    const page = await quizPage(cookie)
    const form = quizForm(questionsOf(page))
    const failedLink = await settle(() =>
      serve(quizAction, formPost(`${QUIZ}?mockScenario=link-error`, form, { cookie: cookiesFrom(page, cookie) })),
    )
    expect(dataOf(failedLink)).toEqual({ formError: LINK_MESSAGES.linkFailed })
    const passed = cookiesFrom(failedLink, cookiesFrom(page, cookie))
    const linked = await serve(quizAction, formPost(QUIZ, {}, { cookie: passed }))
    expect(location(linked)).toBe('/rx/patient-profile')
    // The cookie from after the pass, posted again: the link gave the session a new id, so it opens nothing (0089).
    expect(location(await serve(quizAction, formPost(QUIZ, {}, { cookie: passed })))).toMatch(/^\/signin\?/)
    // The browser's cookie after the link: the flow has ended, so it starts over instead of linking again.
    const after = cookiesFrom(linked, passed)
    expect(location(await serve(quizAction, formPost(QUIZ, {}, { cookie: after })))).toBe('/rx/link/patient/lookup')
  })

  it('the same quiz posted twice at once (two tabs) reaches the provider once', async () => {
    const cookie = await recordFound('new@example.com')
    const page = await quizPage(cookie)
    const asked = cookiesFrom(page, cookie)
    let answers: unknown[] = []
    const calls = await upstreamCallsOf(async () => {
      answers = await Promise.all([answer(asked, page, WRONG_ANSWERS), answer(asked, page)])
    })
    expect(calls.filter((call) => call === 'POST /rx-security-api/idm/quiz/answers')).toHaveLength(1)
    // The post that won the quiz failed it; the other, its right answers never asked, goes back to the quiz page.
    expect(answers.map(location).sort()).toEqual(['/rx/idm/failure', QUIZ])
    expect(location(await quizPage(asked))).toBe('/rx/idm/failure')
  })

  it('a prescriber question is answered once: the page kept open cannot be posted again', async () => {
    const { page, cookie } = await verifyPage(await quizPassedByDetails())
    const wrong = page.prescribers.find((option) => option.label !== 'Priya Patel')!.value
    expect(location(await choose(cookie, wrong))).toBe(VERIFY)
    const again = await choose(cookie, prescriberOf(page, 'Priya Patel'))
    expect(location(again)).toBe(VERIFY)
    expect((await verifyPage(cookiesFrom(again, cookie))).page).toMatchObject({ way: 'rx' })
  })
})

describe('a prescriber question cannot be won by elimination (issue 31)', () => {
  it('a new question offers its prescribers in another order than the one before', async () => {
    const cookie = await quizPassedByDetails()
    const orders = []
    for (let ask = 0; ask < 3; ask += 1)
      orders.push((await verifyPage(cookie)).page.prescribers.map((option) => option.label).join())
    expect(orders[1]).not.toBe(orders[0])
    expect(orders[2]).not.toBe(orders[1])
  })
})

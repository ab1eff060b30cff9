import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { action as formAction, loader as formLoader } from '#app/routes/rx+/new-patient._index.tsx'
import { action as holderAction, loader as holderLoader } from '#app/routes/rx+/new-patient.account.information.tsx'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/new-patient.verify.tsx'
import { action as submitAction, loader as summaryLoader } from '#app/routes/rx+/new-patient.summary.tsx'
import { loader as failureLoader } from '#app/routes/rx+/idm.failure.tsx'
import { NEW_PATIENT_TEXTS } from '#app/rx/link/new-patient-texts.ts'
import { LINK_MESSAGES } from '#app/rx/link/link-messages.ts'
import { validateNewPatient } from '#app/rx/shared/rx-validation.ts'
import { linkingBackOffice } from '#mocks/linking-back-office.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { args, dataOf, location, signIn, step } from '#tests/utils/link-steps.ts'

const ADDRESS = { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202' }
const HOLDER = {
  firstName: 'Ava',
  lastName: 'Stone',
  'dateOfBirth.month': '04',
  'dateOfBirth.day': '09',
  'dateOfBirth.year': '1975',
  ...ADDRESS,
}
/** The form's row `index` for a patient. */
const patientRow = (index: number, person: { firstName: string; born: [string, string, string]; brings: string }) => ({
  [`patients[${index}].firstName`]: person.firstName,
  [`patients[${index}].lastName`]: 'Stone',
  [`patients[${index}].dateOfBirth.month`]: person.born[0],
  [`patients[${index}].dateOfBirth.day`]: person.born[1],
  [`patients[${index}].dateOfBirth.year`]: person.born[2],
  [`patients[${index}].prescriptionType`]: person.brings,
})
const PATIENT = {
  ...patientRow(0, { firstName: 'Ava', born: ['04', '09', '1975'], brings: 'TRANSFER' }),
  ...patientRow(1, { firstName: 'Leo', born: ['12', '01', '2015'], brings: 'PAPER' }),
  ...ADDRESS,
}

async function throughAccountInformation() {
  let cookie = await signIn()
  cookie = await step(
    () => serve(formAction, formPost('/rx/new-patient', PATIENT, { cookie })),
    cookie,
    '/rx/new-patient/account/information',
  )
  return step(
    () => serve(holderAction, formPost('/rx/new-patient/account/information', HOLDER, { cookie })),
    cookie,
    '/rx/new-patient/verify',
  )
}

async function quizAsked(cookie: string, query = '') {
  const page = await serve(quizLoader, get(`/rx/new-patient/verify${query}`, { cookie }))
  return { page, cookie: cookiesFrom(page, cookie) }
}

describe('the new-patient request (spec 2)', () => {
  it('checks the address: state from the list, a US or Canadian postal code', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const errors = (fields: Record<string, string>) =>
      validateNewPatient(new URLSearchParams(fields) as unknown as FormData, now).reply().error ?? {}
    expect(errors({ ...PATIENT, zipCode: '4520' }).zipCode).toEqual(['Invalid postal code'])
    expect(errors({ ...PATIENT, zipCode: '45202-1234' }).zipCode).toBeUndefined()
    expect(errors({ ...PATIENT, zipCode: 'K1A 0B1' }).zipCode).toBeUndefined()
    expect(errors({ ...PATIENT, state: 'PR' }).state).toBeUndefined()
    expect(errors({ ...PATIENT, state: 'ZZ' }).state).toEqual(['State is required'])
    expect(errors({})).toMatchObject({
      address: ['Address is required'],
      city: ['City is required'],
      zipCode: ['Zip Code is required'],
      patients: ['First Name is required'],
    })
    // Each patient is checked on its own row.
    expect(errors({ ...PATIENT, 'patients[1].prescriptionType': '', 'patients[1].dateOfBirth.month': '13' })).toEqual({
      'patients[1].prescriptionType': ['Prescription Type is required'],
      'patients[1].dateOfBirth.month': ['You must enter a month.'],
    })
  })

  it('takes up to four patients, and adds or removes a row without JavaScript', () => {
    const now = new Date('2026-11-25T12:00:00Z')
    const rows = [0, 1, 2, 3, 4].map((index) =>
      patientRow(index, { firstName: 'Ava', born: ['04', '09', '1975'], brings: 'NEW' }),
    )
    const five = Object.assign({}, ...rows, ADDRESS) as Record<string, string>
    expect(validateNewPatient(new URLSearchParams(five) as unknown as FormData, now).reply().error).toMatchObject({
      patients: [expect.any(String)],
    })
    // 'Add Another Patient' is a submit button: the server answers with one more row and no errors yet.
    const added = validateNewPatient(
      new URLSearchParams({
        ...PATIENT,
        __intent__: JSON.stringify({ type: 'insert', payload: { name: 'patients' } }),
      }) as unknown as FormData,
      now,
    )
    expect(added.status).toBeUndefined()
    expect((added.payload.patients as unknown[]).length).toBe(3)
  })

  it('a page reached out of order starts the request over', async () => {
    const cookie = await signIn()
    const pages: Array<[(page: LoaderFunctionArgs) => Promise<unknown>, string]> = [
      [holderLoader, '/rx/new-patient/account/information'],
      [quizLoader, '/rx/new-patient/verify'],
      [summaryLoader, '/rx/new-patient/summary'],
    ]
    for (const [loader, path] of pages)
      expect(location(await serve(loader, get(path, { cookie })))).toBe('/rx/new-patient')
    // Half-way (the patient given), the summary is still out of reach.
    const started = await step(
      () => serve(formAction, formPost('/rx/new-patient', PATIENT, { cookie })),
      cookie,
      '/rx/new-patient/account/information',
    )
    const reset = (await settle(() =>
      serve(summaryLoader, get('/rx/new-patient/summary', { cookie: started })),
    )) as Response
    expect(location(reset)).toBe('/rx/new-patient')
    expect(await formLoader(args(get('/rx/new-patient', { cookie: cookiesFrom(reset, started) })))).toMatchObject({
      saved: null,
    })
  })

  it('the account holder passes the quiz, checks the summary and sends the request', async () => {
    const { page, cookie } = await quizAsked(await throughAccountInformation())
    const { questions } = dataOf(page) as { questions: Array<{ questionId: string }> }
    expect(questions.map((question) => question.questionId)).toEqual(['Q1', 'Q2'])
    const atSummary = await step(
      () => serve(quizAction, formPost('/rx/new-patient/verify', { Q1: 'Q1-C2', Q2: 'Q2-C2' }, { cookie })),
      cookie,
      '/rx/new-patient/summary',
    )
    expect(await summaryLoader(args(get('/rx/new-patient/summary', { cookie: atSummary })))).toMatchObject({
      requestId: null,
      patients: [
        { name: 'Ava Stone', prescriptions: NEW_PATIENT_TEXTS.prescriptionKinds.TRANSFER },
        { name: 'Leo Stone', prescriptions: NEW_PATIENT_TEXTS.prescriptionKinds.PAPER },
      ],
      shipTo: ['200 Race St', 'Cincinnati, OH 45202'],
      holder: 'Ava Stone',
    })
    const sent = await step(
      () => serve(submitAction, formPost('/rx/new-patient/summary', {}, { cookie: atSummary })),
      atSummary,
      '/rx/new-patient/summary',
    )
    const summary = await summaryLoader(args(get('/rx/new-patient/summary', { cookie: sent })))
    expect(summary.requestId).toMatch(/^NP/)
    expect(linkingBackOffice.newPatientRequests()).toMatchObject([
      {
        request: {
          patients: [
            {
              type: 'NEW',
              firstName: 'Ava',
              lastName: 'Stone',
              dateOfBirth: '1975-04-09',
              prescriptions: [{ type: 'TRANSFER' }],
            },
            { type: 'NEW', firstName: 'Leo', dateOfBirth: '2015-12-01', prescriptions: [{ type: 'PAPER' }] },
          ],
          shippingDetails: { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
        },
      },
    ])
  })

  it('two posts of the summary at once send the request once', async () => {
    const { cookie } = await quizAsked(await throughAccountInformation())
    const atSummary = await step(
      () => serve(quizAction, formPost('/rx/new-patient/verify', { Q1: 'Q1-C2', Q2: 'Q2-C2' }, { cookie })),
      cookie,
      '/rx/new-patient/summary',
    )
    const sends = await Promise.all(
      [1, 2].map(() => serve(submitAction, formPost('/rx/new-patient/summary', {}, { cookie: atSummary }))),
    )
    expect(sends.map(location)).toEqual(['/rx/new-patient/summary', '/rx/new-patient/summary'])
    expect(linkingBackOffice.newPatientRequests()).toHaveLength(1)
  })

  it("a refused request shows the server's words; a failed quiz ends on the failure page", async () => {
    const { cookie } = await quizAsked(await throughAccountInformation())
    const atSummary = await step(
      () => serve(quizAction, formPost('/rx/new-patient/verify', { Q1: 'Q1-C2', Q2: 'Q2-C2' }, { cookie })),
      cookie,
      '/rx/new-patient/summary',
    )
    const refused = await settle(() =>
      serve(
        submitAction,
        formPost('/rx/new-patient/summary?mockScenario=new-patient-error', {}, { cookie: atSummary }),
      ),
    )
    expect(dataOf(refused)).toEqual({ formError: 'We could not accept this request. Please call your pharmacy.' })
    // A 401 ends the sign-in with the spec's words on the sign-in page.
    const loggedOut = await settle(() =>
      serve(submitAction, formPost('/rx/new-patient/summary?mockScenario=new-patient-401', {}, { cookie: atSummary })),
    )
    expect(location(loggedOut)).toBe('/signin?redirectUrl=%2Frx%2Fnew-patient&errorCode=inactive')

    const other = await quizAsked(await throughAccountInformation())
    const failed = await step(
      () =>
        serve(quizAction, formPost('/rx/new-patient/verify', { Q1: 'Q1-C1', Q2: 'Q2-C1' }, { cookie: other.cookie })),
      other.cookie,
      '/rx/idm/failure',
    )
    expect((await failureLoader(args(get('/rx/idm/failure', { cookie: failed })))).message).toBe(
      LINK_MESSAGES.idmFailed('1-800-555-0142'),
    )
  })
})

import { expect } from 'vitest'
import { action as requestAction } from '#app/routes/rx+/digital-vaccine-record._index.tsx'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/digital-vaccine-record.verify.tsx'
import { backOffice } from '#mocks/back-office.ts'
import { location } from './link-steps.ts'
import { cookiesFrom, formPost, get, serve, settle } from './requests.ts'
import { testContext } from './context.ts'

export const VACCINE_RECORD_PATH = '/rx/digital-vaccine-record'

/** Sam's details as the request form sends them (README 'Digital vaccine record'). */
export const SAM_DVR_REQUEST = {
  firstName: 'Sam',
  lastName: 'Shopper',
  'dateOfBirth.month': '03',
  'dateOfBirth.day': '12',
  'dateOfBirth.year': '1984',
  phone: '513-555-0142',
}
/** What the text message's link asks: the birth date and the phone. */
export const SAM_DVR_CHECK = {
  'dateOfBirth.month': '03',
  'dateOfBirth.day': '12',
  'dateOfBirth.year': '1984',
  phone: '5135550142',
}

let clients = 0
/** A client address of its own, so per-client limits stay out of each other's way. */
export const newClient = () => `10.9.0.${(clients += 1) % 250}`
/** One request's context (a request has one of its own), from that client. */
export const requestFrom = (client = newClient()) => testContext({ clientAddress: client })
export const on = (request: Request, client?: string) => ({ request, params: {}, context: requestFrom(client) })

/** Asks for Sam's text message and follows its link: the browser's cookie, holding the link, on the verify page. */
export async function vaccineRecordLinkCookie() {
  const sent = await settle(() => requestAction(on(formPost(VACCINE_RECORD_PATH, SAM_DVR_REQUEST))))
  expect(location(sent)).toBe(`${VACCINE_RECORD_PATH}?sent=1`)
  const link = backOffice.outboxFor('513-555-0142').at(-1)!.link
  const landed = (await serve(verifyLoader, get(link), requestFrom())) as Response
  expect(location(landed)).toBe(`${VACCINE_RECORD_PATH}/verify`)
  return cookiesFrom(landed)
}

/** Then the check: the cookie that opens Sam's record. */
export async function vaccineRecordAccessCookie() {
  const cookie = await vaccineRecordLinkCookie()
  const verified = (await serve(
    verifyAction,
    formPost(`${VACCINE_RECORD_PATH}/verify`, SAM_DVR_CHECK, { cookie }),
    requestFrom(),
  )) as Response
  expect(location(verified)).toBe(`${VACCINE_RECORD_PATH}/result`)
  return cookiesFrom(verified, cookie)
}

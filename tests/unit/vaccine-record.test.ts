import { describe, expect, it } from 'vitest'
import { action as requestAction, loader as requestLoader } from '#app/routes/rx+/digital-vaccine-record._index.tsx'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/digital-vaccine-record.verify.tsx'
import { loader as resultLoader } from '#app/routes/rx+/digital-vaccine-record.result.tsx'
import { VACCINE_RECORD_TEXTS } from '#app/rx/vaccine-record/vaccine-record-texts.ts'
import { VACCINE_RECORD_LIMITS } from '#app/rx/vaccine-record/vaccine-record.server.ts'
import { backOffice } from '#mocks/back-office.ts'
import { location } from '#tests/utils/link-steps.ts'
import { cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import {
  SAM_DVR_CHECK,
  SAM_DVR_REQUEST,
  VACCINE_RECORD_PATH,
  newClient,
  requestFrom,
  on,
  vaccineRecordAccessCookie,
  vaccineRecordLinkCookie,
} from '#tests/utils/vaccine-record.ts'

const PATH = VACCINE_RECORD_PATH
const SAM = SAM_DVR_REQUEST
const SAM_CHECK = SAM_DVR_CHECK

type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init: { status: number } }
const formErrorOf = (answer: unknown) => (answer as Reply).data.result.error?.[''] ?? null
const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : (answer as Reply).init.status)

const linkFromText = async () => ({ cookie: await vaccineRecordLinkCookie() })
const openRecord = vaccineRecordAccessCookie

describe('the digital vaccine record: the text message', () => {
  it('texts a link to the phone on the record, and says it is on its way', async () => {
    const before = backOffice.outboxFor('5135550142').length
    await linkFromText()
    const messages = backOffice.outboxFor('5135550142')
    expect(messages).toHaveLength(before + 1)
    expect(messages.at(-1)!.link).toMatch(/^\/rx\/digital-vaccine-record\/verify\?id=[\w-]{16,}$/)
    expect(await requestLoader(on(get(`${PATH}?sent=1`)))).toMatchObject({ sent: true, notice: null })
  })

  it("refuses a form the page would refuse, and says the spec's words when nobody matches", async () => {
    const empty = await requestAction(on(formPost(PATH, {})))
    expect(statusOf(empty)).toBe(400)
    const unknown = await requestAction(on(formPost(PATH, { ...SAM, firstName: 'Samuel' })))
    expect(statusOf(unknown)).toBe(404)
    expect(formErrorOf(unknown)).toEqual(['Patient not found in pharmacy. Please check the data that you have entered'])
    const scenario = await requestAction(on(formPost(`${PATH}?mockScenario=dvr-not-found`, SAM)))
    expect(formErrorOf(scenario)).toEqual([VACCINE_RECORD_TEXTS.notFound])
  })

  it('limits the texts one client sends', async () => {
    const client = newClient()
    const sends = VACCINE_RECORD_LIMITS.messages.perPair
    for (let index = 0; index < sends; index += 1)
      expect(location(await settle(() => requestAction(on(formPost(PATH, SAM), client))))).toBe(`${PATH}?sent=1`)
    const over = await requestAction(on(formPost(PATH, SAM), client))
    expect(statusOf(over)).toBe(429)
    expect(formErrorOf(over)).toEqual([VACCINE_RECORD_TEXTS.locked])
  })
})

describe('the digital vaccine record: the check', () => {
  it('keeps the link out of the address, and without one says how to get one', async () => {
    const { cookie } = await linkFromText()
    expect(await verifyLoader(on(get(`${PATH}/verify`, { cookie })))).toMatchObject({
      hasLink: true,
      tooManyLinks: false,
    })
    expect(await verifyLoader(on(get(`${PATH}/verify`)))).toMatchObject({ hasLink: false, tooManyLinks: false })
    const malformed = await verifyLoader(on(get(`${PATH}/verify?id=short`)))
    expect(statusOf(malformed)).toBe(400)
    const noLink = await verifyAction(on(formPost(`${PATH}/verify`, SAM_CHECK)))
    expect(formErrorOf(noLink)).toEqual([VACCINE_RECORD_TEXTS.noLink])
  })

  it('keeps only so many new links per client on the server: past them, 429 and nothing kept (issue 31 review)', async () => {
    const client = newClient()
    const open = (id: string, cookie = '') =>
      serve(verifyLoader, get(`${PATH}/verify?id=${id}`, { cookie }), requestFrom(client))
    let cookie = ''
    for (let link = 0; link < 10; link += 1) {
      const kept = await open(`link-${String(link).padStart(12, '0')}`, cookie)
      expect(location(kept)).toBe(`${PATH}/verify`)
      cookie = cookiesFrom(kept as Response, cookie)
    }
    // The link this browser holds opens again without counting; a new one is refused.
    expect(location(await open(`link-${'9'.padStart(12, '0')}`, cookie))).toBe(`${PATH}/verify`)
    const over = await open('link-one-too-many-000', cookie)
    expect(statusOf(over)).toBe(429)
    expect((over as { data: unknown }).data).toMatchObject({ hasLink: false, tooManyLinks: true })
  })

  it("says a wrong birth date or phone in the spec's words, and locks the link after three", async () => {
    const { cookie } = await linkFromText()
    const wrong = (phone: string) => verifyAction(on(formPost(`${PATH}/verify`, { ...SAM_CHECK, phone }, { cookie })))
    const first = await wrong('5135550000')
    expect(statusOf(first)).toBe(400)
    expect(formErrorOf(first)).toEqual(['The patient date of birth or phone number is incorrect. Please try again.'])
    await wrong('5135550001')
    const third = await wrong('5135550002')
    expect(statusOf(third)).toBe(403)
    expect(formErrorOf(third)).toEqual(['You have surpassed your attempts. Please check back later and try again.'])
    // Locked: the right details no longer open it.
    expect(formErrorOf(await wrong('5135550142'))).toEqual([VACCINE_RECORD_TEXTS.locked])
  })

  it('plays the wrong-details and locked scenarios', async () => {
    const { cookie } = await linkFromText()
    const post = (scenario: string) =>
      verifyAction(on(formPost(`${PATH}/verify?mockScenario=${scenario}`, SAM_CHECK, { cookie })))
    expect(formErrorOf(await post('dvr-wrong-details'))).toEqual([VACCINE_RECORD_TEXTS.wrongDetails])
    expect(formErrorOf(await post('dvr-locked'))).toEqual([VACCINE_RECORD_TEXTS.locked])
  })

  it('limits the checks one client makes, across links', async () => {
    const client = newClient()
    const check = (cookie: string) =>
      verifyAction(on(formPost(`${PATH}/verify`, { ...SAM_CHECK, phone: '5135550000' }, { cookie }), client))
    const { perPair, perClient } = VACCINE_RECORD_LIMITS.checks
    let tried = 0
    while (tried < perClient) {
      const { cookie } = await linkFromText()
      for (let index = 0; index < perPair && tried < perClient; index += 1, tried += 1)
        expect(statusOf(await check(cookie))).not.toBe(429)
    }
    const over = await check((await linkFromText()).cookie)
    expect(statusOf(over)).toBe(429)
    expect(formErrorOf(over)).toEqual([VACCINE_RECORD_TEXTS.locked])
  })
})

describe('the digital vaccine record: the record', () => {
  it('shows the record, oldest vaccination first, with its SMART Health Card drawn as a QR code', async () => {
    const cookie = await openRecord()
    const record = (await resultLoader(on(get(`${PATH}/result`, { cookie })))) as unknown as {
      data: { name: string; born: string; immunizations: Array<{ vaccine: string }>; qr: { src: string; alt: string } }
      init: { headers: Record<string, string> }
    }
    expect(record.data.name).toBe('Sam Shopper')
    expect(record.data.born).toBe('03/12/1984')
    expect(record.data.immunizations.map((shot) => shot.vaccine)).toEqual([
      'Tdap',
      'COVID-19, mRNA, 2024-2025 formula',
      'Influenza, seasonal, injectable',
    ])
    expect(record.data.qr.alt).toBe('SMART Health Card QR code for Sam Shopper')
    const svg = Buffer.from(record.data.qr.src.replace('data:image/svg+xml;base64,', ''), 'base64').toString()
    expect(svg).toMatch(/^<svg[^>]+viewBox/)
    expect(record.init.headers['cache-control']).toBe('no-store')
  })

  it("sends an expired access back to the request page with the spec's message, and no access to the request page", async () => {
    const cookie = await openRecord()
    const expired = (await serve(
      resultLoader,
      get(`${PATH}/result?mockScenario=dvr-expired`, { cookie }),
      requestFrom(),
    )) as Response
    expect(location(expired)).toBe(`${PATH}?errorCode=expired`)
    expect((await requestLoader(on(get(`${PATH}?errorCode=expired`)))).notice).toBe(
      'Access to your Digitial Vaccine Record has expired. Please request another text message.',
    )
    // The access is gone from the browser too.
    const after = await settle(() => resultLoader(on(get(`${PATH}/result`, { cookie: cookiesFrom(expired, cookie) }))))
    expect(location(after)).toBe(PATH)
  })
})

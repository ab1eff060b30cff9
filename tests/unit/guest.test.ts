import { HttpResponse, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GUEST_LINKS_PER_CLIENT, GUEST_VERIFICATION_LIMITS } from '#app/rx/guest/guest-limits.server.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { GUEST_TEXTS } from '#app/rx/guest/guest-texts.ts'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/guest-verification.tsx'
import { loader as monographLoader } from '#app/routes/rx+/prescription-monograph.tsx'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import { loader as trackerLinkLoader } from '#app/routes/mock+/tracker-link.tsx'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { GUEST_LOCK_AFTER } from '#mocks/guest-back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { PATIENT_NUMBERS } from '#mocks/pharmacy-seed.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { upstreamCallsOf } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = {
  data: { result: { error?: Record<string, string[] | null> }; locked: boolean }
  init?: { status?: number }
}
const reply = (result: unknown) => result as Reply

/** The tracker link of a text message sent just now (the mock's /mock/tracker-link). */
async function freshLink(patientNumber: string) {
  const link = location(await serve(trackerLinkLoader, get(`/mock/tracker-link?patientNumber=${patientNumber}`)))
  if (!link) throw new Error('no link')
  return link
}

const SAM = { month: '03', day: '12', year: '1984' }

async function verify(link: string, birthDate: Record<string, string>, cookie?: string) {
  return serve(verifyAction, formPost(link, birthDate, { cookie }))
}

/** A guest verified on a fresh link for Sam (the account holder): the tracker's cookie. */
async function verifiedGuest() {
  const response = await verify(await freshLink(PATIENT_NUMBERS.self), SAM)
  expect(location(response)).toBe(`/rx/tracker?patientNumber=${PATIENT_NUMBERS.self}`)
  return cookiesFrom(response as Response)
}

describe('tracker links and birth-date verification', () => {
  it('a fresh link asks for the birth date; an old or broken one goes to the expired page; a locked one says so', async () => {
    const fresh = (await verifyLoader(args(get(await freshLink(PATIENT_NUMBERS.self))))).data
    expect(fresh).toMatchObject({ locked: false, notice: null, tooManyLinks: false })
    // A fresh link for a patient the pharmacy does not know is asked like any other (decision 0076, below).
    for (const link of [
      `/rx/guest-verification?patientNumber=${PATIENT_NUMBERS.self}&timestamp=1700000000000`,
      `/rx/guest-verification?patientNumber=99999&timestamp=${Date.now() + 60 * 60 * 1000}`,
      '/rx/guest-verification?patientNumber=1001',
      '/rx/guest-verification?patientNumber=<script>&timestamp=1',
    ]) {
      expect(location(await serve(verifyLoader, get(link)))).toBe('/rx/expired-tracker-link')
    }
    expect((await verifyLoader(args(get(await freshLink(PATIENT_NUMBERS.pet))))).data).toMatchObject({ locked: true })
    expect(
      (await verifyLoader(args(get(`${await freshLink(PATIENT_NUMBERS.self)}&mockScenario=guest-locked`)))).data,
    ).toMatchObject({ locked: true })
    expect(
      (await verifyLoader(args(get(`${await freshLink(PATIENT_NUMBERS.self)}&errorCode=sessionExpired`)))).data,
    ).toMatchObject({ locked: false, notice: RX_MESSAGES.guestSessionExpired, tooManyLinks: false })
  })

  it('checks the month, day and year with the spec messages before asking the pharmacy', async () => {
    const link = await freshLink(PATIENT_NUMBERS.self)
    expect(reply(await verify(link, {})).data.result.error).toEqual({
      month: ['You must enter a month.'],
      day: ['You must enter a day.'],
      year: ['You must enter a year.'],
    })
    expect(reply(await verify(link, { month: '1a', day: '32', year: '1984' })).data.result.error).toEqual({
      month: ['Input must be numeric.'],
      day: ['You must enter a day.'],
    })
    expect(reply(await verify(link, { month: '02', day: '30', year: '1984' })).data.result.error).toEqual({
      '': ['Date must be valid'],
    })
    expect(reply(await verify(link, { month: '01', day: '01', year: '1899' })).data.result.error).toEqual({
      '': ['Date must be on or after 01/01/1900'],
    })
    expect(
      reply(await verify(link, { month: '01', day: '01', year: String(new Date().getFullYear() + 1) })).data.result
        .error,
    ).toEqual({ '': ['Date must not be in the future'] })
  })

  it('a wrong birth date is refused with the spec message; the pharmacy locks the patient after three, from anyone', async () => {
    quietLogs()
    const link = await freshLink(PATIENT_NUMBERS.child)
    // One client stops below the pharmacy's lock (decision 0076): the wrong dates come from one client each.
    const fromClient = (index: number, birthDate: Record<string, string>) =>
      settle(() =>
        verifyAction({
          request: formPost(link, birthDate),
          params: {},
          context: testContext({ clientAddress: `10.0.4.${index}` }),
        }),
      ).then(reply)
    for (let attempt = 1; attempt < GUEST_LOCK_AFTER; attempt += 1) {
      const wrong = await fromClient(attempt, { month: '01', day: '01', year: '2000' })
      expect(wrong.data.result.error).toEqual({ '': [RX_MESSAGES.guestBirthDateMismatch] })
      expect(wrong.data.locked).toBe(false)
    }
    expect((await fromClient(GUEST_LOCK_AFTER, { month: '01', day: '01', year: '2000' })).data.locked).toBe(true)
    // Locked: even the right date is refused now, and the page says so on the next visit.
    expect(reply(await verify(link, { month: '09', day: '02', year: '2016' })).data.locked).toBe(true)
    expect((await verifyLoader(args(get(link)))).data).toMatchObject({ locked: true })
  })

  it('this app limits wrong dates per patient and client, per patient and per client, even where the pharmacy would not lock', async () => {
    quietLogs()
    mockServer.use(
      http.post(upstreamUrl('rx', RX_PATHS.guestVerification), () => HttpResponse.json({ verified: false })),
    )
    const wrong = { month: '01', day: '01', year: '2000' }
    const attempt = (patientNumber: string, client: string) => {
      const request = formPost(`/rx/guest-verification?patientNumber=${patientNumber}&timestamp=${Date.now()}`, wrong)
      // A forged X-Forwarded-For changes nothing: the client is the one the server entry saw.
      request.headers.set('x-forwarded-for', '203.0.113.7')
      return settle(() => verifyAction({ request, params: {}, context: testContext({ clientAddress: client }) })).then(
        reply,
      )
    }
    for (let index = 0; index < GUEST_VERIFICATION_LIMITS.perPair; index += 1) {
      expect((await attempt('4242', '10.0.1.1')).data.result.error).toEqual({
        '': [RX_MESSAGES.guestBirthDateMismatch],
      })
    }
    const perPair = await attempt('4242', '10.0.1.1')
    expect(perPair.init?.status).toBe(429)
    expect(perPair.data.result.error).toEqual({ '': [GUEST_TEXTS.tooManyBirthDates] })
    // The patient on another device is not locked out by a stranger's guesses...
    expect((await attempt('4242', '10.0.1.2')).init?.status).toBe(400)
    // ...until guesses from many clients reach the patient-wide ceiling.
    for (let index = GUEST_VERIFICATION_LIMITS.perPair + 1; index < GUEST_VERIFICATION_LIMITS.perIdentifier; index += 1)
      await attempt('4242', `10.0.3.${index}`)
    expect((await attempt('4242', '10.0.1.3')).init?.status).toBe(429)

    for (let index = 0; index < GUEST_VERIFICATION_LIMITS.perClient; index += 1)
      await attempt(String(5000 + index), '10.0.2.1')
    expect((await attempt('6000', '10.0.2.1')).init?.status).toBe(429)
    expect((await attempt('6000', '10.0.2.2')).init?.status).toBe(400)
  })
})

describe('the verified guest', () => {
  it("sees the tracker for the account's patients, with monograph links instead of history detail", async () => {
    quietLogs()
    const cookie = await verifiedGuest()
    const tracker = await trackerLoader(args(get(`/rx/tracker?patientNumber=${PATIENT_NUMBERS.self}`, { cookie })))
    expect(tracker.errors).toEqual([])
    expect(tracker.patients.map((patient) => patient.patientNumber)).toEqual([
      PATIENT_NUMBERS.self,
      PATIENT_NUMBERS.child,
      PATIENT_NUMBERS.pet,
    ])
    expect(tracker.selected).toBe(PATIENT_NUMBERS.self)
    const rows = tracker.sections.flatMap((section) => section.locations.flatMap((place) => place.prescriptions))
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.every((row) => row.monographHref?.startsWith('/rx/prescription-monograph?productNumber=P'))).toBe(true)

    const monograph = await monographLoader(args(get(rows[0]!.monographHref!, { cookie })))
    expect(monograph.monograph?.productName).toBe(rows[0]!.drugName)
    expect(monograph.monograph?.sections.map((section) => section.title)).toEqual([
      'Uses',
      'How to Use',
      'Side Effects',
    ])
  })

  it('the same link again goes straight to the tracker while the guest is verified', async () => {
    const link = await freshLink(PATIENT_NUMBERS.self)
    const cookie = cookiesFrom((await verify(link, SAM)) as Response)
    expect(location(await serve(verifyLoader, get(link, { cookie })))).toBe(
      `/rx/tracker?patientNumber=${PATIENT_NUMBERS.self}`,
    )
    // Another text message (an earlier timestamp) asks again.
    const another = `/rx/guest-verification?patientNumber=${PATIENT_NUMBERS.self}&timestamp=${Date.now() - 60_000}`
    const asked = await verifyLoader(args(get(another, { cookie })))
    expect(asked.data).toMatchObject({ locked: false, notice: null, tooManyLinks: false })
    // Another link is another guest (a shared phone): the first guest's tracker is closed to them.
    const after = cookiesFrom(new Response(null, { headers: asked.init?.headers as HeadersInit }), cookie)
    expect(location(await serve(trackerLoader, get('/rx/tracker', { cookie: after })))).toBe(
      '/signin?redirectUrl=%2Frx%2Ftracker',
    )
  })

  it('a child verified on their own link sees only themselves', async () => {
    const response = await verify(await freshLink(PATIENT_NUMBERS.child), { month: '09', day: '02', year: '2016' })
    const tracker = await trackerLoader(args(get(location(response)!, { cookie: cookiesFrom(response as Response) })))
    expect(tracker.patients.map((patient) => patient.patientNumber)).toEqual([PATIENT_NUMBERS.child])
  })

  it('an expired guest session goes back to the link with the spec message; no guest session means sign in', async () => {
    quietLogs()
    const cookie = await verifiedGuest()
    const expired = await settle(() =>
      serve(trackerLoader, get('/rx/tracker?mockScenario=guest-session-expired', { cookie })),
    )
    expect(location(expired)).toMatch(
      new RegExp(
        `^/rx/guest-verification\\?patientNumber=${PATIENT_NUMBERS.self}&timestamp=\\d+&errorCode=sessionExpired$`,
      ),
    )
    // The guest session is gone from the cookie: the next visit is a stranger's.
    const after = cookiesFrom(expired as Response, cookie)
    expect(location(await serve(trackerLoader, get('/rx/tracker', { cookie: after })))).toBe(
      '/signin?redirectUrl=%2Frx%2Ftracker',
    )
    expect(location(await serve(monographLoader, get('/rx/prescription-monograph?productNumber=P6100001')))).toMatch(
      /^\/signin/,
    )
  })

  it('a monograph link that is not whole is a 400 with a message, not a crash', async () => {
    const cookie = await verifiedGuest()
    const response = await settle(() =>
      serve(monographLoader, get('/rx/prescription-monograph?productNumber=%3Cx%3E', { cookie })),
    )
    expect((response as Response).status).toBe(400)
    expect(await (response as Response).text()).toBe('This prescription information link is not complete.')
  })
})

describe('who is a patient, and locking the owner out (issue 31, decision 0076)', () => {
  const MADE_UP = '48151623'
  const WRONG = { month: '01', day: '01', year: '2000' }
  const at = (client: string) => testContext({ clientAddress: client })
  const linkFor = (patientNumber: string, timestamp = Date.now()) =>
    `/rx/guest-verification?patientNumber=${patientNumber}&timestamp=${timestamp}`
  let route = { loader: verifyLoader, action: verifyAction }
  const open = (link: string, client = '10.31.0.1') =>
    settle(() => route.loader({ request: get(link), params: {}, context: at(client) }))
  const tryDate = (link: string, client: string, birthDate = WRONG) =>
    settle(() => route.action({ request: formPost(link, birthDate), params: {}, context: at(client) })).then(reply)
  /**
   * The route loaded afresh under a fake clock: a limiter's counters read the clock they were made with, so only
   * counters made now follow `vi.setSystemTime`.
   */
  async function onFakeClock() {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.resetModules()
    route = await import('#app/routes/rx+/guest-verification.tsx')
  }
  afterEach(() => {
    route = { loader: verifyLoader, action: verifyAction }
    vi.resetModules()
  })
  /** What a stranger can observe of an answer: the status, where it leads, what the page says. */
  const seen = (result: unknown) =>
    result instanceof Response
      ? { status: result.status, location: result.headers.get('location') }
      : {
          status: (result as { init?: { status?: number } | null }).init?.status ?? 200,
          data: (result as { data: unknown }).data,
        }

  it('a made-up patient on a fresh link is answered as a real one: the same page, status and upstream calls', async () => {
    const answers = []
    for (const patientNumber of [PATIENT_NUMBERS.self, MADE_UP]) {
      const link = linkFor(patientNumber)
      let result: unknown
      const calls = await upstreamCallsOf(async () => (result = await open(link)))
      answers.push({ ...seen(result), calls })
    }
    expect(answers[0]).toMatchObject({
      status: 200,
      data: { locked: false, notice: null, tooManyLinks: false },
      calls: [`GET ${RX_PATHS.textVerification}`],
    })
    expect(answers[1]).toEqual(answers[0])
    // An old timestamp is expired for anyone, whoever the patient: the pharmacy is not asked.
    for (const patientNumber of [PATIENT_NUMBERS.self, MADE_UP]) {
      let result: unknown
      const calls = await upstreamCallsOf(
        async () => (result = await open(linkFor(patientNumber, Date.now() - 8 * 24 * 60 * 60 * 1000))),
      )
      expect({ ...seen(result), calls }).toEqual({ status: 302, location: '/rx/expired-tracker-link', calls: [] })
    }
  })

  it('birth dates on a made-up patient are answered as wrong dates on a real one, and one client cannot lock a link', async () => {
    quietLogs()
    const answersFor = async (patientNumber: string) => {
      const link = linkFor(patientNumber)
      const answers = []
      for (let attempt = 0; attempt < GUEST_LOCK_AFTER + 1; attempt += 1)
        answers.push(seen(await tryDate(link, '10.31.0.2')))
      return answers
    }
    const real = await answersFor(PATIENT_NUMBERS.child)
    expect(real.map((answer) => answer.status)).toEqual([400, 400, 429, 429])
    expect(real[0]).toEqual({
      status: 400,
      data: { result: expect.objectContaining({ error: { '': [RX_MESSAGES.guestBirthDateMismatch] } }), locked: false },
    })
    expect(real[2]).toEqual({
      status: 429,
      data: { result: expect.objectContaining({ error: { '': [GUEST_TEXTS.tooManyBirthDates] } }), locked: false },
    })
    expect(await answersFor(MADE_UP)).toEqual(real)
    // The stranger stopped below the pharmacy's lock: the owner, on their own device, still gets in.
    const owner = await tryDate(linkFor(PATIENT_NUMBERS.child), '10.31.0.3', { month: '09', day: '02', year: '2016' })
    expect(location(owner)).toBe(`/rx/tracker?patientNumber=${PATIENT_NUMBERS.child}`)
  })

  it("a pharmacy that calls a fresh link 'expired' when asked for a birth date is answered as a wrong date, and counted", async () => {
    quietLogs()
    mockServer.use(
      http.post(upstreamUrl('rx', RX_PATHS.guestVerification), () =>
        HttpResponse.json({ verified: false, sessionExpired: true }),
      ),
    )
    const answers = []
    for (let attempt = 0; attempt < 3; attempt += 1)
      answers.push(seen(await tryDate(linkFor(MADE_UP), '10.31.0.8')).status)
    expect(answers).toEqual([400, 400, 429])
  })

  it('the stranger does not get a fresh pair of tries by waiting 15 minutes; a second client can still lock the link', async () => {
    quietLogs()
    await onFakeClock()
    const stranger = '10.31.0.4'
    for (let attempt = 0; attempt < GUEST_VERIFICATION_LIMITS.perPair; attempt += 1)
      expect(seen(await tryDate(linkFor(PATIENT_NUMBERS.child), stranger)).status).toBe(400)
    vi.setSystemTime(Date.now() + 16 * 60 * 1000)
    expect(seen(await tryDate(linkFor(PATIENT_NUMBERS.child), stranger)).status).toBe(429)
    // What is left (decision 0076): a wrong date from a second client is the pharmacy's third, and it locks.
    expect(seen(await tryDate(linkFor(PATIENT_NUMBERS.child), '10.31.0.5'))).toMatchObject({
      status: 403,
      data: { locked: true },
    })
  })

  it("one client may open only so many patients' links: past the limit a 429 page, before the pharmacy is asked", async () => {
    await onFakeClock()
    const client = '10.31.0.6'
    // Opening one patient's link again (a reload, another text message) is not counted.
    for (let index = 0; index < GUEST_LINKS_PER_CLIENT + 5; index += 1)
      expect(seen(await open(linkFor(PATIENT_NUMBERS.self), client)).status).toBe(200)
    for (let index = 1; index < GUEST_LINKS_PER_CLIENT; index += 1)
      expect(seen(await open(linkFor(String(5000 + index)), client)).status).toBe(200)
    let result: unknown
    const calls = await upstreamCallsOf(async () => (result = await open(linkFor(MADE_UP), client)))
    expect(calls).toEqual([])
    expect(seen(result)).toMatchObject({ status: 429, data: { locked: false, notice: null, tooManyLinks: true } })
    // Nor is a link opened before a way around the limit.
    expect(seen(await open(linkFor('5001'), client)).status).toBe(429)
    // Another client is not held back by this one; the window passes.
    expect(seen(await open(linkFor(MADE_UP), '10.31.0.7')).status).toBe(200)
    vi.setSystemTime(Date.now() + 15 * 60 * 1000 + 1000)
    expect(seen(await open(linkFor(MADE_UP), client)).status).toBe(200)
  })
})

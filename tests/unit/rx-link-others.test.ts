import { describe, expect, it } from 'vitest'
import { action as lookupAction } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { loader as accessLoader } from '#app/routes/rx+/patient-access.tsx'
import { LINK_MESSAGES } from '#app/rx/link/link-messages.ts'
import { validatePrescriptionLookup } from '#app/rx/shared/rx-validation.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { mockServer } from '#mocks/node.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { NEWCOMER_FAMILY } from '#mocks/pharmacy-seed.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { args, location, signIn } from '#tests/utils/link-steps.ts'
import { http } from 'msw'

/** Omar New, Nia's father, as the lookup form sends him: a store prescription at Vine Street. */
const OMAR = {
  rxType: 'retail',
  rxNumber: NEWCOMER_FAMILY.parent.rxNumber,
  facilityPhone: '513-555-0170',
  firstName: 'Omar',
  lastName: 'New',
  'dateOfBirth.month': '09',
  'dateOfBirth.day': '30',
  'dateOfBirth.year': '1952',
}

describe('the lookup of another adult, someone cared for and a managed adult (spec 2 section 5)', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  const errors = (fields: Record<string, string>, type: LookupPatientType) =>
    validatePrescriptionLookup(new URLSearchParams(fields) as unknown as FormData, type, now).reply().error ?? {}
  const born = (month: string, day: string, year: string) => ({
    'dateOfBirth.month': month,
    'dateOfBirth.day': day,
    'dateOfBirth.year': year,
  })

  it('an adult is 18 or more on the day', () => {
    const withEmail = { ...OMAR, email: 'omar@example.com' }
    expect(errors({ ...withEmail, ...born('11', '25', '2008') }, 'OTHER_ADULT').dateOfBirth).toBeUndefined()
    expect(errors({ ...withEmail, ...born('11', '26', '2008') }, 'OTHER_ADULT').dateOfBirth).toEqual([
      'Adult must be more than 18 years old',
    ])
  })

  it("wants another adult's email, and a managed adult's grantor email, each at most 100 characters", () => {
    expect(errors(OMAR, 'OTHER_ADULT').email).toEqual(['Email is required'])
    expect(errors({ ...OMAR, email: 'omar@' }, 'OTHER_ADULT').email).toEqual(['Invalid Email Address'])
    expect(errors({ ...OMAR, email: `${'o'.repeat(89)}@example.com` }, 'OTHER_ADULT').email).toEqual([
      'Email must be 100 characters or fewer',
    ])
    expect(errors(OMAR, 'MANAGED_ADULT').grantorEmailAddress).toEqual(['Email is required'])
    expect(errors({ ...OMAR, grantorEmailAddress: 'omar@example.com' }, 'MANAGED_ADULT')).toEqual({})
  })

  it('asks a caregiver no birth date', () => {
    const { 'dateOfBirth.month': _m, 'dateOfBirth.day': _d, 'dateOfBirth.year': _y, ...withoutBirthDate } = OMAR
    expect(errors(withoutBirthDate, 'CAREGIVER')).toEqual({})
    expect(errors(withoutBirthDate, 'SELF')).toMatchObject({ 'dateOfBirth.month': ['You must enter a month.'] })
  })
})

describe('linking another adult (decision 0062)', () => {
  function lookup(cookie: string, type: LookupPatientType, fields: Record<string, string>) {
    return settle(() =>
      serve(lookupAction, formPost(`/rx/link/prescription/lookup?type=${type}`, fields, { cookie })),
    ) as Promise<Response>
  }

  it('asks another adult by email: the request waits for approval on the profile', async () => {
    const cookie = await signIn('shopper@example.com')
    const linked = await lookup(cookie, 'OTHER_ADULT', { ...OMAR, email: 'omar@example.com' })
    expect(location(linked)).toBe('/rx/patient-profile')
    // The session moved to a new id with the link (decision 0089).
    const after = cookiesFrom(linked, cookie)
    expect((await readFlash(after))?.toast).toEqual({
      kind: 'success',
      message: LINK_MESSAGES.linked,
    })
    const profile = await profileLoader(args(get('/rx/patient-profile', { cookie: after })))
    // Dated MM/DD/YYYY, as every date the site shows (issue 32, spec 1 section 3).
    expect(profile.requests).toEqual([
      expect.objectContaining({
        name: 'Omar New',
        relationship: 'OTHER_ADULT',
        requestedOn: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      }),
    ])
    // Not a patient of the account until he approves.
    expect(profile.patients.map((patient) => patient.name)).not.toContain('Omar New')
  })

  it('a managed adult lands on patient access; a caregiver sends no birth date', async () => {
    const cookie = await signIn('shopper@example.com')
    const recorder = recordUpstreamCalls((request) => /prescription\/lookup$|challenge-questions$/.test(request.url))
    const managed = await lookup(cookie, 'MANAGED_ADULT', { ...OMAR, grantorEmailAddress: 'omar@example.com' })
    expect(location(managed)).toBe('/rx/patient-access')
    const { 'dateOfBirth.month': _m, 'dateOfBirth.day': _d, 'dateOfBirth.year': _y, ...withoutBirthDate } = OMAR
    // Each link moves the session to a new id (decision 0089): the browser goes on with the one it got.
    const caregiver = await lookup(cookiesFrom(managed, cookie), 'CAREGIVER', withoutBirthDate)
    expect(location(caregiver)).toBe('/rx/patient-profile')
    await recorder.stop()
    const sent = recorder.calls.map(({ body }) => body)
    // Each link submits the challenge questions for the patient linked.
    expect(sent.filter((body) => JSON.stringify(body) === JSON.stringify({ patientNumber: '2004' }))).toHaveLength(2)
    expect(sent.filter((body) => (body as { type?: string }).type === 'CAREGIVER')[0]).toEqual({
      type: 'CAREGIVER',
      rxNumber: OMAR.rxNumber,
      facilityPhone: '5135550170',
      firstName: 'Omar',
      lastName: 'New',
    })
    const after = cookiesFrom(caregiver, cookiesFrom(managed, cookie))
    const access = await accessLoader(args(get('/rx/patient-access', { cookie: after })))
    const asked = access.entries.filter((entry) => entry.direction === 'byCustomer')
    // Theo's access, which the shopper already had, and the two new requests.
    expect(asked.map(({ relationship, status }) => [relationship, status])).toEqual([
      ['OTHER_ADULT', 'APPROVED'],
      ['MANAGED_ADULT', 'PENDING'],
      ['CAREGIVER', 'PENDING'],
    ])
  })

  it('a record is not found as another type than it is: a child is not an adult', async () => {
    const cookie = await signIn('shopper@example.com')
    const [year, month, day] = NEWCOMER_FAMILY.child.dateOfBirth.split('-') as [string, string, string]
    const refused = await lookup(cookie, 'OTHER_ADULT', {
      ...OMAR,
      rxNumber: NEWCOMER_FAMILY.child.rxNumber,
      firstName: 'Milo',
      'dateOfBirth.month': month,
      'dateOfBirth.day': day,
      'dateOfBirth.year': year,
      email: 'milo@example.com',
    })
    // Refused by the form already: a child is not an adult.
    expect((refused as unknown as { data: { result: { error: Record<string, string[]> } } }).data.result.error).toEqual(
      {
        dateOfBirth: ['Adult must be more than 18 years old'],
      },
    )
  })

  it("shows the profile's patients when the requests cannot be read, and says so", async () => {
    const cookie = await signIn('shopper@example.com')
    mockServer.use(http.get(/customer\/relationships/, () => new Response(null, { status: 500 })))
    const profile = await profileLoader(args(get('/rx/patient-profile', { cookie })))
    expect(profile.errors).toEqual(['We could not load your requests. Please try again.'])
    expect(profile.patients.length).toBeGreaterThan(0)
  })
})

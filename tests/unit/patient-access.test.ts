import { describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { action as accessAction, loader as accessLoader } from '#app/routes/rx+/patient-access.tsx'
import { action as removeAction, loader as removeLoader } from '#app/routes/rx+/patient-access.$key.remove.tsx'
import { action as expiryAction, loader as expiryLoader } from '#app/routes/rx+/patient-access.$key.expiry.tsx'
import { accessEntries, shownStatus } from '#app/rx/profile/access-rules.ts'
import { PROFILE_MESSAGES } from '#app/rx/profile/profile-messages.ts'
import { validateAccessExpiry } from '#app/rx/shared/rx-validation.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import type { Relationship } from '#app/upstream/rx-link-api.schema.ts'
import { linkingBackOffice } from '#mocks/linking-back-office.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { dataOf, location, signIn } from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: testContext() })
const relationship = (overrides: Partial<Relationship>): Relationship => ({
  patientNumber: '1001',
  customerId: 'c-1',
  name: 'Rosa Shopper',
  relationshipRequestStatus: 'APPROVED',
  relationshipType: 'OTHER_ADULT',
  requestType: 'ACCESS',
  ...overrides,
})

async function entriesOf(cookie: string) {
  return (await accessLoader(args(get('/rx/patient-access', { cookie })))).entries
}

async function toastOf(response: unknown, cookie: string) {
  return (await readFlash(cookiesFrom(response as Response, cookie)))?.toast
}

describe('patient access rules (spec 2 sections 4 and 6)', () => {
  it('an approved access lasts through its expiry date, and is expired the day after', () => {
    const approved = relationship({ accessExpiryDate: '2026-11-26' })
    expect(shownStatus(approved, '2026-11-26')).toBe('APPROVED')
    expect(shownStatus(approved, '2026-11-27')).toBe('EXPIRED')
    expect(shownStatus(relationship({ accessExpiryDate: null }), '2030-01-01')).toBe('APPROVED')
    expect(shownStatus(relationship({ relationshipRequestStatus: 'EXPIRED' }), '2000-01-01')).toBe('EXPIRED')
    for (const over of ['CANCELLED', 'REVOKED', 'DENIED'] as const)
      expect(shownStatus(relationship({ relationshipRequestStatus: over }), '2026-11-26')).toBeNull()
  })

  it('offers grant and decline on a request for the customer, cancel on their own, remove and an end date on access', () => {
    const entries = accessEntries(
      {
        accessToCustomer: [
          relationship({ customerId: 'c-1', relationshipRequestStatus: 'PENDING' }),
          relationship({ customerId: 'c-2' }),
          relationship({ customerId: 'c-3', relationshipRequestStatus: 'EXPIRED' }),
          relationship({ customerId: 'c-4', relationshipRequestStatus: 'DENIED' }),
        ],
        relationships: [
          relationship({
            patientNumber: '2004',
            relationshipType: 'MANAGED_ADULT',
            relationshipRequestStatus: 'PENDING',
          }),
          relationship({ patientNumber: '2005', relationshipType: 'CAREGIVER' }),
        ],
      },
      '2026-11-26',
    )
    expect(entries.map(({ key, actions }) => [key, actions])).toEqual([
      ['from-c-1-1001', ['grant', 'decline']],
      ['from-c-2-1001', ['remove', 'expiry']],
      ['from-c-3-1001', ['remove']],
      ['for-MANAGED_ADULT-2004', ['cancel']],
      ['for-CAREGIVER-2005', ['remove']],
    ])
  })

  it("takes an end date from tomorrow on, as month, day and year ('Date must be on or after MM/DD/YYYY')", () => {
    // The pharmacy's today, whatever the server's clock says.
    const now = '2026-11-26'
    const errors = (month: string, day: string, year: string) => {
      const submission = validateAccessExpiry(
        (() => {
          const form = new FormData()
          form.set('expiresOn.month', month)
          form.set('expiresOn.day', day)
          form.set('expiresOn.year', year)
          return form
        })(),
        now,
      )
      return submission.status === 'success' ? null : submission.reply().error
    }
    expect(errors('11', '27', '2026')).toBeNull()
    expect(errors('11', '26', '2026')).toEqual({ expiresOn: ['Date must be on or after 11/27/2026'] })
    expect(errors('02', '30', '2027')).toEqual({ expiresOn: ['Date must be valid'] })
    expect(errors('', '1', '2027')).toEqual({ 'expiresOn.month': ['You must enter a month.'] })
  })
})

describe('the patient access page (issue 18)', () => {
  it("lists the shopper's pending request, caregiver, expired access and Theo's approval, and the children and pets", async () => {
    const data = await accessLoader(args(get('/rx/patient-access', { cookie: await signIn('shopper@example.com') })))
    expect(data.errors).toEqual([])
    expect(data.entries.map(({ name, status, requestType }) => [name, status, requestType])).toEqual([
      ['Rosa Shopper', 'PENDING', 'ACCESS'],
      ['Vera Lopez', 'APPROVED', 'MANAGE'],
      ['Ike Lopez', 'EXPIRED', 'ACCESS'],
      ['Theo Shopper', 'APPROVED', 'ACCESS'],
    ])
    expect(data.entries.at(-1)).toMatchObject({ direction: 'byCustomer', actions: ['remove'] })
    expect(data.children).toEqual(['Lily Shopper'])
    expect(data.pets).toEqual(['Biscuit Shopper'])
    // The page carries no patient number nor customer id beyond the keys its forms post back.
    expect(JSON.stringify(data)).not.toContain('"patientNumber"')
  })

  it('grants a request, then removes the access, each sending the relationship with its new status', async () => {
    const cookie = await signIn('shopper@example.com')
    const sent = recordUpstreamCalls(
      (request) => request.method === 'PUT' && request.url.endsWith('/customer/relationship'),
    )
    const granted = await settle(() =>
      accessAction(args(formPost('/rx/patient-access', { intent: 'grant', key: 'from-c-2201-1001' }, { cookie }))),
    )
    expect(location(granted)).toBe('/rx/patient-access')
    expect(await toastOf(granted, cookie)).toEqual({ kind: 'success', message: 'You gave Rosa Shopper access.' })
    expect((await entriesOf(cookie))[0]).toMatchObject({ name: 'Rosa Shopper', status: 'APPROVED' })

    const params = { key: 'from-c-2201-1001' }
    expect(
      (await removeLoader(args(get('/rx/patient-access/from-c-2201-1001/remove', { cookie }), params))).entry.name,
    ).toBe('Rosa Shopper')
    const removed = await settle(() =>
      removeAction(args(formPost('/rx/patient-access/from-c-2201-1001/remove', {}, { cookie }), params)),
    )
    expect(location(removed)).toBe('/rx/patient-access')
    expect((await entriesOf(cookie)).map((entry) => entry.name)).toEqual(['Vera Lopez', 'Ike Lopez', 'Theo Shopper'])
    await sent.stop()
    expect(sent.calls.map((call) => call.body)).toEqual([
      {
        patientNumber: '1001',
        customerId: 'c-2201',
        relationshipRequestStatus: 'APPROVED',
        relationshipType: 'OTHER_ADULT',
      },
      {
        patientNumber: '1001',
        customerId: 'c-2201',
        relationshipRequestStatus: 'REVOKED',
        relationshipType: 'OTHER_ADULT',
      },
    ])
    // The answered request is no longer a dashboard notification.
    const notifications = linkingBackOffice.relationshipsOf(SHOPPER_USER_ID)
    expect(
      notifications.accessToCustomer.find((entry) => entry.customerId === 'c-2201')?.relationshipRequestStatus,
    ).toBe('REVOKED')
  })

  it("gives up Theo's access: he and his prescriptions leave the shopper's pages", async () => {
    const cookie = await signIn('shopper@example.com')
    const params = { key: 'for-OTHER_ADULT-1004' }
    const sent = recordUpstreamCalls(
      (request) => request.method === 'PUT' && request.url.endsWith('/customer/relationship'),
    )
    const removed = await settle(() =>
      removeAction(args(formPost('/rx/patient-access/for-OTHER_ADULT-1004/remove', {}, { cookie }), params)),
    )
    await sent.stop()
    expect(location(removed)).toBe('/rx/patient-access')
    expect(sent.calls.map((call) => call.body)).toEqual([
      {
        patientNumber: '1004',
        customerId: SHOPPER_USER_ID,
        relationshipRequestStatus: 'REVOKED',
        relationshipType: 'OTHER_ADULT',
      },
    ])
    expect((await entriesOf(cookie)).map((entry) => entry.name)).not.toContain('Theo Shopper')
    const account = pharmacyBackOffice.account(SHOPPER_USER_ID)!
    expect(account.patients.map((patient) => patient.firstName)).toEqual(['Sam', 'Lily', 'Biscuit'])
    expect(account.prescriptions.filter((prescription) => prescription.patientNumber === '1004')).toEqual([])
  })

  it('declines from a dashboard notification and returns to the dashboard', async () => {
    const cookie = await signIn('shopper@example.com')
    const declined = await settle(() =>
      accessAction(
        args(
          formPost('/rx/patient-access', { intent: 'decline', key: 'from-c-2201-1001', from: 'dashboard' }, { cookie }),
        ),
      ),
    )
    expect(location(declined)).toBe('/rx/dashboard')
    expect(await toastOf(declined, cookie)).toEqual({
      kind: 'success',
      message: 'You declined the request of Rosa Shopper.',
    })
    expect((await entriesOf(cookie)).map((entry) => entry.name)).toEqual(['Vera Lopez', 'Ike Lopez', 'Theo Shopper'])
  })

  it('cancels the customer’s own request for another adult', async () => {
    const cookie = await signIn('shopper@example.com')
    linkingBackOffice.relationships(SHOPPER_USER_ID).push(
      relationship({
        patientNumber: '2004',
        customerId: SHOPPER_USER_ID,
        name: 'Omar New',
        relationshipRequestStatus: 'PENDING',
        relationshipType: 'MANAGED_ADULT',
        requestType: 'MANAGE',
      }),
    )
    expect((await entriesOf(cookie)).find((entry) => entry.name === 'Omar New')?.actions).toEqual(['cancel'])
    const cancelled = await settle(() =>
      accessAction(
        args(formPost('/rx/patient-access', { intent: 'cancel', key: 'for-MANAGED_ADULT-2004' }, { cookie })),
      ),
    )
    expect(await toastOf(cancelled, cookie)).toEqual({
      kind: 'success',
      message: 'Your request to Omar New was cancelled.',
    })
    expect((await entriesOf(cookie)).some((entry) => entry.name === 'Omar New')).toBe(false)
  })

  it('sets an end date on a caregiver’s access, refusing a date not after today', async () => {
    const cookie = await signIn('shopper@example.com')
    const params = { key: 'from-c-2203-1001' }
    const path = '/rx/patient-access/from-c-2203-1001/expiry'
    expect((await expiryLoader(args(get(path, { cookie }), params))).entry).toMatchObject({ name: 'Vera Lopez' })
    // Days count from the pharmacy's today (decision 0064), not the server's.
    const today = Date.parse(`${pharmacyToday()}T12:00:00Z`)
    const isoIn = (offset: number) => new Date(today + offset * 86_400_000).toISOString().slice(0, 10)
    const date = (offset: number) => {
      const [year, month, day] = isoIn(offset).split('-')
      return { 'expiresOn.month': month!, 'expiresOn.day': day!, 'expiresOn.year': year! }
    }
    const refused = await settle(() => expiryAction(args(formPost(path, date(0), { cookie }), params)))
    expect((refused as { init: { status: number } }).init.status).toBe(400)
    const saved = await settle(() => expiryAction(args(formPost(path, date(30), { cookie }), params)))
    expect(location(saved)).toBe('/rx/patient-access')
    expect((await entriesOf(cookie)).find((entry) => entry.name === 'Vera Lopez')?.expiryDay).toBe(isoIn(30))
  })

  it('does not send an answer twice, nor one for a relationship not the customer’s', async () => {
    const cookie = await signIn('shopper@example.com')
    const grant = (key: string) =>
      settle(() => accessAction(args(formPost('/rx/patient-access', { intent: 'grant', key }, { cookie }))))
    expect(location(await grant('from-c-2201-1001'))).toBe('/rx/patient-access')
    // The same answer again (a double post) answers as the first did, and sends nothing (decision 0083).
    const sent = recordUpstreamCalls((request) => request.method === 'PUT')
    expect(await toastOf(await grant('from-c-2201-1001'), cookie)).toEqual({
      kind: 'success',
      message: 'You gave Rosa Shopper access.',
    })
    await sent.stop()
    expect(sent.calls).toEqual([])
    // Another answer to it, or a relationship not the customer's, is told as a change.
    const decline = await settle(() =>
      accessAction(args(formPost('/rx/patient-access', { intent: 'decline', key: 'from-c-2201-1001' }, { cookie }))),
    )
    expect(await toastOf(decline, cookie)).toEqual({ kind: 'info', message: PROFILE_MESSAGES.accessChanged })
    for (const key of ['from-c-9999-1001', 'for-OTHER_ADULT-1', '../../x']) {
      const again = await grant(key)
      expect(await toastOf(again, cookie)).toEqual({ kind: 'info', message: PROFILE_MESSAGES.accessChanged })
    }
    // A panel for an entry that does not allow it goes back to the page.
    const panel = await settle(() =>
      expiryLoader(args(get('/rx/patient-access/from-c-2204-1001/expiry', { cookie }), { key: 'from-c-2204-1001' })),
    )
    expect(location(panel)).toBe('/rx/patient-access')
    const unknownIntent = await settle(() =>
      accessAction(
        args(formPost('/rx/patient-access', { intent: 'approve-all', key: 'from-c-2201-1001' }, { cookie })),
      ),
    )
    expect((unknownIntent as { init: { status: number } }).init.status).toBe(400)
  })

  it("says 'We could not update patient access. Please try again.' when the pharmacy fails", async () => {
    const cookie = await signIn('shopper@example.com')
    const failed = await settle(() =>
      accessAction(
        args(
          formPost(
            '/rx/patient-access?mockScenario=relationship-update-error',
            { intent: 'grant', key: 'from-c-2201-1001' },
            { cookie },
          ),
        ),
      ),
    )
    expect(await toastOf(failed, cookie)).toEqual({ kind: 'error', message: PROFILE_MESSAGES.accessFailed })
    mockServer.use(
      http.put(upstreamUrl('rx', '/rx-security-api/customer/relationship'), () =>
        HttpResponse.json({ code: 'X' }, { status: 503 }),
      ),
    )
    const params = { key: 'from-c-2203-1001' }
    const removeFailed = await settle(() =>
      removeAction(args(formPost('/rx/patient-access/from-c-2203-1001/remove', {}, { cookie }), params)),
    )
    expect(dataOf<{ formError: string }>(removeFailed).formError).toBe(PROFILE_MESSAGES.accessFailed)
    expect((await entriesOf(cookie)).find((entry) => entry.name === 'Vera Lopez')?.status).toBe('APPROVED')
  })
})

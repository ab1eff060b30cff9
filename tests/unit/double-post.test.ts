import type { LoaderFunctionArgs } from '@remix-run/node'
import { describe, expect, it } from 'vitest'
import { action as dashboardAction } from '#app/routes/rx+/dashboard.tsx'
import { action as prescriptionsAction } from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import { action as unenrolAction } from '#app/routes/rx+/manage.auto-refills.tsx'
import { action as accessAction } from '#app/routes/rx+/patient-access.tsx'
import { action as marketingAction } from '#app/routes/rx+/patient-profile.marketing.tsx'
import { action as ninetyDayAction } from '#app/routes/rx+/ninety-day-supply.tsx'
import { action as commPrefsAction } from '#app/routes/rx+/comm-prefs.tsx'
import { PROFILE_MESSAGES } from '#app/rx/profile/profile-messages.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { linkingBackOffice } from '#mocks/linking-back-office.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { serve, cookiesFrom, formPost, settle } from '#tests/utils/requests.ts'
import { location, signIn } from '#tests/utils/link-steps.ts'

type Action = (args: LoaderFunctionArgs) => Promise<unknown>

/** Where an answer leads and what it says: what a browser without JavaScript shows of it. */
async function shown(answer: unknown, cookie: string) {
  expect(answer, 'a redirect, not an error page').toBeInstanceOf(Response)
  const response = answer as Response
  return {
    status: response.status,
    location: location(response),
    toast: (await readFlash(cookiesFrom(response, cookie)))?.toast,
  }
}

/**
 * The same form posted twice by a browser without JavaScript, one after the other and both at once (a double click
 * sends the second before the first is answered): each answers as the first did, and the writes upstream (the PUTs
 * and POSTs whose path matches) change nothing the second time.
 */
async function postedTwice(action: Action, path: string, fields: Record<string, string | string[]>) {
  const cookie = await signIn('shopper@example.com')
  const post = () => serve(action, formPost(path, fields, { cookie }))
  const first = await shown(await post(), cookie)
  const writes = recordUpstreamCalls((request) => request.method !== 'GET')
  const second = await shown(await post(), cookie)
  await writes.stop()
  const together = await Promise.all([post(), post()])
  return {
    first,
    second,
    together: await Promise.all(together.map((answer) => shown(answer, cookie))),
    writesAfterTheFirst: writes.calls.map((call) => `${call.method} ${call.path}`),
  }
}

const account = () => pharmacyBackOffice.account(SHOPPER_USER_ID)!

describe('a post sent twice changes nothing twice and answers the same page (issue 32, decision 0083)', () => {
  it('dismissing a notification: the second says it is no longer there, never an error', async () => {
    const fields = { intent: 'dismiss', patientNumber: '1001', notification: 'rx-R6100001-READY_FOR_PICKUP' }
    const { first, second, together, writesAfterTheFirst } = await postedTwice(
      dashboardAction,
      '/rx/dashboard?patient=1001',
      fields,
    )
    expect(first).toEqual({
      status: 302,
      location: '/rx/dashboard?patient=1001',
      toast: { kind: 'success', message: 'The notification was dismissed.' },
    })
    const gone = { ...first, toast: { kind: 'info', message: 'That notification is no longer there.' } }
    expect(second).toEqual(gone)
    expect(together).toEqual([gone, gone])
    expect(writesAfterTheFirst).toEqual([])
  })

  it('two dismissals read before either is written: the pharmacy’s 404 for the second is the same “no longer there”', async () => {
    const cookie = await signIn('shopper@example.com')
    const post = () =>
      settle(() =>
        serve(
          dashboardAction,
          formPost(
            '/rx/dashboard?patient=1001',
            { intent: 'dismiss', patientNumber: '1001', notification: 'rx-R6100001-READY_FOR_PICKUP' },
            { cookie },
          ),
        ),
      )
    const answers = await Promise.all((await Promise.all([post(), post()])).map((answer) => shown(answer, cookie)))
    for (const answer of answers) {
      expect(answer).toMatchObject({ status: 302, location: '/rx/dashboard?patient=1001' })
      expect(answer.toast?.kind).not.toBe('error')
    }
    expect(JSON.stringify(account().notifications['1001'])).not.toContain('R6100001')
  })

  it('pausing a prescription: the second answers “paused” and sends nothing', async () => {
    const { first, second, together, writesAfterTheFirst } = await postedTwice(
      prescriptionsAction,
      '/rx/auto-refills/manage-prescriptions',
      { intent: 'pause', patientNumber: '1001', rxNumber: '7200009' },
    )
    expect(first).toEqual({
      status: 302,
      location: '/rx/auto-refills/manage-prescriptions?patient=1001',
      toast: { kind: 'success', message: expect.stringContaining('Rosuvastatin 10 mg Tablet') },
    })
    expect(second).toEqual(first)
    expect(together).toEqual([first, first])
    expect(writesAfterTheFirst).toEqual([])
    expect(account().prescriptions.find((rx) => rx.rxNumber === '7200009')?.rxEnrolledAutoRefill).toBe(false)
  })

  it('adding prescriptions to auto refill: the second answers as the first, not “choose one”', async () => {
    const { first, second, together, writesAfterTheFirst } = await postedTwice(
      prescriptionsAction,
      '/rx/auto-refills/manage-prescriptions',
      { intent: 'bulk', patientNumber: '1001', rxNumbers: ['7200001'], retryCount: '0' },
    )
    expect(first).toEqual({
      status: 302,
      location: '/rx/auto-refills/manage-prescriptions?patient=1001',
      toast: { kind: 'success', message: '1 prescription was added to Auto Refill.' },
    })
    expect(second).toEqual(first)
    expect(together).toEqual([first, first])
    expect(writesAfterTheFirst).toEqual([])
  })

  it('unenrolling: the second answers “unenrolled” on the auto refill page and sends nothing', async () => {
    const { first, second, together, writesAfterTheFirst } = await postedTwice(
      unenrolAction,
      '/rx/manage/auto-refills',
      { intent: 'unenroll', patientNumber: '1001' },
    )
    expect(first).toMatchObject({ status: 302, location: '/rx/auto-refills', toast: { kind: 'success' } })
    expect(second).toEqual(first)
    expect(together).toEqual([first, first])
    expect(writesAfterTheFirst).toEqual([])
    expect(account().patients.find((patient) => patient.patientNumber === '1001')?.isAutoRefillFlag).toBe(false)
  })

  it('granting access: the second answers “You gave … access.” and sends nothing', async () => {
    const { first, second, together, writesAfterTheFirst } = await postedTwice(accessAction, '/rx/patient-access', {
      intent: 'grant',
      key: 'from-c-2201-1001',
    })
    expect(first).toEqual({
      status: 302,
      location: '/rx/patient-access',
      toast: { kind: 'success', message: 'You gave Rosa Shopper access.' },
    })
    expect(second).toEqual(first)
    expect(together).toEqual([first, first])
    expect(writesAfterTheFirst).toEqual([])
  })

  it('declining a request, both posts read before either is written: the back office takes the repeat', async () => {
    const cookie = await signIn('shopper@example.com')
    const post = () =>
      settle(() =>
        serve(accessAction, formPost('/rx/patient-access', { intent: 'decline', key: 'from-c-2201-1001' }, { cookie })),
      )
    const answers = await Promise.all([post(), post()])
    const expected = {
      status: 302,
      location: '/rx/patient-access',
      toast: { kind: 'success', message: 'You declined the request of Rosa Shopper.' },
    }
    expect(await Promise.all(answers.map((answer) => shown(answer, cookie)))).toEqual([expected, expected])
    expect(linkingBackOffice.relationshipsOf(SHOPPER_USER_ID).accessToCustomer).toContainEqual(
      expect.objectContaining({ customerId: 'c-2201', relationshipRequestStatus: 'DENIED' }),
    )
  })

  it('accepting the marketing program after a decline: REENROLLED stays REENROLLED', async () => {
    const cookie = await signIn('shopper@example.com')
    await settle(() =>
      serve(marketingAction, formPost('/rx/patient-profile/marketing', { intent: 'decline' }, { cookie })),
    )
    const { first, second, together } = await postedTwice(marketingAction, '/rx/patient-profile/marketing', {
      intent: 'accept',
    })
    expect(first).toMatchObject({ status: 302, location: '/rx/patient-profile', toast: { kind: 'success' } })
    expect(second).toEqual(first)
    expect(together).toEqual([first, first])
    expect(
      account().programEnrollments!['1001']!.find((enrollment) => enrollment.programId === 'HCSS')?.enrollmentStatus,
    ).toBe('REENROLLED')
  })

  it('joining 90-Day Supply and saving preferences: the same values again, the same answer', async () => {
    const joined = await postedTwice(ninetyDayAction, '/rx/ninety-day-supply', {
      intent: 'join',
      patientNumber: '1001',
    })
    expect(joined.second).toEqual(joined.first)
    expect(joined.together).toEqual([joined.first, joined.first])
    const saved = await postedTwice(commPrefsAction, '/rx/comm-prefs?patient=1001', {
      notifyByEmail: 'on',
      smsTypes: ['REFILL_DUE'],
    })
    expect(saved.first).toEqual({
      status: 302,
      location: '/rx/comm-prefs?patient=1001',
      toast: { kind: 'success', message: PROFILE_MESSAGES.preferencesSaved },
    })
    expect(saved.second).toEqual(saved.first)
    expect(saved.together).toEqual([saved.first, saved.first])
  })
})

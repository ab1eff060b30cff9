import { describe, expect, it } from 'vitest'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { action as accessAction } from '#app/routes/rx+/patient-access.tsx'
import { notificationMessages } from '#app/rx/dashboard/notifications.server.ts'
import { NOTIFICATION_TEXTS } from '#app/rx/dashboard/dashboard-texts.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { cookiesFrom, formPost, get, missingPatientOf, settle } from '#tests/utils/requests.ts'
import { location, signIn } from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })

async function notificationsOf(cookie: string, patientNumber = '1001') {
  const data = await dashboardLoader(args(get(`/rx/dashboard?patient=${patientNumber}`, { cookie })))
  const notifications = data.sections[0]!.notifications
  if (notifications.status !== 'loaded') throw new Error('notifications did not load')
  return notifications.value
}

const dismiss = (cookie: string, fields: Record<string, string>, query = '?patient=1001') =>
  settle(() => dashboardAction(args(formPost(`/rx/dashboard${query}`, { intent: 'dismiss', ...fields }, { cookie }))))

describe('dashboard notifications (issue 18)', () => {
  it('dismisses one with its event (spec 2 event payload), back on the dashboard as shown', async () => {
    const cookie = await signIn('shopper@example.com')
    const before = await notificationsOf(cookie)
    const ready = before.find((notification) => notification.id === 'rx-R6100001-READY_FOR_PICKUP')!
    // The page carries no event, only the id it posts back.
    expect(ready).not.toHaveProperty('event')
    const sent = recordUpstreamCalls((request) => request.url.endsWith('/notifications/dismiss'))
    const answer = await dismiss(cookie, { patientNumber: '1001', notification: ready.id })
    await sent.stop()
    expect(location(answer)).toBe('/rx/dashboard?patient=1001')
    expect((await readFlash(cookiesFrom(answer as Response, cookie)))?.toast).toEqual({
      kind: 'success',
      message: NOTIFICATION_TEXTS.dismissed,
    })
    expect(sent.calls.map((call) => call.body)).toEqual([
      {
        type: 'READY_FOR_PICKUP',
        patientNumber: '1001',
        rxRecordNumber: 'R6100001',
        eventDate: new Date().toISOString().slice(0, 10),
      },
    ])
    const after = await notificationsOf(cookie)
    expect(after.map((notification) => notification.id)).toEqual(
      before.filter((notification) => notification.id !== ready.id).map((notification) => notification.id),
    )
  })

  it('makes a request for the customer’s records answerable on the dashboard, and gone once answered', async () => {
    const cookie = await signIn('shopper@example.com')
    const request = (await notificationsOf(cookie)).find((notification) => notification.id === 'access-c-2201-PENDING')!
    expect(request.access).toMatchObject({
      key: 'from-c-2201-1001',
      name: 'Rosa Shopper',
      actions: ['grant', 'decline'],
    })
    const granted = await settle(() =>
      accessAction(
        args(
          formPost(
            '/rx/patient-access',
            { intent: 'grant', key: request.access!.key, from: 'dashboard', patient: '1001' },
            { cookie },
          ),
        ),
      ),
    )
    expect(location(granted)).toBe('/rx/dashboard?patient=1001')
    expect((await notificationsOf(cookie)).some((notification) => notification.id === request.id)).toBe(false)
  })

  it('sends nothing for a patient not the account’s, and says a failure in the spec’s way', async () => {
    const cookie = await signIn('shopper@example.com')
    const sent = recordUpstreamCalls((request) => request.url.endsWith('/notifications/dismiss'))
    expect(
      await missingPatientOf(
        await dismiss(cookie, { patientNumber: '2001', notification: 'rx-R7300001-READY_FOR_PICKUP' }),
      ),
    ).toEqual({ status: 404, text: 'No patient could be found with patientNumber 2001' })
    // A post no page sends is a 400.
    expect(
      ((await dismiss(cookie, { patientNumber: 'x', notification: 'y' }, '?patient=../x')) as Response).status,
    ).toBe(400)
    await sent.stop()
    expect(sent.calls).toEqual([])
    const failed = await dismiss(
      cookie,
      { patientNumber: '1001', notification: 'shipment-SHP-55012' },
      '?patient=1001&mockScenario=notification-dismiss-error',
    )
    expect((await readFlash(cookiesFrom(failed as Response, cookie)))?.toast).toEqual({
      kind: 'error',
      message: 'We could not dismiss the notification. Please try again.',
    })
  })

  it('names each kind of notification by its own event', () => {
    const messages = notificationMessages(
      {
        prescriptionNotifications: [],
        shipmentNotifications: [{ shipmentId: 'S1', drugNames: ['A'], eventDate: '2026-11-26T10:00:00Z' }],
        adulthoodNotifications: [{ firstName: 'Lily', eventDate: '2026-11-20' }],
        accessNotifications: [
          { type: 'APPROVED', customerId: 'c-1', firstName: 'Theo', lastName: 'S', careGiver: true },
        ],
      },
      '1002',
    )
    expect(messages.map((message) => message.event)).toEqual([
      { type: 'SHIPMENT_NOTIFICATION', patientNumber: '1002', shipmentId: 'S1', eventDate: '2026-11-26' },
      { type: 'ADULTHOOD', patientNumber: '1002', eventDate: '2026-11-20' },
      { type: 'APPROVED', patientNumber: '1002', customerId: 'c-1' },
    ])
    // Only a request waiting for the customer's answer can be answered here.
    expect(messages.map((message) => message.access)).toEqual([undefined, undefined, undefined])
  })
})

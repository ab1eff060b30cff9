import { describe, expect, it } from 'vitest'
import { action, loader } from '#app/routes/rx+/comm-prefs.tsx'
import { PROFILE_MESSAGES } from '#app/rx/profile/profile-messages.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { cookiesFrom, formPost, get, missingPatientOf, settle } from '#tests/utils/requests.ts'
import { args, dataOf, location, signIn } from '#tests/utils/link-steps.ts'

const page = (cookie: string, query = '') => settle(() => loader(args(get(`/rx/comm-prefs${query}`, { cookie }))))
const save = (cookie: string, fields: Record<string, string | string[]>, query = '?patient=1001') =>
  settle(() => action(args(formPost(`/rx/comm-prefs${query}`, fields, { cookie }))))

describe('communication preferences (issue 18)', () => {
  it("shows the primary patient's preferences, and another patient's on asking", async () => {
    const cookie = await signIn('shopper@example.com')
    const sam = (await page(cookie)) as Awaited<ReturnType<typeof loader>>
    expect(sam.patientNumber).toBe('1001')
    expect(sam.settings).toMatchObject({
      notifyByText: true,
      notifyByVoice: false,
      voiceNotificationPreference: 'MOBILE',
    })
    expect(sam.settings.smsPreferences.filter((preference) => preference.selected).map(({ type }) => type)).toEqual([
      'READY_FOR_PICKUP',
      'SHIPMENT_NOTIFICATION',
    ])
    expect(sam.settings.smsPreferences.find(({ type }) => type === 'SHIPMENT_NOTIFICATION')?.warning).toBe(
      'Shipment texts include a tracking link from the carrier.',
    )
    const lily = (await page(cookie, '?patient=1002')) as Awaited<ReturnType<typeof loader>>
    expect(lily.settings).toMatchObject({ notifyByText: false, voiceNotificationPreference: 'UNKNOWN' })
    // Another number is the spec's answer, not the primary patient's page.
    expect(await missingPatientOf(await page(cookie, '?patient=9999'))).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 9999',
    })
  })

  it('saves them, and says so; calls need a phone to call', async () => {
    const cookie = await signIn('shopper@example.com')
    const refused = await save(cookie, { notifyByVoice: 'on' })
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error).toEqual({
      voiceNotificationPreference: ['Please choose the phone we should call.'],
    })
    const saved = (await save(cookie, {
      notifyByEmail: 'on',
      notifyByVoice: 'on',
      voiceNotificationPreference: 'HOME',
      smsTypes: ['REFILL_DUE', 'NOT_A_TYPE'],
    })) as Response
    expect(location(saved)).toBe('/rx/comm-prefs?patient=1001')
    expect((await readFlash(cookiesFrom(saved, cookie)))?.toast).toEqual({
      kind: 'success',
      message: PROFILE_MESSAGES.preferencesSaved,
    })
    const after = (await page(cookie)) as Awaited<ReturnType<typeof loader>>
    expect(after.settings).toMatchObject({
      notifyByText: false,
      notifyByEmail: true,
      notifyByVoice: true,
      voiceNotificationPreference: 'HOME',
    })
    expect(after.settings.smsPreferences.filter((preference) => preference.selected).map(({ type }) => type)).toEqual([
      'REFILL_DUE',
    ])
  })

  it('a failed save is an error toast on the same page', async () => {
    const cookie = await signIn('shopper@example.com')
    const failed = (await save(
      cookie,
      { notifyByText: 'on' },
      '?patient=1001&mockScenario=comm-prefs-error',
    )) as Response
    expect(location(failed)).toBe('/rx/comm-prefs?patient=1001')
    expect((await readFlash(cookiesFrom(failed, cookie)))?.toast).toEqual({
      kind: 'error',
      message: PROFILE_MESSAGES.preferencesFailed,
    })
  })
})

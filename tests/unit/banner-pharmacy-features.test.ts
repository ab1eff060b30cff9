import { describe, expect, it } from 'vitest'
import { loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as landingLoader } from '#app/routes/rx+/landing-page.tsx'
import { action as autoRefillsAction, loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import { loader as guidelinesLoader } from '#app/routes/rx+/auto-refills.guidelines.tsx'
import {
  action as prescriptionsAction,
  loader as prescriptionsLoader,
} from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import { action as unenrolAction, loader as manageLoader } from '#app/routes/rx+/manage.auto-refills.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { loader as loyaltyLoader } from '#app/routes/rx+/patient-profile.loyalty.tsx'
import { loader as marketingLoader } from '#app/routes/rx+/patient-profile.marketing.tsx'
import { loader as refillSettingsLoader } from '#app/routes/rx+/refill-settings.tsx'
import { loader as reviewLoader } from '#app/routes/rx+/checkout+/review.tsx'
import { action as lookupAction } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { formPost, get, settle } from '#tests/utils/requests.ts'
import { location, signIn } from '#tests/utils/link-steps.ts'
import { NIA_LOOKUP } from '#tests/utils/linking.ts'
import { shopperAtReview } from '#tests/utils/shoppers.ts'
import { recordUpstreamCalls } from '#tests/utils/upstream-calls.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const MAIL_ORDER = 'ppsrx.localhost:3000'
const HT_PHARMACY = 'harristeeterpharmacy.localhost:3000'
const on = (host: string, path: string, cookie?: string) => args(get(path, { cookie, host }))

describe("the banners' pharmacy features (spec 2 section 6, decision 0068)", () => {
  it('the dashboard: the mail-order banner has quick links and no tracker; the default has the tracker', async () => {
    const cookie = await signIn('shopper@example.com')
    const mailOrder = await dashboardLoader(on(MAIL_ORDER, '/rx/dashboard', cookie))
    expect(mailOrder.features).toEqual({ tracker: false })
    expect(mailOrder.quickLinks.map((link) => link.to)).toEqual([
      '/rx/refills',
      '/rx/refill-settings',
      '/rx/transfer-prescriptions',
      '/rx/patient-profile',
    ])
    expect(mailOrder.spotlight.map((card) => card.to)).toEqual(['/rx/ninety-day-supply', '/rx/transfer-prescriptions'])
    const kroger = await dashboardLoader(on('kroger.localhost:3000', '/rx/dashboard', cookie))
    expect(kroger.features).toEqual({ tracker: true })
    expect(kroger.quickLinks).toEqual([])
    expect(kroger.spotlight.map((card) => card.to)).toContain('/rx/auto-refills')
  })

  it('auto refill: every page and post of the mail-order banner goes to the dashboard', async () => {
    const cookie = await signIn('shopper@example.com')
    const pages: Array<() => Promise<unknown>> = [
      () => autoRefillsLoader(on(MAIL_ORDER, '/rx/auto-refills', cookie)),
      () => guidelinesLoader(on(MAIL_ORDER, '/rx/auto-refills/guidelines', cookie)),
      () => manageLoader(on(MAIL_ORDER, '/rx/manage/auto-refills', cookie)),
      () => prescriptionsLoader(on(MAIL_ORDER, '/rx/auto-refills/manage-prescriptions', cookie)),
      () =>
        autoRefillsAction(
          args(
            formPost(
              '/rx/auto-refills',
              { intent: 'dismiss-reminder', patientNumber: '1001' },
              { cookie, host: MAIL_ORDER },
            ),
          ),
        ),
      () =>
        unenrolAction(
          args(
            formPost(
              '/rx/manage/auto-refills',
              { intent: 'unenroll', patientNumber: '1001' },
              { cookie, host: MAIL_ORDER },
            ),
          ),
        ),
      () =>
        prescriptionsAction(
          args(
            formPost(
              '/rx/auto-refills/manage-prescriptions',
              { intent: 'pause', patientNumber: '1001', rxNumber: '7200009' },
              { cookie, host: MAIL_ORDER },
            ),
          ),
        ),
    ]
    for (const [index, page] of pages.entries())
      expect([index, location(await settle(page))]).toEqual([index, '/rx/dashboard'])
    const settings = await refillSettingsLoader(on(MAIL_ORDER, '/rx/refill-settings', cookie))
    expect(settings.patients[0]!.programs.map((program) => program.programId)).toEqual(['NINETY_DAY_SUPPLY', 'MEDSYNC'])
  })

  it('the checkout offers no auto refill on the mail-order banner', async () => {
    const cookie = await shopperAtReview()
    expect((await reviewLoader(on('kroger.localhost:3000', '/rx/checkout/review', cookie)))?.autoRefill).toHaveLength(1)
    expect((await reviewLoader(on(MAIL_ORDER, '/rx/checkout/review', cookie)))?.autoRefill).toEqual([])
  })

  it('the profile: no loyalty card on the mail-order and Harris Teeter pharmacy banners, no marketing at mail order', async () => {
    const cookie = await signIn('shopper@example.com')
    const mailOrder = await profileLoader(on(MAIL_ORDER, '/rx/patient-profile', cookie))
    expect(mailOrder).toMatchObject({ loyaltyCard: false, marketing: null })
    const harrisTeeter = await profileLoader(on(HT_PHARMACY, '/rx/patient-profile', cookie))
    expect(harrisTeeter.loyaltyCard).toBe(false)
    expect(harrisTeeter.marketing).not.toBeNull()
    expect((await profileLoader(on('kroger.localhost:3000', '/rx/patient-profile', cookie))).loyaltyCard).toBe(true)
    for (const host of [MAIL_ORDER, HT_PHARMACY])
      expect(
        location(await settle(() => loyaltyLoader(on(host, '/rx/patient-profile/loyalty?patient=1001', cookie)))),
      ).toBe('/rx/patient-profile')
    expect(location(await settle(() => marketingLoader(on(MAIL_ORDER, '/rx/patient-profile/marketing', cookie))))).toBe(
      '/rx/patient-profile',
    )
  })

  it('auto refill v1 (Harris Teeter pharmacy) returns to the card after enrolling; v2 goes on to the prescriptions', async () => {
    const cookie = await signIn('shopper@example.com')
    const enrol = (host: string) =>
      settle(() =>
        autoRefillsAction(
          args(
            formPost(
              '/rx/auto-refills?patient=1003',
              { mode: 'enrol', patientNumber: '1003', facilityId: '01400352' },
              { cookie, host },
            ),
          ),
        ),
      )
    expect(location(await enrol(HT_PHARMACY))).toBe('/rx/auto-refills?patient=1003')
  })

  it('linking starts by the person’s details, or by a label where the simplified flow is off', async () => {
    const cookie = await signIn('new@example.com')
    expect(location(await settle(() => dashboardLoader(on('kroger.localhost:3000', '/rx/dashboard', cookie))))).toBe(
      '/rx/link/patient/lookup',
    )
    expect(location(await settle(() => dashboardLoader(on(HT_PHARMACY, '/rx/dashboard', cookie))))).toBe(
      '/rx/link/prescription/lookup',
    )
    expect((await landingLoader(on(HT_PHARMACY, '/rx/landing-page', cookie))).linkStart).toBe(
      '/rx/link/prescription/lookup',
    )
  })

  it('the mail-order banner takes every prescription as mail order, and its landing page has its support text and apps', async () => {
    const cookie = await signIn('new@example.com')
    const sent = recordUpstreamCalls((request) => request.url.endsWith('/prescription/lookup'))
    await settle(() =>
      lookupAction(
        args(
          formPost(
            '/rx/link/prescription/lookup',
            // A store prescription with its pharmacy phone, as another banner's form would send it.
            { patientType: 'SELF', ...NIA_LOOKUP },
            { cookie, host: MAIL_ORDER },
          ),
        ),
      ),
    )
    await sent.stop()
    expect(sent.calls).toHaveLength(1)
    expect(sent.calls[0]!.body).not.toHaveProperty('facilityPhone')
    const landing = await landingLoader(on(MAIL_ORDER, '/rx/landing-page'))
    expect(landing.home).toMatchObject({
      supportPhone: '1-800-555-0163',
      appLinks: { appStore: expect.stringMatching(/^https:/), googlePlay: expect.stringMatching(/^https:/) },
    })
    expect((await landingLoader(on('kroger.localhost:3000', '/rx/landing-page'))).home).toBeNull()
  })
})

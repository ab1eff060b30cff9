import { describe, expect, it } from 'vitest'
import { action } from '#app/routes/_resources+/wallet.analytics.ts'
import { ABANDONMENT_REPORTS_PER_CLIENT } from '#app/wallet/field-abandonment.server.ts'
import { returnsTo } from '#app/wallet/field-abandonment.tsx'
import { formPost, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })

/** The analytics lines logged while `run` runs. */
async function analyticsLines(run: () => Promise<unknown>) {
  const log = captureLogLines()
  try {
    return { result: await settle(run), lines: log.events('wallet.analytics') }
  } finally {
    log.stop()
  }
}

describe("the wallet's form field abandonment analytics (spec 3 section 7)", () => {
  it("logs the form, the host's app and the field names, never values", async () => {
    const { result, lines } = await analyticsLines(() =>
      action(
        args(
          formPost('/wallet/analytics', {
            form: 'add card',
            fields: 'firstName,lastName',
            appName: 'RXWEB',
          }),
        ),
      ),
    )
    expect((result as Response).status).toBe(204)
    expect(lines).toEqual([
      expect.objectContaining({
        analyticsEvent: 'form field abandonment',
        appName: 'RXWEB',
        form: 'add card',
        fields: 'firstName,lastName',
      }),
    ])
    const myWallet = await analyticsLines(() =>
      action(
        args(
          formPost('/wallet/analytics', {
            form: 'edit billing address',
            fields: 'city',
            appName: 'CLICKLIST',
          }),
        ),
      ),
    )
    expect(myWallet.lines[0]).toMatchObject({ appName: 'CLICKLIST', form: 'edit billing address' })
  })

  it('drops a malformed report quietly, and refuses one from another site', async () => {
    for (const fields of [
      { form: 'add card', fields: '4111111111111111', appName: 'CLICKLIST' },
      { form: 'anything', fields: 'firstName', appName: 'CLICKLIST' },
      { form: 'add card', fields: 'firstName', appName: 'https://elsewhere.example' },
      {
        form: 'add card',
        fields: Array.from({ length: 13 }, (_, index) => `f${index}`).join(','),
        appName: 'CLICKLIST',
      },
    ]) {
      const { result, lines } = await analyticsLines(() => action(args(formPost('/wallet/analytics', fields))))
      expect((result as Response).status).toBe(204)
      expect(lines).toEqual([])
    }
    const forged = formPost('/wallet/analytics', { form: 'add card', fields: 'firstName', appName: 'CLICKLIST' })
    const crossSite = await analyticsLines(() =>
      action(
        args(
          new Request(forged, {
            headers: { ...Object.fromEntries(forged.headers), origin: 'https://elsewhere.example' },
          }),
        ),
      ),
    )
    expect((crossSite.result as Response).status).toBe(403)
  })
})

describe('abandonment reports per client', () => {
  it(`are capped at ${ABANDONMENT_REPORTS_PER_CLIENT} in 15 minutes, so the log cannot be flooded`, async () => {
    const report = () => {
      const request = formPost('/wallet/analytics', {
        form: 'add card',
        fields: 'firstName',
        appName: 'CLICKLIST',
      })
      return analyticsLines(() => action({ request, params: {}, context: testContext({ clientAddress: '10.9.9.9' }) }))
    }
    for (let index = 0; index < ABANDONMENT_REPORTS_PER_CLIENT; index += 1)
      expect((await report()).lines).toHaveLength(1)
    const over = await report()
    expect((over.result as Response).status).toBe(204)
    expect(over.lines).toEqual([])
  })
})

describe('a detour is not abandonment', () => {
  it('a screen that returns to the form (a billing address from Edit Credit/Debit Card) is recognised', () => {
    const form = '/account/wallet/cards/card-mastercard/edit'
    expect(returnsTo(`?returnTo=${encodeURIComponent(form)}`, form)).toBe(true)
    expect(returnsTo(`?returnTo=${encodeURIComponent(`${form}?registrationId=reg-1`)}`, form)).toBe(true)
    expect(returnsTo('', form)).toBe(false)
    expect(returnsTo(undefined, form)).toBe(false)
    expect(returnsTo(`?returnTo=${encodeURIComponent('/account/wallet/add-card')}`, form)).toBe(false)
  })
})

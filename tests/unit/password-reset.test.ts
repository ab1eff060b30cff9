import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { action as forgotPasswordAction } from '#app/routes/account+/forgot-password.tsx'
import { action as resetPasswordAction, loader as resetPasswordLoader } from '#app/routes/account+/reset-password.tsx'
import { RESET_TOKEN_CHECK_PATH } from '#app/upstream/auth-api.schema.ts'
import { backOffice } from '#mocks/back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { formPost, get, settle } from '#tests/utils/requests.ts'
import { upstreamCallsOf } from '#tests/utils/upstream-calls.ts'
import { FAULTS } from '#tests/utils/upstream-faults.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const CHECK_CALL = `POST ${RESET_TOKEN_CHECK_PATH}`

async function emailedToken() {
  await forgotPasswordAction(args(formPost('/account/forgot-password', { email: 'shopper@example.com' })))
  return new URL(backOffice.outboxFor('shopper@example.com').at(-1)!.link).searchParams.get('token')!
}

describe('a reset link is judged before its form (issue 32)', () => {
  it('a made-up or used token gets the expired-link message instead of the form', async () => {
    expect(await resetPasswordLoader(args(get('/account/reset-password?token=forged')))).toMatchObject({
      linkValid: false,
    })
    const token = await emailedToken()
    const fields = { token, password: 'Password1', confirmPassword: 'Password1' }
    await settle(() => resetPasswordAction(args(formPost('/account/reset-password', fields))))
    expect(await resetPasswordLoader(args(get(`/account/reset-password?token=${token}`)))).toMatchObject({
      linkValid: false,
    })
  })

  it('an emailed token shows the form, and asking does not spend it', async () => {
    const token = await emailedToken()
    const url = `/account/reset-password?token=${token}`
    expect(await resetPasswordLoader(args(get(url)))).toMatchObject({ token, linkValid: true })
    expect(await resetPasswordLoader(args(get(url)))).toMatchObject({ linkValid: true })
    const fields = { token, password: 'Password1', confirmPassword: 'Password1' }
    const result = await settle(() => resetPasswordAction(args(formPost('/account/reset-password', fields))))
    expect(result instanceof Response && result.headers.get('location')).toBe('/signin')
  })

  it('no token, or one far longer than a token, is not sent to the service', async () => {
    for (const token of ['', 'x'.repeat(201)]) {
      let page: unknown
      const calls = await upstreamCallsOf(async () => {
        page = await resetPasswordLoader(args(get(`/account/reset-password?token=${token}`)))
      })
      expect(page).toMatchObject({ linkValid: false })
      expect(calls).not.toContain(CHECK_CALL)
    }
  })

  it('while the service cannot be asked, the form is shown and its post will tell', async () => {
    for (const fault of ['500', 'malformed', 'network error'] as const) {
      mockServer.use(http.post(upstreamUrl('auth', RESET_TOKEN_CHECK_PATH), FAULTS[fault], { once: true }))
      expect(await resetPasswordLoader(args(get('/account/reset-password?token=forged')))).toMatchObject({
        linkValid: true,
      })
    }
  })
})

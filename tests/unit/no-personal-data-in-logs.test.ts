import { describe, expect, it } from 'vitest'
import { redactedPath } from '#app/security/redacted-path.ts'
import { action as createAccountAction } from '#app/routes/account+/create.tsx'
import { action as forgotPasswordAction } from '#app/routes/account+/forgot-password.tsx'
import { loader as accountLoader } from '#app/routes/account+/_index.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { DEMO_PASSWORD, seedAccounts } from '#mocks/seed.ts'
import { cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import { testContext } from '#tests/utils/context.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })

/** Every piece of demo personal data, as it could appear in a log line. */
function personalData() {
  const values = new Set<string>([DEMO_PASSWORD, 'New-Password-9'])
  for (const { email, firstName, lastName, profile } of seedAccounts()) {
    values.add(email)
    values.add(firstName)
    values.add(lastName)
    if (profile.loyaltyCardNumber) values.add(profile.loyaltyCardNumber)
    if (profile.phones.mobile?.original) values.add(profile.phones.mobile.original)
    if (profile.phones.home) values.add(profile.phones.home)
    for (const address of profile.addresses) for (const line of address.addressLines ?? []) values.add(line)
  }
  values.add('Logan')
  values.add('logger-test@example.com')
  return [...values]
}

describe('logs carry no personal data', () => {
  it('signs in, fails, triggers upstream errors, and logs none of the demo data', async () => {
    const captured = captureLogLines()

    const post = (path: string, fields: Record<string, string>, cookie?: string) => formPost(path, fields, { cookie })
    const signedIn = await settle(() =>
      signInAction(args(post('/signin', { email: 'shopper@example.com', password: DEMO_PASSWORD }))),
    )
    const cookie = cookiesFrom(signedIn as Response)
    await settle(() =>
      signInAction(args(post('/signin', { email: 'shopper@example.com', password: 'Wrong-Password-1' }))),
    )
    await settle(() =>
      signInAction(
        args(post('/signin?mockScenario=signin-error', { email: 'unverified@example.com', password: DEMO_PASSWORD })),
      ),
    )
    await settle(() =>
      signInAction(
        args(post('/signin?mockScenario=upstream-timeout', { email: 'new@example.com', password: DEMO_PASSWORD })),
      ),
    )
    await settle(() => accountLoader(args(get('/account', { cookie }))))
    for (const scenario of ['profile-error', 'profile-network-error', 'forbidden']) {
      await settle(() => accountLoader(args(get(`/account?mockScenario=${scenario}`, { cookie }))))
    }
    await settle(() =>
      createAccountAction(
        args(
          post('/account/create', {
            firstName: 'Logan',
            lastName: 'Shopper',
            email: 'logger-test@example.com',
            password: 'New-Password-9',
          }),
        ),
      ),
    )
    await settle(() => forgotPasswordAction(args(post('/account/forgot-password', { email: 'shopper@example.com' }))))

    const log = captured.raw()
    // The gate only means something if errors were in fact logged.
    expect(log).toContain('upstream.failure')
    expect(log).toContain('analytics.sign_in')
    for (const value of personalData()) {
      expect(log.includes(value), `log contains ${JSON.stringify(value)}`).toBe(false)
    }
  })
})

describe('the access log (issue 14 item 8)', () => {
  it.each([
    ['/account/reset-password', '/account/reset-password'],
    ['/account/wallet/cards/card-visa-1111/edit', '/account/wallet/cards/:id/edit'],
    ['/mock/inbox/shopper%40example.com', '/mock/inbox/:id'],
    ['/rx/prescription-history/detail/7200001', '/rx/prescription-history/detail/:id'],
    [`/account/wallet/addresses/${'a'.repeat(40)}`, '/account/wallet/addresses/:id'],
  ])('keeps %s as %s: no identifiers in the path it writes', (path, logged) => {
    expect(redactedPath(path)).toBe(logged)
  })
})

import { describe, expect, it } from 'vitest'
import { loader } from '#app/routes/rx+/account.update.tsx'
import { get, settle } from '#tests/utils/requests.ts'
import { location, signIn } from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request) => ({ request, params: {}, context: testContext() })
const page = (cookie: string, query = '') => loader(args(get(`/rx/account/update${query}`, { cookie })))

describe("'Sign In Information' (/rx/account/update, decision 0065)", () => {
  it('shows the sign-in name and email, with the password reset and email check returning here', async () => {
    const data = await page(await signIn('shopper@example.com'))
    expect(data).toMatchObject({
      error: null,
      account: { name: 'Sam Shopper', email: 'shopper@example.com', emailVerified: true },
      changePasswordPath: '/account/forgot-password?redirectUrl=%2Frx%2Faccount%2Fupdate',
      verifyEmailPath: '/account/verify-email?redirectUrl=%2Frx%2Faccount%2Fupdate',
    })
  })

  it('needs a sign-in but no pharmacy link, and says when the email is not verified', async () => {
    expect(location(await settle(() => loader(args(get('/rx/account/update')))))).toBe(
      '/signin?redirectUrl=%2Frx%2Faccount%2Fupdate',
    )
    const newcomer = await page(await signIn('new@example.com'))
    expect(newcomer.account).toMatchObject({ name: 'Nia Newman' })
    const unverified = await page(await signIn('unverified@example.com'))
    expect(unverified.account).toMatchObject({ emailVerified: false })
  })

  it('shows the profile service’s failure in its own words', async () => {
    const data = await page(await signIn('shopper@example.com'), '?mockScenario=profile-error')
    expect(data.account).toBeNull()
    expect(data.error).toEqual(expect.any(String))
  })
})

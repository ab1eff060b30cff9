import { http } from 'msw'
import { flowStorage } from '#app/rx/shared/flow-state.server.ts'
import { action as guestVerificationAction } from '#app/routes/rx+/guest-verification.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { mockServer } from '#mocks/node.ts'
import { walletBackOffice } from '#mocks/wallet-back-office.ts'
import { cookiesFrom, formPost, settle } from './requests.ts'

const args = (request: Request) => ({ request, params: {}, context: {} })

/** The demo shopper, signed in: the session cookie. */
export async function shopperCookie() {
  return cookiesFrom(
    (await settle(() =>
      signInAction(args(formPost('/signin', { email: 'shopper@example.com', password: 'Password1' }))),
    )) as Response,
  )
}

/** A guest verified from a fresh link for Sam (1001) with his birth date: the session cookie (`previous` is the browser's so far). */
export async function samGuestCookie(previous = '') {
  const link = `/rx/guest-verification?patientNumber=1001&timestamp=${Date.now()}`
  return cookiesFrom(
    (await settle(() =>
      guestVerificationAction(args(formPost(link, { month: '03', day: '12', year: '1984' }, { cookie: previous }))),
    )) as Response,
    previous,
  )
}

/** The same guest with the demo cards in their guest session's wallet. */
export async function samGuestWithCards() {
  const cookie = await samGuestCookie()
  const guest = (await flowStorage('__rx_guest').getSession(cookie)).get('rxGuest') as { token: string }
  walletBackOffice.useDemoWallet(`guest:${guest.token}`)
  return cookie
}

/** The JSON bodies the app posts to an upstream URL, while the simulated back office still answers them. */
export function captureBodies(url: string) {
  const bodies: unknown[] = []
  mockServer.use(
    http.post(url, async ({ request }) => {
      bodies.push(await request.clone().json())
    }),
  )
  return bodies
}

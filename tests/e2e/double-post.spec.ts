import type { Locator, Page } from '@playwright/test'
import { DEMO, DEMO_PHARMACY_LOCK, expect, holdPosts, signIn, test } from './fixtures.ts'
import { resetDemoPharmacy } from './wallet-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

/** The posts the page sends to `path` (a document post, or Remix's data request for it), counted as they leave. */
function countPosts(page: Page, path: string) {
  const sent: string[] = []
  page.on('request', (request) => {
    if (request.method() !== 'POST') return
    const { pathname } = new URL(request.url())
    if (pathname === path || pathname === `${path}.data`) sent.push(pathname)
  })
  return sent
}

/** The post a button sends, as rendered: its form's action and fields, with the button's own name and value. */
const postOf = (button: Locator) =>
  button.evaluate((element: HTMLButtonElement) => {
    const data = new FormData(element.form!, element)
    return {
      action: element.form!.action,
      body: new URLSearchParams([...data.entries()].map(([name, value]) => [name, String(value)])).toString(),
    }
  })

/**
 * Sends a post again, as a browser without JavaScript does on a double click (Chromium itself drops a second
 * submission of a form already navigating, so the test sends it), and opens the page it answers with.
 */
async function postAgain(page: Page, post: { action: string; body: string }) {
  const answer = await page.request.post(post.action, {
    headers: { origin: new URL(post.action).origin, 'content-type': 'application/x-www-form-urlencoded' },
    data: post.body,
    maxRedirects: 0,
  })
  expect(answer.status(), 'a redirect to the next page, not an error').toBe(302)
  await page.goto(answer.headers()['location']!)
}

const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text })

test.describe('buttons that post at once change things once (issue 32, decision 0083)', () => {
  test('Pause: busy while its post is held and posted once on a double click; sent again, the same answer', async ({
    page,
    baseURL,
    jsEnabled,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/auto-refills/manage-prescriptions?patient=1001')
    const posts = countPosts(page, '/rx/auto-refills/manage-prescriptions')
    const pause = page.getByRole('button', { name: 'Pause auto refill of Rosuvastatin 10 mg Tablet' })
    const post = await postOf(pause)
    const paused = 'Auto refill of Rosuvastatin 10 mg Tablet is paused.'
    if (jsEnabled) {
      const held = await holdPosts(page, /\/rx\/auto-refills\/manage-prescriptions/)
      await pause.dblclick()
      await expect(pause).toBeDisabled()
      await expect(pause).toHaveAttribute('aria-busy', 'true')
      held.release()
    } else await pause.click()
    await expect(toast(page, paused)).toBeVisible()
    await expect(pause).toHaveCount(0)
    expect(posts).toHaveLength(1)
    await postAgain(page, post)
    await expect(toast(page, paused)).toBeVisible()
    await expect(page.getByRole('region', { name: 'Sam Shopper' }).getByText('Auto Refill On')).toHaveCount(0)
    await resetDemoPharmacy(page, baseURL)
  })

  test('Dismiss: pressed again while its post is on its way, one post; sent again, “no longer there”', async ({
    page,
    baseURL,
    jsEnabled,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/dashboard?patient=1001')
    const posts = countPosts(page, '/rx/dashboard')
    const shipped = 'Your order of Omeprazole 20 mg Capsule has shipped.'
    const notifications = page.getByRole('region', { name: 'Notifications for Sam Shopper' })
    const dismiss = notifications.getByRole('button', { name: `Dismiss: ${shipped}` })
    const post = await postOf(dismiss)
    if (jsEnabled) {
      const held = await holdPosts(page, /\/rx\/dashboard/)
      await dismiss.click()
      // Pressed again while the first post is on its way (forced: the button says it is busy, a user presses anyway).
      await dismiss.click({ force: true })
      held.release()
    } else await dismiss.click()
    await expect(toast(page, 'The notification was dismissed.')).toBeVisible()
    await expect(notifications.getByText(shipped)).toHaveCount(0)
    expect(posts).toHaveLength(1)
    await postAgain(page, post)
    await expect(toast(page, 'That notification is no longer there.')).toBeVisible()
    await expect(page).toHaveURL(/\/rx\/dashboard\?patient=1001$/)
    await resetDemoPharmacy(page, baseURL)
  })

  test('an access answer: only the pressed button is busy, the other waits; sent again, the same answer', async ({
    page,
    baseURL,
    jsEnabled,
  }) => {
    await resetDemoPharmacy(page, baseURL)
    await signIn(page, DEMO.shopper, '/rx/patient-access')
    const posts = countPosts(page, '/rx/patient-access')
    const pending = page.getByRole('region', { name: 'Pending Requests' })
    const grant = pending.getByRole('button', { name: 'Grant access to Rosa Shopper' })
    const decline = pending.getByRole('button', { name: 'Decline the request of Rosa Shopper' })
    const post = await postOf(grant)
    if (jsEnabled) {
      const held = await holdPosts(page, /\/rx\/patient-access/)
      await grant.click()
      await expect(grant).toHaveAttribute('aria-busy', 'true')
      await expect(decline).toBeDisabled()
      await expect(decline).not.toHaveAttribute('aria-busy')
      held.release()
    } else await grant.click()
    await expect(toast(page, 'You gave Rosa Shopper access.')).toBeVisible()
    expect(posts).toHaveLength(1)
    await postAgain(page, post)
    await expect(toast(page, 'You gave Rosa Shopper access.')).toBeVisible()
    await expect(page.getByRole('region', { name: 'Caregivers' }).getByText('Rosa Shopper')).toHaveCount(1)
    await resetDemoPharmacy(page, baseURL)
  })

  test('a refused post does not hold back the corrected one', async ({ page, baseURL, jsEnabled }) => {
    await resetDemoPharmacy(page, baseURL)
    // Lily has no phone to call chosen; her page's client validator has arrived once the network is quiet.
    await signIn(page, DEMO.shopper, '/rx/comm-prefs?patient=1002')
    await page.waitForLoadState('networkidle')
    const posts = countPosts(page, '/rx/comm-prefs')
    await page.getByLabel('Phone call').check()
    await page.getByRole('button', { name: 'Save Preferences' }).click()
    await expect(page.locator('.field-errors').getByText('Please choose the phone we should call.')).toBeVisible()
    // With JavaScript the form refused it before posting; without, the server did.
    expect(posts).toHaveLength(jsEnabled ? 0 : 1)
    await page.getByRole('radio', { name: 'Home phone' }).check()
    const save = page.getByRole('button', { name: 'Save Preferences' })
    await (jsEnabled ? save.dblclick() : save.click())
    await expect(toast(page, 'Your communication preferences were saved.')).toBeVisible()
    expect(posts).toHaveLength(jsEnabled ? 1 : 2)
    await resetDemoPharmacy(page, baseURL)
  })
})

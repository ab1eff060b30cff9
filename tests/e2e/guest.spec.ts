import { chooseScenario, DEMO_PHARMACY_LOCK, expect, fieldError, test, waitForHydration } from './fixtures.ts'
import { enterBirthDate, openTextMessageLink } from './guest-helpers.ts'

// Sam's pharmacy account is shared: see DEMO_PHARMACY_LOCK.
test.describe.configure({ lock: DEMO_PHARMACY_LOCK })

test.describe('guests from a tracker link', () => {
  test('verify the birth date, see the tracker, and read about a drug', async ({ page }) => {
    await openTextMessageLink(page, '1001')
    await enterBirthDate(page, { month: '', day: '', year: '' })
    await expect(fieldError(page, 'You must enter a month.')).toBeVisible()
    await expect(fieldError(page, 'You must enter a year.')).toBeVisible()
    await enterBirthDate(page, { month: '02', day: '30', year: '1984' })
    await expect(fieldError(page, 'Date must be valid')).toBeVisible()
    await enterBirthDate(page, { month: '03', day: '13', year: '1984' })
    await expect(
      page.getByText('The date of birth you entered does not match our records. Please try again.'),
    ).toBeVisible()

    await enterBirthDate(page, { month: '03', day: '12', year: '1984' })
    await expect(page).toHaveURL(/\/rx\/tracker\?patientNumber=1001$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Status Tracker' })).toBeVisible()
    // Tracker pages sit on the light grey background (spec 2 'Page shell').
    await expect(page.locator('.rx-area.rx-background-grey')).toBeVisible()
    await expect(page.getByText('Lisinopril 10 mg Tablet')).toBeVisible()
    // No cart for a guest: it is a customer's.
    await expect(page.getByText('Pharmacy Cart')).toHaveCount(0)
    await page.getByRole('link', { name: 'Atorvastatin 20 mg Tablet' }).click()
    await expect(page).toHaveURL(/\/rx\/prescription-monograph\?productNumber=P6100001$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Information' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Side Effects' })).toBeVisible()
  })

  test('an expired guest session goes back to the link with the spec message', async ({ page }) => {
    await openTextMessageLink(page, '1001')
    await enterBirthDate(page, { month: '03', day: '12', year: '1984' })
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Status Tracker' })).toBeVisible()
    await chooseScenario(page, 'guest-session-expired')
    await page.reload()
    await expect(page).toHaveURL(/\/rx\/guest-verification\?patientNumber=1001&timestamp=\d+&errorCode=sessionExpired$/)
    await expect(
      page.getByText('Your session has expired. Please sign in or enter your date of birth again to continue.'),
    ).toBeVisible()
    await chooseScenario(page, 'default')
    await enterBirthDate(page, { month: '03', day: '12', year: '1984' })
    await expect(page.getByRole('heading', { level: 1, name: 'Prescription Status Tracker' })).toBeVisible()
  })

  test('an expired link and a locked one say so', async ({ page }) => {
    await page.goto('/rx/guest-verification?patientNumber=1001&timestamp=1700000000000')
    await expect(page).toHaveURL(/\/rx\/expired-tracker-link$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Tracker Link Expired' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Request a Refill' })).toHaveAttribute('href', '/rx/guest-refill')

    await openTextMessageLink(page, '1003')
    await expect(page.getByRole('alert')).toContainText('this link is locked after too many unsuccessful attempts')
    await expect(page.getByLabel('Month (MM)')).toHaveCount(0)
  })

  test('a link for a patient the pharmacy does not know reads as any other, and one device stops below its lock', async ({
    page,
  }) => {
    // A number of its own per run: the simulated pharmacy counts wrong dates per patient for every test (decision 0076).
    const patientNumber = String(40_000_000 + Math.floor(Math.random() * 9_000_000))
    await page.goto(`/rx/guest-verification?patientNumber=${patientNumber}&timestamp=${Date.now()}`)
    await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Birthdate' })).toBeVisible()
    for (const day of ['01', '02']) {
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url().includes('/rx/guest-verification'),
      )
      await enterBirthDate(page, { month: '01', day, year: '1990' })
      await answered
      await expect(
        page.getByText('The date of birth you entered does not match our records. Please try again.'),
      ).toBeVisible()
    }
    await enterBirthDate(page, { month: '01', day: '03', year: '1990' })
    await expect(
      page.getByText(
        'Too many unsuccessful attempts. Please try again tomorrow, or call your pharmacy for help with your prescriptions.',
      ),
    ).toBeVisible()
  })
})

test.describe('guest refill', () => {
  test('find prescriptions by the pharmacy phone, choose a pickup time, and see the confirmation', async ({ page }) => {
    await page.goto('/rx/easy-fill')
    await expect(page).toHaveURL(/\/rx\/guest-refill$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Guest Refill' })).toBeVisible()
    await expect(page.getByText('Easily request refills from your pharmacy without creating an account.')).toBeVisible()
    // With JavaScript, typing before the form has hydrated (and its validator loaded) can race it on a slow machine.
    await waitForHydration(page)

    await page.getByLabel('Pharmacy Phone Number').fill('513-555-0170')
    await page.getByLabel('Prescription Number 1').fill('7200009')
    await page.getByLabel('Your Phone Number').fill('513.555.0142')
    await page.getByRole('button', { name: 'Find Prescriptions' }).click()
    await expect(page.getByRole('alert')).toContainText('You have entered incorrect or invalid information.')
    await waitForHydration(page)

    await page.getByLabel('Prescription Number 1').fill('7200001')
    await page.getByRole('button', { name: 'Add Another Prescription' }).click()
    await page.getByLabel('Prescription Number 2').fill('7200002')
    await expect(page.getByLabel('Prescription Number 1')).toHaveValue('7200001')
    await page.getByRole('button', { name: 'Find Prescriptions' }).click()

    await expect(page).toHaveURL(/\/rx\/guest-refill\/pickup$/)
    await expect(page.getByRole('heading', { name: 'Choose a Pickup Time' })).toBeVisible()
    await expect(page.getByText('Amlodipine 5 mg Tablet (Rx #7200001)')).toBeVisible()
    await expect(page.getByText('Losartan 50 mg Tablet (Rx #7200002)')).toBeVisible()
    // A time is chosen already: the earliest, or 14:00 tomorrow once today is past (tests/unit/guest-refill.test.ts pins the clock for which).
    await expect(page.getByRole('group', { name: 'Pickup Time' }).getByRole('radio', { checked: true })).toHaveCount(1)
    await page.getByRole('button', { name: 'Request Refill' }).click()

    await expect(page).toHaveURL(/\/rx\/guest-refill\/confirmation$/)
    await expect(page.getByRole('heading', { name: 'Refill Requested' })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: 'SUBMITTED' })).toHaveText(
      'SUBMITTED Your refill request was sent to the pharmacy.',
    )
    await expect(page.getByText('513-555-0142')).toBeVisible()
  })

  test('at a Los Angeles pharmacy, the pickup dates and times are Los Angeles time', async ({ page }) => {
    // Read before the page is asked and after it answered, so the server's clock is between the two.
    const before = losAngelesNow()
    await page.goto('/rx/guest-refill')
    await waitForHydration(page)
    await page.getByLabel('Pharmacy Phone Number').fill('323-555-0140')
    await page.getByLabel('Prescription Number 1').fill('7300501')
    await page.getByLabel('Your Phone Number').fill('323-555-0188')
    await page.getByRole('button', { name: 'Find Prescriptions' }).click()

    await expect(page).toHaveURL(/\/rx\/guest-refill\/pickup$/)
    await expect(page.getByRole('heading', { name: 'Ralphs Pharmacy Silver Lake' })).toBeVisible()
    await expect(page.getByText('Metformin 500 mg Tablet (Rx #7300501)')).toBeVisible()
    const values = (group: string) =>
      page
        .getByRole('group', { name: group })
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((radio) => (radio as HTMLInputElement).value))
    const [date] = await values('Pickup Date')
    const time = await page
      .getByRole('group', { name: 'Pickup Time' })
      .getByRole('radio', { checked: true })
      .getAttribute('value')
    const after = losAngelesNow()
    // The guest's 4 hours on the store's clock: today's first slot after them, else 14:00 tomorrow (spec 2 section 9).
    expect([before.defaultPickup, after.defaultPickup]).toContainEqual({ date, time })
    await page.getByRole('button', { name: 'Request Refill' }).click()
    await expect(page.getByRole('heading', { name: 'Refill Requested' })).toBeVisible()
    await expect(page.getByText('323-555-0188')).toBeVisible()
  })
})

/**
 * Now at Ralphs Silver Lake (mocks/pharmacy-seed.ts: open 9:00 to 21:00 with a break from 13:30 to 14:00 on
 * weekdays, 10:00 to 18:00 at weekends, in Los Angeles), and a guest's default pickup there: today's first
 * half-hour slot at least 4 hours from now, else tomorrow at 14:00.
 */
function losAngelesNow() {
  const part = (date: Date, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Los_Angeles', ...options }).format(date)
  const now = new Date()
  const today = part(now, { year: 'numeric', month: '2-digit', day: '2-digit' })
  const [hour, minute] = part(now, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).split(':').map(Number)
  const weekend = ['Sat', 'Sun'].includes(part(now, { weekday: 'short' }))
  const [opening, closing] = weekend ? [10 * 60, 18 * 60] : [9 * 60, 21 * 60]
  let first = Math.max(opening, Math.ceil((hour! * 60 + minute! + 240) / 30) * 30)
  if (!weekend && first === 13 * 60 + 30) first = 14 * 60
  if (first + 30 <= closing) return { defaultPickup: { date: today, time: hhmm(first) } }
  const tomorrow = new Date(Date.parse(`${today}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
  return { defaultPickup: { date: tomorrow, time: '14:00' } }
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

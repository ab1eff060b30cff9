import type { Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'

/**
 * A birth date typed into 'Verify Your Birthdate'. With JavaScript the form
 * settles after each answer (hydration, the previous reply applied to its
 * fields): typing only once the page is idle keeps a slow machine from racing it.
 */
export async function enterBirthDate(page: Page, date: { month: string; day: string; year: string }) {
  await waitForHydration(page)
  await page.getByLabel('Month (MM)').fill(date.month)
  await page.getByLabel('Day (DD)').fill(date.day)
  await page.getByLabel('Year (YYYY)').fill(date.year)
  await page.getByRole('button', { name: 'Continue' }).click()
}

/** Opens the link of a text message the pharmacy just sent about the patient (mocks: /mock/tracker-link). */
export async function openTextMessageLink(page: Page, patientNumber: string) {
  await page.goto(`/mock/tracker-link?patientNumber=${patientNumber}`)
  await expect(page).toHaveURL(new RegExp(`/rx/guest-verification\\?patientNumber=${patientNumber}&timestamp=\\d+$`))
  await expect(page.getByRole('heading', { level: 1, name: 'Verify Your Birthdate' })).toBeVisible()
}

/** Sam's link, verified with his birth date: the guest tracker. */
export async function verifyAsSam(page: Page) {
  await openTextMessageLink(page, '1001')
  await enterBirthDate(page, { month: '03', day: '12', year: '1984' })
  await expect(page.getByRole('heading', { level: 1, name: 'Prescription Status Tracker' })).toBeVisible()
}

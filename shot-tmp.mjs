import { chromium } from '@playwright/test'
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] })
const p = await b.newPage({ viewport: { width: 900, height: 900 }, javaScriptEnabled: false })
const base = 'http://localhost:3300'
await p.goto(base + '/mock/tracker-link?patientNumber=1001')
await p.getByLabel('Month (MM)').fill('03'); await p.getByLabel('Day (DD)').fill('12'); await p.getByLabel('Year (YYYY)').fill('1984')
await p.getByRole('button', { name: 'Continue' }).click()
await p.getByRole('link', { name: 'Pay Online' }).click()
console.log(p.url())
await p.screenshot({ path: '/tmp/pay1.png', fullPage: true })
await p.getByRole('button', { name: 'Add or Change Payment Method' }).click()
console.log(p.url())
await p.screenshot({ path: '/tmp/pay2.png', fullPage: true })
await b.close()

import { expect, test } from './fixtures.ts'

/**
 * The browser's error reports (issue 35 section 4, decision 0102), on the mocks' page whose render throws once
 * hydrated (`/mock/render-error`): with JavaScript its error boundary shows and posts one report, redacted, naming
 * the page's request and the route whose boundary shows, as do an uncaught error and an unhandled rejection (naming
 * the page's route); without JavaScript nothing throws and
 * nothing is sent.
 */
test('an error thrown in a render shows the error boundary and reports it; without JavaScript nothing is sent', async ({
  page,
  jsEnabled,
}) => {
  const reports: Array<{ body: unknown; status: Promise<number | undefined> }> = []
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/errors/report')
      reports.push({
        body: request.postDataJSON(),
        status: request.response().then((response) => response?.status()),
      })
  })
  const document = await page.goto('/mock/render-error')
  if (!jsEnabled) {
    await expect(page.getByRole('heading', { name: 'A render error is coming' })).toBeVisible()
    expect(reports).toEqual([])
    return
  }
  await expect(page.getByRole('heading', { name: 'Error', exact: true })).toBeVisible()
  await expect.poll(() => reports.length).toBe(1)
  expect(reports[0]!.body).toEqual({
    kind: 'boundary',
    message: 'A simulated render error for [email], card [number]',
    // The route whose boundary shows: the page has none of its own.
    route: 'root',
    path: '/mock/render-error',
    version: expect.stringMatching(/^[\w.-]+$/),
    // The page's request id, with the tag that proves it (decision 0102).
    requestId: expect.stringMatching(new RegExp(`^${document!.headers()['x-request-id']}\\.[\\w-]{22}$`)),
  })
  expect(await reports[0]!.status).toBe(204)

  // An error nothing caught, and a rejection nobody handled, are reported too.
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('An uncaught error at 513-555-0142')
    })
    void Promise.reject(new Error('An unhandled rejection'))
  })
  await expect.poll(() => reports.length).toBe(3)
  expect(reports.slice(1).map(({ body }) => body)).toEqual(
    expect.arrayContaining([
      // Outside any boundary: the page's deepest route.
      expect.objectContaining({
        kind: 'error',
        message: 'An uncaught error at [number]',
        route: 'routes/mock+/render-error',
      }),
      expect.objectContaining({
        kind: 'rejection',
        message: 'An unhandled rejection',
        route: 'routes/mock+/render-error',
      }),
    ]),
  )
})

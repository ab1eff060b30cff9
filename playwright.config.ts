import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/**
 * Debian's build of Chromium's headless shell, the browser Playwright itself runs headless (its own downloads are
 * not available here): about half the CPU of the full browser per test (docs/decisions/0047-e2e-browser.md).
 */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: './tests/e2e',
  // Tests, not files, are spread over the workers, so a long file does not hold one worker to the end.
  fullyParallel: true,
  // One worker per core of the CI machines. Each test is a client and a session of its own; the tests of the
  // one seeded pharmacy account hold a lock (DEMO_PHARMACY_LOCK in tests/e2e/fixtures.ts), so they take turns.
  workers: 2,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, where a slower machine surfaced two races (both fixed). A retried test is
  // reported as 'flaky': treat it as a bug to fix, not as a pass.
  retries: process.env.CI ? 1 : 0,
  // Room for a 2-core machine that other jobs share: the longest flows (a wallet card through the hosted
  // entry) take about 10 s alone and three times that under load. Only a failing test waits this long.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    // Recording a trace costs a third of the suite's time: in CI only a retried test records one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions,
  },
  projects: [
    { name: 'js', testIgnore: /\.http\.spec\.ts$/, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'no-js',
      testIgnore: /\.http\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], javaScriptEnabled: false, launchOptions },
    },
    // Checks over plain HTTP (fuzzing, headers): no browser, run once.
    { name: 'http', testMatch: /\.http\.spec\.ts$/ },
  ],
  webServer: {
    // One trusted proxy: each test names its own client in X-Forwarded-For (tests/e2e/fixtures.ts).
    // A short upstream time-out (the product's is 10 s), so the tests of a service that never answers wait seconds.
    command: `MOCKS=true NODE_ENV=production PORT=${PORT} TRUSTED_PROXY_HOPS=1 UPSTREAM_TIMEOUT_MS=1500 LOG_LEVEL=error node ./build/server.js`,
    url: `http://localhost:${PORT}/healthcheck`,
    reuseExistingServer: !process.env.CI,
    // Only errors reach the test report (on stderr): the tests' own refusals log the 4xx answers as warnings.
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
})

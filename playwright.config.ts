import { defineConfig, devices } from '@playwright/test'

const PORT = Number(process.env.E2E_PORT ?? 3100)

/** Debian's chromium; Playwright's own browser downloads are not available here. */
const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  fullyParallel: false,
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  // One retry in CI, where a slower machine surfaced two races (both fixed). A retried test is
  // reported as 'flaky': treat it as a bug to fix, not as a pass.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
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
    command: `MOCKS=true NODE_ENV=production PORT=${PORT} TRUSTED_PROXY_HOPS=1 node ./build/server.js`,
    url: `http://localhost:${PORT}/healthcheck`,
    reuseExistingServer: !process.env.CI,
    // The access log (one line a request) stays out of the test report; errors and warnings go to stderr.
    stdout: 'ignore',
    stderr: 'pipe',
    timeout: 60_000,
  },
})

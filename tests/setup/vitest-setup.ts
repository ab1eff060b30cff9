import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { mockServer } from '#mocks/node.ts'
import { resetBackOffice } from '#mocks/back-office.ts'
import { forgetMemoryCounts } from '#app/security/rate-limit-store.server.ts'
import { forgetMemoryStores } from '#app/security/server-store.server.ts'
import { forgetCachedContent } from '#app/upstream/content.server.ts'
import { forgetStoreZones } from '#app/rx/shared/store-zones.server.ts'

beforeAll(() => mockServer.listen({ onUnhandledRequest: 'error' }))
beforeEach(() => {
  resetBackOffice()
  forgetMemoryCounts()
  forgetMemoryStores()
  forgetCachedContent()
  forgetStoreZones()
})
afterEach(() => {
  mockServer.resetHandlers()
  // A test that pins the clock never leaks it into the next.
  vi.useRealTimers()
})
afterAll(() => mockServer.close())

// Warnings are fixed, not ignored (Epic Stack setup-test-env).
beforeEach(() => {
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      throw new Error(`console.${level} in a test: ${args.map(String).join(' ')}`)
    })
  }
})

import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  resolve: {
    alias: [
      { find: /^#app\/(.*)$/, replacement: here('./app/$1') },
      { find: /^#mocks\/(.*)$/, replacement: here('./mocks/$1') },
      { find: /^#tests\/(.*)$/, replacement: here('./tests/$1') },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/unit/**/*.test.tsx'],
    setupFiles: ['tests/setup/vitest-setup.ts'],
    environment: 'node',
    // Set before any module reads env(): setup-file imports are hoisted.
    env: { MOCKS: 'true', SESSION_SECRET: 'vitest-session-secret-0123456789', UPSTREAM_TIMEOUT_MS: '300' },
    restoreMocks: true,
  },
})

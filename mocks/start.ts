/**
 * Loaded by entry.server at run time when MOCKS=true (built to build/mocks.js,
 * never bundled into the app). remix-serve installs its own global fetch after
 * loading the build, so msw starts listening one tick later.
 */
import { mockServer } from './node.ts'

setImmediate(() => {
  mockServer.listen({ onUnhandledRequest: 'bypass' })
  process.stdout.write(JSON.stringify({ level: 'info', event: 'mocks.listening' }) + '\n')
})

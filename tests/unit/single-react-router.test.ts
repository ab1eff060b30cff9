import { createRequire } from 'node:module'
import { dirname } from 'node:path'
import { describe, expect, it } from 'vitest'

const require = createRequire(import.meta.url)

describe('react-router', () => {
  // The error boundary reads the route's id with react-router's own hook (decision 0102): from a second copy of
  // react-router it would find no route context and throw inside the boundary itself.
  it('is the one copy that @remix-run/react renders with', () => {
    const remixReact = dirname(require.resolve('@remix-run/react/package.json'))
    expect(require.resolve('react-router', { paths: [remixReact] })).toBe(require.resolve('react-router'))
  })
})

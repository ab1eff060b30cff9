import { describe, expect, it } from 'vitest'
import { oncePerRequest } from '#app/upstream/once-per-request.server.ts'
import { testContext } from '#tests/utils/context.ts'

describe('oncePerRequest', () => {
  it('asks once per load context and again for the next request', async () => {
    let asked = 0
    const load = oncePerRequest(async (_context, path: string) => `${path} #${++asked}`)
    const request = testContext()
    expect(await Promise.all([load(request, '/a'), load(request, '/a')])).toEqual(['/a #1', '/a #1'])
    expect(await load(testContext(), '/a')).toBe('/a #2')
  })

  it("gives every caller its own thrown Response, whose body each can read (Remix reads each loader's)", async () => {
    const load = oncePerRequest(async () => {
      throw new Response('The pharmacy is unavailable.', { status: 503 })
    })
    const request = testContext()
    const thrown = await Promise.all([load(request).catch((e: unknown) => e), load(request).catch((e: unknown) => e)])
    for (const response of thrown) {
      expect(response).toBeInstanceOf(Response)
      expect(await (response as Response).text()).toBe('The pharmacy is unavailable.')
    }
  })
})

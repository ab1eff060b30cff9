import { describe, expect, it, vi } from 'vitest'
import { logAsRequest } from '#app/log.server.ts'
import { memoryStore, redisStore } from '#app/security/server-store.server.ts'
import { useRedisServer } from '#tests/utils/redis-server.ts'
import { captureLogLines } from '#tests/utils/log-lines.ts'

describe('the server store in memory (decision 0074)', () => {
  it('keeps a value until its time to live passes, and a write renews it', async () => {
    let now = 1_000
    const store = memoryStore(() => now)
    await store.set('flow', '{"step":1}', 100)
    now += 99
    expect(await store.get('flow')).toBe('{"step":1}')
    await store.set('flow', '{"step":2}', 100)
    now += 99
    expect(await store.get('flow')).toBe('{"step":2}')
    now += 2
    expect(await store.get('flow')).toBeUndefined()
  })

  it('gives a claim to the first caller only, even when callers ask at once, until it expires', async () => {
    let now = 0
    const store = memoryStore(() => now)
    const claims = await Promise.all(Array.from({ length: 10 }, () => store.claim('quiz-1', 1_000)))
    expect(claims.filter(Boolean)).toHaveLength(1)
    now += 1_001
    expect(await store.claim('quiz-1', 1_000)).toBe(true)
  })

  it('keeps at most its bound of entries, the stalest going first', async () => {
    const store = memoryStore()
    await store.set('first', 'x', 60_000)
    for (let index = 0; index < 60_000; index++) await store.set(`flood-${index}`, 'x', 60_000)
    expect(await store.get('first')).toBeUndefined()
    expect(await store.get('flood-59999')).toBe('x')
  })
})

describe('the server store in Redis, shared by every instance (decision 0074)', () => {
  const redis = useRedisServer()

  it('shows one instance what another wrote, and forgets it for both', async () => {
    const [first, second] = [redisStore(redis.url, 'test:flows'), redisStore(redis.url, 'test:flows')]
    await first.set('flow', '{"step":1}', 60_000)
    expect(await second.get('flow')).toBe('{"step":1}')
    await second.delete('flow')
    expect(await first.get('flow')).toBeUndefined()
  })

  it('gives a claim to one instance of those asking at once', async () => {
    const instances = Array.from({ length: 4 }, () => redisStore(redis.url, 'test:claims'))
    const claims = await Promise.all(
      instances.flatMap((store) => [store.claim('quiz-1', 60_000), store.claim('quiz-1', 60_000)]),
    )
    expect(claims.filter(Boolean)).toHaveLength(1)
  })

  it('stands in with its own memory while Redis cannot answer, neither stalling nor failing', async () => {
    const store = redisStore('redis://127.0.0.1:1', 'test:down')
    const started = Date.now()
    await store.set('flow', 'x', 60_000)
    expect(await store.get('flow')).toBe('x')
    expect(await store.claim('quiz-1', 60_000)).toBe(true)
    expect(await store.claim('quiz-1', 60_000)).toBe(false)
    expect(Date.now() - started).toBeLessThan(5_000)
  })

  it("logs an outage under no request's id, even when a request opened the connection", async () => {
    const log = captureLogLines()
    const store = redisStore('redis://127.0.0.1:2', 'test:outage')
    await logAsRequest('the-first-request', () => store.get('flow'))
    await vi.waitFor(() => expect(log.events('redis.unavailable')).not.toEqual([]))
    expect(log.raw()).not.toContain('the-first-request')
  })
})

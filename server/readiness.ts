/**
 * Readiness (decision 0098): whether this instance should be sent requests. `/healthcheck` (liveness) says the process
 * answers; this says it can serve: not draining after SIGTERM, and Redis answering when REDIS_URL is set. The build is
 * loaded by then, since the server imports it before it listens. Answered before any route: no session, no cookie,
 * no rate limit, the same for any host, and never stored by a cache.
 */
import type { Request, Response } from 'express'
import { redisAnswers } from '#app/security/redis.server.ts'

export const READINESS = '/healthcheck/ready'

type Readiness = {
  /** True from SIGTERM on. */
  draining: () => boolean
  redisUrl: string | undefined
  /** The headers every answer of the server carries. */
  setTransportHeaders: (res: Response) => void
}

export function readinessHandler({ draining, redisUrl, setTransportHeaders }: Readiness) {
  /** One PING at a time however many probes arrive: a flood of them is not a flood on Redis. */
  let pending: Promise<boolean> | undefined
  const redisUp = (url: string) => (pending ??= redisAnswers(url).finally(() => (pending = undefined)))

  return async (_req: Request, res: Response) => {
    const reason = draining() ? 'draining' : redisUrl && !(await redisUp(redisUrl)) ? 'redis unavailable' : undefined
    setTransportHeaders(res)
    res
      .status(reason ? 503 : 200)
      .set('cache-control', 'no-store')
      .type('text/plain')
      .send(reason ?? 'ready')
  }
}

import { mockServer } from '#mocks/node.ts'

/** The upstream calls (method and path, sorted) that `run` made, as the in-process mocks saw them. */
export async function upstreamCallsOf(run: () => Promise<unknown>) {
  const calls: string[] = []
  const listen = ({ request }: { request: Request }) =>
    void calls.push(`${request.method} ${new URL(request.url).pathname}`)
  mockServer.events.on('request:start', listen)
  try {
    await run()
  } finally {
    mockServer.events.removeListener('request:start', listen)
  }
  return calls.sort()
}

/**
 * The rounds of upstream latency `run` waits for, by cause, not by clock: a call is in round 1 when it starts before
 * any answer has come back, else one round after the latest answer that came back before it started. Calls started
 * together are in one round, so `max(rounds)` is how many times the page waits for the upstreams in a row.
 */
export async function upstreamRoundsOf(run: () => Promise<unknown>) {
  const roundOf = new Map<string, number>()
  const calls: Array<{ call: string; round: number }> = []
  let answered = 0
  const start = ({ request, requestId }: { request: Request; requestId: string }) => {
    roundOf.set(requestId, answered + 1)
    calls.push({ call: `${request.method} ${new URL(request.url).pathname}`, round: answered + 1 })
  }
  const end = ({ requestId }: { requestId: string }) => {
    answered = Math.max(answered, roundOf.get(requestId) ?? 0)
  }
  mockServer.events.on('request:start', start)
  mockServer.events.on('response:mocked', end)
  try {
    await run()
  } finally {
    mockServer.events.removeListener('request:start', start)
    mockServer.events.removeListener('response:mocked', end)
  }
  return { rounds: Math.max(0, ...calls.map(({ round }) => round)), calls }
}

type RecordedCall = { method: string; path: string; body: unknown; headers: Headers }

/**
 * Records the upstream calls `matches` picks (their method, path, JSON body and headers) until `stop`, which waits
 * for the bodies read meanwhile.
 */
export function recordUpstreamCalls(matches: (request: Request) => boolean) {
  const calls: RecordedCall[] = []
  const reads: Promise<void>[] = []
  const listener = ({ request }: { request: Request }) => {
    if (!matches(request)) return
    const { method, headers } = request
    const path = new URL(request.url).pathname
    reads.push(
      request
        .clone()
        .text()
        .then((text) => {
          calls.push({ method, path, body: text ? (JSON.parse(text) as unknown) : null, headers })
        }),
    )
  }
  mockServer.events.on('request:start', listener)
  return {
    calls,
    stop: async () => {
      mockServer.events.removeListener('request:start', listener)
      await Promise.all(reads)
    },
  }
}

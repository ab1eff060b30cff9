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

import { HttpResponse, delay, type HttpResponseResolver } from 'msw'

/** The ways an upstream call fails, for the fault matrices (tests/unit/upstream-faults.test.ts, page-faults.test.ts). */
export const FAULTS = {
  timeout: async () => {
    await delay('infinite')
    return HttpResponse.json({})
  },
  '500': () => HttpResponse.json({ code: 'FAULT-500' }, { status: 500 }),
  malformed: () => HttpResponse.json({ unexpected: ['shape'] }),
  // Mocks off and the upstream unreachable.
  'network error': () => HttpResponse.error(),
  '401': () => new HttpResponse(null, { status: 401 }),
  '403': () => new HttpResponse(null, { status: 403 }),
} satisfies Record<string, HttpResponseResolver>
export type Fault = keyof typeof FAULTS

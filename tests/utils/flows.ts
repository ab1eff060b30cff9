import { readFlow, type FlowName } from '#app/rx/shared/flow-state.server.ts'
import { testContext } from './context.ts'
import { get } from './requests.ts'

/** A flow's state as the server keeps it for the browser session `cookie` names. */
export function flowOf<Name extends FlowName>(cookie: string, name: Name) {
  return readFlow(get('/rx/dashboard', { cookie }), testContext(), name)
}

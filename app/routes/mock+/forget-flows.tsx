import type { ActionFunctionArgs } from '@remix-run/node'
import { forgetFlows, isFlowName } from '#app/rx/shared/flow-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'

/**
 * Mocks only: forgets the named pharmacy flows (`flow`, repeated) of this browser's session, so a test presses a
 * control on a page as seeded; the sign-in and the other flows stay. The flows are the server's (decision 0089): no
 * cookie to clear for them.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMocks()
  const names = (await readFormData(request)).getAll('flow').map(String)
  if (names.length === 0 || !names.every(isFlowName))
    throw new Response('Name the flows to forget (flow=__rx_checkout, ...).', { status: 400 })
  await forgetFlows(request, context, names)
  return new Response(null, { status: 204 })
}

import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { requireAuthenticatedUser, upstreamFor } from '#app/auth/auth-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { WALLET_PATHS, ignoredResponseSchema } from '#app/upstream/wallet-api.schema.ts'
import { MY_WALLET_CONFIG } from '#app/wallet/wallet-config.ts'

/**
 * Mocks only: gives the signed-in account the demo wallet (README 'Demo
 * accounts'), so a demo or a test starts from known cards on any account.
 */
export async function action({ request }: ActionFunctionArgs) {
  requireMocks()
  await readFormData(request)
  const { session } = await requireAuthenticatedUser(request)
  await (await upstreamFor(request, session)).post('wallet', WALLET_PATHS.mockDemoWallet, ignoredResponseSchema)
  return redirect(MY_WALLET_CONFIG.basePath)
}

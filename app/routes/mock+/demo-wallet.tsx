import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'
import { MY_WALLET_CONFIG } from '#app/wallet/wallet-config.ts'
import { giveDemoWallet } from '#app/wallet/wallet-hosts.server.ts'

/**
 * Mocks only: gives the signed-in account the demo wallet (README 'Demo
 * accounts'), so a demo or a test starts from known cards on any account.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  requireMocks()
  await readFormData(request)
  await giveDemoWallet(request, context)
  return redirect(MY_WALLET_CONFIG.basePath)
}

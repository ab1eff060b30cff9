import type { ActionFunctionArgs } from '@remix-run/node'
import { switchLanguage } from '#app/ui/language-switch.server.ts'

/** The language switch's post (decision 0108). */
export async function action({ request, context }: ActionFunctionArgs) {
  return switchLanguage(request, context)
}

import type { ActionFunctionArgs } from '@remix-run/node'
import { recordFieldAbandonment } from '#app/wallet/field-abandonment.server.ts'

/** Where the wallet's forms report 'form field abandonment' (spec 3 section 7); see app/wallet/field-abandonment.tsx. */
export async function action({ request, context }: ActionFunctionArgs) {
  return recordFieldAbandonment(request, context)
}

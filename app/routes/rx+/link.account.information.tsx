import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { linkAccountInformationAction, loadLinkAccountInformation } from '#app/rx/link/link.server.ts'

// The same page as the new-patient request's; only the flow it belongs to differs.
export { ErrorBoundary, default, meta } from './new-patient.account.information.tsx'

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadLinkAccountInformation(request, context)
}

export async function action({ request, context }: ActionFunctionArgs) {
  return linkAccountInformationAction(request, context)
}

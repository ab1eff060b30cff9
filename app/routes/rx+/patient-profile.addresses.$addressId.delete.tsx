import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { deleteAddressAction, loadAddressDelete } from '#app/rx/profile/addresses.server.ts'
import { DeleteAddressPanel } from '#app/rx/profile/profile-question-panels.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// No error boundary of its own: the profile's shows a failure. With one, a post refused with a 400 would run the
// profile's loader for the boundary, and its sign-in gate would turn the 400 into a redirect.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.deleteAddress, matches)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAddressDelete(request, context, params.addressId ?? '')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return deleteAddressAction(request, context, params.addressId ?? '')
}

export default function Route() {
  const { lines, texts } = useLoaderData<typeof loader>()
  return <DeleteAddressPanel lines={lines} texts={texts} formError={useActionData<typeof action>()?.formError} />
}

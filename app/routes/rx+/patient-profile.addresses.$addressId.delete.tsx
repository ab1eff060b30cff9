import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { deleteAddressAction, loadAddressDelete } from '#app/rx/profile/addresses.server.ts'
import { DeleteAddressPanel } from '#app/rx/profile/profile-question-panels.tsx'
import { PROFILE_TEXTS } from '#app/rx/profile/profile-texts.ts'

// No error boundary of its own: the profile's shows a failure. With one, a post refused with a 400 would run the
// profile's loader for the boundary, and its sign-in gate would turn the 400 into a redirect.
export const meta: MetaFunction = () => [{ title: PROFILE_TEXTS.deleteAddress }]

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAddressDelete(request, context, params.addressId ?? '')
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return deleteAddressAction(request, context, params.addressId ?? '')
}

export default function Route() {
  return (
    <DeleteAddressPanel
      lines={useLoaderData<typeof loader>().lines}
      formError={useActionData<typeof action>()?.formError}
    />
  )
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { loadAddressForm, saveAddressAction } from '#app/rx/profile/addresses.server.ts'
import { AddressPanel } from '#app/rx/profile/profile-panels.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

// No error boundary of its own: the profile's shows a failure. With one, a post refused with a 400 would run the
// profile's loader for the boundary, and its sign-in gate would turn the 400 into a redirect.
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.editAddress, matches)

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  return loadAddressForm(request, context, params.addressId)
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  return saveAddressAction(request, context, params.addressId)
}

export default function Route() {
  const { saved, texts, labels } = useLoaderData<typeof loader>()
  return <AddressPanel saved={saved} texts={texts} labels={labels} result={useActionData<typeof action>()?.result} />
}

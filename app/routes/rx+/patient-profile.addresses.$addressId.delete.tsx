import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { deleteAddressAction, loadAddressDelete } from '#app/rx/profile/addresses.server.ts'
import { DeleteAddressPanel } from '#app/rx/profile/profile-panels.tsx'
import { PROFILE_TEXTS } from '#app/rx/profile/profile-texts.ts'
import { RxErrorBoundary } from '#app/rx/shared/rx-shell.tsx'

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

export function ErrorBoundary() {
  return <RxErrorBoundary />
}

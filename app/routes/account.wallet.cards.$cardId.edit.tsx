import type { ActionFunctionArgs, LoaderFunctionArgs } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { EditCardScreen } from '#app/wallet/edit-screens.tsx'
import { editCardAction, loadEditCard } from '#app/wallet/edit-screens.server.ts'
import { openWalletFor, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'

export async function loader({ request, params }: LoaderFunctionArgs) {
  return loadEditCard(await openWalletFor(request), request, params.cardId)
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request)
  return editCardAction(wallet, form, params.cardId)
}

export default function Route() {
  const screen = useLoaderData<typeof loader>()
  return <EditCardScreen {...screen} result={useActionData<typeof action>()?.result} />
}

import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, Outlet, useLoaderData } from '@remix-run/react'
import { GeneralErrorBoundary } from '#app/ui/error-boundary.tsx'
import { CardList } from '#app/wallet/card-list.tsx'
import { cardListAction, loadCardList } from '#app/wallet/wallet-screens.server.ts'
import { MY_WALLET_HOST, openWalletForm } from '#app/wallet/wallet-hosts.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.myWalletTitle, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadCardList(await MY_WALLET_HOST.open(request, context), request)
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { wallet, form } = await openWalletForm(request, context, MY_WALLET_HOST)
  return cardListAction(wallet, form)
}

/** My Wallet (spec 3 management mode): the card list is the page; its screens open as side panels over it. */
export default function MyWalletRoute() {
  const list = useLoaderData<typeof loader>()
  return (
    <section className="content-page">
      <h1>{list.texts.walletTitle}</h1>
      <div className="wallet-page">
        <div>
          <CardList list={list} success={list.success} />
          <Link to={list.host.closePath} className="button">
            {list.texts.close}
          </Link>
        </div>
        <Outlet />
      </div>
    </section>
  )
}

/** The screens' failures land here too: they have no boundary of their own, so a refused post is never overruled by this page's sign-in redirect. */
export function ErrorBoundary() {
  return <GeneralErrorBoundary />
}

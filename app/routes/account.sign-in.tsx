import { redirect, type LoaderFunctionArgs } from '@remix-run/node'

/** Legacy route: the query (redirectUrl and friends) carries over to /signin. */
export function loader({ request }: LoaderFunctionArgs) {
  throw redirect(`/signin${new URL(request.url).search}`, 301)
}

import { redirect, type ActionFunctionArgs } from '@remix-run/node'
import { beginGoogleSignIn } from '#app/auth/provider-sign-in.server.ts'

/** 'Sign in with Google' posts here: a plain form post, so it works without JavaScript. */
export async function action({ request, context }: ActionFunctionArgs) {
  throw await beginGoogleSignIn(request, context)
}

export async function loader() {
  throw redirect('/signin')
}

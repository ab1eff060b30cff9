import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import type { Toast } from '#app/ui/toast.tsx'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { addToCart, removeFromCart } from '#app/upstream/rx-api.server.ts'
import { REMOVED_PARAM } from './cart-panel.server.ts'
import { PHARMACY_CART_ID } from './cart-anchor.ts'
import { cartItemKey } from '#app/rx/shared/cart-rules.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { translator } from '#app/i18n/messages.server.ts'
import { CART_ANSWERS } from './cart.messages.server.ts'

const identifier = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{1,24}$/)
const cartFormSchema = z.object({
  intent: z.enum(['add', 'remove', 'undo']),
  rxNumber: identifier,
  patientNumber: identifier,
  redirectTo: z.string().optional(),
})

/** Back to the page the form was on: only an /rx page of this site. */
function returnPath(to: string | undefined) {
  const path = safeRedirect(to, '/rx/refills')
  return path.startsWith('/rx/') ? path : '/rx/refills'
}

function withRemoved(path: string, key: string, present: boolean) {
  const url = new URL(path, 'http://same-origin.invalid')
  const others = url.searchParams.getAll(REMOVED_PARAM).filter((value) => value !== key)
  url.searchParams.delete(REMOVED_PARAM)
  for (const value of present ? [...others, key] : others) url.searchParams.append(REMOVED_PARAM, value)
  return `${url.pathname}${url.search}`
}

/**
 * Add, remove and undo for the pharmacy cart (POST /rx/cart). Every outcome
 * is a redirect back to the page, with a toast in the flash, so the same
 * form works with and without JavaScript.
 */
export async function cartAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const parsed = cartFormSchema.safeParse(Object.fromEntries(form))
  if (!parsed.success) throw new Response(rxCommonTextsIn(context.language).formFromPage, { status: 400 })
  const { intent, rxNumber, patientNumber, redirectTo } = parsed.data
  const { client } = await requireRxCustomer(request, context)
  const back = returnPath(redirectTo)
  const key = cartItemKey({ rxNumber, patientNumber })
  const t = translator(CART_ANSWERS, context.language)

  const finish = async (path: string, toast?: Toast) => {
    const to = safeRedirect(path, '/rx/refills')
    return toast ? redirectWithToast(to, toast) : redirect(to)
  }
  const failure = (error: unknown, message: string) => {
    if (!isUpstreamError(error)) throw error
    return finish(back, { kind: 'error', message: error.status === 409 ? t('mixedCart') : message })
  }

  if (intent === 'remove') {
    try {
      await removeFromCart(client, [rxNumber])
    } catch (error) {
      return failure(error, t('removeFailed'))
    }
    return finish(withRemoved(back, key, true))
  }

  let items
  try {
    items = await addToCart(client, { rxNumber, patientNumber })
  } catch (error) {
    return failure(error, t('addFailed'))
  }
  const added = items.find((item) => cartItemKey(item) === key)
  if (intent === 'undo') return finish(withRemoved(back, key, false))
  return finish(
    added ? `${back}#${PHARMACY_CART_ID}` : back,
    added ? { kind: 'success', message: t('added', { drug: added.drugName }) } : undefined,
  )
}

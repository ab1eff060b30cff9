import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { readFormData } from '#app/security/form.server.ts'
import { sameOriginPath } from '#app/security/safe-redirect.ts'
import { CARD_PROCESSOR_PATHS, processorAnswerSchema } from '#app/upstream/card-processor.schema.ts'
import {
  CARD_FRAME_MODES,
  CARD_FRAME_SOURCE,
  FRAME_ERROR_PARAM,
  FRAME_RESULT_PARAMS,
  type CardFrameMessage,
  type CardFrameResult,
} from '#app/upstream/card-frame-protocol.ts'
import { ebtCardSchema, expiryMonthOptions, expiryYearOptions, giftCardSchema } from './card-entry-rules.ts'
import { backOfficeClient } from './back-office.server.ts'
import { requireMocks } from './require-mocks.server.ts'

/**
 * The simulated processor's hosted card-entry page (mocks only). Like a real
 * one it takes the card number, expiry and CVV (or a CVV alone, an EBT PIN,
 * a gift card's number and PIN, or a SNAP EBT card's number), hands them to
 * its own backend, and gives the store only the id that
 * comes back: to the parent page by postMessage when framed, or in the query
 * of the return URL when it is a full page.
 */
const frameQuerySchema = z.object({
  mode: z.enum(CARD_FRAME_MODES),
  // Normalised and checked like every redirect target (decision 0033): `/.//evil.example` is refused, not followed.
  returnUrl: z
    .string()
    .max(2048)
    .transform(
      (url, ctx) =>
        sameOriginPath(url) ??
        (ctx.addIssue({ code: 'custom', message: 'returnUrl must be a path on the store' }), z.NEVER),
    ),
  embedded: z.literal('1').optional(),
  parentOrigin: z.string().max(200).optional(),
})
type CardFrameQuery = z.infer<typeof frameQuerySchema>

function readQuery(request: Request, source: URLSearchParams) {
  const parsed = frameQuerySchema.safeParse(Object.fromEntries(source))
  if (!parsed.success) throw new Response('Invalid card-entry request', { status: 400 })
  // The store registered with the processor is this app: its pages are the only parent allowed.
  if (parsed.data.parentOrigin && parsed.data.parentOrigin !== new URL(request.url).origin)
    throw new Response('Unregistered parent origin', { status: 400 })
  return parsed.data
}

export function loadCardFrame(request: Request) {
  requireMocks()
  const query = readQuery(request, new URL(request.url).searchParams)
  return { ...query, months: expiryMonthOptions, years: expiryYearOptions(new Date()) }
}

function resultOf(
  mode: CardFrameQuery['mode'],
  answer: z.infer<typeof processorAnswerSchema>,
): CardFrameResult | { code: string } {
  if ('errorCode' in answer) return { code: answer.errorCode }
  if (mode === 'register' && 'bin' in answer) return { mode, ...answer }
  if (mode === 'cvv' && 'checkoutId' in answer) return { mode, checkoutId: answer.checkoutId }
  if (mode === 'pin' && 'pinCheckoutId' in answer) return { mode, pinCheckoutId: answer.pinCheckoutId }
  if ((mode === 'gift' || mode === 'snap') && 'registrationId' in answer)
    return { mode, registrationId: answer.registrationId, lastFour: answer.lastFour }
  return { code: 'PROCESSOR' }
}

export async function submitCardFrame(request: Request, context: AppLoadContext) {
  requireMocks()
  const form = await readFormData(request)
  const query = readQuery(request, new URL(request.url).searchParams)
  const field = (name: string) => String(form.get(name) ?? '')
  // Gift and SNAP EBT numbers are checked here with spec 3 section 5's messages, shown on this page; the PIN is never sent back.
  if (query.mode === 'gift' || query.mode === 'snap') {
    const submission = parseWithZod(form, { schema: query.mode === 'gift' ? giftCardSchema : ebtCardSchema })
    if (submission.status !== 'success')
      return data({ result: submission.reply({ hideFields: ['pin'] }), message: undefined }, { status: 400 })
  }
  const body =
    query.mode === 'register'
      ? { cardNumber: field('cardNumber'), expMonth: field('expMonth'), expYear: field('expYear'), cvv: field('cvv') }
      : query.mode === 'cvv'
        ? { cvv: field('cvv') }
        : query.mode === 'pin'
          ? { pin: field('pin') }
          : { cardNumber: field('cardNumber'), pin: field('pin') }
  const client = await backOfficeClient(request, context)
  const answer = await client.post('cardProcessor', CARD_PROCESSOR_PATHS[query.mode], processorAnswerSchema, { body })
  const result = resultOf(query.mode, answer)
  if (query.embedded) {
    const message: CardFrameMessage =
      'code' in result
        ? { source: CARD_FRAME_SOURCE, type: 'error', code: result.code }
        : { source: CARD_FRAME_SOURCE, type: 'result', result }
    return data({ result: undefined, message })
  }
  const back = new URL(query.returnUrl, request.url)
  for (const name of FRAME_RESULT_PARAMS) back.searchParams.delete(name)
  if ('code' in result) back.searchParams.set(FRAME_ERROR_PARAM, result.code)
  else for (const [name, value] of Object.entries(result)) if (name !== 'mode') back.searchParams.set(name, value)
  const target = sameOriginPath(`${back.pathname}${back.search}`)
  if (!target) throw new Response('Invalid card-entry request', { status: 400 })
  throw redirect(target)
}

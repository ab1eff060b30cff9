import * as z from 'zod/mini'
import { CARD_BRANDS } from '#app/upstream/wallet-api.schema.ts'

/**
 * What the processor's hosted card-entry page hands back (spec 3 section 7):
 * a registration id for a new card, a checkout id for an edit (the CVV) and a
 * PIN checkout id for the EBT balance, or an error code (871 to 883 and
 * others). The embedded frame posts it to the page; the full-page flow
 * (no JavaScript) brings it back in the return URL's query.
 */
export const CARD_FRAME_MODES = ['register', 'cvv', 'pin'] as const
export type CardFrameMode = (typeof CARD_FRAME_MODES)[number]

export const registrationSchema = z.object({
  registrationId: z.string().check(z.regex(/^[\w-]{1,80}$/)),
  bin: z.string().check(z.regex(/^\d{6}$/)),
  lastFour: z.string().check(z.regex(/^\d{4}$/)),
  brand: z.enum(CARD_BRANDS),
  expMonth: z.string().check(z.regex(/^(0[1-9]|1[0-2])$/)),
  expYear: z.string().check(z.regex(/^\d{4}$/)),
})
export type Registration = z.infer<typeof registrationSchema>

const tokenSchema = z.string().check(z.regex(/^[\w-]{1,80}$/))

export const cardFrameResultSchema = z.discriminatedUnion('mode', [
  z.extend(registrationSchema, { mode: z.literal('register') }),
  z.object({ mode: z.literal('cvv'), checkoutId: tokenSchema }),
  z.object({ mode: z.literal('pin'), pinCheckoutId: tokenSchema }),
])
export type CardFrameResult = z.infer<typeof cardFrameResultSchema>

export const CARD_FRAME_SOURCE = 'card-frame'
export const cardFrameMessageSchema = z.discriminatedUnion('type', [
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('ready') }),
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('result'), result: cardFrameResultSchema }),
  z.object({ source: z.literal(CARD_FRAME_SOURCE), type: z.literal('error'), code: z.string().check(z.maxLength(20)) }),
])
export type CardFrameMessage = z.infer<typeof cardFrameMessageSchema>

/** Query names of the full-page return; `frameError` carries an error code. */
export const FRAME_ERROR_PARAM = 'frameError'

/** The frame's result from a return URL's query, if there is a valid one. */
export function frameResultFromQuery(params: URLSearchParams, mode: CardFrameMode): CardFrameResult | undefined {
  const parsed = cardFrameResultSchema.safeParse({ ...Object.fromEntries(params), mode })
  return parsed.success ? parsed.data : undefined
}

export function frameErrorFromQuery(params: URLSearchParams) {
  const code = params.get(FRAME_ERROR_PARAM)
  return code && /^[\w-]{1,20}$/.test(code) ? code : undefined
}

/** The hosted page's address for one entry, embedded or as a full page returning to `returnUrl`. */
export function cardFrameHref(frameUrl: string, options: { mode: CardFrameMode; returnUrl: string; embedded: boolean; parentOrigin?: string }) {
  const params = new URLSearchParams({ mode: options.mode, returnUrl: options.returnUrl })
  if (options.embedded) params.set('embedded', '1')
  if (options.parentOrigin) params.set('parentOrigin', options.parentOrigin)
  return `${frameUrl}?${params}`
}

import { CARD_BRANDS, type CardBrand } from './wallet-api.constants.ts'

/**
 * What the processor's hosted card-entry page hands back (spec 3 section 7):
 * a registration id for a new card (bank, gift or SNAP EBT: their numbers and
 * the gift PIN are typed there too), a checkout id for an edit (the CVV) and a
 * PIN checkout id for the EBT balance, or an error code (871 to 883 and
 * others). The embedded frame posts it to the page; the full-page flow
 * (no JavaScript) brings it back in the return URL's query. Checked by hand,
 * not with zod, because the page runs this for every message (decision 0014).
 */
export const CARD_FRAME_MODES = ['register', 'cvv', 'pin', 'gift', 'snap'] as const
export type CardFrameMode = (typeof CARD_FRAME_MODES)[number]

export type Registration = {
  registrationId: string
  bin: string
  lastFour: string
  brand: CardBrand
  expMonth: string
  expYear: string
}
/** A gift or SNAP EBT card the processor keeps: the wallet learns its number from the processor, not from us. */
export type StoredValueRegistration = { registrationId: string; lastFour: string }
export type StoredValueMode = 'gift' | 'snap'
export type CardFrameResult =
  | ({ mode: 'register' } & Registration)
  | { mode: 'cvv'; checkoutId: string }
  | { mode: 'pin'; pinCheckoutId: string }
  | ({ mode: StoredValueMode } & StoredValueRegistration)

export const CARD_FRAME_SOURCE = 'card-frame'
export type CardFrameMessage =
  | { source: typeof CARD_FRAME_SOURCE; type: 'ready' }
  | { source: typeof CARD_FRAME_SOURCE; type: 'result'; result: CardFrameResult }
  | { source: typeof CARD_FRAME_SOURCE; type: 'error'; code: string }
  // Escape pressed inside the frame: a key event never crosses into the page, so the frame says so (decision 0060).
  | { source: typeof CARD_FRAME_SOURCE; type: 'escape' }

/** A screen's hosted entry: the processor's page, this screen's URL to come back to, and what came back (a result or an error code). */
export type HostedEntry = {
  frameUrl: string
  returnUrl: string
  result: CardFrameResult | null
  errorCode: string | null
}

/** Query name of the full-page return's error code. */
export const FRAME_ERROR_PARAM = 'frameError'
/** Every name the hosted page may add to the return URL. */
export const FRAME_RESULT_PARAMS = [
  'registrationId',
  'bin',
  'lastFour',
  'brand',
  'expMonth',
  'expYear',
  'checkoutId',
  'pinCheckoutId',
  FRAME_ERROR_PARAM,
]

const TOKEN = /^[\w-]{1,80}$/
const matches = (value: unknown, pattern: RegExp): value is string => typeof value === 'string' && pattern.test(value)
const isBrand = (value: unknown): value is CardBrand => CARD_BRANDS.some((brand) => brand === value)

/** A frame result of the expected mode from loose fields (a query, a form or a message), or undefined. */
export function readCardFrameResult(fields: Record<string, unknown>, mode: CardFrameMode): CardFrameResult | undefined {
  if (mode === 'cvv') return matches(fields.checkoutId, TOKEN) ? { mode, checkoutId: fields.checkoutId } : undefined
  if (mode === 'pin')
    return matches(fields.pinCheckoutId, TOKEN) ? { mode, pinCheckoutId: fields.pinCheckoutId } : undefined
  const { registrationId, bin, lastFour, brand, expMonth, expYear } = fields
  if (!matches(registrationId, TOKEN) || !matches(lastFour, /^\d{4}$/)) return undefined
  if (mode === 'gift' || mode === 'snap') return { mode, registrationId, lastFour }
  if (!matches(bin, /^\d{6}$/) || !isBrand(brand)) return undefined
  if (!matches(expMonth, /^(0[1-9]|1[0-2])$/) || !matches(expYear, /^\d{4}$/)) return undefined
  return { mode, registrationId, bin, lastFour, brand, expMonth, expYear }
}

/** A message from the frame, if it is one. */
export function readCardFrameMessage(data: unknown, mode: CardFrameMode): CardFrameMessage | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Record<string, unknown>
  if (message.source !== CARD_FRAME_SOURCE) return undefined
  if (message.type === 'ready') return { source: CARD_FRAME_SOURCE, type: 'ready' }
  if (message.type === 'escape') return { source: CARD_FRAME_SOURCE, type: 'escape' }
  if (message.type === 'error')
    return matches(message.code, /^[\w-]{1,20}$/)
      ? { source: CARD_FRAME_SOURCE, type: 'error', code: message.code }
      : undefined
  if (message.type !== 'result' || typeof message.result !== 'object' || message.result === null) return undefined
  const result = readCardFrameResult(message.result as Record<string, unknown>, mode)
  return result ? { source: CARD_FRAME_SOURCE, type: 'result', result } : undefined
}

export function frameErrorFromQuery(params: URLSearchParams) {
  const code = params.get(FRAME_ERROR_PARAM)
  return code && /^[\w-]{1,20}$/.test(code) ? code : undefined
}

/** The hosted page's address for one entry, embedded or as a full page returning to `returnUrl`. */
export function cardFrameHref(
  frameUrl: string,
  options: { mode: CardFrameMode; returnUrl: string; embedded: boolean; parentOrigin?: string },
) {
  const params = new URLSearchParams({ mode: options.mode, returnUrl: options.returnUrl })
  if (options.embedded) params.set('embedded', '1')
  if (options.parentOrigin) params.set('parentOrigin', options.parentOrigin)
  return `${frameUrl}?${params}`
}

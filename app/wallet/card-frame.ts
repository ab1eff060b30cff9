// What the hosted card entry (the frame) shows: its error codes as field messages, and gift-card numbers as typed (spec 3 section 5; pure).
import type { HostedEntry } from '#app/upstream/card-frame-protocol.ts'
import { FRAME_ERROR_MESSAGES, WALLET_TEXTS } from './wallet-texts.ts'

const GIFT_CARD_DIGITS = 19
const GIFT_CARD_GROUPS = [10, 3, 3, 3]

/** Spec 5: dashes after digits 10, 13 and 16; a dash appears only once a digit follows it. */
export function formatGiftCardNumber(input: string): string {
  let digits = input.replace(/\D/g, '').slice(0, GIFT_CARD_DIGITS)
  const parts: string[] = []
  for (const size of GIFT_CARD_GROUPS) {
    if (!digits) break
    parts.push(digits.slice(0, size))
    digits = digits.slice(size)
  }
  return parts.join('-')
}

export type FrameErrorField = 'cardNumber' | 'cvv' | 'form'
export type FrameError = { field: FrameErrorField; message: string }

/** The frame's error messages by code, and `other` for any other code, in the page's language. */
export type FrameErrorTexts = Readonly<Record<string, string>> & { other: string }

/** The hosted entry of a screen with the words of its errors (the frame's codes are ours to word: spec 3 section 5). */
export type WordedEntry = HostedEntry & { errorTexts: FrameErrorTexts }

/** Number and CVV errors show inline under their field; anything else shows above the form. */
export function frameError(code: string | number, texts?: FrameErrorTexts): FrameError {
  const key = String(code).trim()
  const known = Object.hasOwn(FRAME_ERROR_MESSAGES, key) ? FRAME_ERROR_MESSAGES[key] : undefined
  if (!known) return { field: 'form', message: texts?.other ?? WALLET_TEXTS.frameOther }
  return { field: known.field, message: texts?.[key] ?? known.message }
}

import { z } from 'zod'
import { CARD_BRANDS } from './wallet-api.constants.ts'

/**
 * The simulated card processor behind the simulated hosted card-entry page
 * (mocks only). A real processor hosts both; the app never calls it and never
 * sees a card number, CVV or PIN.
 */
export const CARD_PROCESSOR_PATHS = {
  register: '/hosted/register',
  cvv: '/hosted/cvv',
  pin: '/hosted/pin',
  gift: '/hosted/gift',
  snap: '/hosted/snap',
} as const

export const processorAnswerSchema = z.union([
  z.object({
    registrationId: z.string(),
    bin: z.string(),
    lastFour: z.string(),
    brand: z.enum(CARD_BRANDS),
    expMonth: z.string(),
    expYear: z.string(),
  }),
  z.object({ registrationId: z.string(), lastFour: z.string() }),
  z.object({ checkoutId: z.string() }),
  z.object({ pinCheckoutId: z.string() }),
  z.object({ errorCode: z.string() }),
])

import { HttpResponse, http } from 'msw'
import { CARD_PROCESSOR_PATHS } from '#app/upstream/card-processor.schema.ts'
import { detectBrand } from '../card-brands.ts'
import { upstreamUrl } from '../upstream-urls.ts'
import { walletBackOffice } from '../wallet-back-office.ts'

const processor = (path: string) => upstreamUrl('cardProcessor', path)

function luhnValid(digits: string) {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The processor's own checks, answered with its error codes (spec 3 section 5: 871 to 883). */
function cardNumberError(input: string) {
  const number = input.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(number)) return '874'
  if (number.length < 13) return '872'
  if (number.length > 19) return '873'
  if (!luhnValid(number)) return '871'
  if (detectBrand(number) === 'NONE') return '876'
  return undefined
}

function cvvError(cvv: string) {
  if (!/^\d*$/.test(cvv) || cvv === '') return '881'
  if (cvv.length < 3) return '882'
  if (cvv.length > 4) return '883'
  return undefined
}

async function fields(request: Request) {
  return ((await request.json().catch(() => ({}))) ?? {}) as Record<string, string | undefined>
}

const refuse = (errorCode: string) => HttpResponse.json({ errorCode })

export const cardProcessorHandlers = [
  http.post(processor(CARD_PROCESSOR_PATHS.register), async ({ request }) => {
    const { cardNumber = '', cvv = '', expMonth = '', expYear = '' } = await fields(request)
    const error = cardNumberError(cardNumber) ?? cvvError(cvv)
    if (error) return refuse(error)
    const now = new Date()
    const month = Number(expMonth)
    const year = Number(expYear)
    if (
      !(month >= 1 && month <= 12) ||
      !(year >= now.getFullYear()) ||
      (year === now.getFullYear() && month < now.getMonth() + 1)
    )
      return refuse('EXPIRED')
    const number = cardNumber.replace(/[\s-]/g, '')
    const card = { brand: detectBrand(number), lastFour: number.slice(-4), bin: number.slice(0, 6) }
    return HttpResponse.json({
      registrationId: walletBackOffice.register({ kind: 'bank', ...card }),
      ...card,
      expMonth: expMonth.padStart(2, '0'),
      expYear,
    })
  }),
  http.post(processor(CARD_PROCESSOR_PATHS.cvv), async ({ request }) => {
    const error = cvvError((await fields(request)).cvv ?? '')
    return error ? refuse(error) : HttpResponse.json({ checkoutId: walletBackOffice.registerCvv() })
  }),
  http.post(processor(CARD_PROCESSOR_PATHS.pin), async ({ request }) => {
    const pin = (await fields(request)).pin ?? ''
    return /^\d{4}$/.test(pin) ? HttpResponse.json({ pinCheckoutId: walletBackOffice.registerPin(pin) }) : refuse('PIN')
  }),
  // Stored-value cards: the hosted page checks them with the spec's messages first; these are the processor's own backstops.
  http.post(processor(CARD_PROCESSOR_PATHS.gift), async ({ request }) => {
    const { cardNumber = '', pin = '' } = await fields(request)
    const pan = cardNumber.replace(/\D/g, '')
    if (pan.length !== 19 || !/^\d{4}$/.test(pin)) return refuse('GIFT_CARD_INVALID')
    return HttpResponse.json({
      registrationId: walletBackOffice.register({ kind: 'gift', pan, pin }),
      lastFour: pan.slice(-4),
    })
  }),
  http.post(processor(CARD_PROCESSOR_PATHS.snap), async ({ request }) => {
    const pan = ((await fields(request)).cardNumber ?? '').replace(/\D/g, '')
    if (pan.length < 16 || pan.length > 19) return refuse('EBT_CARD_INVALID')
    return HttpResponse.json({
      registrationId: walletBackOffice.register({ kind: 'ebt', pan }),
      lastFour: pan.slice(-4),
    })
  }),
]

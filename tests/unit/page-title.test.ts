import { describe, expect, it } from 'vitest'
import { meta as ninetyDayMeta } from '#app/routes/rx+/ninety-day-supply.tsx'
import { meta as errorMeta } from '#app/routes/rx+/error.tsx'
import { meta as payOnlineConfirmationMeta } from '#app/routes/rx+/tracker_+/pay-online_.confirmation.tsx'
import { textsOf } from '#app/i18n/messages.server.ts'
import { RX_SHELL } from '#app/rx/shared/rx-shell.messages.server.ts'
import { SHELL } from '#app/ui/shell.messages.server.ts'

/** The matches a route's `meta` gets: the root's words (and the /rx layout's) in Spanish, the page's own as given. */
const spanishMatches = (layout = true) => [
  { id: 'root', data: { shellTexts: textsOf(SHELL, 'es', { banner: 'Kroger', firstName: '' }) } },
  ...(layout ? [{ id: 'routes/rx+/_layout', data: { texts: textsOf(RX_SHELL, 'es') } }] : []),
]
type MetaArgs = Parameters<typeof ninetyDayMeta>[0]
const args = (data: unknown, matches = spanishMatches()) => ({ data, matches }) as unknown as MetaArgs

describe('page titles (issue 36)', () => {
  it("is the loader's title when the page loaded", () => {
    expect(ninetyDayMeta(args({ texts: { title: 'Suministro para 90 días' } }))).toEqual([
      { title: 'Suministro para 90 días' },
    ])
    expect(
      payOnlineConfirmationMeta(
        args({ texts: { confirmationTitle: 'Pago recibido', title: 'Pagar en línea' } }) as never,
      ),
    ).toEqual([{ title: 'Pago recibido | Pagar en línea' }])
  })

  it("is the site's 'Error' in the page's language on the route's error page, never 'undefined'", () => {
    expect(ninetyDayMeta(args(undefined))).toEqual([{ title: 'Error' }])
    expect(payOnlineConfirmationMeta(args(undefined) as never)).toEqual([{ title: 'Error' }])
    expect(ninetyDayMeta(args(undefined, []))).toEqual([{ title: 'Error' }])
  })

  it("names Technical Difficulties in the /rx layout's language", () => {
    expect(errorMeta(args(undefined) as never)).toEqual([{ title: 'Dificultades técnicas' }])
    expect(errorMeta(args(undefined, spanishMatches(false)) as never)).toEqual([{ title: 'Error' }])
  })
})

import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import type { AppLoadContext } from '@remix-run/node'
import { fetchMonograph, fetchMonographImages } from '#app/upstream/rx-api.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { requireRxViewer } from '#app/rx/shared/rx-viewer.server.ts'

const PRODUCT_NUMBER = /^[\w-]{1,40}$/

import { textsOf } from '#app/i18n/messages.server.ts'
import { MONOGRAPH_PAGE } from './dashboard.messages.server.ts'

/** The leaflet's languages (`?languageCode=`); the page's language unless another is asked for (issue 36). */
const LANGUAGES = { en: 'English', es: 'Español' } as const
type LanguageCode = keyof typeof LANGUAGES
const languageOf = (value: string | null): LanguageCode => (value === 'es' ? 'es' : 'en')

/**
 * 'Prescription Information' (`?productNumber=`, `?languageCode=`): the drug's leaflet and its pictures, asked
 * together, for customers and verified guests (linked from the tracker, refills and history).
 */
export async function loadMonograph(request: Request, context: AppLoadContext) {
  const params = new URL(request.url).searchParams
  const productNumber = params.get('productNumber') ?? ''
  if (!PRODUCT_NUMBER.test(productNumber))
    throw new Response(rxCommonTextsIn(context.language).linkIncomplete, { status: 400 })
  const languageCode = languageOf(params.get('languageCode') ?? context.language)
  const texts = textsOf(MONOGRAPH_PAGE, context.language)
  const { client } = await requireRxViewer(request, context)
  const [monograph, images] = await Promise.all([
    loadOrError(() => fetchMonograph(client, productNumber, languageCode), texts.loadError),
    // A leaflet without its picture is still the leaflet.
    loadOrError(() => fetchMonographImages(client, productNumber), ''),
  ])
  const image =
    images.status === 'loaded' ? images.value.find((item) => item.productNumber === productNumber) : undefined
  return {
    texts,
    monograph: monograph.status === 'loaded' ? monograph.value : null,
    error: monograph.status === 'error' ? monograph.message : null,
    imageSrc: image ? `data:image/jpeg;base64,${image.productImage}` : null,
    languages: (Object.keys(LANGUAGES) as LanguageCode[])
      .filter((code) => code !== languageCode)
      .map((code) => ({
        label: LANGUAGES[code],
        lang: code,
        href: `/rx/prescription-monograph?${new URLSearchParams({ productNumber, languageCode: code })}`,
      })),
    languageCode,
  }
}

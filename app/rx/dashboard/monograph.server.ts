import type { AppLoadContext } from '@remix-run/node'
import { fetchMonograph } from '#app/upstream/rx-api.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { requireRxViewer } from '#app/rx/shared/rx-viewer.server.ts'

const PRODUCT_NUMBER = /^[\w-]{1,40}$/

/** Decision 0028: the monograph's load failure, in the spec's per-area wording. */
export const MONOGRAPH_LOAD_ERROR = 'We could not load this prescription information. Please try again.'

/** 'Prescription Information' (`?productNumber=`): the drug's leaflet, for customers and verified guests. */
export async function loadMonograph(request: Request, context: AppLoadContext) {
  const productNumber = new URL(request.url).searchParams.get('productNumber') ?? ''
  if (!PRODUCT_NUMBER.test(productNumber))
    throw new Response('This prescription information link is not complete.', { status: 400 })
  const { client } = await requireRxViewer(request, context)
  const monograph = await loadOrError(() => fetchMonograph(client, productNumber), MONOGRAPH_LOAD_ERROR)
  return monograph.status === 'loaded'
    ? { monograph: monograph.value, error: null }
    : { monograph: null, error: monograph.message }
}

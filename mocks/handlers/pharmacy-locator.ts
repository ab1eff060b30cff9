import { HttpResponse, http } from 'msw'
import { PHARMACY_LOCATOR_PATHS } from '#app/upstream/pharmacy-locator.schema.ts'
import { pharmacyBackOffice } from '../pharmacy-back-office.ts'
import { upstreamUrl } from '../upstream-urls.ts'

/** The pharmacy locator (atlas): the stores by id or phone, and other chains' pharmacies. */
export const pharmacyLocatorHandlers = [
  http.get(upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities), ({ request }) => {
    const query = new URL(request.url).searchParams
    const ids = query.get('filter.id')?.split(',')
    const phone = query.get('filter.phoneNumber')
    const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '')
    return HttpResponse.json({
      data: pharmacyBackOffice
        .facilities()
        .filter(
          (facility) =>
            (!ids || ids.includes(facility.facilityId)) && (!phone || digits(facility.phone) === digits(phone)),
        ),
    })
  }),
  http.get(upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.competitorList), ({ request }) => {
    const query = new URL(request.url).searchParams
    return HttpResponse.json({
      data: pharmacyBackOffice.competitors(query.get('filter.query') ?? query.get('filter.pharmacyName') ?? ''),
    })
  }),
]

import { HttpResponse, http } from 'msw'
import { PHARMACY_LOCATOR_PATHS } from '#app/upstream/pharmacy-locator.schema.ts'
import { pharmacyBackOffice } from '../pharmacy-back-office.ts'
import { upstreamUrl } from '../upstream-urls.ts'

/** The pharmacy locator (atlas): the demo pharmacy's stores by id, phone or address, and other chains' pharmacies. */
export const pharmacyLocatorHandlers = [
  http.get(upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities), ({ request }) => {
    const query = new URL(request.url).searchParams
    const ids = query.get('filter.id')?.split(',')
    const phone = query.get('filter.phoneNumber')
    const near = query.get('filter.address')
    const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '')
    const candidates = near === null ? pharmacyBackOffice.facilities() : pharmacyBackOffice.facilitiesNear(near)
    return HttpResponse.json({
      data: candidates.filter(
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

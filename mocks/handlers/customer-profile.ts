import { HttpResponse, http } from 'msw'
import { CUSTOMER_PROFILE_PATH } from '#app/upstream/customer-profile.schema.ts'
import { backOffice } from '../back-office.ts'
import { scenarioOf } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'

export const customerProfileHandlers = [
  http.get(upstreamUrl('atlas', CUSTOMER_PROFILE_PATH), ({ request }) => {
    switch (scenarioOf(request)) {
      case 'profile-network-error':
        return HttpResponse.error()
      case 'profile-error':
        return HttpResponse.json({ errorCode: 'PROFILE-5001', message: 'Profile store unavailable' }, { status: 500 })
      case 'forbidden':
        return HttpResponse.json({ errorCode: 'FORBIDDEN' }, { status: 403 })
    }
    const account = backOffice.accountForAuthorization(request.headers.get('authorization'))
    if (!account) return HttpResponse.json({ errorCode: 'UNAUTHORIZED' }, { status: 401 })
    return HttpResponse.json({ data: { customerProfile: account.profile } })
  }),
]

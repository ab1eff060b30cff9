import { CUSTOMER_PROFILE_PATH, customerProfileResponseSchema } from './customer-profile.schema.ts'
import type { UpstreamClient } from './request.server.ts'

export async function fetchCustomerProfile(client: UpstreamClient) {
  const response = await client.get('atlas', CUSTOMER_PROFILE_PATH, customerProfileResponseSchema, {
    query: { projection: 'full' },
  })
  return response.data.customerProfile
}

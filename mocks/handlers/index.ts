import { delay, http } from 'msw'
import { env } from '#app/env.server.ts'
import { authHandlers } from './auth.ts'
import { cardProcessorHandlers } from './card-processor.ts'
import { contentHandlers } from './content.ts'
import { customerProfileHandlers } from './customer-profile.ts'
import { guestHandlers } from './guest.ts'
import { linkingHandlers } from './linking.ts'
import { oauthHandlers } from './oauth.ts'
import { pharmacyHandlers } from './pharmacy.ts'
import { pharmacyLocatorHandlers } from './pharmacy-locator.ts'
import { storeHandlers } from './stores.ts'
import { vaccineRecordHandlers } from './vaccine-record.ts'
import { walletHandlers } from './wallet.ts'

/** MOCK_DELAY_MS slows every upstream answer (the benchmark's parallelism check); it then falls through. */
const latency = http.all('*', async () => {
  const ms = env().mockDelayMs
  if (ms > 0) await delay(ms)
})

export const handlers = [
  latency,
  ...authHandlers,
  ...customerProfileHandlers,
  ...contentHandlers,
  ...oauthHandlers,
  ...pharmacyHandlers,
  ...linkingHandlers,
  ...pharmacyLocatorHandlers,
  ...storeHandlers,
  ...guestHandlers,
  ...vaccineRecordHandlers,
  ...walletHandlers,
  ...cardProcessorHandlers,
]

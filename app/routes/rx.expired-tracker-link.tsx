import type { MetaFunction } from '@remix-run/node'
import { ExpiredTrackerLinkPage } from '#app/rx/guest-verification-page.tsx'
import { GUEST_TEXTS } from '#app/rx/rx-messages.ts'

export const meta: MetaFunction = () => [{ title: GUEST_TEXTS.expiredTitle }]

export default ExpiredTrackerLinkPage

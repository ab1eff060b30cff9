import type { MetaFunction } from '@remix-run/node'
import { ExpiredTrackerLinkPage } from '#app/rx/guest/guest-verification-page.tsx'
import { GUEST_TEXTS } from '#app/rx/guest/guest-texts.ts'

export const meta: MetaFunction = () => [{ title: GUEST_TEXTS.expiredTitle }]

export default ExpiredTrackerLinkPage

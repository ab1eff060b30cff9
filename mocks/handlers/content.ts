import { HttpResponse, http } from 'msw'
import {
  NAVIGATION_NAMES,
  TEXT_COLLECTIONS,
  navigationPath,
  textCollectionPath,
  type NavigationItem,
} from '#app/upstream/content.schema.ts'
import { scenarioOf } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'

const link = (title: string, url: string, icon: string): NavigationItem => ({ title, url, icon, isParent: false })

const authenticatedMenu: NavigationItem[] = [
  link('Health Dashboard', '/health-dashboard', 'heart'),
  link('My Prescriptions', '/rx/dashboard', 'pill'),
  link('Refills', '/rx/refills', 'refill'),
  link('Prescription History', '/rx/prescription-history', 'history'),
  link('Digital Vaccine Record', '/rx/digital-vaccine-record', 'shield'),
  {
    title: 'Profile & Settings',
    url: '/rx/patient-profile',
    icon: 'person',
    isParent: true,
    children: [
      link('Patient Profile', '/rx/patient-profile', 'person'),
      link('Communication Preferences', '/rx/comm-prefs', 'bell'),
      link('Sign In Information', '/rx/account/update', 'lock'),
      link('Patient Access', '/rx/patient-access', 'people'),
      link('Refill Settings', '/rx/refill-settings', 'refill'),
      link('My Wallet', '/account/wallet', 'wallet'),
    ],
  },
]

const unauthenticatedMenu: NavigationItem[] = [
  link('Health Dashboard', '/health-dashboard', 'heart'),
  link('My Prescriptions', '/rx/landing-page', 'pill'),
  link('Refill Without an Account', '/rx/guest-refill', 'refill'),
  link('Transfer Prescriptions', '/rx/guest/transfer-prescriptions', 'transfer'),
  link('Digital Vaccine Record', '/rx/digital-vaccine-record', 'shield'),
]

const menus = [
  [NAVIGATION_NAMES.authenticated, authenticatedMenu],
  [NAVIGATION_NAMES.unauthenticated, unauthenticatedMenu],
] as const

const BANNER_MESSAGE = {
  active: true,
  messageText: 'Flu shots are available at your pharmacy. No appointment needed.',
  messageKind: 'info',
  messageClass: null,
}

export const contentHandlers = [
  ...menus.map(([name, children]) =>
    http.get(upstreamUrl('content', navigationPath(name)), ({ request }) => {
      if (scenarioOf(request) === 'navigation-error') {
        return HttpResponse.json({ code: 'CONTENT-500' }, { status: 500 })
      }
      return HttpResponse.json({ data: { menu: { children } } })
    }),
  ),
  http.get(upstreamUrl('content', textCollectionPath(TEXT_COLLECTIONS.dynamicBannerMessage)), () =>
    HttpResponse.json({ data: { textCollection: BANNER_MESSAGE } }),
  ),
]

/** The dashboard's quick links and spotlight cards (banner features, decision 0068); the words are ours. */
export const DASHBOARD_TEXTS = {
  quickLinks: 'Quick Links',
  spotlight: 'Spotlight',
  links: {
    refills: 'Refill Prescriptions',
    autoRefill: 'Auto Refill',
    refillSettings: 'Refill Settings',
    transfer: 'Transfer Prescriptions',
    profile: 'Patient Profile',
  },
  cards: {
    autoRefill: { title: 'Never Run Out', text: 'Auto Refill refills your prescriptions when they are due.' },
    ninetyDay: { title: '90-Day Supply', text: 'Fill eligible prescriptions for 90 days at a time.' },
    transfer: { title: 'Bring Your Prescriptions', text: 'Transfer prescriptions from another pharmacy in minutes.' },
  },
} as const

/** Decision 0028: the monograph's load failure, in the spec's per-area wording. */
export const MONOGRAPH_LOAD_ERROR = 'We could not load this prescription information. Please try again.'

/** The dashboard's empty text (spec 2 'Forms and cards'). */
export const NO_NOTIFICATIONS_TEXT = 'There are no notifications for this patient.'

/** Dismissing one (decision 0064; the failure in decision 0017's sentence style). */
export const NOTIFICATION_TEXTS = {
  dismiss: 'Dismiss',
  dismissed: 'The notification was dismissed.',
  dismissFailed: 'We could not dismiss the notification. Please try again.',
  gone: 'That notification is no longer there.',
} as const

type Features = { autoRefills: boolean }
type LinkTexts = Record<'refills' | 'autoRefill' | 'refillSettings' | 'transfer' | 'profile', string>
type CardTexts = Record<'autoRefill' | 'ninetyDay' | 'transfer', { title: string; text: string }>

/** The quick links a banner with them shows; Auto Refill only where the banner has it (`?source=quick-links`). */
export function quickLinks({ autoRefills }: Features, links: LinkTexts) {
  return [
    { to: '/rx/refills', text: links.refills },
    ...(autoRefills ? [{ to: '/rx/auto-refills?source=quick-links', text: links.autoRefill }] : []),
    { to: '/rx/refill-settings', text: links.refillSettings },
    { to: '/rx/transfer-prescriptions', text: links.transfer },
    { to: '/rx/patient-profile', text: links.profile },
  ]
}

/** The spotlight cards: the programs worth a look, Auto Refill only where the banner has it. */
export function spotlightCards({ autoRefills }: Features, cards: CardTexts) {
  return [
    ...(autoRefills ? [{ to: '/rx/auto-refills', ...cards.autoRefill }] : []),
    { to: '/rx/ninety-day-supply', ...cards.ninetyDay },
    { to: '/rx/transfer-prescriptions', ...cards.transfer },
  ]
}

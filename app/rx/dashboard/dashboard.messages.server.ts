import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { NO_PRESCRIPTIONS_IN_PROGRESS } from '#app/rx/tracker/tracker-card.tsx'
import { DASHBOARD_TEXTS, MONOGRAPH_LOAD_ERROR, NO_NOTIFICATIONS_TEXT, NOTIFICATION_TEXTS } from './dashboard-texts.ts'

const { links, cards } = DASHBOARD_TEXTS

/** /rx/dashboard's own words (spec 2; issue 36). `{{name}}` is a patient's name. */
export const DASHBOARD_PAGE = defineMessages('rxDashboard', {
  en: {
    title: 'Prescription Dashboard',
    heading: 'My Prescriptions',
    description: "See what's ready, what's in progress and what needs your attention.",
    prescriptionStatus: 'Prescription Status',
    prescriptionStatusFor: 'Prescription status for {{name}}',
    notifications: 'Notifications',
    notificationsFor: 'Notifications for {{name}}',
    noNotifications: NO_NOTIFICATIONS_TEXT,
    dismiss: NOTIFICATION_TEXTS.dismiss,
    quickLinks: DASHBOARD_TEXTS.quickLinks,
    spotlight: DASHBOARD_TEXTS.spotlight,
    linkRefills: links.refills,
    linkAutoRefill: links.autoRefill,
    linkRefillSettings: links.refillSettings,
    linkTransfer: links.transfer,
    linkProfile: links.profile,
    autoRefillTitle: cards.autoRefill.title,
    autoRefillText: cards.autoRefill.text,
    ninetyDayTitle: cards.ninetyDay.title,
    ninetyDayText: cards.ninetyDay.text,
    transferTitle: cards.transfer.title,
    transferText: cards.transfer.text,
    // The status tracker card (spec 2 'Status tracker cards').
    pickUp: 'Pick Up',
    delivery: 'Delivery',
    estTotalCost: 'Est Total Cost',
    tbd: 'TBD',
    noneInProgress: NO_PRESCRIPTIONS_IN_PROGRESS,
    viewRefills: 'View My Available Refills',
  },
  es: {
    title: 'Panel de recetas',
    heading: 'Mis recetas',
    description: 'Vea qué está listo, qué está en proceso y qué necesita su atención.',
    prescriptionStatus: 'Estado de las recetas',
    prescriptionStatusFor: 'Estado de las recetas de {{name}}',
    notifications: 'Notificaciones',
    notificationsFor: 'Notificaciones de {{name}}',
    noNotifications: 'No hay notificaciones para este paciente.',
    dismiss: 'Descartar',
    quickLinks: 'Accesos rápidos',
    spotlight: 'Destacados',
    linkRefills: 'Resurtir recetas',
    linkAutoRefill: 'Resurtido automático',
    linkRefillSettings: 'Configuración de resurtidos',
    linkTransfer: 'Transferir recetas',
    linkProfile: 'Perfil del paciente',
    autoRefillTitle: 'Nunca se quede sin su medicamento',
    autoRefillText: 'El resurtido automático resurte sus recetas cuando corresponde.',
    ninetyDayTitle: 'Suministro para 90 días',
    ninetyDayText: 'Surta las recetas elegibles para 90 días a la vez.',
    transferTitle: 'Traiga sus recetas',
    transferText: 'Transfiera recetas de otra farmacia en minutos.',
    pickUp: 'Recoger en la tienda',
    delivery: 'Entrega a domicilio',
    estTotalCost: 'Costo total estimado',
    tbd: 'Por determinar',
    noneInProgress: 'En este momento no estamos trabajando en ninguna receta de este paciente.',
    viewRefills: 'Ver mis resurtidos disponibles',
  },
})

/** The page's words, and its quick links' and cards' in the shape `quickLinks` and `spotlightCards` take. */
export function dashboardTexts(language: Language) {
  const texts = textsOf(DASHBOARD_PAGE, language)
  return {
    texts,
    links: {
      refills: texts.linkRefills,
      autoRefill: texts.linkAutoRefill,
      refillSettings: texts.linkRefillSettings,
      transfer: texts.linkTransfer,
      profile: texts.linkProfile,
    },
    card: {
      pickUp: texts.pickUp,
      delivery: texts.delivery,
      estTotalCost: texts.estTotalCost,
      noneInProgress: texts.noneInProgress,
      viewRefills: texts.viewRefills,
    },
    cards: {
      autoRefill: { title: texts.autoRefillTitle, text: texts.autoRefillText },
      ninetyDay: { title: texts.ninetyDayTitle, text: texts.ninetyDayText },
      transfer: { title: texts.transferTitle, text: texts.transferText },
    },
  }
}

/** 'Prescription Information', the drug's leaflet (the leaflet itself comes from the pharmacy in its language). */
export const MONOGRAPH_PAGE = defineMessages('rxMonograph', {
  en: {
    title: 'Prescription Information',
    loadError: MONOGRAPH_LOAD_ERROR,
    back: 'Back to Prescription Status Tracker',
  },
  es: {
    title: 'Información de la receta',
    loadError: 'No pudimos cargar la información de esta receta. Inténtelo de nuevo.',
    back: 'Volver al seguimiento del estado de las recetas',
  },
})

/**
 * A notification's words (the spec names the types but not the wording, decision 0017), a toast after Dismiss, and
 * the Dismiss button's accessible name. `{{drug}}` is a drug name as the pharmacy sends it.
 */
export const NOTIFICATION_MESSAGES = defineMessages('rxNotifications', {
  en: {
    READY_FOR_PICKUP: '{{drug}} is ready for pickup.',
    OVERDUE: '{{drug}} is overdue for a refill.',
    REFILL_DUE: '{{drug}} is due for a refill.',
    SHIPMENT_NOTIFICATION: '{{drug}} has shipped.',
    REFILLABLE: '{{drug}} is ready to be refilled.',
    NEVER_FILLED: '{{drug}} has not been filled yet.',
    NEVER_FILLED_WITH_CALL_TO_PRESCRIBER:
      '{{drug}} has not been filled yet. We will call your prescriber when you request it.',
    // Any other type is a refill that needs a call to the prescriber (spec 2 section 3).
    otherPrescription: '{{drug}} can be refilled once we call your prescriber.',
    yourPrescription: 'Your prescription',
    orderShipped: 'Your order of {{drugs}} has shipped.',
    adulthood: "{{name}} is now 18. To keep managing {{name}}'s prescriptions, ask {{name}} to grant you access.",
    accessPending: '{{name}} has requested access to your prescriptions.',
    accessApproved: '{{name}} has approved your access to their prescriptions.',
    accessChanged: 'Access with {{name}} has changed.',
    dismissLabel: 'Dismiss: {{text}}',
    dismissed: NOTIFICATION_TEXTS.dismissed,
    dismissFailed: NOTIFICATION_TEXTS.dismissFailed,
    gone: NOTIFICATION_TEXTS.gone,
  },
  es: {
    READY_FOR_PICKUP: 'Ya puede recoger {{drug}}.',
    OVERDUE: 'El resurtido de {{drug}} está atrasado.',
    REFILL_DUE: 'Ya le toca resurtir {{drug}}.',
    SHIPMENT_NOTIFICATION: 'Ya enviamos {{drug}}.',
    REFILLABLE: 'Ya puede resurtir {{drug}}.',
    NEVER_FILLED: 'Todavía no hemos surtido {{drug}}.',
    NEVER_FILLED_WITH_CALL_TO_PRESCRIBER:
      'Todavía no hemos surtido {{drug}}. Llamaremos a su médico que receta cuando usted lo solicite.',
    otherPrescription: 'Podrá resurtir {{drug}} cuando llamemos a su médico que receta.',
    // In the middle of each sentence above.
    yourPrescription: 'su receta',
    orderShipped: 'Ya enviamos su pedido de {{drugs}}.',
    adulthood:
      '{{name}} ya cumplió 18 años. Para seguir administrando las recetas de {{name}}, pídale a {{name}} que le dé acceso.',
    accessPending: '{{name}} solicitó acceso a sus recetas.',
    accessApproved: '{{name}} aprobó que usted tenga acceso a sus recetas.',
    accessChanged: 'Cambió el acceso con {{name}}.',
    dismissLabel: 'Descartar: {{text}}',
    dismissed: 'Se descartó la notificación.',
    dismissFailed: 'No pudimos descartar la notificación. Inténtelo de nuevo.',
    gone: 'Esa notificación ya no está.',
  },
})

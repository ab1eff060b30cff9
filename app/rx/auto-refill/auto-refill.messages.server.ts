import { LOCALES, type Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator, type Texts } from '#app/i18n/messages.server.ts'
import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { AUTO_REFILL_TEXTS } from './auto-refill-texts.ts'

const [howItWorks, whatQualifies, pauseAnyTime, renewal, consent] = AUTO_REFILL_TEXTS.guidelines

/** 'Auto Refill Guidelines' (decision 0066) in both languages (issue 36). */
export const AUTO_REFILL_GUIDELINES = defineMessages('autoRefillGuidelines', {
  en: {
    title: AUTO_REFILL_TEXTS.guidelinesTitle,
    howItWorks,
    whatQualifies,
    pauseAnyTime,
    renewal,
    consent,
    autoRefill: AUTO_REFILL_TEXTS.title,
  },
  es: {
    title: 'Pautas del resurtido automático',
    howItWorks:
      'El resurtido automático resurte las recetas que usted elija cuando corresponda y le avisa cuando están listas.',
    whatQualifies:
      'Solo se pueden resurtir automáticamente las recetas a las que les quedan resurtidos, de un médico que receta activo. Las sustancias controladas no se pueden resurtir automáticamente.',
    pauseAnyTime: 'Puede pausar una receta, o cancelar la inscripción, en cualquier momento.',
    renewal:
      'La inscripción dura hasta su fecha de vencimiento. Le avisamos antes de que termine: renuévela para seguir resurtiendo.',
    consent: 'Las farmacias de California e Illinois le piden su consentimiento cuando se inscribe.',
    autoRefill: 'Resurtido automático',
  },
})
export type AutoRefillGuidelinesTexts = Texts<typeof AUTO_REFILL_GUIDELINES>

const T = AUTO_REFILL_TEXTS

/**
 * The words the enrolment pages ('Auto Refill', 'Manage Auto Refill', the prescriptions on auto refill) show as they
 * are, in both languages (issue 36); the English is AUTO_REFILL_TEXTS, which the specs' tests read.
 */
const AUTO_REFILL_PAGE = defineMessages('autoRefillPage', {
  en: {
    title: T.title,
    intro: T.intro,
    manageTitle: T.manageTitle,
    subheaderBefore: T.subheader.before,
    subheaderLink: T.subheader.link,
    subheaderAfter: T.subheader.after,
    guidelinesLink: T.guidelinesLink,
    stateNotEnrolled: T.states['not-enrolled'],
    stateEnrolled: T.states.enrolled,
    stateExpiring: T.states.expiring,
    stateExpired: T.states.expired,
    dismissReminder: T.dismissReminder,
    enrol: T.enrol,
    renew: T.renew,
    changePharmacy: T.changePharmacy,
    managePrescriptions: T.managePrescriptions,
    unenrol: T.unenrol,
    manageLink: T.manageLink,
    nobodyEnrolled: T.nobodyEnrolled,
    pharmacyLegend: T.pharmacyLegend,
    noPharmacies: T.noPharmacies,
    cancel: T.cancel,
    back: T.back,
    noEligible: T.noEligible,
    rxStatusOn: T.rxStatus.on,
    rxStatusOff: T.rxStatus.off,
    pause: T.pause,
    bulkLegend: T.bulkLegend,
    bulkSubmit: T.bulkSubmit,
    tryAgain: T.tryAgain,
    startOver: T.startOver,
    medSync: T.medSync,
    medSyncHint: T.medSyncHint,
  },
  es: {
    title: 'Resurtido automático',
    intro: 'Resurtimos las recetas que usted elija cuando corresponda, para que nunca se quede sin ellas.',
    manageTitle: 'Administrar el resurtido automático',
    subheaderBefore: 'Si necesita alguna de sus recetas antes, visite ',
    subheaderLink: 'Resurtidos',
    subheaderAfter: ' o llame a su tienda.',
    guidelinesLink: 'Leer las pautas del resurtido automático',
    stateNotEnrolled: 'No inscrito',
    stateEnrolled: 'Inscrito',
    stateExpiring: 'Por vencer',
    stateExpired: 'Vencido',
    dismissReminder: 'Descartar el recordatorio',
    enrol: 'Inscribir',
    renew: 'Renovar',
    changePharmacy: 'Cambiar de farmacia',
    managePrescriptions: 'Elegir recetas',
    unenrol: 'Cancelar la inscripción',
    manageLink: 'Administrar el resurtido automático',
    nobodyEnrolled: 'Todavía no hay nadie inscrito en el resurtido automático.',
    pharmacyLegend: 'Farmacia que surte sus resurtidos automáticos',
    noPharmacies:
      'Ninguna farmacia ha surtido todavía una receta de este paciente. Llame a su tienda para inscribirse.',
    cancel: 'Cancelar',
    back: 'Volver a Mis recetas',
    noEligible: 'Ninguna de las recetas de este paciente se puede resurtir automáticamente.',
    rxStatusOn: 'Con resurtido automático',
    rxStatusOff: 'Sin resurtido automático',
    pause: 'Pausar',
    bulkLegend: 'Agregar al resurtido automático',
    bulkSubmit: 'Agregar las recetas elegidas',
    tryAgain: 'Intentar de nuevo',
    startOver: 'Empezar de nuevo',
    // The program's name, as the pharmacy writes it in both languages.
    medSync: 'MEDSYNC',
    medSyncHint: 'Se surte el mismo día que sus otros medicamentos',
  },
})
export type AutoRefillTexts = Texts<typeof AUTO_REFILL_PAGE>

/**
 * What the server fills in or answers: names, labels, the form's errors and the toasts. `{{name}}` is a patient's
 * name, `{{drug}}`/`{{drugs}}` drug names, `{{pharmacy}}` a store's, `{{date}}` a formatted day, `{{states}}` the
 * states whose pharmacies ask consent (as sent).
 */
const AUTO_REFILL_MESSAGES = defineMessages('autoRefillMessages', {
  en: {
    atPharmacy: T.atPharmacy('{{pharmacy}}'),
    endsOn: T.endsOn('{{date}}'),
    endedOn: T.endedOn('{{date}}'),
    reminder: T.reminder('{{name}}', '{{date}}'),
    expiredReminder: T.expiredReminder('{{name}}', '{{date}}'),
    dismissReminderFor: T.dismissReminderFor('{{name}}'),
    reminderDismissed: T.reminderDismissed,
    enrolFor: T.enrolFor('{{name}}'),
    renewFor: T.renewFor('{{name}}'),
    changePharmacyFor: T.changePharmacyFor('{{name}}'),
    managePrescriptionsFor: T.managePrescriptionsFor('{{name}}'),
    unenrolFor: T.unenrolFor('{{name}}'),
    formTitleEnrol: T.formTitle.enrol('{{name}}'),
    formTitleUpdate: T.formTitle.update('{{name}}'),
    formTitleRenew: T.formTitle.renew('{{name}}'),
    submitEnrol: T.submit.enrol,
    submitUpdate: T.submit.update,
    submitRenew: T.submit.renew,
    choosePharmacy: T.choosePharmacy,
    consent: T.consent('{{states}}'),
    consentRequired: T.consentRequired,
    enrolled: T.enrolled('{{name}}'),
    changed: T.changed,
    enrolledV1: T.enrolledV1('{{name}}'),
    updated: T.updated('{{name}}'),
    renewed: T.renewed('{{name}}'),
    unenrolled: T.unenrolled('{{name}}'),
    notEnrolledYet: T.notEnrolledYet('{{name}}'),
    pauseFor: T.pauseFor('{{drug}}'),
    paused: T.paused('{{drug}}'),
    bulkChooseOne: T.bulkChooseOne,
    bulkDone_one: T.bulkDone(1),
    bulkDone_other: '{{count}} prescriptions were added to Auto Refill.',
    bulkFailed: T.bulkFailed('{{drugs}}'),
    bulkTries_one: T.bulkTries(1),
    bulkTries_other: 'Tried {{count}} times.',
    bulkCallStore: T.bulkCallStore,
  },
  es: {
    atPharmacy: 'Farmacia: {{pharmacy}}',
    endsOn: 'Inscripción vigente hasta el {{date}}',
    endedOn: 'La inscripción terminó el {{date}}',
    reminder:
      'El resurtido automático de {{name}} termina el {{date}}. Renuévelo para que sus recetas se sigan resurtiendo.',
    expiredReminder: 'El resurtido automático de {{name}} terminó el {{date}}. Renuévelo para volver a resurtir.',
    dismissReminderFor: 'Descartar el recordatorio de {{name}}',
    reminderDismissed: 'Se descartó el recordatorio.',
    enrolFor: 'Inscribir a {{name}} en el resurtido automático',
    renewFor: 'Renovar el resurtido automático de {{name}}',
    changePharmacyFor: 'Cambiar de farmacia para {{name}}',
    managePrescriptionsFor: 'Elegir recetas de {{name}}',
    unenrolFor: 'Cancelar la inscripción de {{name}} en el resurtido automático',
    formTitleEnrol: 'Inscribir a {{name}} en el resurtido automático',
    formTitleUpdate: 'Cambiar la farmacia del resurtido automático de {{name}}',
    formTitleRenew: 'Renovar el resurtido automático de {{name}}',
    submitEnrol: 'Inscribirse en el resurtido automático',
    submitUpdate: 'Guardar la farmacia',
    submitRenew: 'Renovar el resurtido automático',
    choosePharmacy: 'Elija una farmacia.',
    consent:
      'Acepto que mi farmacia en {{states}} resurta automáticamente las recetas que elija hasta que cancele la inscripción o la inscripción termine.',
    consentRequired: 'Acepte los resurtidos automáticos para inscribirse en esta farmacia.',
    enrolled:
      'Se inscribió a {{name}} en el resurtido automático. Elija las recetas que se resurtirán automáticamente.',
    changed: 'Esta inscripción cambió. Revísela de nuevo.',
    enrolledV1: 'Se inscribió a {{name}} en el resurtido automático.',
    updated: 'Se guardó la farmacia del resurtido automático de {{name}}.',
    renewed: 'Se renovó el resurtido automático de {{name}}.',
    unenrolled: 'Se canceló la inscripción de {{name}} en el resurtido automático.',
    notEnrolledYet: 'Primero inscriba a {{name}} en el resurtido automático para elegir recetas.',
    pauseFor: 'Pausar el resurtido automático de {{drug}}',
    paused: 'Se pausó el resurtido automático de {{drug}}.',
    bulkChooseOne: 'Elija al menos una receta.',
    bulkDone_one: 'Se agregó {{count}} receta al resurtido automático.',
    bulkDone_many: 'Se agregaron {{count}} de recetas al resurtido automático.',
    bulkDone_other: 'Se agregaron {{count}} recetas al resurtido automático.',
    bulkFailed: 'No pudimos agregar {{drugs}} al resurtido automático. Inténtelo de nuevo.',
    bulkTries_one: 'Se intentó una vez.',
    bulkTries_many: 'Se intentó {{count}} de veces.',
    bulkTries_other: 'Se intentó {{count}} veces.',
    bulkCallStore: 'Si sigue fallando, llame a su tienda.',
  },
})

/**
 * The auto-refill pages' words in a language: `texts` for the components, and the messages that name a patient, a
 * drug, a pharmacy or a day, filled on the server (the browser gets strings, decision 0107).
 */
export function autoRefillWordsIn(language: Language) {
  const t = translator(AUTO_REFILL_MESSAGES, language)
  const fixed = textsOf(AUTO_REFILL_MESSAGES, language)
  const named = (key: Parameters<typeof t>[0]) => (name: string) => t(key, { name })
  const ofDrug = (key: Parameters<typeof t>[0]) => (drug: string) => t(key, { drug })
  return {
    texts: textsOf(AUTO_REFILL_PAGE, language),
    // Spec 2 section 8's sentence, shared with the pharmacy's other enrolments.
    failed: rxCommonTextsIn(language).autoRefillError,
    reminderDismissed: fixed.reminderDismissed,
    choosePharmacy: fixed.choosePharmacy,
    consentRequired: fixed.consentRequired,
    changed: fixed.changed,
    bulkChooseOne: fixed.bulkChooseOne,
    bulkCallStore: fixed.bulkCallStore,
    submit: { enrol: fixed.submitEnrol, update: fixed.submitUpdate, renew: fixed.submitRenew },
    atPharmacy: (pharmacy: string) => t('atPharmacy', { pharmacy }),
    endsOn: (date: string) => t('endsOn', { date }),
    endedOn: (date: string) => t('endedOn', { date }),
    reminder: (name: string, date: string) => t('reminder', { name, date }),
    expiredReminder: (name: string, date: string) => t('expiredReminder', { name, date }),
    dismissReminderFor: named('dismissReminderFor'),
    enrolFor: named('enrolFor'),
    renewFor: named('renewFor'),
    changePharmacyFor: named('changePharmacyFor'),
    managePrescriptionsFor: named('managePrescriptionsFor'),
    unenrolFor: named('unenrolFor'),
    formTitle: {
      enrol: named('formTitleEnrol'),
      update: named('formTitleUpdate'),
      renew: named('formTitleRenew'),
    },
    /** The consent asked by the pharmacies in these states ('CA or IL', listed as the language lists). */
    consent: (states: string[]) =>
      t('consent', { states: new Intl.ListFormat(LOCALES[language], { type: 'disjunction' }).format(states) }),
    enrolled: named('enrolled'),
    enrolledV1: named('enrolledV1'),
    updated: named('updated'),
    renewed: named('renewed'),
    unenrolled: named('unenrolled'),
    notEnrolledYet: named('notEnrolledYet'),
    pauseFor: ofDrug('pauseFor'),
    paused: ofDrug('paused'),
    bulkDone: (count: number) => t('bulkDone', { count }),
    bulkFailed: (drugs: string) => t('bulkFailed', { drugs }),
    bulkTries: (count: number) => t('bulkTries', { count }),
  }
}
export type AutoRefillWords = ReturnType<typeof autoRefillWordsIn>

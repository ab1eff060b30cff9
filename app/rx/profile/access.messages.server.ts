import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { ACCESS_TEXTS } from './access-texts.ts'
import { PROFILE_MESSAGES } from './profile-messages.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'

/** 'Patient Access' and its panels in both languages (issue 36): the words that stand alone. */
const PATIENT_ACCESS = defineMessages('patientAccess', {
  en: {
    title: ACCESS_TEXTS.accessTitle,
    managedAdults: ACCESS_TEXTS.managedAdults,
    caregivers: ACCESS_TEXTS.caregivers,
    children: ACCESS_TEXTS.children,
    pets: ACCESS_TEXTS.pets,
    nobody: ACCESS_TEXTS.nobody,
    expired: ACCESS_TEXTS.expired,
    remove: ACCESS_TEXTS.remove,
    removeTitle: ACCESS_TEXTS.removeTitle,
    expiryTitle: ACCESS_TEXTS.expiryTitle,
    expiryLegend: ACCESS_TEXTS.expiryLegend,
    saveEndDate: ACCESS_TEXTS.saveEndDate,
    cancel: PROFILE_TEXTS.cancel,
  },
  es: {
    title: 'Acceso de pacientes',
    managedAdults: 'Adultos que usted administra',
    caregivers: 'Cuidadores',
    children: 'Hijos',
    pets: 'Mascotas',
    nobody: 'Ninguno por ahora.',
    expired: 'Vencido',
    remove: 'Quitar',
    removeTitle: 'Quitar el acceso',
    expiryTitle: 'Fecha de fin del acceso',
    expiryLegend: 'Último día de acceso',
    saveEndDate: 'Guardar la fecha de fin',
    cancel: 'Cancelar',
  },
})

/**
 * What the server writes of an entry, and the toasts and errors its actions send. The English catalogs reuse the
 * texts the specs' tests read; `{{name}}` is a person's name, `{{date}}` a formatted day, `{{action}}` the end date
 * link's visible words.
 */
const PATIENT_ACCESS_MESSAGES = defineMessages('patientAccessMessages', {
  en: {
    asksToSee: ACCESS_TEXTS.asksToSee('{{name}}'),
    asksToManage: ACCESS_TEXTS.asksToManage('{{name}}'),
    waitingFor: ACCESS_TEXTS.waitingFor('{{name}}'),
    requestedOn: PROFILE_TEXTS.requestedOn('{{date}}'),
    canSee: ACCESS_TEXTS.canSee,
    manages: ACCESS_TEXTS.manages,
    accessSince: ACCESS_TEXTS.accessSince('{{date}}'),
    accessUntil: ACCESS_TEXTS.accessUntil('{{date}}'),
    noEndDate: ACCESS_TEXTS.noEndDate,
    accessExpiredOn: ACCESS_TEXTS.accessExpired('{{date}}'),
    accessExpired: ACCESS_TEXTS.accessExpired(null),
    setEndDate: ACCESS_TEXTS.setEndDate,
    changeEndDate: ACCESS_TEXTS.changeEndDate,
    removeFor: ACCESS_TEXTS.removeFor('{{name}}'),
    endDateFor: ACCESS_TEXTS.endDateFor('{{action}}', '{{name}}'),
    removeQuestion: ACCESS_TEXTS.removeQuestion('{{name}}'),
    expiryHint: ACCESS_TEXTS.expiryHint('{{name}}'),
    accessGranted: PROFILE_MESSAGES.accessGranted('{{name}}'),
    accessDeclined: PROFILE_MESSAGES.accessDeclined('{{name}}'),
    requestCancelled: PROFILE_MESSAGES.requestCancelled('{{name}}'),
    accessRemoved: PROFILE_MESSAGES.accessRemoved('{{name}}'),
    expirySaved: PROFILE_MESSAGES.expirySaved('{{name}}'),
    accessChanged: PROFILE_MESSAGES.accessChanged,
    accessFailed: PROFILE_MESSAGES.accessFailed,
  },
  es: {
    asksToSee: '{{name}} pide ver sus recetas.',
    asksToManage: '{{name}} pide administrar sus recetas.',
    waitingFor: 'En espera de que {{name}} apruebe su solicitud.',
    requestedOn: 'Solicitud del {{date}}',
    canSee: 'Puede ver sus recetas',
    manages: 'Administra sus recetas',
    accessSince: 'Acceso desde el {{date}}',
    accessUntil: 'Acceso hasta el {{date}}',
    noEndDate: 'Sin fecha de fin',
    accessExpiredOn: 'El acceso venció el {{date}}',
    accessExpired: 'El acceso venció',
    setEndDate: 'Fijar la fecha de fin',
    changeEndDate: 'Cambiar la fecha de fin',
    removeFor: 'Quitar el acceso de {{name}}',
    endDateFor: '{{action}} para {{name}}',
    removeQuestion: '¿Quitar el acceso entre usted y {{name}}?',
    expiryHint: '{{name}} conserva el acceso a sus recetas hasta este día, inclusive.',
    accessGranted: 'Le dio acceso a {{name}}.',
    accessDeclined: 'Rechazó la solicitud de {{name}}.',
    requestCancelled: 'Se canceló su solicitud a {{name}}.',
    accessRemoved: 'Se quitó el acceso entre usted y {{name}}.',
    expirySaved: 'Se guardó la fecha de fin del acceso de {{name}}.',
    accessChanged: 'Esta solicitud ya cambió. Revísela de nuevo.',
    accessFailed: 'No pudimos actualizar el acceso de pacientes. Inténtelo de nuevo.',
  },
})

/** Patient access's words in a language: the page's own as strings, the rest as the server fills them in. */
export const accessWordsIn = (language: Language) => ({
  texts: textsOf(PATIENT_ACCESS, language),
  t: translator(PATIENT_ACCESS_MESSAGES, language),
})

/** The page's own words, as its components receive them. */
export type AccessTexts = ReturnType<typeof accessWordsIn>['texts']

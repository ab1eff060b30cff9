import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import type { SecondaryStatus, TrackerStatus } from '#app/upstream/rx-api.schema.ts'
import { RX_MESSAGES } from './rx-messages.ts'
import {
  AUTO_REFILL_ERROR_MESSAGE,
  LOAD_MESSAGES,
  ORDER_ERROR_MESSAGE,
  PATIENT_TEXTS,
  SECONDARY_STATUS_TEXT,
  TRACKER_LABELS,
} from './rx-texts.ts'

/**
 * The texts every pharmacy feature shares (issue 36): the forms' messages (spec 2 sections 5 and 8, decision 0028),
 * the tracker's statuses, what a page says when a part cannot load, and the patient a page names. The English ones
 * are the constants the spec's tests read; a feature's own texts stay in its own catalog.
 */
const RX_COMMON = defineMessages('rxCommon', {
  en: {
    monthRequired: RX_MESSAGES.monthRequired,
    dayRequired: RX_MESSAGES.dayRequired,
    yearRequired: RX_MESSAGES.yearRequired,
    numeric: RX_MESSAGES.numeric,
    dateInvalid: RX_MESSAGES.dateInvalid,
    dateUnreadable: RX_MESSAGES.dateUnreadable,
    dateInFuture: RX_MESSAGES.dateInFuture,
    dateTooEarly: 'Date must be on or after {{earliest}}',
    guestSessionExpired: RX_MESSAGES.guestSessionExpired,
    guestBirthDateMismatch: RX_MESSAGES.guestBirthDateMismatch,
    required: '{{field}} is required',
    phoneInvalid: RX_MESSAGES.phoneInvalid,
    phoneTenDigits: RX_MESSAGES.phoneTenDigits,
    rxNumberInvalid: RX_MESSAGES.rxNumberInvalid,
    invalidPrescription: RX_MESSAGES.invalidPrescription,
    generic: RX_MESSAGES.generic,
    nameCharacters: RX_MESSAGES.nameCharacters,
    nameLettersOnly: RX_MESSAGES.nameLettersOnly,
    nameBlank: RX_MESSAGES.nameBlank,
    lookupBirthDate: RX_MESSAGES.lookupBirthDate,
    phoneStrict: RX_MESSAGES.phoneStrict,
    phoneWithEmail: RX_MESSAGES.phoneWithEmail,
    emailInvalid: RX_MESSAGES.emailInvalid,
    exactLength: 'Must be {{length}} characters',
    requiredShort: RX_MESSAGES.requiredShort,
    tooLong: '{{field}} must be {{max}} characters or fewer',
    childAge: RX_MESSAGES.childAge,
    adultAge: RX_MESSAGES.adultAge,
    postalCode: RX_MESSAGES.postalCode,
    alternateIdLength: RX_MESSAGES.alternateIdLength,
    numberRequired: RX_MESSAGES.numberRequired,
    voicePhoneRequired: RX_MESSAGES.voicePhoneRequired,
    numericWithoutHyphens: RX_MESSAGES.numericWithoutHyphens,
    paperAcknowledgeRequired: RX_MESSAGES.paperAcknowledgeRequired,

    trackerReadyForPickup: TRACKER_LABELS.READY_FOR_PICKUP,
    trackerInProgress: TRACKER_LABELS.IN_PROGRESS,
    trackerOnHold: TRACKER_LABELS.ON_HOLD,
    trackerDelivery: TRACKER_LABELS.DELIVERY,
    trackerShipped: TRACKER_LABELS.SHIPPED,
    secondaryAwaitingRestock: SECONDARY_STATUS_TEXT.AWAITING_RESTOCK,
    secondaryRescheduled: SECONDARY_STATUS_TEXT.RESCHEDULED,
    secondaryContactedInsurer: SECONDARY_STATUS_TEXT.CONTACTED_INSURER,
    secondaryContactedPrescriber: SECONDARY_STATUS_TEXT.CONTACTED_PRESCRIBER,

    loadPatients: LOAD_MESSAGES.patients,
    loadPrescriptions: LOAD_MESSAGES.prescriptions,
    loadNotifications: LOAD_MESSAGES.notifications,
    loadCart: LOAD_MESSAGES.cart,
    loadPharmacy: LOAD_MESSAGES.pharmacy,
    loadPrograms: LOAD_MESSAGES.programs,

    patientNotFound: 'No patient could be found with patientNumber {{patientNumber}}',
    noPatientSelected: PATIENT_TEXTS.noneSelected,
    orderError: ORDER_ERROR_MESSAGE,
    formFromPage: 'Please submit the form from the page.',
    linkIncomplete: 'This prescription information link is not complete.',
    autoRefillError: AUTO_REFILL_ERROR_MESSAGE,
  },
  es: {
    monthRequired: 'Debe ingresar un mes.',
    dayRequired: 'Debe ingresar un día.',
    yearRequired: 'Debe ingresar un año.',
    numeric: 'Solo se admiten números.',
    dateInvalid: 'La fecha debe ser válida',
    dateUnreadable: 'Ingrese una fecha válida.',
    dateInFuture: 'La fecha no puede ser futura',
    dateTooEarly: 'La fecha debe ser el {{earliest}} o posterior',
    guestSessionExpired: 'Su sesión venció. Inicie sesión o vuelva a ingresar su fecha de nacimiento para continuar.',
    guestBirthDateMismatch:
      'La fecha de nacimiento que ingresó no coincide con nuestros registros. Inténtelo de nuevo.',
    required: '{{field}}: este dato es obligatorio',
    phoneInvalid: 'Ingrese un número de teléfono válido de 10 dígitos',
    phoneTenDigits: 'Número de teléfono no válido: debe tener 10 dígitos',
    rxNumberInvalid: 'Número de receta no válido: debe tener entre 5 y 8 dígitos',
    invalidPrescription: 'La información que ingresó es incorrecta o no es válida. Revísela e inténtelo de nuevo.',
    generic: 'No pudimos completar su solicitud en este momento. Inténtelo de nuevo.',
    nameCharacters: 'No se admiten caracteres especiales.',
    nameLettersOnly: 'Solo se admiten letras',
    nameBlank: 'Debe tener al menos 1 carácter',
    lookupBirthDate: 'La fecha de nacimiento debe ser válida',
    phoneStrict: 'Ingrese un número de teléfono válido de 10 dígitos',
    phoneWithEmail: 'El número de teléfono es obligatorio si ingresa un correo electrónico',
    emailInvalid: 'Correo electrónico no válido',
    exactLength: 'Debe tener {{length}} caracteres',
    requiredShort: 'Obligatorio',
    tooLong: '{{field}} debe tener {{max}} caracteres o menos',
    childAge: 'El niño o la niña debe tener menos de 18 años',
    adultAge: 'El adulto debe tener más de 18 años',
    postalCode: 'Código postal no válido',
    alternateIdLength:
      'Los números de identificación alternativos deben tener 10 dígitos. Los números de tarjeta Plus deben tener entre 11 y 13 dígitos',
    numberRequired: 'El número es obligatorio',
    voicePhoneRequired: 'Elija el teléfono al que debemos llamar.',
    numericWithoutHyphens: 'Solo se admiten números, sin guiones',
    paperAcknowledgeRequired: 'Confirme que traerá su receta en papel.',

    trackerReadyForPickup: 'Lista',
    trackerInProgress: 'En proceso',
    trackerOnHold: 'En espera',
    trackerDelivery: 'Entrega a domicilio',
    trackerShipped: 'Enviada',
    secondaryAwaitingRestock: 'En espera de reabastecimiento',
    secondaryRescheduled: 'Reprogramada',
    secondaryContactedInsurer: 'Se contactó a la aseguradora',
    secondaryContactedPrescriber: 'Se contactó al médico que receta',

    loadPatients: 'No pudimos cargar la información de sus pacientes. Inténtelo de nuevo.',
    loadPrescriptions: 'No pudimos cargar sus recetas. Inténtelo de nuevo.',
    loadNotifications: 'No pudimos cargar las notificaciones. Inténtelo de nuevo.',
    loadCart: 'No pudimos cargar su carrito. Inténtelo de nuevo.',
    loadPharmacy: 'No pudimos cargar la información de la farmacia. Inténtelo de nuevo.',
    loadPrograms: 'No pudimos cargar sus programas. Inténtelo de nuevo.',

    patientNotFound: 'No se encontró ningún paciente con el número de paciente {{patientNumber}}',
    noPatientSelected: 'No se eligió ningún paciente',
    orderError: 'Ocurrió un error al enviar su pedido. Inténtelo de nuevo.',
    formFromPage: 'Envíe el formulario desde la página.',
    linkIncomplete: 'Este enlace a la información de la receta no está completo.',
    autoRefillError: 'Ocurrió un error al guardar su solicitud de inscripción. Inténtelo de nuevo.',
  },
})

/** A string for each of RX_MESSAGES's, a function where it takes values: what a schema or an action is given. */
export type RxMessages = {
  [K in keyof typeof RX_MESSAGES]: (typeof RX_MESSAGES)[K] extends (...args: infer A) => string
    ? (...args: A) => string
    : string
}

/**
 * RX_MESSAGES in a language, shaped as RX_MESSAGES so a schema or an action takes either. For the browser, a loader
 * sends the strings its form needs (functions do not travel).
 */
export function rxMessagesIn(language: Language): RxMessages {
  const t = translator(RX_COMMON, language)
  const texts = textsOf(RX_COMMON, language)
  return {
    ...texts,
    dateTooEarly: (earliest) => t('dateTooEarly', { earliest }),
    required: (field) => t('required', { field }),
    exactLength: (length) => t('exactLength', { length }),
    tooLong: (field, max) => t('tooLong', { field, max }),
  }
}

/** The tracker's status names (spec 2 section 4) in a language. */
export function trackerLabelsIn(language: Language): Record<TrackerStatus, string> {
  const texts = textsOf(RX_COMMON, language)
  return {
    READY_FOR_PICKUP: texts.trackerReadyForPickup,
    IN_PROGRESS: texts.trackerInProgress,
    ON_HOLD: texts.trackerOnHold,
    DELIVERY: texts.trackerDelivery,
    SHIPPED: texts.trackerShipped,
  }
}

/** An on-hold prescription's secondary status in a language. */
export function secondaryStatusIn(language: Language): Record<SecondaryStatus, string> {
  const texts = textsOf(RX_COMMON, language)
  return {
    AWAITING_RESTOCK: texts.secondaryAwaitingRestock,
    RESCHEDULED: texts.secondaryRescheduled,
    CONTACTED_INSURER: texts.secondaryContactedInsurer,
    CONTACTED_PRESCRIBER: texts.secondaryContactedPrescriber,
  }
}

/** What a page says when one of its parts cannot load, in a language (keys as LOAD_MESSAGES's). */
export function loadMessagesIn(language: Language): { [K in keyof typeof LOAD_MESSAGES]: string } {
  const texts = textsOf(RX_COMMON, language)
  return {
    patients: texts.loadPatients,
    prescriptions: texts.loadPrescriptions,
    notifications: texts.loadNotifications,
    cart: texts.loadCart,
    pharmacy: texts.loadPharmacy,
    programs: texts.loadPrograms,
  }
}

/**
 * The patient texts, the order's and the enrolment's errors, and what a request the pages could not have sent is
 * answered with (a hand-made post, a cut link), in a language.
 */
export function rxCommonTextsIn(language: Language) {
  const t = translator(RX_COMMON, language)
  const texts = textsOf(RX_COMMON, language)
  return {
    patientNotFound: (patientNumber: string) => t('patientNotFound', { patientNumber }),
    noPatientSelected: texts.noPatientSelected,
    orderError: texts.orderError,
    formFromPage: texts.formFromPage,
    linkIncomplete: texts.linkIncomplete,
    autoRefillError: texts.autoRefillError,
  }
}

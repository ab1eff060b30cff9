import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import type { GuestRefillFindMessages } from '#app/rx/shared/rx-validation.ts'
import { PHONE_FORMAT_HINT } from '#app/rx/shared/phone-field.tsx'
import { GUEST_REFILL_TEXTS, GUEST_TEXTS } from './guest-texts.ts'

/** 'Guest Refill' (decision 0029's words): find the prescriptions, choose a pickup time, the confirmation. */
const GUEST_REFILL = defineMessages('guestRefill', {
  en: {
    title: GUEST_REFILL_TEXTS.title,
    subheader: GUEST_REFILL_TEXTS.subheader,
    pharmacyPhone: 'Pharmacy Phone Number',
    rxNumbers: 'Prescription Numbers',
    rxNumber: 'Prescription Number {{n}}',
    contactPhone: 'Your Phone Number',
    phoneHint: PHONE_FORMAT_HINT,
    findButton: GUEST_REFILL_TEXTS.findButton,
    addRow: GUEST_REFILL_TEXTS.addRow,
    pickupTitle: GUEST_REFILL_TEXTS.pickupTitle,
    pickupDate: 'Pickup Date',
    pickupTime: 'Pickup Time',
    update: 'Update',
    submitButton: GUEST_REFILL_TEXTS.submitButton,
    noTimes: GUEST_REFILL_TEXTS.noTimes,
    drug: '{{drugName}} (Rx #{{rxNumber}})',
    unnamed: 'Rx #{{rxNumber}}',
    confirmationTitle: GUEST_REFILL_TEXTS.confirmationTitle,
    pharmacy: 'Pharmacy',
    prescriptions: 'Prescriptions',
    pickup: 'Pickup',
    contactAt: 'We will contact you at',
    retrying_one: 'The pharmacy is retrying your request ({{count}} try so far).',
    retrying_other: 'The pharmacy is retrying your request ({{count}} tries so far).',
    tooManyAttempts: GUEST_TEXTS.tooManyAttempts,
    fieldPharmacyPhone: 'Pharmacy Phone Number',
    fieldRxNumber: 'Prescription Number',
    fieldContactPhone: 'Phone Number',
  },
  es: {
    title: 'Resurtido como invitado',
    subheader: 'Pida resurtidos a su farmacia fácilmente, sin crear una cuenta.',
    pharmacyPhone: 'Número de teléfono de la farmacia',
    rxNumbers: 'Números de receta',
    rxNumber: 'Número de receta {{n}}',
    contactPhone: 'Su número de teléfono',
    phoneHint: '10 dígitos, como 513-555-0123.',
    findButton: 'Buscar recetas',
    addRow: 'Agregar otra receta',
    pickupTitle: 'Elija una hora de recogida',
    pickupDate: 'Fecha de recogida',
    pickupTime: 'Hora de recogida',
    update: 'Actualizar',
    submitButton: 'Pedir resurtido',
    noTimes: 'Esta farmacia no tiene horas de recogida en los próximos 7 días. Llame a la farmacia.',
    drug: '{{drugName}} (receta n.º {{rxNumber}})',
    unnamed: 'Receta n.º {{rxNumber}}',
    confirmationTitle: 'Resurtido pedido',
    pharmacy: 'Farmacia',
    prescriptions: 'Recetas',
    pickup: 'Recogida',
    contactAt: 'Nos comunicaremos con usted al',
    retrying_one: 'La farmacia está reintentando su solicitud ({{count}} intento hasta ahora).',
    retrying_many: 'La farmacia está reintentando su solicitud ({{count}} de intentos hasta ahora).',
    retrying_other: 'La farmacia está reintentando su solicitud ({{count}} intentos hasta ahora).',
    tooManyAttempts: 'Demasiados intentos fallidos. Espere 15 minutos e inténtelo de nuevo.',
    fieldPharmacyPhone: 'Número de teléfono de la farmacia',
    fieldRxNumber: 'Número de receta',
    fieldContactPhone: 'Número de teléfono',
  },
})

/** The page's words in a language (the field names inside messages and the plurals aside). */
export function guestRefillTexts(language: Language) {
  const {
    fieldPharmacyPhone: _pharmacyPhone,
    fieldRxNumber: _rxNumber,
    fieldContactPhone: _contactPhone,
    tooManyAttempts: _tooManyAttempts,
    drug: _drug,
    unnamed: _unnamed,
    ...texts
  } = textsOf(GUEST_REFILL, language)
  return texts
}

/** What the server and the browser answer the first step's fields with, in a language. */
export function guestRefillFindMessages(language: Language): GuestRefillFindMessages {
  const rx = rxMessagesIn(language)
  const t = translator(GUEST_REFILL, language)
  return {
    pharmacyPhoneRequired: rx.required(t('fieldPharmacyPhone')),
    rxNumberRequired: rx.required(t('fieldRxNumber')),
    contactPhoneRequired: rx.required(t('fieldContactPhone')),
    phoneInvalid: rx.phoneInvalid,
    rxNumberInvalid: rx.rxNumberInvalid,
  }
}

/** The server's own answers: the limit, a prescription's name when the pharmacy gives none, the retries, the time. */
export function guestRefillMessages(language: Language) {
  const t = translator(GUEST_REFILL, language)
  const rx = rxMessagesIn(language)
  return {
    tooManyAttempts: t('tooManyAttempts'),
    generic: rx.generic,
    invalidPrescription: rx.invalidPrescription,
    pickupTimeRequired: rx.required(t('pickupTime')),
    drug: (drugName: string, rxNumber: string) => t('drug', { drugName, rxNumber }),
    unnamed: (rxNumber: string) => t('unnamed', { rxNumber }),
    retrying: (count: number) => t('retrying', { count }),
  }
}

import { rxFieldLabelsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator, type Texts } from '#app/i18n/messages.server.ts'
import { birthDateTexts } from '#app/rx/shared/birth-date.messages.server.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { nameMessagesOf, type VaccineRecordMessages } from '#app/rx/shared/rx-validation.ts'
import { VACCINE_RECORD_TEXTS as TEXTS } from './vaccine-record-texts.ts'

/** The digital vaccine record's pages (decision 0072): the request, the link's check and the record. */
export const VACCINE_RECORD_PAGES = defineMessages('vaccineRecord', {
  en: {
    title: TEXTS.title,
    requestIntro: TEXTS.requestIntro,
    firstName: TEXTS.firstName,
    lastName: TEXTS.lastName,
    mobilePhone: TEXTS.mobilePhone,
    send: TEXTS.send,
    sent: TEXTS.sent,
    sendAgain: TEXTS.sendAgain,
    verifyTitle: TEXTS.verifyTitle,
    verifyIntro: TEXTS.verifyIntro,
    verify: TEXTS.verify,
    noLink: TEXTS.noLink,
    requestAnother: TEXTS.requestAnother,
    born: TEXTS.born,
    vaccinations: TEXTS.vaccinations,
    date: TEXTS.columns.date,
    manufacturer: TEXTS.columns.manufacturer,
    lot: TEXTS.columns.lot,
    location: TEXTS.columns.location,
    none: TEXTS.none,
    qrTitle: TEXTS.qrTitle,
    qrHelp: TEXTS.qrHelp,
    locked: TEXTS.locked,
  },
  es: {
    title: 'Registro digital de vacunas',
    requestIntro:
      'Ingrese los datos del paciente tal como los tiene la farmacia. Enviaremos un enlace seguro por mensaje de texto al teléfono celular registrado.',
    firstName: 'Nombre',
    lastName: 'Apellido',
    mobilePhone: 'Número de teléfono celular',
    send: 'Enviar mensaje de texto',
    sent: 'Le enviamos un mensaje de texto con un enlace seguro. Ábralo en su teléfono para ver su registro digital de vacunas.',
    sendAgain: 'Enviar otro mensaje de texto',
    verifyTitle: 'Verifique su identidad',
    verifyIntro:
      'Para abrir el registro digital de vacunas, ingrese la fecha de nacimiento y el número de teléfono celular del paciente.',
    verify: 'Ver registro',
    noLink: 'Abra el enlace de su mensaje de texto para ver su registro, o pida uno nuevo.',
    requestAnother: 'Pedir un mensaje de texto',
    born: 'Fecha de nacimiento',
    vaccinations: 'Vacunas',
    date: 'Fecha',
    manufacturer: 'Fabricante',
    lot: 'Número de lote',
    location: 'Lugar de aplicación',
    none: 'No hay vacunas registradas.',
    qrTitle: 'SMART Health Card',
    qrHelp:
      'Quien necesite comprobar sus vacunas puede escanear este código. Contiene su nombre, su fecha de nacimiento y sus vacunas.',
    locked: 'Superó el número de intentos. Vuelva más tarde e inténtelo de nuevo.',
  },
})
export type VaccineRecordTexts = Texts<typeof VACCINE_RECORD_PAGES>

/** What the server answers with (spec 2 section 8's messages, quoted in English; `{{name}}` is the patient's). */
export const VACCINE_RECORD_MESSAGES = defineMessages('vaccineRecordMessages', {
  en: {
    notFound: TEXTS.notFound,
    wrongDetails: TEXTS.wrongDetails,
    expired: TEXTS.expired,
    qrAlt: 'SMART Health Card QR code for {{name}}',
  },
  es: {
    notFound: 'No encontramos al paciente en la farmacia. Revise los datos que ingresó.',
    wrongDetails: 'La fecha de nacimiento o el número de teléfono del paciente no son correctos. Inténtelo de nuevo.',
    expired: 'Su acceso al registro digital de vacunas venció. Pida otro mensaje de texto.',
    qrAlt: 'Código QR de la SMART Health Card de {{name}}',
  },
})

/** The forms' words and messages in a language: the fields' labels, the birth date's, and what the checks say. */
export function vaccineRecordFormTexts(language: Language) {
  const texts = textsOf(VACCINE_RECORD_PAGES, language)
  const rx = rxMessagesIn(language)
  const birthDate = birthDateTexts(language)
  const messages: VaccineRecordMessages = {
    firstName: nameMessagesOf(texts.firstName, rx),
    lastName: nameMessagesOf(texts.lastName, rx),
    phone: { required: rx.required(texts.mobilePhone), invalid: rx.phoneInvalid },
    birthDate: birthDate.messages,
  }
  return {
    texts,
    birthDateLabels: birthDate.labels,
    phoneFormatHint: rxFieldLabelsIn(language).phoneFormatHint,
    messages,
  }
}

export const vaccineRecordMessages = (language: Language) => translator(VACCINE_RECORD_MESSAGES, language)

import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { birthDateTexts } from '#app/rx/shared/birth-date.messages.server.ts'
import { rxFieldLabelsIn, rxFormWordTextsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import { TRANSFER_FIELD_NAMES, type TransferFormWordTexts } from '#app/rx/shared/rx-validation.ts'
import type { PrescriptionRequestType } from '#app/upstream/rx-api.constants.ts'
import { STORE_PAGES } from '#app/stores/store.messages.server.ts'
import { TRANSFER_TEXTS } from './transfer-texts.ts'

/**
 * 'Transfer Prescriptions' and its confirmation (decision 0030's words) in both languages (issue 36); the names of the
 * patient's and the pharmacy's phone are the shared ones (`rxFields`). `{{n}}` is a prescription row's number,
 * `{{name}}` a pharmacy's name and `{{pharmacy}}` the new pharmacy's, as sent.
 */
const TRANSFER = defineMessages('rxTransfer', {
  en: {
    title: TRANSFER_TEXTS.title,
    description: TRANSFER_TEXTS.description,
    orderTypeLegend: TRANSFER_TEXTS.orderTypeLegend,
    orderTypeTransferAll: TRANSFER_TEXTS.orderTypes.TRANSFER_ALL,
    orderTypeTransfer: TRANSFER_TEXTS.orderTypes.TRANSFER,
    orderTypeNew: TRANSFER_TEXTS.orderTypes.NEW,
    orderTypePaper: TRANSFER_TEXTS.orderTypes.PAPER,
    update: TRANSFER_TEXTS.update,
    currentPharmacyTitle: TRANSFER_TEXTS.currentPharmacyTitle,
    currentPharmacyHint: TRANSFER_TEXTS.currentPharmacyHint,
    typeItYourself: TRANSFER_TEXTS.typeItYourself,
    chooseCurrentPharmacyFirst: TRANSFER_TEXTS.chooseCurrentPharmacyFirst,
    currentPharmacySearch: TRANSFER_TEXTS.currentPharmacySearch,
    newPharmacyTitle: TRANSFER_TEXTS.newPharmacyTitle,
    newPharmacySearch: TRANSFER_TEXTS.newPharmacySearch,
    newPharmacyLegend: TRANSFER_TEXTS.newPharmacyLegend,
    chooseNewPharmacyFirst: TRANSFER_TEXTS.chooseNewPharmacyFirst,
    noneFound: TRANSFER_TEXTS.noneFound,
    usePharmacy: TRANSFER_TEXTS.usePharmacy,
    usePharmacyOf: `${TRANSFER_TEXTS.usePharmacy}: {{name}}`,
    recent: TRANSFER_TEXTS.recent,
    patientTitle: TRANSFER_TEXTS.patientTitle,
    doctorLegend: TRANSFER_TEXTS.doctorLegend,
    doctorName: TRANSFER_FIELD_NAMES.doctorName,
    doctorPhone: TRANSFER_FIELD_NAMES.doctorPhone,
    pharmacyName: TRANSFER_FIELD_NAMES.pharmacyName,
    prescriptionsTitle: TRANSFER_TEXTS.prescriptionsTitle,
    medName: 'Medication Name {{n}}',
    rxNumber: 'Prescription Number {{n}}',
    fieldMedName: TRANSFER_FIELD_NAMES.medName,
    fieldRequestType: TRANSFER_FIELD_NAMES.requestType,
    addRow: TRANSFER_TEXTS.addRow,
    refill: TRANSFER_TEXTS.refill,
    paperAcknowledge: TRANSFER_TEXTS.paperAcknowledge,
    submitButton: TRANSFER_TEXTS.submitButton,
    confirmationTitle: TRANSFER_TEXTS.confirmationTitle,
    confirmationText: TRANSFER_TEXTS.confirmationText('{{pharmacy}}'),
    requestNumber: TRANSFER_TEXTS.requestNumber,
    another: TRANSFER_TEXTS.another,
  },
  es: {
    title: 'Transferir recetas',
    description: 'Traiga sus recetas a nuestra farmacia o avísenos de una receta nueva.',
    orderTypeLegend: '¿Qué desea hacer?',
    orderTypeTransferAll: 'Transferir todas mis recetas desde otra farmacia',
    orderTypeTransfer: 'Transferir algunas recetas desde otra farmacia',
    orderTypeNew: 'Mi médico va a enviar una receta nueva',
    orderTypePaper: 'Tengo una receta en papel',
    update: 'Actualizar',
    currentPharmacyTitle: 'Su farmacia actual',
    currentPharmacyHint: 'Búsquela para completar su nombre y número de teléfono, o escríbalos usted.',
    typeItYourself: 'Escribir el nombre y el número de teléfono de la farmacia',
    chooseCurrentPharmacyFirst:
      'Para continuar, busque arriba su farmacia actual o elija escribir usted su nombre y teléfono.',
    currentPharmacySearch: 'Buscar por nombre, código postal o ciudad',
    newPharmacyTitle: 'Su nueva farmacia',
    newPharmacySearch: 'Buscar por código postal o ciudad',
    newPharmacyLegend: 'Farmacia',
    chooseNewPharmacyFirst: 'Para continuar, busque arriba su nueva farmacia.',
    noneFound: 'No se encontraron farmacias. Pruebe con otro nombre, código postal o ciudad.',
    usePharmacy: 'Usar esta farmacia',
    usePharmacyOf: 'Usar esta farmacia: {{name}}',
    recent: 'Usada recientemente',
    patientTitle: 'Paciente',
    doctorLegend: 'Su médico',
    doctorName: 'Nombre del médico',
    doctorPhone: 'Número de teléfono del médico',
    pharmacyName: 'Nombre de la farmacia',
    prescriptionsTitle: 'Recetas',
    medName: 'Nombre del medicamento {{n}}',
    rxNumber: 'Número de receta {{n}}',
    fieldMedName: 'Nombre del medicamento',
    fieldRequestType: 'Tipo de solicitud',
    addRow: 'Agregar otra receta',
    refill: 'Surtir esta receta cuando llegue',
    paperAcknowledge: 'Llevaré mi receta en papel a la farmacia. Una receta en papel no se puede enviar en línea.',
    submitButton: 'Enviar solicitud',
    confirmationTitle: 'Solicitud recibida',
    confirmationText:
      '{{pharmacy}} recibió su solicitud. La farmacia se comunicará con usted si necesita algo más y cuando sus recetas estén listas.',
    requestNumber: 'Número de solicitud',
    another: 'Hacer otra solicitud',
  },
})

const ORDER_TYPE_KEYS = {
  TRANSFER_ALL: 'orderTypeTransferAll',
  TRANSFER: 'orderTypeTransfer',
  NEW: 'orderTypeNew',
  PAPER: 'orderTypePaper',
} as const satisfies Record<PrescriptionRequestType, string>

/** An order type's name in a language. */
export const orderTypeIn = (language: Language, type: PrescriptionRequestType) =>
  translator(TRANSFER, language)(ORDER_TYPE_KEYS[type])

/**
 * The request page's words in a language: its own, the store search's button, the shared field labels (the guest's
 * name and phone, the current pharmacy's phone, the birth date group, the phone's format hint). `{{n}}` stays for the
 * rows.
 */
export function transferTexts(language: Language) {
  const {
    orderTypeTransferAll: _transferAll,
    orderTypeTransfer: _transfer,
    orderTypeNew: _new,
    orderTypePaper: _paper,
    usePharmacyOf: _usePharmacyOf,
    fieldMedName: _fieldMedName,
    fieldRequestType: _fieldRequestType,
    confirmationTitle: _confirmationTitle,
    confirmationText: _confirmationText,
    requestNumber: _requestNumber,
    another: _another,
    ...texts
  } = textsOf(TRANSFER, language)
  const { fields } = rxFormWordTextsIn(language)
  return {
    ...texts,
    search: textsOf(STORE_PAGES, language).search,
    firstName: fields.firstName,
    lastName: fields.lastName,
    phone: fields.phone,
    pharmacyPhone: fields.facilityPhone,
    phoneFormatHint: rxFieldLabelsIn(language).phoneFormatHint,
    birthDate: birthDateTexts(language).labels,
  }
}
export type TransferTexts = ReturnType<typeof transferTexts>

/** What the form's checks say in a language, as the loader sends them to the browser and the action uses them. */
export function transferFormWordTexts(language: Language): TransferFormWordTexts {
  const texts = textsOf(TRANSFER, language)
  return {
    words: rxFormWordTextsIn(language),
    names: {
      pharmacy: texts.newPharmacyLegend,
      patient: texts.patientTitle,
      pharmacyName: texts.pharmacyName,
      doctorName: texts.doctorName,
      doctorPhone: texts.doctorPhone,
      medName: texts.fieldMedName,
      requestType: texts.fieldRequestType,
    },
  }
}

/**
 * What the server says: a search result's link name, the confirmation's sentence and the pharmacy field's name.
 */
export function transferMessages(language: Language) {
  const t = translator(TRANSFER, language)
  return {
    pharmacy: t('newPharmacyLegend'),
    usePharmacyOf: (name: string) => t('usePharmacyOf', { name }),
    confirmationText: (pharmacy: string) => t('confirmationText', { pharmacy }),
  }
}

/** The confirmation page's words in a language, its title as the browser's tab shows it. */
export function transferConfirmationTexts(language: Language) {
  const texts = textsOf(TRANSFER, language)
  return {
    pageTitle: `${texts.confirmationTitle} | ${texts.title}`,
    confirmationTitle: texts.confirmationTitle,
    requestNumber: texts.requestNumber,
    orderTypeLegend: texts.orderTypeLegend,
    another: texts.another,
  }
}

import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import type { NEW_PATIENT_PRESCRIPTION_TYPES } from '#app/rx/shared/rx-form-rules.ts'
import { LINK_TEXTS } from './link-texts.ts'
import { LINK_FORM } from './link.messages.server.ts'
import { NEW_PATIENT_TEXTS } from './new-patient-texts.ts'

/**
 * The new-patient request's pages in both languages (issue 36). `{{n}}` is a patient's place on the form, which the
 * browser fills as it adds rows; `{{requestId}}` the pharmacy's id of the request sent.
 */
const NEW_PATIENT = defineMessages('newPatient', {
  en: {
    title: NEW_PATIENT_TEXTS.newPatientTitle,
    intro: NEW_PATIENT_TEXTS.newPatientIntro,
    patientNumbered: NEW_PATIENT_TEXTS.patientNumbered('{{n}}'),
    addPatientRow: NEW_PATIENT_TEXTS.addPatientRow,
    removePatient: NEW_PATIENT_TEXTS.removePatient('{{n}}'),
    prescriptionKind: NEW_PATIENT_TEXTS.prescriptionKind,
    kindNew: NEW_PATIENT_TEXTS.prescriptionKinds.NEW,
    kindTransfer: NEW_PATIENT_TEXTS.prescriptionKinds.TRANSFER,
    kindPaper: NEW_PATIENT_TEXTS.prescriptionKinds.PAPER,
    shippingSection: NEW_PATIENT_TEXTS.shippingSection,
    accountInformationTitle: NEW_PATIENT_TEXTS.accountInformationTitle,
    accountInformationSubheader: NEW_PATIENT_TEXTS.accountInformationSubheader,
    aboutYou: LINK_TEXTS.patientSection.SELF,
    addressSection: LINK_TEXTS.addressSection,
    summaryTitle: NEW_PATIENT_TEXTS.summaryTitle,
    summaryIntro: NEW_PATIENT_TEXTS.summaryIntro,
    submitRequest: NEW_PATIENT_TEXTS.submitRequest,
    submitted: NEW_PATIENT_TEXTS.submitted('{{requestId}}'),
  },
  es: {
    title: 'Formulario de solicitud de paciente nuevo',
    intro: '¿Es nuevo en nuestra farmacia? Díganos quién es el paciente y adónde enviar sus recetas.',
    patientNumbered: 'Paciente {{n}}',
    addPatientRow: 'Agregar otro paciente',
    removePatient: 'Quitar al paciente {{n}}',
    prescriptionKind: '¿Qué recetas traerá el paciente?',
    kindNew: 'Una receta nueva de un médico',
    kindTransfer: 'Una transferencia de otra farmacia',
    kindPaper: 'Una receta en papel',
    shippingSection: 'Datos de envío',
    accountInformationTitle: 'Información del titular principal de la cuenta',
    accountInformationSubheader: 'Ingrese sus datos para la verificación.',
    aboutYou: 'Sobre usted',
    addressSection: 'Dirección',
    summaryTitle: 'Resumen de la solicitud de paciente nuevo',
    summaryIntro: 'Revise la solicitud y envíela a la farmacia.',
    submitRequest: 'Enviar solicitud',
    submitted:
      'Se envió su solicitud de paciente nuevo (solicitud {{requestId}}). La farmacia se comunicará con usted.',
  },
})

/** The request's pages' words in a language; `{{n}}` stays for the form to fill per patient. */
export const newPatientTexts = (language: Language) => ({
  ...textsOf(NEW_PATIENT, language),
  form: textsOf(LINK_FORM, language),
})
export type NewPatientTexts = ReturnType<typeof newPatientTexts>

/** The summary's words, with the request's id once it is sent. */
export const newPatientSummaryTexts = (language: Language, requestId: string | null) =>
  textsOf(NEW_PATIENT, language, { requestId: requestId ?? '' })
export type NewPatientSummaryTexts = ReturnType<typeof newPatientSummaryTexts>

const KIND_KEY = { NEW: 'kindNew', TRANSFER: 'kindTransfer', PAPER: 'kindPaper' } as const

/** The prescriptions a patient brings, as the summary says them. */
export const prescriptionKindText = (language: Language, kind: (typeof NEW_PATIENT_PRESCRIPTION_TYPES)[number]) =>
  translator(NEW_PATIENT, language)(KIND_KEY[kind])

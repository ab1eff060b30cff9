import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator, type Texts } from '#app/i18n/messages.server.ts'
import type { LookupPatientType } from '#app/rx/shared/rx-form-rules.ts'
import { birthDateTexts } from '#app/rx/shared/birth-date.messages.server.ts'
import { rxFieldLabelsIn, rxFormWordTextsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import { LINK_MESSAGES } from './link-messages.ts'
import { LINK_TEXTS } from './link-texts.ts'
import { PATIENT_LINK_TEXTS } from './patient-link-texts.ts'

/**
 * Linking's pages in both languages (issue 36). The English catalogs reuse the texts modules the specs' tests read;
 * the questions and answers of the quizzes are the providers' and stay as sent.
 */

/** The words every linking form shares: the person, the prescription and its example label, Next. */
export const LINK_FORM = defineMessages('linkForm', {
  en: {
    firstName: LINK_TEXTS.firstName,
    lastName: LINK_TEXTS.lastName,
    next: LINK_TEXTS.next,
    prescriptionSection: LINK_TEXTS.prescriptionSection,
    prescriptionType: LINK_TEXTS.prescriptionType,
    retail: LINK_TEXTS.retail,
    mailOrder: LINK_TEXTS.mailOrder,
    rxNumber: LINK_TEXTS.rxNumber,
    facilityPhone: LINK_TEXTS.facilityPhone,
    facilityPhoneHint: LINK_TEXTS.facilityPhoneHint,
    exampleLabelAlt: LINK_TEXTS.exampleLabelAlt,
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    next: 'Siguiente',
    prescriptionSection: 'La receta',
    prescriptionType: 'Tipo de receta',
    retail: 'Surtida en una farmacia de tienda',
    mailOrder: 'Farmacia de pedidos por correo',
    rxNumber: 'Número de receta (Rx#)',
    facilityPhone: 'Número de teléfono de la farmacia',
    facilityPhoneHint: 'Para una receta de tienda: el teléfono de la farmacia que aparece en la etiqueta.',
    exampleLabelAlt:
      'Ejemplo de etiqueta de receta: el número de receta, Rx# 7300001, está a la izquierda, debajo del nombre y la dirección de la farmacia; el teléfono de la farmacia, 513-555-0170, está arriba a la derecha.',
  },
})
export type LinkFormTexts = Texts<typeof LINK_FORM>

const TYPE_KEY = {
  SELF: 'Self',
  CHILD: 'Child',
  PET: 'Pet',
  OTHER_ADULT: 'OtherAdult',
  CAREGIVER: 'Caregiver',
  MANAGED_ADULT: 'ManagedAdult',
} as const satisfies Record<LookupPatientType, string>

/** 'Enter Your Details' and the child's, the pet's...: the lookup by a prescription label. */
const PRESCRIPTION_LOOKUP = defineMessages('prescriptionLookup', {
  en: {
    titleSelf: LINK_TEXTS.lookupTitle.SELF,
    titleChild: LINK_TEXTS.lookupTitle.CHILD,
    titlePet: LINK_TEXTS.lookupTitle.PET,
    titleOtherAdult: LINK_TEXTS.lookupTitle.OTHER_ADULT,
    titleCaregiver: LINK_TEXTS.lookupTitle.CAREGIVER,
    titleManagedAdult: LINK_TEXTS.lookupTitle.MANAGED_ADULT,
    introSelf: LINK_TEXTS.lookupIntro.SELF,
    introChild: LINK_TEXTS.lookupIntro.CHILD,
    introPet: LINK_TEXTS.lookupIntro.PET,
    introOtherAdult: LINK_TEXTS.lookupIntro.OTHER_ADULT,
    introCaregiver: LINK_TEXTS.lookupIntro.CAREGIVER,
    introManagedAdult: LINK_TEXTS.lookupIntro.MANAGED_ADULT,
    sectionSelf: LINK_TEXTS.patientSection.SELF,
    sectionChild: LINK_TEXTS.patientSection.CHILD,
    sectionPet: LINK_TEXTS.patientSection.PET,
    sectionOtherAdult: LINK_TEXTS.patientSection.OTHER_ADULT,
    sectionCaregiver: LINK_TEXTS.patientSection.CAREGIVER,
    sectionManagedAdult: LINK_TEXTS.patientSection.MANAGED_ADULT,
    otherAdultEmail: LINK_TEXTS.otherAdultEmail,
    grantorEmail: LINK_TEXTS.grantorEmail,
    byDetailsInstead: LINK_TEXTS.byDetailsInstead,
  },
  es: {
    titleSelf: 'Ingrese sus datos',
    titleChild: 'Ingrese los datos de su hijo',
    titlePet: 'Ingrese los datos de su mascota',
    titleOtherAdult: 'Ingrese los datos del otro adulto',
    titleCaregiver: 'Ingrese los datos de la persona que cuida',
    titleManagedAdult: 'Ingrese los datos del adulto que administra',
    introSelf:
      'Busque su registro de paciente de la farmacia con el número de receta (Rx#) que aparece en una de las etiquetas de sus recetas.',
    introChild:
      'Busque el registro de paciente de la farmacia de su hijo con el número de receta (Rx#) que aparece en una de sus etiquetas.',
    introPet:
      'Busque el registro de paciente de la farmacia de su mascota con el número de receta (Rx#) que aparece en una de sus etiquetas.',
    introOtherAdult:
      'Busque el registro de paciente de la farmacia del adulto con el número de receta (Rx#) que aparece en una de sus etiquetas. Le enviaremos un correo electrónico para que apruebe su acceso.',
    introCaregiver:
      'Busque el registro de paciente de la farmacia de la persona que cuida con el número de receta (Rx#) que aparece en una de sus etiquetas. Se le pedirá que lo apruebe como su cuidador.',
    introManagedAdult:
      'Busque el registro de paciente de la farmacia del adulto que le permite administrar sus recetas, con el número de receta (Rx#) que aparece en una de sus etiquetas y el correo electrónico de su cuenta en línea.',
    sectionSelf: 'Sobre usted',
    sectionChild: 'Sobre su hijo',
    sectionPet: 'Sobre su mascota',
    sectionOtherAdult: 'Sobre el adulto',
    sectionCaregiver: 'Sobre la persona que cuida',
    sectionManagedAdult: 'Sobre el adulto',
    otherAdultEmail: 'Su correo electrónico',
    grantorEmail: 'Correo electrónico de su cuenta en línea',
    byDetailsInstead: '¿No tiene una etiqueta a mano? Busque su registro con sus datos',
  },
})

/** The lookup page's words for one patient type: its title, introduction and section, and the rest as they are. */
export function prescriptionLookupTexts(language: Language, patientType: LookupPatientType) {
  const texts = textsOf(PRESCRIPTION_LOOKUP, language)
  const key = TYPE_KEY[patientType]
  return {
    form: textsOf(LINK_FORM, language),
    title: texts[`title${key}`],
    intro: texts[`intro${key}`],
    patientSection: texts[`section${key}`],
    otherAdultEmail: texts.otherAdultEmail,
    grantorEmail: texts.grantorEmail,
    byDetailsInstead: texts.byDetailsInstead,
  }
}
export type PrescriptionLookupTexts = ReturnType<typeof prescriptionLookupTexts>

/** 'Enter Patient Details': linking oneself by one's details (decision 0080). */
const PATIENT_LOOKUP = defineMessages('patientLookup', {
  en: {
    title: PATIENT_LINK_TEXTS.patientLookupTitle,
    intro: PATIENT_LINK_TEXTS.patientLookupIntro,
    aboutYou: LINK_TEXTS.patientSection.SELF,
    addressSection: LINK_TEXTS.addressSection,
    contactSection: PATIENT_LINK_TEXTS.contactSection,
    phoneNum: PATIENT_LINK_TEXTS.phoneNum,
    email: PATIENT_LINK_TEXTS.email,
    byPrescriptionInstead: PATIENT_LINK_TEXTS.byPrescriptionInstead,
    newPatientInstead: PATIENT_LINK_TEXTS.newPatientInstead,
    someoneElseInstead: PATIENT_LINK_TEXTS.someoneElseInstead,
  },
  es: {
    title: 'Ingrese los datos del paciente',
    intro:
      'Díganos quién es usted, tal como lo conoce su farmacia. Después le haremos algunas preguntas para confirmar que es usted.',
    aboutYou: 'Sobre usted',
    addressSection: 'Dirección',
    contactSection: 'Cómo comunicarnos con usted',
    phoneNum: 'Número de teléfono (opcional)',
    email: 'Correo electrónico (opcional)',
    byPrescriptionInstead: '¿Tiene una etiqueta de receta? Busque su registro con su número de receta',
    newPatientInstead: '¿Es nuevo en nuestra farmacia? Solicite ser paciente',
    someoneElseInstead: '¿Administra las recetas de otra persona? Agregue un paciente',
  },
})
export const patientLookupTexts = (language: Language) => ({
  ...textsOf(PATIENT_LOOKUP, language),
  form: textsOf(LINK_FORM, language),
})
export type PatientLookupTexts = ReturnType<typeof patientLookupTexts>

/** The second proof of a record found by details: the prescriber, or an Rx number. */
const PRESCRIPTION_VERIFY = defineMessages('prescriptionVerify', {
  en: {
    prescriberTitle: PATIENT_LINK_TEXTS.prescriberTitle,
    prescriberIntro: PATIENT_LINK_TEXTS.prescriberIntro,
    prescriberLegend: PATIENT_LINK_TEXTS.prescriberLegend,
    byRxInstead: PATIENT_LINK_TEXTS.byRxInstead,
    verifyTitle: PATIENT_LINK_TEXTS.verifyTitle,
    verifyIntro: PATIENT_LINK_TEXTS.verifyIntro,
  },
  es: {
    prescriberTitle: 'Verifique a su médico',
    prescriberIntro: '¿Cuál de estos médicos le recetó alguna de sus recetas? Elija en un plazo de 3 minutos.',
    prescriberLegend: 'Su médico que receta',
    byRxInstead: 'Ingresar un número de receta en su lugar',
    verifyTitle: 'Verifique su receta',
    verifyIntro: 'Ingrese el número de receta (Rx#) que aparece en una de las etiquetas de sus recetas.',
  },
})
export const prescriptionVerifyTexts = (language: Language) => ({
  ...textsOf(PRESCRIPTION_VERIFY, language),
  form: textsOf(LINK_FORM, language),
})
export type PrescriptionVerifyTexts = ReturnType<typeof prescriptionVerifyTexts>

/** The identity quiz's own words; its questions and answers are the identity provider's, as sent. */
export const IDENTITY_QUIZ = defineMessages('identityQuiz', {
  en: {
    title: LINK_TEXTS.quizTitle,
    intro: LINK_TEXTS.quizIntro,
    allRequired: LINK_TEXTS.quizAllRequired,
    passed: LINK_TEXTS.quizPassed,
    next: LINK_TEXTS.next,
  },
  es: {
    title: 'Verifique su identidad',
    intro: 'Responda estas preguntas sobre sus registros públicos para que sepamos que es usted.',
    allRequired: 'Todos los campos son obligatorios.',
    passed: 'Se verificó su identidad. Seleccione Siguiente para vincular su cuenta de la farmacia.',
    next: 'Siguiente',
  },
})
export type IdentityQuizTexts = Texts<typeof IDENTITY_QUIZ>

/** 'Add a Patient': whose record to link next. */
const ADD_PATIENT = defineMessages('addPatient', {
  en: {
    title: LINK_TEXTS.addPatientTitle,
    intro: LINK_TEXTS.addPatientIntro,
    self: LINK_TEXTS.addPatientSelf,
    child: LINK_TEXTS.addPatientTypes.CHILD,
    pet: LINK_TEXTS.addPatientTypes.PET,
    otherAdult: LINK_TEXTS.addPatientTypes.OTHER_ADULT,
    caregiver: LINK_TEXTS.addPatientTypes.CAREGIVER,
    managedAdult: LINK_TEXTS.addPatientTypes.MANAGED_ADULT,
    next: LINK_TEXTS.next,
  },
  es: {
    title: 'Agregar un paciente',
    intro: '¿De quién quiere administrar las recetas en línea?',
    self: 'Yo',
    child: 'Mi hijo (menor de 18 años)',
    pet: 'Mi mascota',
    otherAdult: 'Otro adulto',
    caregiver: 'Alguien a quien cuido, como su cuidador',
    managedAdult: 'Un adulto que me dio acceso para administrar sus recetas',
    next: 'Siguiente',
  },
})
export const addPatientTexts = (language: Language) => textsOf(ADD_PATIENT, language)
export type AddPatientTexts = ReturnType<typeof addPatientTexts>

/** The pages where linking stops: the identity provider's refusal, and a sign-in account to fix first. */
const LINK_STOPPED = defineMessages('linkStopped', {
  en: {
    failureTitle: LINK_TEXTS.failureTitle,
    ciamTitle: LINK_TEXTS.ciamTitle,
    signInInformation: LINK_TEXTS.signInInformation,
    backToPrescriptions: 'Back to My Prescriptions',
  },
  es: {
    failureTitle: 'Verificación de identidad',
    ciamTitle: 'Su cuenta de inicio de sesión requiere atención',
    signInInformation: 'Información de inicio de sesión',
    backToPrescriptions: 'Volver a Mis recetas',
  },
})
export const linkStoppedTexts = (language: Language) => textsOf(LINK_STOPPED, language)
export type LinkStoppedTexts = ReturnType<typeof linkStoppedTexts>

/** What the server answers linking with: refusals, failures and the toast of a link made. `{{phone}}`: support's. */
const LINK_ANSWERS = defineMessages('linkAnswers', {
  en: {
    notFound: LINK_MESSAGES.notFound,
    locked: LINK_MESSAGES.locked,
    alreadyLinked: LINK_MESSAGES.alreadyLinked('{{phone}}'),
    patientLookupFailed: LINK_MESSAGES.patientLookupFailed,
    prescriberError: LINK_MESSAGES.prescriberError,
    prescriberFailed: LINK_MESSAGES.prescriberFailed,
    prescriberTimedOut: LINK_MESSAGES.prescriberTimedOut,
    verifyLocked: LINK_MESSAGES.verifyLocked,
    verifyFailed: LINK_MESSAGES.verifyFailed,
    lookupFailed: LINK_MESSAGES.lookupFailed,
    tooManyAttempts: LINK_MESSAGES.tooManyAttempts,
    quizLoadFailed: LINK_MESSAGES.quizLoadFailed,
    quizAllRequired: LINK_TEXTS.quizAllRequired,
    idmFailed: LINK_MESSAGES.idmFailed('{{phone}}'),
    idmNotFound: LINK_MESSAGES.idmNotFound('{{phone}}'),
    ciamEmailUnconfirmed: LINK_MESSAGES.ciamEmailUnconfirmed,
    ciamLocked: LINK_MESSAGES.ciamLocked('{{phone}}'),
    linkFailed: LINK_MESSAGES.linkFailed,
    linked: LINK_MESSAGES.linked,
    newPatientFailed: LINK_MESSAGES.newPatientFailed,
  },
  es: {
    notFound:
      'No encontramos un paciente que coincida con la información que proporcionó. Actualice su información e inténtelo de nuevo.',
    locked:
      'Su cuenta se bloqueó por demasiados intentos fallidos de acceder a un paciente. Inténtelo de nuevo más tarde.',
    alreadyLinked:
      'Este paciente ya está vinculado a una cuenta en línea. Comuníquese con Atención al Cliente al {{phone}}.',
    patientLookupFailed: 'Algo salió mal. Inténtelo de nuevo',
    prescriberError: 'Algo salió mal. Ingrese un número de receta (Rx#).',
    prescriberFailed: 'No pudimos verificar a su médico. Ingrese un número de receta (Rx#).',
    prescriberTimedOut: 'Se acabó el tiempo para elegir a su médico. Ingrese un número de receta (Rx#).',
    verifyLocked:
      'Su cuenta se bloqueó durante 30 minutos por demasiados intentos fallidos. Inténtelo de nuevo más tarde.',
    verifyFailed: 'Ocurrió un error al verificar su receta; inténtelo de nuevo más tarde.',
    lookupFailed: 'Lo sentimos, no podemos completar su solicitud en este momento. Inténtelo de nuevo más tarde.',
    tooManyAttempts: 'Demasiados intentos. Inténtelo de nuevo más tarde.',
    quizLoadFailed: 'Lo sentimos, algo salió mal al cargar la página. Inténtelo de nuevo más tarde.',
    quizAllRequired: 'Todos los campos son obligatorios.',
    idmFailed:
      'Lo sentimos. No pudimos verificar su identidad en este momento. Comuníquese con Atención al Cliente al {{phone}}.',
    idmNotFound:
      'Lo sentimos. No pudimos encontrarlo para verificar su identidad. Comuníquese con Atención al Cliente al {{phone}}.',
    ciamEmailUnconfirmed:
      'Confirme su correo electrónico con el enlace que le enviamos cuando creó su cuenta y vuelva a iniciar sesión para usar la farmacia.',
    ciamLocked:
      'Su cuenta de inicio de sesión está bloqueada. Restablezca su contraseña o comuníquese con Atención al Cliente al {{phone}}.',
    linkFailed: 'Lo sentimos, no pudimos vincularlo en este momento. Inténtelo de nuevo.',
    linked: '¡Felicidades! Agregó la administración de recetas en línea a su cuenta de la farmacia.',
    newPatientFailed: 'Ocurrió un error al enviar la solicitud de paciente nuevo',
  },
})

/** Linking's answers in a language, as a function of their key (`{{phone}}` given where one is named). */
export const linkAnswers = (language: Language) => translator(LINK_ANSWERS, language)
export type LinkAnswers = ReturnType<typeof linkAnswers>

/** A linking form's other words: its checks' (for the browser), the birth date's labels, the address's and phone's. */
export const linkFormWords = (language: Language) => ({
  checks: rxFormWordTextsIn(language),
  birthDate: birthDateTexts(language).labels,
  fields: rxFieldLabelsIn(language),
})
export type LinkFormWords = ReturnType<typeof linkFormWords>

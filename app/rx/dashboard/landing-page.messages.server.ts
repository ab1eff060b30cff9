import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator } from '#app/i18n/messages.server.ts'
import { SIGN_IN_NOTICE_MESSAGES } from '#app/auth/sign-in.messages.server.ts'
import { RX_SHELL } from '#app/rx/shared/rx-shell.messages.server.ts'

/**
 * The pharmacy's landing page (/rx, /rx/landing-page) in both languages (issue 36): what the area offers and how to
 * get in. A sentence around a link is split at it (`...Before`, the link, `...After`).
 */
const LANDING_PAGE = defineMessages('rxLandingPage', {
  en: {
    description: "Refill prescriptions, check their status and manage your family's pharmacy needs online.",
    awaitingApproval:
      "Your request to manage someone's prescriptions is waiting for their approval. We will let you know when they answer.",
    linkHeading: 'Add Online Prescription Management',
    linkBody:
      'Your account is not linked to a pharmacy patient record yet. Link it by telling us who you are, and your prescriptions, refills and status tracker appear here.',
    linkButton: 'Link My Pharmacy Account',
    newPatientBefore: 'New to our pharmacy? ',
    newPatientLink: 'Request to become a patient',
    newPatientAfter: '.',
    signInHeading: 'Manage your prescriptions online',
    signInBody: 'Sign in to refill prescriptions, track their status and check out online.',
    signIn: 'Sign In',
    questions: 'Questions?',
    callUsBefore: 'Call us at ',
    callUsAfter: '.',
    getTheApp: 'Get the App',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
  },
  es: {
    description:
      'Resurta sus recetas, consulte su estado y administre en línea lo que su familia necesita de la farmacia.',
    awaitingApproval:
      'Su solicitud para administrar las recetas de otra persona está en espera de su aprobación. Le avisaremos cuando responda.',
    linkHeading: 'Agregar la administración de recetas en línea',
    linkBody:
      'Su cuenta todavía no está vinculada a un registro de paciente de la farmacia. Vincúlela indicándonos quién es, y aquí aparecerán sus recetas, sus resurtidos y el seguimiento de su estado.',
    linkButton: 'Vincular mi cuenta de la farmacia',
    newPatientBefore: '¿Es nuevo en nuestra farmacia? ',
    newPatientLink: 'Solicite ser paciente',
    newPatientAfter: '.',
    signInHeading: 'Administre sus recetas en línea',
    signInBody: 'Inicie sesión para resurtir sus recetas, seguir su estado y finalizar la compra en línea.',
    signIn: 'Iniciar sesión',
    questions: '¿Preguntas?',
    callUsBefore: 'Llámenos al ',
    callUsAfter: '.',
    getTheApp: 'Obtener la aplicación',
    appStore: 'Descargar en App Store',
    googlePlay: 'Disponible en Google Play',
  },
})

/** The landing page's words in a language: its own, its title (the area's name) and the time-out notice (sign-in's). */
export function landingPageTextsIn(language: Language) {
  return {
    ...textsOf(LANDING_PAGE, language),
    title: translator(RX_SHELL, language)('myPrescriptions'),
    sessionTimeout: translator(SIGN_IN_NOTICE_MESSAGES, language)('sessionTimeout'),
  }
}

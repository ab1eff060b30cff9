import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'
import { SESSION_EXTEND_ERROR } from './session-timeout.ts'
import { RX_GENERIC_ERROR, TECHNICAL_DIFFICULTIES } from './technical-difficulties.ts'

/** What the /rx layout draws around every pharmacy page, its error page and its session timeout (issue 36). */
export const RX_SHELL = defineMessages('rxShell', {
  en: {
    backToTop: 'Back to top',
    myPrescriptions: 'My Prescriptions',
    technicalDifficultiesTitle: 'Technical Difficulties',
    technicalDifficulties: TECHNICAL_DIFFICULTIES,
    genericError: RX_GENERIC_ERROR,
    refresh: 'REFRESH',
    backToHome: 'Back to My Prescriptions Home',
    sessionTimeoutTitle: 'Session Timeout',
    close: 'Close',
    sessionTimeoutBefore: 'For your security, you will be signed out in',
    sessionTimeoutAfter: 'seconds because you have been inactive. Do you want to stay signed in?',
    keepSignedIn: 'Yes, keep me signed in',
    signMeOut: 'No, sign me out',
    sessionExtendError: SESSION_EXTEND_ERROR,
  },
  es: {
    backToTop: 'Volver arriba',
    myPrescriptions: 'Mis recetas',
    technicalDifficultiesTitle: 'Dificultades técnicas',
    technicalDifficulties: 'Lo sentimos, nuestro sitio tiene dificultades técnicas. Inténtelo de nuevo.',
    genericError: 'Lo sentimos, algo salió mal. Inténtelo de nuevo más tarde.',
    refresh: 'ACTUALIZAR',
    backToHome: 'Volver a Mis recetas',
    sessionTimeoutTitle: 'Tiempo de sesión agotado',
    close: 'Cerrar',
    sessionTimeoutBefore: 'Por su seguridad, su sesión se cerrará en',
    sessionTimeoutAfter: 'segundos porque ha estado inactivo. ¿Desea mantener la sesión iniciada?',
    keepSignedIn: 'Sí, mantener la sesión iniciada',
    signMeOut: 'No, cerrar la sesión',
    sessionExtendError: 'Ocurrió un error al verificar su sesión. Inténtelo de nuevo.',
  },
})
export type RxShellTexts = Texts<typeof RX_SHELL>

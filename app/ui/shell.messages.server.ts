import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'
import { ERROR_PAGE_ENGLISH } from './error-page-texts.ts'

/** The header, footer and live regions every page has (issue 36). */
export const SHELL = defineMessages('shell', {
  en: {
    skipToContent: 'Skip to content',
    siteNavigation: 'Site',
    health: 'Health',
    myPrescriptions: 'My Prescriptions',
    greeting: 'Hi, {{firstName}}',
    signOut: 'Sign Out',
    faq: 'FAQ',
    contactUs: 'Contact Us',
    terms: 'Terms and Conditions',
    privacy: 'Privacy Policy',
    copyright: '© {{banner}}',
    loading: 'Loading',
    dismiss: 'Dismiss',
    close: 'Close',
    back: 'Back',
    trySignInAgain: 'Try signing in again',
    ...ERROR_PAGE_ENGLISH,
    notFound: 'We could not find the page you were looking for.',
    visitFaq: 'Visit our FAQ',
  },
  es: {
    skipToContent: 'Ir al contenido',
    siteNavigation: 'Sitio',
    health: 'Salud',
    myPrescriptions: 'Mis recetas',
    greeting: 'Hola, {{firstName}}',
    signOut: 'Cerrar sesión',
    faq: 'Preguntas frecuentes',
    contactUs: 'Contáctenos',
    terms: 'Términos y condiciones',
    privacy: 'Política de privacidad',
    copyright: '© {{banner}}',
    loading: 'Cargando',
    dismiss: 'Descartar',
    close: 'Cerrar',
    back: 'Volver',
    trySignInAgain: 'Vuelva a intentar iniciar sesión',
    errorTitle: 'Error',
    pageNotFound: 'Página no encontrada',
    somethingWentWrong: 'Algo salió mal. Inténtelo de nuevo.',
    goHome: 'Ir a la página principal',
    visitFaq: 'Consulte nuestras preguntas frecuentes',
    notFound: 'No pudimos encontrar la página que busca.',
  },
})

export type ShellTexts = Texts<typeof SHELL>

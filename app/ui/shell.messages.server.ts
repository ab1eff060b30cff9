import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'

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
  },
})

export type ShellTexts = Texts<typeof SHELL>

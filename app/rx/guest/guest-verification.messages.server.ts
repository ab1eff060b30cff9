import { defineMessages } from '#app/i18n/messages.server.ts'
import { GUEST_TEXTS } from './guest-texts.ts'

/** 'Verify Your Birthdate', where a tracker link lands (spec 2; decision 0028's words). */
export const GUEST_VERIFICATION = defineMessages('guestVerification', {
  en: {
    title: GUEST_TEXTS.verifyTitle,
    intro: GUEST_TEXTS.verifyIntro,
    submit: GUEST_TEXTS.verifyButton,
    locked: GUEST_TEXTS.locked,
    tooManyLinks: GUEST_TEXTS.tooManyLinks,
    signIn: 'Sign in',
    signInToManage: 'to manage all of your prescriptions.',
  },
  es: {
    title: 'Verifique su fecha de nacimiento',
    intro:
      'Para ver el estado de sus recetas, ingrese la fecha de nacimiento del paciente sobre el que se envió este mensaje.',
    submit: 'Continuar',
    locked:
      'Por su seguridad, este enlace se bloqueó después de demasiados intentos fallidos. Llame a su farmacia para recibir ayuda con sus recetas.',
    tooManyLinks: 'Abrió muchos enlaces de estado de recetas en poco tiempo. Espere 15 minutos e inténtelo de nuevo.',
    signIn: 'Inicie sesión',
    signInToManage: 'para administrar todas sus recetas.',
  },
})

/** The verification's own refusal (decision 0076); its other answers are the pharmacy's shared messages (`rxCommon`). */
export const GUEST_VERIFICATION_MESSAGES = defineMessages('guestVerificationMessages', {
  en: { tooManyBirthDates: GUEST_TEXTS.tooManyBirthDates },
  es: {
    tooManyBirthDates:
      'Demasiados intentos fallidos. Inténtelo de nuevo mañana o llame a su farmacia para recibir ayuda con sus recetas.',
  },
})

/** 'Tracker Link Expired' (spec 2 section 2; decision 0028's words) and its two ways on. */
export const EXPIRED_TRACKER_LINK = defineMessages('expiredTrackerLink', {
  en: {
    title: GUEST_TEXTS.expiredTitle,
    text: GUEST_TEXTS.expiredText,
    signIn: 'Sign In',
    requestRefill: 'Request a Refill',
  },
  es: {
    title: 'El enlace de seguimiento venció',
    text: 'Este enlace de estado de recetas venció. Inicie sesión para ver sus recetas o pida un resurtido sin cuenta.',
    signIn: 'Iniciar sesión',
    requestRefill: 'Pedir un resurtido',
  },
})

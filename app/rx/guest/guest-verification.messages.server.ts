import { defineMessages } from '#app/i18n/messages.server.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
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

/** What the server answers the verification with (decisions 0028, 0034, 0076). */
export const GUEST_VERIFICATION_MESSAGES = defineMessages('guestVerificationMessages', {
  en: {
    sessionExpired: RX_MESSAGES.guestSessionExpired,
    mismatch: RX_MESSAGES.guestBirthDateMismatch,
    tooManyBirthDates: GUEST_TEXTS.tooManyBirthDates,
    unavailable: RX_MESSAGES.generic,
  },
  es: {
    sessionExpired: 'Su sesión venció. Inicie sesión o vuelva a ingresar su fecha de nacimiento para continuar.',
    mismatch: 'La fecha de nacimiento que ingresó no coincide con nuestros registros. Inténtelo de nuevo.',
    tooManyBirthDates:
      'Demasiados intentos fallidos. Inténtelo de nuevo mañana o llame a su farmacia para recibir ayuda con sus recetas.',
    unavailable: 'No pudimos completar su solicitud en este momento; inténtelo de nuevo.',
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

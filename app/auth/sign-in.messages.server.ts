import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'
import { CALL_TO_ACTION, SIGN_IN_MESSAGES, SIGN_IN_NOTICES, TOO_MANY_ATTEMPTS } from './auth-texts.ts'

/**
 * The sign-in page and form, shown on /signin and in the header's dialog (issue 36). `{{banner}}` is the banner's
 * title, `{{provider}}` the social provider's name. A sentence around a link is split at the link.
 */
export const SIGN_IN_PAGE = defineMessages('signIn', {
  en: {
    title: 'Sign In',
    description: 'Sign in to your existing {{banner}} account',
    callToAction: CALL_TO_ACTION,
    // Spec 1 section 8, verbatim.
    socialLink:
      'Great! We found your email. Please sign in to your existing {{banner}} account to finish linking it to your {{provider}} account. This is a one-time step that will make logging in easier in the future.',
    socialCreate:
      "Hmmm, it doesn't look like that email matches your {{banner}} account. Try another email or create an account using {{provider}}",
    firstVisit: 'First time visiting {{banner}} online? First-time visitors must create a new account.',
    createAccount: 'Create Account',
    troubleSinceUpdate: 'Having trouble signing in since our website update? We recommend you',
    resetYourPassword: 'reset your password',
    redirecting: 'Redirecting you to sign in…',
    continueToSignIn: 'Continue to sign in',
    signInWithGoogle: 'Sign in with Google',
    or: 'OR',
    differentAccount: 'Sign in with a different account',
    newTo: 'New to {{banner}}?',
    createAnAccount: 'Create an Account',
    helpIntro: 'Having problems with your online account? Please read our',
    helpFaq: 'FAQ',
    helpOr: 'or',
    helpCallCenter: 'contact our call center',
    email: 'Email Address',
    password: 'Password',
    showPassword: 'Show Password',
    hidePassword: 'Hide Password',
    forgotPassword: 'Forgot Password?',
    keepSignedIn: 'Keep me signed in',
    keepSignedInHint: 'Uncheck if you are on a shared or public device.',
    agreeTo: 'I agree to the',
    terms: 'Terms and Conditions',
    agreeAnd: 'and',
    privacy: 'Privacy Policy',
    submit: 'Sign In',
  },
  es: {
    title: 'Iniciar sesión',
    description: 'Inicie sesión en su cuenta de {{banner}}',
    callToAction: 'Inicie sesión para ver su cuenta, sus ofertas y sus recetas.',
    socialLink:
      '¡Excelente! Encontramos su correo electrónico. Inicie sesión en su cuenta de {{banner}} para terminar de vincularla con su cuenta de {{provider}}. Este paso se hace una sola vez y le facilitará iniciar sesión en el futuro.',
    socialCreate:
      'Mmm, parece que ese correo electrónico no coincide con su cuenta de {{banner}}. Pruebe con otro correo electrónico o cree una cuenta con {{provider}}',
    firstVisit:
      '¿Es la primera vez que visita {{banner}} en línea? Quienes nos visitan por primera vez deben crear una cuenta.',
    createAccount: 'Crear cuenta',
    troubleSinceUpdate: '¿Tiene problemas para iniciar sesión desde que actualizamos el sitio web? Le recomendamos',
    resetYourPassword: 'restablecer su contraseña',
    redirecting: 'Lo estamos llevando al inicio de sesión…',
    continueToSignIn: 'Continuar al inicio de sesión',
    signInWithGoogle: 'Iniciar sesión con Google',
    or: 'O',
    differentAccount: 'Iniciar sesión con otra cuenta',
    newTo: '¿Es nuevo en {{banner}}?',
    createAnAccount: 'Crear una cuenta',
    helpIntro: '¿Tiene problemas con su cuenta en línea? Lea nuestras',
    helpFaq: 'preguntas frecuentes',
    helpOr: 'o',
    helpCallCenter: 'comuníquese con nuestro centro de atención telefónica',
    email: 'Correo electrónico',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    forgotPassword: '¿Olvidó su contraseña?',
    keepSignedIn: 'Mantener la sesión iniciada',
    keepSignedInHint: 'Desmarque esta casilla si usa un dispositivo compartido o público.',
    agreeTo: 'Acepto los',
    terms: 'Términos y condiciones',
    agreeAnd: 'y la',
    privacy: 'Política de privacidad',
    submit: 'Iniciar sesión',
  },
})
export type SignInTexts = Texts<typeof SIGN_IN_PAGE>

/** The header's Sign In and its dialog, on every page for a signed-out visitor. */
export const SIGN_IN_DIALOG = defineMessages('signInDialog', {
  en: { signIn: 'Sign In', close: 'Close', loading: 'Loading…' },
  es: { signIn: 'Iniciar sesión', close: 'Cerrar', loading: 'Cargando…' },
})
export type SignInDialogTexts = Texts<typeof SIGN_IN_DIALOG>

/** The notices and refusals the server puts on the sign-in page (spec 1 sections 2 and 8; decision 0005). */
export const SIGN_IN_NOTICE_MESSAGES = defineMessages('signInNotices', {
  en: {
    ...SIGN_IN_NOTICES,
    ...SIGN_IN_MESSAGES,
    tooManyAttempts: TOO_MANY_ATTEMPTS,
  },
  es: {
    persistent: 'Por su seguridad, necesitamos que vuelva a iniciar sesión en su cuenta.',
    forbidden: 'Su sesión terminó. Vuelva a iniciar sesión para continuar.',
    resetPassword: 'Su contraseña se restableció correctamente.',
    providerFailed: 'No se pudo iniciar sesión',
    sessionTimeout: 'Se cerró su sesión por inactividad; inicie sesión e inténtelo de nuevo',
    inactive: 'Se cerró su sesión por inactividad; inicie sesión e inténtelo de nuevo',
    invalidCredentials: 'El correo electrónico o la contraseña que ingresó no son correctos. Inténtelo de nuevo.',
    unavailable: 'No pudimos iniciar su sesión en este momento. Inténtelo de nuevo en unos minutos.',
    tooManyAttempts:
      'Demasiados intentos fallidos de inicio de sesión. Espere 15 minutos e inténtelo de nuevo, o restablezca su contraseña.',
  },
})

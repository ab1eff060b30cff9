import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { PROFILE_TEXTS } from './profile-texts.ts'
import { SIGN_IN_INFO_TEXTS } from './sign-in-info-texts.ts'

/** 'Sign In Information' (decision 0065) in both languages (issue 36). */
const SIGN_IN_INFO = defineMessages('signInInformation', {
  en: {
    title: SIGN_IN_INFO_TEXTS.signInTitle,
    intro: SIGN_IN_INFO_TEXTS.signInIntro,
    name: SIGN_IN_INFO_TEXTS.signInName,
    email: SIGN_IN_INFO_TEXTS.signInEmail,
    emailVerified: SIGN_IN_INFO_TEXTS.emailVerified,
    emailNotVerified: SIGN_IN_INFO_TEXTS.emailNotVerified,
    verifyEmail: SIGN_IN_INFO_TEXTS.verifyEmail,
    password: SIGN_IN_INFO_TEXTS.password,
    changePassword: SIGN_IN_INFO_TEXTS.changePassword,
    editAccount: SIGN_IN_INFO_TEXTS.editAccount,
    backToProfile: SIGN_IN_INFO_TEXTS.backToProfile,
    notOnFile: PROFILE_TEXTS.notOnFile,
  },
  es: {
    title: 'Información de inicio de sesión',
    intro: 'El correo electrónico y la contraseña con los que inicia sesión, en la farmacia y en el resto del sitio.',
    name: 'Nombre',
    email: 'Correo electrónico',
    emailVerified: 'Verificado',
    emailNotVerified: 'Aún sin verificar',
    verifyEmail: 'Verificar su correo electrónico',
    password: 'Contraseña',
    changePassword: 'Cambiar la contraseña',
    editAccount: 'Ir a Mi cuenta',
    backToProfile: 'Volver al perfil del paciente',
    notOnFile: '--',
  },
})
export const signInInfoTexts = (language: Language) => textsOf(SIGN_IN_INFO, language)
export type SignInInfoTexts = ReturnType<typeof signInInfoTexts>

import { defineMessages } from '#app/i18n/messages.server.ts'
import { VALIDATION_TEXTS } from './messages.ts'

/** The shared form messages (spec 1 section 5) in both languages; `{{n}}` stays for `validationMessages` to fill. */
export const VALIDATION = defineMessages('validation', {
  en: VALIDATION_TEXTS,
  es: {
    required: 'Este dato es obligatorio.',
    pattern: 'El dato no es válido.',
    minLength: 'Debe tener {{n}} caracteres o más.',
    maxLength: 'Debe tener {{n}} caracteres o menos.',
    min: 'Debe ser {{n}} o más.',
    max: 'Debe ser {{n}} o menos.',
    requiredSelection: 'Debe elegir una opción.',
    email: 'Ingrese un correo electrónico válido',
    passwordRequired: 'La contraseña es obligatoria',
    passwordLetterAndNumber: 'Su contraseña debe tener al menos una letra y un número',
  },
})

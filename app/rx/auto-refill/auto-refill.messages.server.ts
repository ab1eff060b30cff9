import { defineMessages, type Texts } from '#app/i18n/messages.server.ts'
import { AUTO_REFILL_TEXTS } from './auto-refill-texts.ts'

const [howItWorks, whatQualifies, pauseAnyTime, renewal, consent] = AUTO_REFILL_TEXTS.guidelines

/**
 * 'Auto Refill Guidelines' (decision 0066), the first of the auto-refill pages in Spanish (issue 36); the
 * enrolment pages still speak English.
 */
export const AUTO_REFILL_GUIDELINES = defineMessages('autoRefillGuidelines', {
  en: {
    title: AUTO_REFILL_TEXTS.guidelinesTitle,
    howItWorks,
    whatQualifies,
    pauseAnyTime,
    renewal,
    consent,
    autoRefill: AUTO_REFILL_TEXTS.title,
  },
  es: {
    title: 'Pautas del resurtido automático',
    howItWorks:
      'El resurtido automático resurte las recetas que usted elija cuando corresponda y le avisa cuando están listas.',
    whatQualifies:
      'Solo se pueden resurtir automáticamente las recetas a las que les quedan resurtidos, de un médico que receta activo. Las sustancias controladas no se pueden resurtir automáticamente.',
    pauseAnyTime: 'Puede pausar una receta, o cancelar la inscripción, en cualquier momento.',
    renewal:
      'La inscripción dura hasta su fecha de vencimiento. Le avisamos antes de que termine: renuévela para seguir resurtiendo.',
    consent: 'Las farmacias de California e Illinois le piden su consentimiento cuando se inscribe.',
    autoRefill: 'Resurtido automático',
  },
})
export type AutoRefillGuidelinesTexts = Texts<typeof AUTO_REFILL_GUIDELINES>

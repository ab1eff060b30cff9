import { describe, expect, it } from 'vitest'
import {
  loadMessagesIn,
  rxCommonTextsIn,
  rxMessagesIn,
  secondaryStatusIn,
  trackerLabelsIn,
} from '#app/rx/shared/rx-common.messages.server.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import {
  AUTO_REFILL_ERROR_MESSAGE,
  LOAD_MESSAGES,
  ORDER_ERROR_MESSAGE,
  PATIENT_TEXTS,
  SECONDARY_STATUS_TEXT,
  TRACKER_LABELS,
} from '#app/rx/shared/rx-texts.ts'

/** Calls a message with sample values when it takes some, so both shapes compare as strings. */
const asText = (message: string | ((...args: never[]) => string)) =>
  typeof message === 'function' ? (message as (...args: unknown[]) => string)('Pickup Time', 30) : message

describe('the pharmacy’s shared texts (issue 36)', () => {
  it('are, in English, the spec’s texts as the English constants hold them, values filled in alike', () => {
    const english = rxMessagesIn('en')
    for (const key of Object.keys(RX_MESSAGES) as Array<keyof typeof RX_MESSAGES>)
      expect(asText(english[key]), key).toBe(asText(RX_MESSAGES[key]))
    expect(trackerLabelsIn('en')).toEqual(TRACKER_LABELS)
    expect(secondaryStatusIn('en')).toEqual(SECONDARY_STATUS_TEXT)
    expect(loadMessagesIn('en')).toEqual(LOAD_MESSAGES)
    const common = rxCommonTextsIn('en')
    expect(common.patientNotFound('1234')).toBe(PATIENT_TEXTS.notFound('1234'))
    expect([common.noPatientSelected, common.orderError, common.autoRefillError]).toEqual([
      PATIENT_TEXTS.noneSelected,
      ORDER_ERROR_MESSAGE,
      AUTO_REFILL_ERROR_MESSAGE,
    ])
  })

  it('are all Spanish in Spanish, values filled in', () => {
    const spanish = rxMessagesIn('es')
    const english = rxMessagesIn('en')
    for (const key of Object.keys(RX_MESSAGES) as Array<keyof typeof RX_MESSAGES>)
      expect(asText(spanish[key]), key).not.toBe(asText(english[key]))
    expect(spanish.required('Hora de recogida')).toBe('Hora de recogida: este dato es obligatorio')
    expect(spanish.tooLong('Nombre', 30)).toBe('Nombre debe tener 30 caracteres o menos')
    expect(trackerLabelsIn('es').ON_HOLD).toBe('En espera')
    expect(secondaryStatusIn('es').CONTACTED_PRESCRIBER).toBe('Se contactó al médico que receta')
    expect(loadMessagesIn('es').cart).toBe('No pudimos cargar su carrito. Inténtelo de nuevo.')
    expect(rxCommonTextsIn('es').patientNotFound('1234')).toBe(
      'No se encontró ningún paciente con el número de paciente 1234',
    )
  })
})

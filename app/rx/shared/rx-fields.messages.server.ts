import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf } from '#app/i18n/messages.server.ts'
import { ADDRESS_LABELS, type AddressLabels } from './address-fieldset.tsx'
import { birthDateTexts } from './birth-date.messages.server.ts'
import { PHONE_FORMAT_HINT } from './phone-field.tsx'
import { PHARMACY_STATES } from './pharmacy-states.ts'
import { regionsIn } from '#app/wallet/us-states.messages.server.ts'
import { rxMessagesIn } from './rx-common.messages.server.ts'
import { RX_FIELD_NAMES, rxFormWordsFrom, type RxFieldNames, type RxFormWordTexts } from './rx-validation.ts'

/**
 * The pharmacy forms' field names as their messages name them ('First Name is required'), the address group's labels
 * and the phone's format hint, in both languages (issue 36).
 */
const RX_FIELDS = defineMessages('rxFields', {
  en: {
    ...RX_FIELD_NAMES,
    address2: ADDRESS_LABELS.address2,
    selectState: ADDRESS_LABELS.selectState,
    phoneFormatHint: PHONE_FORMAT_HINT,
  },
  es: {
    firstName: 'Nombre',
    lastName: 'Apellido',
    rxNumber: 'Número de receta',
    rxType: 'Tipo de receta',
    facilityPhone: 'Número de teléfono de la farmacia',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    address: 'Dirección',
    address2: 'Línea 2 de la dirección (opcional)',
    city: 'Ciudad',
    state: 'Estado',
    zipCode: 'Código postal',
    selectState: 'Seleccione',
    phoneFormatHint: '10 dígitos, como 513-555-0123.',
  },
})

/** A form's checks' words as its page's loader sends them to the browser (strings, placeholders kept). */
export function rxFormWordTextsIn(language: Language): RxFormWordTexts {
  const messages = rxMessagesIn(language)
  const { address, city, state, zipCode, ...names } = textsOf(RX_FIELDS, language)
  const fields: RxFieldNames = {
    firstName: names.firstName,
    lastName: names.lastName,
    rxNumber: names.rxNumber,
    rxType: names.rxType,
    facilityPhone: names.facilityPhone,
    phone: names.phone,
    email: names.email,
    address,
    city,
    state,
    zipCode,
  }
  return {
    fields,
    birthDate: birthDateTexts(language).messages,
    messages: {
      ...messages,
      // The browser fills these with `rxFormWordsFrom`, as the server does.
      dateTooEarly: messages.dateTooEarly('{{earliest}}'),
      required: messages.required('{{field}}'),
      exactLength: messages.exactLength('{{length}}' as never),
      tooLong: messages.tooLong('{{field}}', '{{max}}' as never),
    },
  }
}

/** A form's checks' words on the server: what an action answers with. */
export const rxFormWordsIn = (language: Language) => rxFormWordsFrom(rxFormWordTextsIn(language))

/** The address group's labels and states, and the phone's hint, in a language. */
export function rxFieldLabelsIn(language: Language): { address: AddressLabels; phoneFormatHint: string } {
  const { address, address2, city, state, zipCode, selectState, phoneFormatHint } = textsOf(RX_FIELDS, language)
  const states = regionsIn(PHARMACY_STATES, language)
  return { address: { address, address2, city, state, zipCode, selectState, states }, phoneFormatHint }
}

import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { ErrorList, Field } from '#app/ui/field.tsx'
import { NAME_MAX_LENGTH, PHARMACY_STATES } from './rx-form-rules.ts'

type Text = FieldMetadata<string, Record<string, unknown>, string[]>
type AddressParts = { address: Text; address2: Text; city: Text; state: Text; zipCode: Text }

/** The address fields' labels, the same on every pharmacy form that asks an address. */
const labels = {
  address: 'Address',
  address2: 'Address Line 2 (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
} as const

/** Spec 2 section 5 'Address': line 1, an optional line 2, city, state (50 states, DC, Puerto Rico) and ZIP code. */
export function AddressFieldset({ legend, fields }: { legend: string; fields: AddressParts }) {
  const text = (field: Text, label: string, autoComplete: string, maxLength = NAME_MAX_LENGTH) => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'text' }), maxLength, autoComplete }}
      errors={field.errors}
      focusOnError
    />
  )
  const { state } = fields
  return (
    <fieldset className="field-list">
      <legend>{legend}</legend>
      {text(fields.address, labels.address, 'address-line1')}
      {text(fields.address2, labels.address2, 'address-line2')}
      {text(fields.city, labels.city, 'address-level2')}
      <div className="field">
        <label htmlFor={state.id}>{labels.state}</label>
        <select
          id={state.id}
          name={state.name}
          defaultValue={state.initialValue ?? ''}
          key={state.key}
          autoComplete="address-level1"
          aria-invalid={state.errors ? true : undefined}
          aria-describedby={state.errors ? state.errorId : undefined}
        >
          <option value="">Select</option>
          {PHARMACY_STATES.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
        <ErrorList id={state.errorId} errors={state.errors} />
      </div>
      {text(fields.zipCode, labels.zipCode, 'postal-code', 10)}
    </fieldset>
  )
}

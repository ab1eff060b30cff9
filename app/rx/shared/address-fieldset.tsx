import { FieldErrors, type FieldView } from '#app/ui/field.tsx'
import { PHARMACY_STATES } from './pharmacy-states.ts'
import { TextField } from './text-field.tsx'

type AddressParts = { address: FieldView; address2: FieldView; city: FieldView; state: FieldView; zipCode: FieldView }

/** The address fields' labels in English, the same on every pharmacy form; a translated page passes its own. */
export const ADDRESS_LABELS = {
  address: 'Address',
  address2: 'Address Line 2 (optional)',
  city: 'City',
  state: 'State',
  zipCode: 'Zip Code',
  selectState: 'Select',
  states: PHARMACY_STATES,
} as const
export type AddressLabels = { readonly [Key in Exclude<keyof typeof ADDRESS_LABELS, 'states'>]: string } & {
  /** The dropdown's states, named and ordered in the page's language. */
  readonly states: ReadonlyArray<{ code: string; name: string }>
}

/** Spec 2 section 5 'Address': line 1, an optional line 2, city, state (50 states, DC, Puerto Rico) and ZIP code. */
export function AddressFieldset({
  legend,
  fields,
  labels = ADDRESS_LABELS,
}: {
  legend: string
  fields: AddressParts
  labels?: AddressLabels
}) {
  const { state } = fields
  return (
    <fieldset className="field-list">
      <legend>{legend}</legend>
      <TextField field={fields.address} label={labels.address} autoComplete="address-line1" />
      <TextField field={fields.address2} label={labels.address2} autoComplete="address-line2" />
      <TextField field={fields.city} label={labels.city} autoComplete="address-level2" />
      <div className="field">
        <label htmlFor={state.id}>{labels.state}</label>
        <select
          id={state.id}
          name={state.name}
          defaultValue={typeof state.initialValue === 'string' ? state.initialValue : ''}
          key={state.key}
          autoComplete="address-level1"
          aria-invalid={state.errors ? true : undefined}
          aria-describedby={state.errors ? state.errorId : undefined}
        >
          <option value="">{labels.selectState}</option>
          {labels.states.map((region) => (
            <option key={region.code} value={region.code}>
              {region.name}
            </option>
          ))}
        </select>
        <FieldErrors id={state.errorId} errors={state.errors} />
      </div>
      <TextField field={fields.zipCode} label={labels.zipCode} autoComplete="postal-code" maxLength={10} />
    </fieldset>
  )
}

import { Field, inputPropsOf, type FieldView } from '#app/ui/field.tsx'
import { NAME_MAX_LENGTH } from './rx-form-rules.ts'

/** A pharmacy form's labelled text field with its errors (conform's or the server's); spec 2's 50 characters unless told. */
export function TextField({
  field,
  label,
  autoComplete,
  maxLength = NAME_MAX_LENGTH,
}: {
  field: FieldView
  label: string
  autoComplete: string
  maxLength?: number
}) {
  return (
    <Field
      label={label}
      inputProps={{ ...inputPropsOf(field, 'text'), maxLength, autoComplete }}
      errors={field.errors}
      focusOnError
    />
  )
}

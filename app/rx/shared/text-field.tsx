import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '#app/ui/field.tsx'
import { NAME_MAX_LENGTH } from './rx-form-rules.ts'

/** A pharmacy form's labelled text field with its errors, from conform's metadata; spec 2's 50 characters unless told. */
export function TextField({
  field,
  label,
  autoComplete,
  maxLength = NAME_MAX_LENGTH,
}: {
  field: FieldMetadata<string, Record<string, unknown>, string[]>
  label: string
  autoComplete: string
  maxLength?: number
}) {
  return (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'text' }), maxLength, autoComplete }}
      errors={field.errors}
      focusOnError
    />
  )
}

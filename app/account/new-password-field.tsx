import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '#app/ui/field.tsx'
import { PASSWORD_RULE_HINT } from './account-texts.ts'

/** A password being chosen (a new account, a reset): the rule said beside it, and the browser may suggest one. */
export function NewPasswordField({
  label,
  field,
  focusOnError,
}: {
  label: string
  field: FieldMetadata<string>
  focusOnError: boolean
}) {
  return (
    <Field
      label={label}
      hint={PASSWORD_RULE_HINT}
      inputProps={{ ...getInputProps(field, { type: 'password' }), autoComplete: 'new-password' }}
      errors={field.errors}
      focusOnError={focusOnError}
    />
  )
}

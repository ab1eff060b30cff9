import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { Field } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { BirthDateFieldset } from '#app/rx/shared/birth-date-fieldset.tsx'
import { NAME_MAX_LENGTH, type BirthDate } from '#app/rx/shared/rx-form-rules.ts'
import { LINK_TEXTS } from './link-texts.ts'

/** The linking and new-patient forms' Next: busy while its post is on its way. */
export function NextButton({ disabled = false }: { disabled?: boolean }) {
  return (
    <StatusButton pending={useIsSubmitting()} disabled={disabled}>
      {LINK_TEXTS.next}
    </StatusButton>
  )
}

type Text = FieldMetadata<string, Record<string, unknown>, string[]>

/** Who a form is about: first and last name and the birth date, under `legend`. */
export function PersonFieldset({
  legend,
  fields,
}: {
  legend: string
  fields: { firstName: Text; lastName: Text; dateOfBirth: FieldMetadata<BirthDate, Record<string, unknown>, string[]> }
}) {
  const text = (field: Text, label: string, autoComplete: string) => (
    <Field
      label={label}
      inputProps={{ ...getInputProps(field, { type: 'text' }), maxLength: NAME_MAX_LENGTH, autoComplete }}
      errors={field.errors}
      focusOnError
    />
  )
  return (
    <fieldset className="field-list">
      <legend>{legend}</legend>
      {text(fields.firstName, LINK_TEXTS.firstName, 'given-name')}
      {text(fields.lastName, LINK_TEXTS.lastName, 'family-name')}
      <BirthDateFieldset
        parts={fields.dateOfBirth.getFieldset()}
        errorId={fields.dateOfBirth.errorId}
        errors={fields.dateOfBirth.errors}
      />
    </fieldset>
  )
}

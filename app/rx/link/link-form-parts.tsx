import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { Field, RadioGroupField, inputPropsOf } from '#app/ui/field.tsx'
import { useIsSubmitting } from '#app/ui/pending.ts'
import { useHydrated } from '#app/ui/use-hydrated.ts'
import { StatusButton } from '#app/ui/status-button.tsx'
import { BirthDateFieldset, type BirthDateLabels } from '#app/rx/shared/birth-date-fieldset.tsx'
import { EMAIL_MAX_LENGTH, type BirthDate } from '#app/rx/shared/rx-form-rules.ts'
import { PhoneField } from '#app/rx/shared/phone-field.tsx'
import { TextField } from '#app/rx/shared/text-field.tsx'
import type { LinkFormTexts } from './link.messages.server.ts'

/** The linking and new-patient forms' Next: busy while its post is on its way. */
export function NextButton({ label, disabled = false }: { label: string; disabled?: boolean }) {
  return (
    <StatusButton pending={useIsSubmitting()} disabled={disabled}>
      {label}
    </StatusButton>
  )
}

type Text = FieldMetadata<string, Record<string, unknown>, string[]>

/** Who a form is about: first and last name and the birth date, under `legend`. */
export function PersonFieldset({
  legend,
  texts,
  fields,
  withBirthDate = true,
  children,
}: {
  legend: string
  /** The names' labels and the birth date's, in the page's language. */
  texts: Pick<LinkFormTexts, 'firstName' | 'lastName'> & { birthDate: BirthDateLabels }
  /** A caregiver is not asked the birth date of the person they care for. */
  withBirthDate?: boolean
  fields: { firstName: Text; lastName: Text; dateOfBirth: FieldMetadata<BirthDate, Record<string, unknown>, string[]> }
  /** More about the person (how to reach them), after the birth date. */
  children?: ReactNode
}) {
  return (
    <fieldset className="field-list">
      <legend>{legend}</legend>
      <TextField field={fields.firstName} label={texts.firstName} autoComplete="given-name" />
      <TextField field={fields.lastName} label={texts.lastName} autoComplete="family-name" />
      {withBirthDate ? (
        <BirthDateFieldset
          parts={fields.dateOfBirth.getFieldset()}
          errorId={fields.dateOfBirth.errorId}
          errors={fields.dateOfBirth.errors}
          labels={texts.birthDate}
        />
      ) : null}
      {children}
    </fieldset>
  )
}

/**
 * Spec 2 'Forms and cards': every prescription lookup shows an example label, so the patient sees where its Rx number
 * and pharmacy phone are.
 */
function ExampleLabel({ alt }: { alt: string }) {
  return <img className="example-label" src="/rx/example-prescription-label.svg" alt={alt} width={400} height={230} />
}

/**
 * Which prescription (spec 2 'Lookup form'): store or mail order, its Rx number, and for a store prescription the
 * pharmacy's phone on the label. With JavaScript the phone goes away once mail order is chosen; without, it stays
 * on the page (the radio cannot hide it), and a mail-order lookup ignores it.
 */
export function PrescriptionFieldset({
  fields,
  texts,
  phoneFormatHint,
  mailOrderOnly = false,
}: {
  fields: { rxType: Text; rxNumber: Text; facilityPhone: Text }
  texts: LinkFormTexts
  /** The phone's format hint in the page's language. */
  phoneFormatHint: string
  /** A banner without retail pharmacies (spec 2 section 6) offers mail order only. */
  mailOrderOnly?: boolean
}) {
  const hydrated = useHydrated()
  const defaultType = mailOrderOnly ? 'mailorder' : (fields.rxType.initialValue ?? 'retail')
  // Conform follows the radios as they change: the type chosen now, not the one posted last.
  const chosenType = hydrated ? (fields.rxType.value ?? defaultType) : undefined
  const asksPhone = !mailOrderOnly && chosenType !== 'mailorder'
  return (
    <fieldset className="field-list">
      <legend>{texts.prescriptionSection}</legend>
      <ExampleLabel alt={texts.exampleLabelAlt} />
      <RadioGroupField
        legend={texts.prescriptionType}
        name={fields.rxType.name}
        options={[
          ...(mailOrderOnly ? [] : [{ value: 'retail', label: texts.retail }]),
          { value: 'mailorder', label: texts.mailOrder },
        ]}
        defaultValue={defaultType}
        errors={fields.rxType.errors}
        focusOnError
      />
      <Field
        label={texts.rxNumber}
        inputProps={{
          ...inputPropsOf(fields.rxNumber, 'text'),
          inputMode: 'numeric',
          maxLength: 8,
          autoComplete: 'off',
        }}
        errors={fields.rxNumber.errors}
        focusOnError
      />
      {asksPhone ? (
        <PhoneField
          field={fields.facilityPhone}
          label={texts.facilityPhone}
          hint={texts.facilityPhoneHint}
          formatHint={phoneFormatHint}
          autoComplete="off"
        />
      ) : null}
    </fieldset>
  )
}

/**
 * An email the pharmacy writes to (spec 2 section 5: at most 100 characters). Another person's by default, which the
 * browser must not fill with the customer's own; `own` for the customer's (WCAG 1.3.5: its purpose is named).
 */
export function EmailField({ field, label, own = false }: { field: Text; label: string; own?: boolean }) {
  return (
    <Field
      label={label}
      inputProps={{
        ...inputPropsOf(field, 'email'),
        maxLength: EMAIL_MAX_LENGTH,
        autoComplete: own ? 'email' : 'off',
      }}
      errors={field.errors}
      focusOnError
    />
  )
}

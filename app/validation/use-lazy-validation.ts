import type { Submission } from '@conform-to/react'
import { useEffect, useState } from 'react'

type ClientValidator<Input extends Record<string, unknown>, Output> = (
  formData: FormData,
) => Submission<Input, string[], Output>

/**
 * Client validation arrives after hydration: the schema and zod load as their
 * own chunk, so a form page's first load stays small. Until then (and without
 * JavaScript) the server validates, with the same schema. Validating on blur
 * only once the validator is here avoids a server round trip per blur.
 */
export function useLazyValidation<Input extends Record<string, unknown>, Output>(
  load: () => Promise<ClientValidator<Input, Output>>,
) {
  const [validate, setValidate] = useState<ClientValidator<Input, Output>>()
  useEffect(() => {
    let live = true
    load()
      .then((validator) => live && setValidate(() => validator))
      // A chunk that fails to load leaves the server's validation in charge.
      .catch(() => undefined)
    return () => {
      live = false
    }
    // The loader is fixed for the form's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  return validate
    ? ({
        onValidate: ({ formData }: { formData: FormData }) => validate(formData),
        shouldValidate: 'onBlur',
        shouldRevalidate: 'onInput',
      } as const)
    : ({ shouldValidate: 'onSubmit' } as const)
}

import type { SubmissionResult } from '@conform-to/react'

type Reply = SubmissionResult<string[]> | undefined

/** One field as the server's reply left it, with the ids conform would give it (a `FieldView` of app/ui/field.tsx). */
export type ReplyField = {
  id: string
  name: string
  errorId: string
  errors: string[] | undefined
  /** The value posted (after a reply) or the default (before one), when it is one string. */
  initialValue: string | undefined
}

/**
 * A form only the server validates shows the server's reply (conform's `submission.reply()`) without conform in the
 * browser: conform's client is about 10 KB gzip, worth it only where a form validates as the user types
 * (decision 0097). The action validates with the same schema either way, so the form shows what the server said,
 * with JavaScript or without; after a reply the values are the ones posted, before it the defaults.
 */
export function serverReply(formId: string, result: Reply, defaultValue: Record<string, string> = {}) {
  const values: Record<string, unknown> = result?.initialValue ?? defaultValue
  const errorsOf = (name: string) => result?.error?.[name] ?? undefined
  const errors = errorsOf('')
  return {
    form: {
      errorId: `${formId}-error`,
      errors,
      props: { id: formId, noValidate: true, 'aria-describedby': errors ? `${formId}-error` : undefined },
    },
    field(name: string): ReplyField {
      const id = `${formId}-${name}`
      const value = values[name]
      return {
        id,
        name,
        errorId: `${id}-error`,
        errors: errorsOf(name),
        initialValue: typeof value === 'string' ? value : undefined,
      }
    },
  }
}

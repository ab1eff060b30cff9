import { z } from 'zod'

/**
 * Spec 2 section 5: a GraphQL answer is an error when its `errors` list has an entry whose location or message names
 * the operation, or when `data` is null. 'Location' is read as either of GraphQL's places for it, `path` and
 * `locations`. An entry about something else (a partial answer) leaves the data usable.
 */
export function isGraphqlFailure(
  answer: { data?: unknown; errors?: Array<{ message?: string; path?: unknown; locations?: unknown }> | null },
  operationName: string,
) {
  if (answer.data === null || answer.data === undefined) return true
  const names = (value: unknown) =>
    value !== undefined && value !== null && JSON.stringify(value).includes(operationName)
  return (answer.errors ?? []).some(
    (entry) => (entry.message ?? '').includes(operationName) || names(entry.path) || names(entry.locations),
  )
}

const graphqlErrorSchema = z.object({
  message: z.string().max(2000).optional(),
  path: z
    .array(z.union([z.string().max(200), z.number()]))
    .max(50)
    .nullish(),
  locations: z.array(z.unknown()).max(50).nullish(),
})

/**
 * A GraphQL answer's envelope around `data`, which must hold unless the answer is a failure by the rule above. A
 * failure does not parse: the request layer reports it as an answer it cannot use (`malformed`), like any other.
 */
export function graphqlAnswerSchema<Data extends z.ZodType>(data: Data, operationName: string) {
  return z
    .object({ data: z.unknown(), errors: z.array(graphqlErrorSchema).max(50).nullish() })
    .refine((answer) => !isGraphqlFailure(answer, operationName), { message: `${operationName} failed` })
    .transform((answer, ctx) => {
      const parsed = data.safeParse(answer.data)
      if (parsed.success) return { data: parsed.data as z.infer<Data> }
      ctx.addIssue({ code: 'custom', message: `${operationName} data has another shape` })
      return z.NEVER
    })
}

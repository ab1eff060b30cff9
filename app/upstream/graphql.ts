import { z } from 'zod'

/**
 * Spec 2 section 5: a GraphQL answer is an error when its `errors` list has an entry whose location or message names
 * the operation, or when `data` is null. The location is the entry's `path` (GraphQL's `locations` are only line and
 * column in the query). An error about the root field fails the answer whatever its depth; one that names something
 * else (another operation's field) leaves the data usable.
 */
export function isGraphqlFailure(
  answer: { data?: unknown; errors?: Array<{ message?: string; path?: Array<string | number> | null }> | null },
  operationName: string,
) {
  if (answer.data === null || answer.data === undefined) return true
  return (answer.errors ?? []).some(
    (entry) => (entry.message ?? '').includes(operationName) || (entry.path ?? []).includes(operationName),
  )
}

/** Errors as read, cut to size rather than refused: a long message or list must not make the data unusable. */
const graphqlErrorsSchema = z
  .array(
    z.object({
      message: z
        .string()
        .optional()
        .transform((message) => message?.slice(0, 2000)),
      path: z
        .array(z.union([z.string(), z.number()]))
        .nullish()
        .transform((path) => path?.slice(0, 50)),
    }),
  )
  .nullish()
  .transform((errors) => errors?.slice(0, 50))

/**
 * A GraphQL answer's envelope around `data`, which must hold unless the answer is a failure by the rule above. A
 * failure does not parse: the request layer reports it as an answer it cannot use (`malformed`), like any other.
 */
export function graphqlAnswerSchema<Data extends z.ZodType>(data: Data, operationName: string) {
  return z
    .object({ data: z.unknown(), errors: graphqlErrorsSchema })
    .refine((answer) => !isGraphqlFailure(answer, operationName), { message: `${operationName} failed` })
    .transform((answer, ctx) => {
      const parsed = data.safeParse(answer.data)
      if (parsed.success) return { data: parsed.data as z.infer<Data> }
      ctx.addIssue({ code: 'custom', message: `${operationName} data has another shape` })
      return z.NEVER
    })
}

import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import { checkbox, email, password, requiredCheckbox } from '#app/validation/messages.ts'

/** One schema for the sign-in form, used by the browser (conform) and the action. */
export function signInSchema({ requireTerms }: { requireTerms: boolean }) {
  return z.object({
    email: email(),
    password: password(),
    rememberMe: checkbox(),
    terms: requireTerms ? requiredCheckbox() : z.optional(z.boolean()),
    redirectUrl: z.optional(z.string().check(z.maxLength(2048))),
  })
}

/** For the browser, loaded lazily by the form (app/validation/use-lazy-validation.ts). */
export const signInValidator = (options: { requireTerms: boolean }) => {
  const schema = signInSchema(options)
  return (formData: FormData) => parseWithZod(formData, { schema })
}

import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { checkbox, email, password, requiredCheckbox } from '#app/validation/messages.ts'

/** One schema for the sign-in form, used by the browser (conform) and the action. */
export function signInSchema({ requireTerms }: { requireTerms: boolean }) {
  return z.object({
    email: email(),
    password: password(),
    rememberMe: checkbox(),
    terms: requireTerms ? requiredCheckbox() : z.boolean().optional(),
    redirectUrl: z.string().max(2048).optional(),
  })
}

export type SignInFields = z.infer<ReturnType<typeof signInSchema>>

/** For the browser, loaded lazily by the form (app/validation/use-lazy-validation.ts). */
export const signInValidator = (options: { requireTerms: boolean }) => {
  const schema = signInSchema(options)
  return (formData: FormData) => parseWithZod(formData, { schema })
}

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

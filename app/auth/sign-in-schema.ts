import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import {
  checkbox,
  email,
  password,
  requiredCheckbox,
  validationMessages,
  type ValidationMessages,
  type ValidationTexts,
} from '#app/validation/messages.ts'

/** One schema for the sign-in form, used by the browser (conform) and the action, in the page's language. */
export function signInSchema({ requireTerms, messages }: { requireTerms: boolean; messages: ValidationMessages }) {
  return z.object({
    email: email(messages),
    password: password(messages),
    rememberMe: checkbox(),
    terms: requireTerms ? requiredCheckbox(messages) : z.optional(z.boolean()),
    redirectUrl: z.optional(z.string().check(z.maxLength(2048))),
  })
}

/** For the browser, loaded lazily by the form (app/validation/use-lazy-validation.ts), with the loader's texts. */
export const signInValidator = ({ requireTerms, texts }: { requireTerms: boolean; texts: ValidationTexts }) => {
  const schema = signInSchema({ requireTerms, messages: validationMessages(texts) })
  return (formData: FormData) => parseWithZod(formData, { schema })
}

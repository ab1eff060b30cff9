import { parseWithZod } from '@conform-to/zod/v4'
import * as z from 'zod/mini'
import { email, messages, password, text } from '#app/validation/messages.ts'

/** Account passwords: the sign-in rule plus a minimum length. */
const newPassword = () => password().check(z.minLength(8, messages.minLength(8)))

const PASSWORDS_MUST_MATCH = 'Passwords must match.'

export const forgotPasswordSchema = z.object({
  email: email(),
  redirectUrl: z.optional(z.string().check(z.maxLength(2048))),
})

export const createAccountSchema = z.object({
  firstName: text({ max: 50 }),
  lastName: text({ max: 50 }),
  email: email(),
  password: newPassword(),
  redirectUrl: z.optional(z.string().check(z.maxLength(2048))),
})

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: messages.required }).check(z.minLength(1, messages.required), z.maxLength(200)),
    password: newPassword(),
    confirmPassword: z.string({ error: messages.required }),
    redirectUrl: z.optional(z.string().check(z.maxLength(2048))),
  })
  .check(
    z.refine((value) => value.password === value.confirmPassword, {
      error: PASSWORDS_MUST_MATCH,
      path: ['confirmPassword'],
    }),
  )

/** For the browser, loaded lazily by each form (app/validation/use-lazy-validation.ts). */
export const accountFormValidators = {
  forgotPassword: (formData: FormData) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  createAccount: (formData: FormData) => parseWithZod(formData, { schema: createAccountSchema }),
  resetPassword: (formData: FormData) => parseWithZod(formData, { schema: resetPasswordSchema }),
}

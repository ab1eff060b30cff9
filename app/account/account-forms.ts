import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { email, messages, password, text } from '#app/validation/messages.ts'

/** Account passwords: the sign-in rule plus a minimum length. */
const newPassword = () => password().pipe(z.string().min(8, messages.minLength(8)))

export const PASSWORDS_MUST_MATCH = 'Passwords must match.'

export const forgotPasswordSchema = z.object({
  email: email(),
  redirectUrl: z.string().max(2048).optional(),
})

export const createAccountSchema = z.object({
  firstName: text({ max: 50 }),
  lastName: text({ max: 50 }),
  email: email(),
  password: newPassword(),
  redirectUrl: z.string().max(2048).optional(),
})

export const resetPasswordSchema = z
  .object({
    token: z.string({ error: messages.required }).min(1).max(200),
    password: newPassword(),
    confirmPassword: z.string({ error: messages.required }),
    redirectUrl: z.string().max(2048).optional(),
  })
  .refine((value) => value.password === value.confirmPassword, { message: PASSWORDS_MUST_MATCH, path: ['confirmPassword'] })

/** For the browser, loaded lazily by each form (app/validation/use-lazy-validation.ts). */
export const accountFormValidators = {
  forgotPassword: (formData: FormData) => parseWithZod(formData, { schema: forgotPasswordSchema }),
  createAccount: (formData: FormData) => parseWithZod(formData, { schema: createAccountSchema }),
  resetPassword: (formData: FormData) => parseWithZod(formData, { schema: resetPasswordSchema }),
}

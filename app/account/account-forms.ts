import { z } from 'zod'
import { email, password, text } from '#app/validation/messages.ts'

export const forgotPasswordSchema = z.object({
  email: email(),
  redirectUrl: z.string().max(2048).optional(),
})

export const createAccountSchema = z.object({
  firstName: text({ max: 50 }),
  lastName: text({ max: 50 }),
  email: email(),
  password: password().pipe(z.string().min(8, 'Input must be 8 characters or more.')),
  redirectUrl: z.string().max(2048).optional(),
})

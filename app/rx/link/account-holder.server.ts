import { z } from 'zod'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import type { QuizSubject } from '#app/upstream/rx-link-api.schema.ts'

/**
 * The primary account holder (spec 2 'Primary Account Holder Information'): who the identity provider quizzes when
 * the pharmacy has no record of them to ask about (a new patient's request, or linking someone else first). Kept in
 * a flow on the server, so bounded like the form that gave it.
 */
const birthDate = z.object({ month: z.string().max(2), day: z.string().max(2), year: z.string().max(4) })
export const addressSchema = z.object({
  address: z.string().max(50),
  address2: z.string().max(50).optional(),
  city: z.string().max(50),
  state: z.string().max(2),
  zipCode: z.string().max(10),
})
export const personSchema = { firstName: z.string().max(50), lastName: z.string().max(50), dateOfBirth: birthDate }
export const accountHolderSchema = z.object({ ...personSchema, ...addressSchema.shape })
type AccountHolder = z.infer<typeof accountHolderSchema>

/** What POST idm/quiz is asked about. */
export function quizSubjectOf(holder: AccountHolder): QuizSubject {
  return {
    firstName: holder.firstName,
    lastName: holder.lastName,
    dateOfBirth: isoDateOf(holder.dateOfBirth),
    address: {
      address1: holder.address,
      address2: holder.address2,
      city: holder.city,
      state: holder.state,
      zipCode: holder.zipCode,
    },
  }
}

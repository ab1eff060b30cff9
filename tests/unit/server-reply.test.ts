import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { inputPropsOf } from '#app/ui/field.tsx'
import { serverReply } from '#app/validation/server-reply.ts'

/** A real conform reply, as a form's action sends it. */
function reply(fields: Record<string, string>, formErrors?: string[]) {
  const formData = new FormData()
  for (const [name, value] of Object.entries(fields)) formData.append(name, value)
  const schema = z.object({ city: z.string({ error: 'City is a required field.' }), save: z.optional(z.string()) })
  return parseWithZod(formData, { schema }).reply(formErrors ? { formErrors } : undefined)
}

describe('a form the server alone validates (decision 0097)', () => {
  it('shows the defaults before a reply, with the ids conform gives', () => {
    const { form, field } = serverReply('billing-address', undefined, { city: 'Cincinnati', save: 'on' })
    expect(form).toEqual({
      errorId: 'billing-address-error',
      errors: undefined,
      props: { id: 'billing-address', noValidate: true, 'aria-describedby': undefined },
    })
    expect(inputPropsOf(field('city'), 'text')).toEqual({
      id: 'billing-address-city',
      name: 'city',
      type: 'text',
      defaultValue: 'Cincinnati',
      'aria-invalid': undefined,
      'aria-describedby': undefined,
    })
    expect(inputPropsOf(field('save'), 'checkbox')).toMatchObject({ value: 'on', defaultChecked: true })
  })

  it("shows the server's errors and the values posted, not the defaults", () => {
    const { form, field } = serverReply('billing-address', reply({ unit: '4B' }, ['Try again.']), {
      city: 'Cincinnati',
      save: 'on',
    })
    expect(form.errors).toEqual(['Try again.'])
    expect(form.props['aria-describedby']).toBe('billing-address-error')
    expect(field('city')).toEqual({
      id: 'billing-address-city',
      name: 'city',
      errorId: 'billing-address-city-error',
      errors: ['City is a required field.'],
      initialValue: undefined,
    })
    expect(inputPropsOf(field('city'), 'text')).toMatchObject({
      'aria-invalid': true,
      'aria-describedby': 'billing-address-city-error',
    })
    // An unticked box is not posted: it stays unticked.
    expect(inputPropsOf(field('save'), 'checkbox')).toMatchObject({ defaultChecked: false })
    expect(field('unit').initialValue).toBe('4B')
  })
})

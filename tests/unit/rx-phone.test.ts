import { describe, expect, it } from 'vitest'
import { PHONE_INPUT_MAX_LENGTH } from '#app/rx/shared/rx-form-rules.ts'
import {
  guestRefillFindValidator,
  linkFormValidators,
  transferValidators,
  vaccineRecordValidators,
} from '#app/rx/shared/rx-validation.ts'
import { guestRefillFindMessages } from '#app/rx/guest/guest-refill.messages.server.ts'
import { vaccineRecordFormTexts } from '#app/rx/vaccine-record/vaccine-record.messages.server.ts'
import { NIA_DETAILS } from '#tests/utils/linking.ts'

/**
 * Every pharmacy phone is read alike (spec 2 section 5 'Phone input limited to 10 digits'; decision 0079): separators
 * aside, exactly 10 digits, sent as the digits alone; more digits, a country code included, are refused.
 */
const form = (fields: Record<string, string>) => new URLSearchParams(fields) as unknown as FormData

type Validator = (formData: FormData) => {
  status?: string
  payload: unknown
  value?: unknown
  reply: () => { error?: Record<string, string[] | null> | null }
}

/** Each phone the pharmacy forms ask, with the rest of its form valid and its own message for a wrong phone. */
const PHONES: Array<{
  form: string
  validate: Validator
  field: string
  rest: Record<string, string>
  message: string
}> = [
  {
    form: 'guest refill, the pharmacy',
    validate: guestRefillFindValidator(guestRefillFindMessages('en')),
    field: 'pharmacyPhone',
    rest: { 'rxNumbers[0]': '7200001', contactPhone: '513-555-0142' },
    message: 'Please enter a valid 10-digit phone number',
  },
  {
    form: 'guest refill, the guest',
    validate: guestRefillFindValidator(guestRefillFindMessages('en')),
    field: 'contactPhone',
    rest: { 'rxNumbers[0]': '7200001', pharmacyPhone: '513-555-0170' },
    message: 'Please enter a valid 10-digit phone number',
  },
  {
    form: 'transfer, the guest',
    validate: transferValidators().guest,
    field: 'phone',
    rest: {
      ...NIA_DETAILS,
      orderType: 'TRANSFER_ALL',
      facilityId: '01400352',
      contactName: 'Elm Pharmacy',
      contactPhone: '513-555-0101',
    },
    message: 'Please enter a valid 10-digit phone number',
  },
  {
    form: 'transfer, the pharmacy',
    validate: transferValidators().customer,
    field: 'contactPhone',
    rest: { patientNumber: '1001', orderType: 'TRANSFER_ALL', facilityId: '01400352', contactName: 'Elm Pharmacy' },
    message: 'Please enter a valid 10-digit phone number',
  },
  {
    form: 'prescription lookup, the store',
    validate: linkFormValidators().prescriptionLookup,
    field: 'facilityPhone',
    rest: { ...NIA_DETAILS, rxType: 'retail', rxNumber: '7200001' },
    message: 'Invalid phone number, must be 10 digits',
  },
  {
    form: 'customer verification, the store',
    validate: linkFormValidators().prescriptionVerify,
    field: 'facilityPhone',
    rest: { rxType: 'retail', rxNumber: '7200001' },
    message: 'Invalid phone number, must be 10 digits',
  },
  {
    form: 'Enter Patient Details, the customer',
    validate: linkFormValidators().patientLookup,
    field: 'phoneNum',
    rest: NIA_DETAILS,
    message: 'Input must be a valid, 10 digit phone number',
  },
  {
    form: 'digital vaccine record',
    validate: vaccineRecordValidators(vaccineRecordFormTexts('en').messages).request,
    field: 'phone',
    rest: NIA_DETAILS,
    message: 'Please enter a valid 10-digit phone number',
  },
]

describe('pharmacy phones (decision 0079)', () => {
  it('fit their input: 10 digits and two dashes', () => {
    expect('513-555-0123').toHaveLength(PHONE_INPUT_MAX_LENGTH)
  })

  for (const { form: name, validate, field, rest, message } of PHONES) {
    const check = (phone: string) => validate(form({ ...rest, [field]: phone }))
    const errorOf = (phone: string) => check(phone).reply().error?.[field]

    it(`${name}: takes 10 digits with dashes, spaces, dots or parentheses, and sends the digits`, () => {
      for (const phone of ['5135550123', '513-555-0123', '513 555 0123', '513.555.0123', '(513) 555-0123']) {
        const submission = check(phone)
        expect(submission.reply().error ?? {}, phone).toEqual({})
        expect((submission.value as Record<string, unknown>)[field], phone).toBe('5135550123')
      }
    })

    it(`${name}: refuses fewer or more digits, a country code included, with '${message}'`, () => {
      for (const phone of ['513-555-012', '513-555-01234', '51355501234', '1-513-555-0123', '+1 513 555 0123'])
        expect(errorOf(phone), phone).toEqual([message])
      expect(errorOf('513-555-O123')).toEqual([message])
    })
  }
})

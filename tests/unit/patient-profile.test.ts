import { describe, expect, it } from 'vitest'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { action as addAction, loader as addLoader } from '#app/routes/rx+/patient-profile.addresses.new.tsx'
import {
  action as editAction,
  loader as editLoader,
} from '#app/routes/rx+/patient-profile.addresses.$addressId.edit.tsx'
import {
  action as deleteAction,
  loader as deleteLoader,
} from '#app/routes/rx+/patient-profile.addresses.$addressId.delete.tsx'
import { PROFILE_MESSAGES } from '#app/rx/profile/profile-messages.ts'
import { action as loyaltyAction, loader as loyaltyLoader } from '#app/routes/rx+/patient-profile.loyalty.tsx'
import { validateLoyaltyNumber } from '#app/rx/shared/rx-validation.ts'
import { formatPhone } from '#app/ui/format.ts'
import { HttpResponse, http } from 'msw'
import { mockServer } from '#mocks/node.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { cookiesFrom, formPost, get, missingPatientOf, settle } from '#tests/utils/requests.ts'
import { dataOf, location, signIn } from '#tests/utils/link-steps.ts'
import { testContext } from '#tests/utils/context.ts'

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: testContext() })
const NEW_ADDRESS = { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202-1234' }
const formErrorOf = (result: unknown) =>
  dataOf<{ result: { error: Record<string, string[]> } }>(result).result.error['']

async function profileOf(cookie: string) {
  return profileLoader(args(get('/rx/patient-profile', { cookie })))
}

describe('phones as the profile shows them (spec 2 section 5)', () => {
  it("are 'XXX-XXX-XXXX' for 10 digits and '--' for anything less", () => {
    expect(formatPhone('5135550142')).toBe('513-555-0142')
    expect(formatPhone('(513) 555-0142')).toBe('513-555-0142')
    expect(formatPhone('513555014')).toBe('--')
    expect(formatPhone(null)).toBe('--')
  })
})

describe('the patient profile (issue 18)', () => {
  it("shows each patient's details, with addresses shared with another patient marked", async () => {
    const profile = await profileOf(await signIn('shopper@example.com'))
    const sam = profile.patients.find((patient) => patient.patientNumber === '1001')!
    expect(sam).toMatchObject({
      name: 'Sam Shopper',
      dateOfBirth: '03/12/1984',
      mobilePhone: '513-555-0142',
      homePhone: '--',
      email: 'shopper@example.com',
      addresses: [
        {
          addressId: 'addr-1',
          lines: ['1014 Vine St', 'Apt 4B', 'Cincinnati, OH 45202'],
          isDefault: true,
          isShared: true,
        },
        { addressId: 'addr-2', lines: ['250 E 5th St', 'Cincinnati, OH 45202'], isDefault: false, isShared: false },
      ],
      hasSeveralOwnAddresses: false,
    })
  })

  it('adds, edits and deletes an address, each back on the profile with the news', async () => {
    const cookie = await signIn('shopper@example.com')
    expect(await addLoader(args(get('/rx/patient-profile/addresses/new?patient=1001', { cookie })))).toMatchObject({
      saved: null,
      texts: { addAddress: 'Add Address', save: 'Save Address' },
    })
    const added = (await settle(() =>
      addAction(args(formPost('/rx/patient-profile/addresses/new?patient=1001', NEW_ADDRESS, { cookie }))),
    )) as Response
    expect(location(added)).toBe('/rx/patient-profile')
    expect((await readFlash(cookiesFrom(added, cookie)))?.toast).toEqual({
      kind: 'success',
      message: PROFILE_MESSAGES.addressSaved,
    })
    const withNew = (await profileOf(cookie)).patients.find((patient) => patient.patientNumber === '1001')!
    const race = withNew.addresses.find((address) => address.lines[0] === '200 Race St')!
    expect(race).toMatchObject({ isDefault: false, isShared: false })

    const editPath = `/rx/patient-profile/addresses/${race.addressId}/edit?patient=1001`
    const params = { addressId: race.addressId }
    expect(await editLoader(args(get(editPath, { cookie }), params))).toMatchObject({
      saved: { address: '200 Race St', zipCode: '45202-1234' },
    })
    const edited = await settle(() =>
      editAction(args(formPost(editPath, { ...NEW_ADDRESS, address: '210 Race St' }, { cookie }), params)),
    )
    expect(location(edited)).toBe('/rx/patient-profile')
    const deletePath = `/rx/patient-profile/addresses/${race.addressId}/delete?patient=1001`
    expect(await deleteLoader(args(get(deletePath, { cookie }), params))).toMatchObject({
      lines: ['210 Race St', 'Cincinnati, OH 45202-1234'],
      texts: { deleteAddress: 'Delete Address' },
    })
    expect(location(await settle(() => deleteAction(args(formPost(deletePath, {}, { cookie }), params))))).toBe(
      '/rx/patient-profile',
    )
    const after = (await profileOf(cookie)).patients.find((patient) => patient.patientNumber === '1001')!
    expect(after.addresses.map((address) => address.lines[0])).toEqual(['1014 Vine St', '250 E 5th St'])
    // The other patients' shared address was not touched by the edit.
    expect(
      (await profileOf(cookie)).patients.every((patient) => patient.addresses[0]?.lines[0] === '1014 Vine St'),
    ).toBe(true)
  })

  it("checks the address, and says the spec's words when the pharmacy refuses it", async () => {
    const cookie = await signIn('shopper@example.com')
    const post = (fields: Record<string, string>, query = '') =>
      settle(() =>
        addAction(args(formPost(`/rx/patient-profile/addresses/new?patient=1001${query}`, fields, { cookie }))),
      )
    expect(
      dataOf<{ result: { error: Record<string, string[]> } }>(await post({ ...NEW_ADDRESS, zipCode: '4520' })).result
        .error,
    ).toEqual({ zipCode: ['Invalid postal code'] })
    expect(formErrorOf(await post(NEW_ADDRESS, '&mockScenario=address-combination'))).toEqual([
      'Please enter a valid City, State, Postal Code combination.',
    ])
    expect(formErrorOf(await post(NEW_ADDRESS, '&mockScenario=address-error'))).toEqual([
      'Error encountered while adding / updating / deleting address, please try again later',
    ])
    const edit = await settle(() =>
      editAction(
        args(
          formPost('/rx/patient-profile/addresses/addr-1/edit?patient=1001&mockScenario=address-error', NEW_ADDRESS, {
            cookie,
          }),
          { addressId: 'addr-1' },
        ),
      ),
    )
    expect(formErrorOf(edit)).toEqual([
      'Error encountered while adding / updating / deleting address, please try again later',
    ])
    const remove = await settle(() =>
      deleteAction(
        args(
          formPost(
            '/rx/patient-profile/addresses/addr-1/delete?patient=1001&mockScenario=address-error',
            {},
            { cookie },
          ),
          {
            addressId: 'addr-1',
          },
        ),
      ),
    )
    expect(dataOf(remove)).toEqual({
      formError: 'Error encountered while adding / updating / deleting address, please try again later',
    })
  })

  it('an edit that empties line 2 clears it', async () => {
    const cookie = await signIn('shopper@example.com')
    const path = '/rx/patient-profile/addresses/addr-1/edit?patient=1001'
    const { address2: _line2, ...withoutLine2 } = { ...NEW_ADDRESS, address: '1014 Vine St', address2: 'Apt 4B' }
    await settle(() => editAction(args(formPost(path, withoutLine2, { cookie }), { addressId: 'addr-1' })))
    const sam = (await profileOf(cookie)).patients.find((patient) => patient.patientNumber === '1001')!
    expect(sam.addresses[0]?.lines).toEqual(['1014 Vine St', 'Cincinnati, OH 45202-1234'])
  })

  it("answers a patient not the account's with the spec's 404, and an address not theirs with the profile", async () => {
    const cookie = await signIn('shopper@example.com')
    const missing = async (path: string) => missingPatientOf(await settle(() => addLoader(args(get(path, { cookie })))))
    // Even were the pharmacy to answer for someone else's patient, the account's patient list decides.
    mockServer.use(http.get(/\/rx\/api\/addresses/, () => HttpResponse.json({ addresses: [] })))
    expect(await missing('/rx/patient-profile/addresses/new?patient=2001')).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
    mockServer.resetHandlers()
    expect((await missing('/rx/patient-profile/addresses/new?patient=9999')).status).toBe(404)
    expect(await missing('/rx/patient-profile/addresses/new?patient=x')).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber x',
    })
    // The loyalty card panel, and its form, are about the account's patients only.
    const loyalty = '/rx/patient-profile/loyalty?patient=2001'
    expect(await missingPatientOf(await settle(() => loyaltyLoader(args(get(loyalty, { cookie })))))).toEqual({
      status: 404,
      text: 'No patient could be found with patientNumber 2001',
    })
    const posted = await settle(() =>
      loyaltyAction(args(formPost(loyalty, { loyaltyCardNumber: '1234567890' }, { cookie }))),
    )
    expect((await missingPatientOf(posted)).status).toBe(404)
    const unknown = '/rx/patient-profile/addresses/addr-404/edit?patient=1001'
    expect(location(await settle(() => editLoader(args(get(unknown, { cookie }), { addressId: 'addr-404' }))))).toBe(
      '/rx/patient-profile',
    )
  })
})

describe('the loyalty card (spec 2 section 5)', () => {
  const errors = (value: string, required = true) =>
    validateLoyaltyNumber(new URLSearchParams({ loyaltyCardNumber: value }) as unknown as FormData, {
      required,
    }).reply().error ?? {}
  const LENGTH = ['Alternate ID numbers must be 10 digits. Plus card numbers must be between 11 and 13 digits']

  it('takes a 10-digit alternate ID or a card of 11 to 13 digits, hyphens aside', () => {
    expect(errors('123-456-7890')).toEqual({})
    expect(errors('12345678901')).toEqual({})
    expect(errors('1234567890123')).toEqual({})
    expect(errors('123456789').loyaltyCardNumber).toEqual(LENGTH)
    expect(errors('12345678901234').loyaltyCardNumber).toEqual(LENGTH)
    expect(errors('12345a7890').loyaltyCardNumber).toEqual(['Must be numeric, excluding hyphens'])
    expect(errors('').loyaltyCardNumber).toEqual(['Number is a required field'])
    expect(errors(' - ').loyaltyCardNumber).toEqual(['Number is a required field'])
    expect(errors('', false)).toEqual({})
    expect(errors(' - ', false)).toEqual({})
  })

  it('a 10-digit number is also the alternate ID; an empty one removes the card', async () => {
    const cookie = await signIn('shopper@example.com')
    const post = (fields: Record<string, string>, patient = '1001', query = '') =>
      settle(() =>
        loyaltyAction(args(formPost(`/rx/patient-profile/loyalty?patient=${patient}${query}`, fields, { cookie }))),
      )
    expect(await loyaltyLoader(args(get('/rx/patient-profile/loyalty?patient=1001', { cookie })))).toMatchObject({
      name: 'Sam Shopper',
      saved: '49012345678',
      texts: { loyaltyTitle: 'Loyalty Card' },
    })
    expect(location(await post({ loyaltyCardNumber: '123-456-7890' }))).toBe('/rx/patient-profile')
    const sam = async () => (await profileOf(cookie)).patients.find((patient) => patient.patientNumber === '1001')!
    expect(await sam()).toMatchObject({ loyaltyCardNumber: '1234567890', alternateId: '1234567890' })
    const removed = (await post({ loyaltyCardNumber: '' })) as Response
    expect((await readFlash(cookiesFrom(removed, cookie)))?.toast).toEqual({
      kind: 'success',
      message: PROFILE_MESSAGES.loyaltyRemoved,
    })
    expect(await sam()).toMatchObject({ loyaltyCardNumber: null, alternateId: null })
    // Lily has no card: an empty number is not a removal.
    expect(
      dataOf<{ result: { error: Record<string, string[]> } }>(await post({ loyaltyCardNumber: '' }, '1002')).result
        .error,
    ).toEqual({
      loyaltyCardNumber: ['Number is a required field'],
    })
    expect(
      formErrorOf(await post({ loyaltyCardNumber: '12345678901' }, '1002', '&mockScenario=loyalty-error')),
    ).toEqual([PROFILE_MESSAGES.loyaltyFailed])
  })
})

describe('two or more addresses of a patient’s own (spec 2 section 9, decision 0065)', () => {
  it('set the flag; an address shared with another patient does not count', async () => {
    const cookie = await signIn('shopper@example.com')
    const samOf = async () => (await profileOf(cookie)).patients.find((patient) => patient.patientNumber === '1001')!
    // Sam's home is shared with Lily and Biscuit; his work address is his alone.
    expect((await samOf()).hasSeveralOwnAddresses).toBe(false)
    const add = (address: string) =>
      settle(() =>
        addAction(
          args(formPost('/rx/patient-profile/addresses/new?patient=1001', { ...NEW_ADDRESS, address }, { cookie })),
        ),
      )
    // The same place as the family's home counts as shared.
    await add('1014 Vine St')
    expect((await samOf()).hasSeveralOwnAddresses).toBe(false)
    await add('300 Elm St')
    expect((await samOf()).hasSeveralOwnAddresses).toBe(true)
  })
})

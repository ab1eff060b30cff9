import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { isUpstreamError, upstreamDetail, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { addAddress, deleteAddress, fetchAddresses, fetchPatients, updateAddress } from '#app/upstream/rx-api.server.ts'
import { formatAddress } from '#app/ui/format.ts'
import { patientsForPage } from '#app/rx/shared/account-patients.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { isPatientNumber } from '#app/rx/shared/patients.ts'
import { patientNotFound, requirePatient } from '#app/rx/shared/requested-patient.server.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { validatePatientAddress } from '#app/rx/shared/rx-validation.ts'
import { rxFieldLabelsIn, rxFormWordsIn } from '#app/rx/shared/rx-fields.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { PROFILE_PATH } from './profile-paths.ts'
import { panelWordsIn } from './profile-panels.messages.server.ts'

/** The patient an address page is about (`?patient=`): a patient number, else the spec's 404. */
function patientNumberOf(request: Request, language: Language) {
  const patientNumber = new URL(request.url).searchParams.get('patient')
  if (!isPatientNumber(patientNumber)) throw patientNotFound(patientNumber, language)
  return patientNumber
}

/**
 * The patient's addresses (`GET /addresses`), for one of the account's patients, which the account's patient list
 * proves (asked alongside: one round); a patient not the account's is the spec's 404, and an outage is the
 * /rx error page with REFRESH (decision 0034). Loaders share the profile's patient list; an action asks its own.
 */
async function requirePatientAddresses(request: Request, context: AppLoadContext, { inAction = false } = {}) {
  const customer = await requireRxCustomer(request, context)
  const { client } = customer
  const patientNumber = patientNumberOf(request, context.language)
  const addresses = fetchAddresses(client, patientNumber)
  addresses.catch(() => undefined)
  const patients = await loadOrUnavailable(() => (inAction ? fetchPatients(client) : patientsForPage(context, client)))
  requirePatient(patients, patientNumber, context.language)
  return {
    ...customer,
    patientNumber,
    addresses: await loadOrUnavailable(() =>
      addresses.catch((error: unknown) => {
        if (isUpstreamError(error) && error.status === 404) throw redirect(PROFILE_PATH)
        throw error
      }),
    ),
  }
}

/** The address an edit or delete page names, else back to the profile. */
function addressNamed(addresses: Awaited<ReturnType<typeof requirePatientAddresses>>['addresses'], id?: string) {
  const address = addresses.find((candidate) => candidate.addressId === id)
  if (!address) throw redirect(PROFILE_PATH)
  return address
}

/** /rx/patient-profile/addresses/new and …/:addressId/edit: the form, filled with the address being edited. */
export async function loadAddressForm(request: Request, context: AppLoadContext, addressId?: string) {
  const { addresses } = await requirePatientAddresses(request, context)
  // The panel's words in the request's language (decision 0107); the address group's labels are the pharmacy's.
  const words = { texts: panelWordsIn(context.language).texts, labels: rxFieldLabelsIn(context.language).address }
  if (!addressId) return { ...words, saved: null }
  const address = addressNamed(addresses, addressId)
  return {
    ...words,
    saved: {
      address: address.address1,
      address2: address.address2 ?? '',
      city: address.city,
      state: address.state,
      zipCode: address.zipCode,
    },
  }
}

/**
 * Spec 2 section 8: the server's 'invalid city,state and zipcode combination' is 'Please enter a valid City, State,
 * Postal Code combination.'; any other failure 'Error encountered while adding / updating / deleting address, please
 * try again later'.
 */
function addressFailure(error: unknown, language: Language) {
  if (!isUpstreamError(error)) throw error
  const detail = upstreamDetail(error)
  const combination =
    error.status === 400 && detail !== undefined && /invalid city,\s*state and zip\s*code combination/i.test(detail)
  const { messages } = panelWordsIn(language)
  return {
    message: combination ? messages.addressCombination : messages.addressFailed,
    status: combination ? 400 : upstreamFailureStatus(error),
  }
}

/** Adds the address, or saves the one edited; back to the profile with the news. */
export async function saveAddressAction(request: Request, context: AppLoadContext, addressId?: string) {
  const formData = await readFormData(request)
  const { client, patientNumber, addresses } = await requirePatientAddresses(request, context, { inAction: true })
  if (addressId) addressNamed(addresses, addressId)
  const { language } = context
  const submission = validatePatientAddress(formData, rxFormWordsIn(language))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  const form = submission.value
  // An edit sends line 2 even when empty: a PATCH leaves out what it does not change, and an emptied line changed.
  const address = {
    address1: form.address,
    ...(form.address2 || addressId ? { address2: form.address2 ?? '' } : {}),
    city: form.city,
    state: form.state,
    zipCode: form.zipCode,
  }
  try {
    if (addressId) await updateAddress(client, patientNumber, addressId, address)
    else await addAddress(client, patientNumber, address)
  } catch (error) {
    const failed = addressFailure(error, language)
    return data({ result: submission.reply({ formErrors: [failed.message] }) }, { status: failed.status })
  }
  const { addressSaved } = panelWordsIn(language).messages
  throw await redirectWithToast(PROFILE_PATH, { kind: 'success', message: addressSaved })
}

/** …/:addressId/delete: the address to confirm. */
export async function loadAddressDelete(request: Request, context: AppLoadContext, addressId: string) {
  const { addresses } = await requirePatientAddresses(request, context)
  return {
    lines: formatAddress(addressNamed(addresses, addressId), { lines: true }),
    texts: panelWordsIn(context.language).texts,
  }
}

export async function deleteAddressAction(request: Request, context: AppLoadContext, addressId: string) {
  await readFormData(request)
  const { client, patientNumber, addresses } = await requirePatientAddresses(request, context, { inAction: true })
  addressNamed(addresses, addressId)
  try {
    await deleteAddress(client, patientNumber, addressId)
  } catch (error) {
    const failed = addressFailure(error, context.language)
    return data({ formError: failed.message }, { status: failed.status })
  }
  const { addressDeleted } = panelWordsIn(context.language).messages
  throw await redirectWithToast(PROFILE_PATH, { kind: 'success', message: addressDeleted })
}

import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { readFormData } from '#app/security/form.server.ts'
import { redirectWithToast } from '#app/ui/flash.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { fetchRelationships, updateRelationship } from '#app/upstream/rx-link-api.server.ts'
import type { Relationship } from '#app/upstream/rx-link-api.schema.ts'
import { relationshipsForPage } from '#app/rx/shared/account-patients.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { dashboardPathFor, PATIENT_ACCESS_PATH, patientName } from '#app/rx/shared/patients.ts'
import { requireRxCustomer, type RxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { validateAccessExpiry } from '#app/rx/shared/rx-validation.ts'
import { accessEntries, alreadyAnswered, targetStatusOf, type AccessAction, type AccessEntry } from './access-rules.ts'
import { readPatientsAndRelationships } from './patient-profile.server.ts'
import { PROFILE_MESSAGES } from './profile-messages.ts'

/** What the page shows of an entry: no patient number, no customer id beyond the key the forms post back. */
export function shownEntry({ key, direction, relationship, status, actions }: AccessEntry) {
  return {
    key,
    direction,
    name: relationship.name,
    relationship: relationship.relationshipType,
    requestType: relationship.requestType ?? null,
    status,
    actions,
    requestedOn: formatDay(relationship.accessRequestedDate),
    grantedOn: formatDay(relationship.accessGrantedDate),
    expiresOn: formatDay(relationship.accessExpiryDate),
  }
}
export type ShownAccessEntry = ReturnType<typeof shownEntry>

/** The relationships as they stand now; loaders share one answer per request, an action asks its own. */
const currentRelationships = (context: AppLoadContext, { client }: RxCustomer, { inAction = false } = {}) =>
  loadOrUnavailable(() => (inAction ? fetchRelationships(client) : relationshipsForPage(context, client)))

async function currentEntries(context: AppLoadContext, customer: RxCustomer, options: { inAction?: boolean } = {}) {
  return accessEntries(await currentRelationships(context, customer, options), pharmacyToday())
}

const KEY_PATTERN = /^(from-[\w.@-]{1,60}-\d{1,20}|for-[A-Z_]{3,20}-\d{1,20})$/

/** The entry `key` names, if it allows `action`; else undefined (already answered, changed, or not the customer's). */
function entryFor(entries: AccessEntry[], key: string, action: AccessAction) {
  if (!KEY_PATTERN.test(key)) return undefined
  return entries.find((entry) => entry.key === key && entry.actions.includes(action))
}

/** PUT customer/relationship: the relationship as the pharmacy named it, with its new status (and expiry). */
async function update(client: RxCustomer['client'], relationship: Relationship, action: AccessAction, expiry?: string) {
  await updateRelationship(client, {
    patientNumber: relationship.patientNumber,
    ...(relationship.customerId ? { customerId: relationship.customerId } : {}),
    relationshipRequestStatus: targetStatusOf(action),
    relationshipType: relationship.relationshipType,
    ...(expiry ? { accessExpiryDate: expiry } : {}),
  })
}

/** A write the pharmacy refused or could not take: its own words, and the status to answer with. */
function updateFailure(error: unknown) {
  if (!isUpstreamError(error)) throw error
  return { message: PROFILE_MESSAGES.accessFailed, status: upstreamFailureStatus(error) }
}

const doneTexts: Record<AccessAction, (name: string) => string> = {
  grant: PROFILE_MESSAGES.accessGranted,
  decline: PROFILE_MESSAGES.accessDeclined,
  cancel: PROFILE_MESSAGES.requestCancelled,
  remove: PROFILE_MESSAGES.accessRemoved,
  expiry: PROFILE_MESSAGES.expirySaved,
}

/** /rx/patient-access: every request and access, with the account's children and pets; each part may fail alone. */
export async function loadPatientAccess(request: Request, context: AppLoadContext) {
  const { errors, patients, relationships } = await readPatientsAndRelationships(
    context,
    await requireRxCustomer(request, context),
  )
  const namesOf = (type: string) =>
    patients.filter((patient) => patient.relationshipType === type).map((patient) => patientName(patient))
  return {
    errors,
    entries: accessEntries(relationships, pharmacyToday()).map(shownEntry),
    children: namesOf('CHILD'),
    pets: namesOf('PET'),
  }
}
export type PatientAccessData = Awaited<ReturnType<typeof loadPatientAccess>>

/** Where an answer returns: the dashboard as it was shown when answered there; otherwise this page. */
const returnPathOf = (formData: FormData) =>
  formData.get('from') === 'dashboard' ? dashboardPathFor(formData.get('patient')) : PATIENT_ACCESS_PATH

/**
 * Grant, decline or cancel, straight from the list or a dashboard notification: one button, no confirmation. A request
 * already answered is not sent again: the same answer (a double post) answers as the first did, any other change
 * (another tab, the other side) is told as such (decisions 0064, 0083).
 */
export async function answerAccessAction(request: Request, context: AppLoadContext) {
  const formData = await readFormData(request)
  const customer = await requireRxCustomer(request, context)
  const action = formData.get('intent')
  const key = formData.get('key')
  if ((action !== 'grant' && action !== 'decline' && action !== 'cancel') || typeof key !== 'string')
    return data({ formError: PROFILE_MESSAGES.accessChanged }, { status: 400 })
  const returnPath = returnPathOf(formData)
  const relationships = await currentRelationships(context, customer, { inAction: true })
  const today = pharmacyToday()
  const entry = entryFor(accessEntries(relationships, today), key, action)
  if (!entry) {
    const answered = alreadyAnswered(relationships, key, action, today)
    throw await redirectWithToast(
      returnPath,
      answered
        ? { kind: 'success', message: doneTexts[action](answered.name) }
        : { kind: 'info', message: PROFILE_MESSAGES.accessChanged },
    )
  }
  try {
    await update(customer.client, entry.relationship, action)
  } catch (error) {
    throw await redirectWithToast(returnPath, { kind: 'error', message: updateFailure(error).message })
  }
  throw await redirectWithToast(returnPath, { kind: 'success', message: doneTexts[action](entry.relationship.name) })
}

/** A panel's entry (…/:key/remove, …/:key/expiry), else back to the page. */
async function requirePanelEntry(
  request: Request,
  context: AppLoadContext,
  key: string,
  action: AccessAction,
  options: { inAction?: boolean } = {},
) {
  const customer = await requireRxCustomer(request, context)
  const entry = entryFor(await currentEntries(context, customer, options), key, action)
  if (!entry) throw redirect(PATIENT_ACCESS_PATH)
  return { customer, entry }
}

export async function loadAccessPanel(request: Request, context: AppLoadContext, key: string, action: AccessAction) {
  return { entry: shownEntry((await requirePanelEntry(request, context, key, action)).entry) }
}

/** …/:key/remove: the access (or request approved) ends (REVOKED). */
export async function removeAccessAction(request: Request, context: AppLoadContext, key: string) {
  await readFormData(request)
  const { customer, entry } = await requirePanelEntry(request, context, key, 'remove', { inAction: true })
  try {
    await update(customer.client, entry.relationship, 'remove')
  } catch (error) {
    const failed = updateFailure(error)
    return data({ formError: failed.message }, { status: failed.status })
  }
  throw await redirectWithToast(PATIENT_ACCESS_PATH, {
    kind: 'success',
    message: doneTexts.remove(entry.relationship.name),
  })
}

/** …/:key/expiry: the day another adult's access to the customer's records ends. */
export async function accessExpiryAction(request: Request, context: AppLoadContext, key: string) {
  const formData = await readFormData(request)
  const { customer, entry } = await requirePanelEntry(request, context, key, 'expiry', { inAction: true })
  const submission = validateAccessExpiry(formData, pharmacyToday())
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    await update(customer.client, entry.relationship, 'expiry', isoDateOf(submission.value.expiresOn))
  } catch (error) {
    const failed = updateFailure(error)
    return data({ result: submission.reply({ formErrors: [failed.message] }) }, { status: failed.status })
  }
  throw await redirectWithToast(PATIENT_ACCESS_PATH, {
    kind: 'success',
    message: doneTexts.expiry(entry.relationship.name),
  })
}

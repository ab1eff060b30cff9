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
import { firstAccessEndDay, validateAccessExpiry } from '#app/rx/shared/rx-validation.ts'
import { answerTextsFor } from '#app/rx/shared/access-answers.messages.server.ts'
import { birthDateTexts } from '#app/rx/shared/birth-date.messages.server.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { accessEntries, alreadyAnswered, targetStatusOf, type AccessAction, type AccessEntry } from './access-rules.ts'
import { accessWordsIn } from './access.messages.server.ts'
import { readPatientsAndRelationships } from './patient-profile.server.ts'
import { profileWordsIn } from './profile.messages.server.ts'

/**
 * What the page shows of an entry, its sentences written in the page's language: no patient number, no customer id
 * beyond the key the forms post back.
 */
export function shownEntry({ key, direction, relationship, status, actions }: AccessEntry, language: Language) {
  const { t } = accessWordsIn(language)
  const { name } = relationship
  const day = (date: string | null | undefined) => formatDay(date, language)
  const requestedOn = day(relationship.accessRequestedDate)
  const grantedOn = day(relationship.accessGrantedDate)
  const expiresOn = day(relationship.accessExpiryDate)
  const manages = relationship.requestType === 'MANAGE'
  const endDateLink = t(expiresOn ? 'changeEndDate' : 'setEndDate')
  return {
    key,
    direction,
    name,
    relationship: relationship.relationshipType,
    requestType: relationship.requestType ?? null,
    status,
    actions,
    /** The end date as the form's month, day and year start from (YYYY-MM-DD). */
    expiryDay: relationship.accessExpiryDate?.slice(0, 10) ?? null,
    pending: [
      t(direction === 'byCustomer' ? 'waitingFor' : manages ? 'asksToManage' : 'asksToSee', { name }),
      ...(requestedOn ? [t('requestedOn', { date: requestedOn })] : []),
    ].join(' '),
    what:
      direction === 'toCustomer'
        ? t(manages ? 'manages' : 'canSee')
        : profileWordsIn(language).relationship(relationship.relationshipType),
    since: grantedOn ? `${t('accessSince', { date: grantedOn })}. ` : null,
    until:
      status === 'EXPIRED'
        ? expiresOn
          ? t('accessExpiredOn', { date: expiresOn })
          : t('accessExpired')
        : expiresOn
          ? t('accessUntil', { date: expiresOn })
          : t('noEndDate'),
    endDateLink,
    endDateLabel: t('endDateFor', { action: endDateLink, name }),
    removeLabel: t('removeFor', { name }),
    removeQuestion: t('removeQuestion', { name }),
    expiryHint: t('expiryHint', { name }),
    texts: answerTextsFor(name, language),
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
function updateFailure(error: unknown, language: Language) {
  if (!isUpstreamError(error)) throw error
  return { message: accessWordsIn(language).t('accessFailed'), status: upstreamFailureStatus(error) }
}

const DONE_KEYS = {
  grant: 'accessGranted',
  decline: 'accessDeclined',
  cancel: 'requestCancelled',
  remove: 'accessRemoved',
  expiry: 'expirySaved',
} as const satisfies Record<AccessAction, string>

/** The toast of an action done, in the request's language. */
const doneText = (action: AccessAction, name: string, language: Language) =>
  accessWordsIn(language).t(DONE_KEYS[action], { name })

/** /rx/patient-access: every request and access, with the account's children and pets; each part may fail alone. */
export async function loadPatientAccess(request: Request, context: AppLoadContext) {
  const { language } = context
  const { errors, patients, relationships } = await readPatientsAndRelationships(
    context,
    await requireRxCustomer(request, context),
  )
  const namesOf = (type: string) =>
    patients.filter((patient) => patient.relationshipType === type).map((patient) => patientName(patient))
  const profile = profileWordsIn(language).texts
  return {
    errors,
    entries: accessEntries(relationships, pharmacyToday()).map((entry) => shownEntry(entry, language)),
    children: namesOf('CHILD'),
    pets: namesOf('PET'),
    // The page's words in the request's language (decision 0107), with the profile's it shares.
    texts: {
      ...accessWordsIn(language).texts,
      pendingRequests: profile.pendingRequests,
      noPendingRequests: profile.noPendingRequests,
      addPatient: profile.addPatient,
      managePatientAccess: profile.managePatientAccess,
      goToPrescriptions: profile.goToPrescriptions,
    },
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
  const { language } = context
  const { t } = accessWordsIn(language)
  const action = formData.get('intent')
  const key = formData.get('key')
  if ((action !== 'grant' && action !== 'decline' && action !== 'cancel') || typeof key !== 'string')
    return data({ formError: t('accessChanged') }, { status: 400 })
  const returnPath = returnPathOf(formData)
  const relationships = await currentRelationships(context, customer, { inAction: true })
  const today = pharmacyToday()
  const entry = entryFor(accessEntries(relationships, today), key, action)
  if (!entry) {
    const answered = alreadyAnswered(relationships, key, action, today)
    throw await redirectWithToast(
      returnPath,
      answered
        ? { kind: 'success', message: doneText(action, answered.name, language) }
        : { kind: 'info', message: t('accessChanged') },
    )
  }
  try {
    await update(customer.client, entry.relationship, action)
  } catch (error) {
    throw await redirectWithToast(returnPath, { kind: 'error', message: updateFailure(error, language).message })
  }
  throw await redirectWithToast(returnPath, {
    kind: 'success',
    message: doneText(action, entry.relationship.name, language),
  })
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

/** A panel's entry and words; the end date's also the checks' (the browser runs them with the pharmacy's today). */
export async function loadAccessPanel(request: Request, context: AppLoadContext, key: string, action: AccessAction) {
  const { language } = context
  const today = pharmacyToday()
  return {
    entry: shownEntry((await requirePanelEntry(request, context, key, action)).entry, language),
    texts: accessWordsIn(language).texts,
    dateLabels: birthDateTexts(language).labels,
    today,
    dateMessages: accessExpiryMessages(today, language),
  }
}

export type AccessPanelData = Awaited<ReturnType<typeof loadAccessPanel>>

/** The end date's checks' messages in a language, the first day allowed written as the language writes a day. */
function accessExpiryMessages(today: string, language: Language) {
  return {
    ...birthDateTexts(language).messages,
    dateTooEarly: rxMessagesIn(language).dateTooEarly(formatDay(firstAccessEndDay(today), language)!),
  }
}

/** …/:key/remove: the access (or request approved) ends (REVOKED). */
export async function removeAccessAction(request: Request, context: AppLoadContext, key: string) {
  await readFormData(request)
  const { customer, entry } = await requirePanelEntry(request, context, key, 'remove', { inAction: true })
  try {
    await update(customer.client, entry.relationship, 'remove')
  } catch (error) {
    const failed = updateFailure(error, context.language)
    return data({ formError: failed.message }, { status: failed.status })
  }
  throw await redirectWithToast(PATIENT_ACCESS_PATH, {
    kind: 'success',
    message: doneText('remove', entry.relationship.name, context.language),
  })
}

/** …/:key/expiry: the day another adult's access to the customer's records ends. */
export async function accessExpiryAction(request: Request, context: AppLoadContext, key: string) {
  const formData = await readFormData(request)
  const { customer, entry } = await requirePanelEntry(request, context, key, 'expiry', { inAction: true })
  const { language } = context
  const today = pharmacyToday()
  const submission = validateAccessExpiry(formData, today, accessExpiryMessages(today, language))
  if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
  try {
    await update(customer.client, entry.relationship, 'expiry', isoDateOf(submission.value.expiresOn))
  } catch (error) {
    const failed = updateFailure(error, language)
    return data({ result: submission.reply({ formErrors: [failed.message] }) }, { status: failed.status })
  }
  throw await redirectWithToast(PATIENT_ACCESS_PATH, {
    kind: 'success',
    message: doneText('expiry', entry.relationship.name, language),
  })
}

import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { redirectWithFlash, takeFlash } from '#app/ui/flash.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { PRESCRIPTION_REQUEST_TYPES, type PrescriptionRequestType } from '#app/upstream/rx-api.constants.ts'
import type { CompetitorPharmacy, Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { PrescriptionRequest } from '#app/upstream/rx-api.schema.ts'
import { formatAddress } from '#app/ui/format.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { fetchFacilities, searchCompetitors } from '#app/upstream/pharmacy-locator.server.ts'
import { pharmaciesMatching, searchOrMessage } from '#app/stores/store-search.server.ts'
import { fetchFillLocations, fetchPatients, submitPrescriptionRequest } from '#app/upstream/rx-api.server.ts'
import { requireGuestOnly } from '#app/rx/shared/rx-customer.server.ts'
import { readKnownPatients, rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import type { SignedInUser } from '#app/auth/session.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { patientName } from '#app/rx/shared/patients.ts'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { rxCommonTextsIn, rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import {
  orderTypeIn,
  transferConfirmationTexts,
  transferFormWordTexts,
  transferMessages,
  transferTexts,
} from './transfer.messages.server.ts'
import { customerTransferSchema, guestTransferSchema, rxFormWordsFrom } from '#app/rx/shared/rx-validation.ts'

type TransferRequester = 'customer' | 'guest'

const TRANSFER_PATHS = {
  customer: '/rx/transfer-prescriptions',
  guest: '/rx/guest/transfer-prescriptions',
} as const

const transferConfirmationPath = (as: TransferRequester) => `${TRANSFER_PATHS[as]}/confirmation`

/**
 * Who is asking: a verified customer on the customer page (an unverified one
 * is sent to the guest page, which needs no link); anyone else on the guest
 * page, which sends a verified customer back (spec 2 section 6).
 */
async function transferRequester(
  request: Request,
  context: AppLoadContext,
  as: TransferRequester,
): Promise<{ client: UpstreamClient; user?: SignedInUser }> {
  if (as === 'customer') return requireRxCustomer(request, context, { unverifiedPath: TRANSFER_PATHS.guest })
  const auth = await requireGuestOnly(request, context, TRANSFER_PATHS.customer)
  return { client: await upstreamFor(request, context, auth.session) }
}

const needsCurrentPharmacy = (type: PrescriptionRequestType) => type === 'TRANSFER_ALL' || type === 'TRANSFER'

/** The page's GET state: the order type and the two pharmacy searches (no personal data, so it can sit in the URL). */
function transferQuery(url: URL) {
  const text = (name: string) => (url.searchParams.get(name) ?? '').trim().slice(0, 100)
  const type =
    PRESCRIPTION_REQUEST_TYPES.find((candidate) => candidate === url.searchParams.get('type')) ?? 'TRANSFER_ALL'
  // The chosen current pharmacy fills a transfer's contact fields only: a new prescription's contact is the doctor.
  const transfer = needsCurrentPharmacy(type)
  return {
    type,
    fromQuery: text('fromQuery'),
    fromName: transfer ? text('fromName') : '',
    fromPhone: transfer ? text('fromPhone') : '',
    /** '1' once the shopper chose to type the current pharmacy themselves. */
    fromManual: transfer && url.searchParams.get('fromManual') === '1' ? '1' : '',
    toQuery: text('toQuery'),
  }
}
type TransferQuery = ReturnType<typeof transferQuery>

/**
 * Where a prescription comes from: this family's pharmacies (the store locator's search, decision 0071) and other
 * chains' (the competitor list, kept apart as spec 2 section 4 keeps competitor stores).
 */
async function searchCurrentPharmacies(
  request: Request,
  context: AppLoadContext,
  client: UpstreamClient,
  query: TransferQuery,
  as: TransferRequester,
) {
  const messages = transferMessages(context.language)
  const search = await searchOrMessage(context, query.fromQuery, async () => {
    const [ours, theirs] = await Promise.all([
      pharmaciesMatching(request, context, query.fromQuery),
      searchCompetitors(client, query.fromQuery),
    ])
    const fromOurs = ours.map((pharmacy) => ({
      name: pharmacy.name,
      phone: pharmacy.phone ?? '',
      address: pharmacy.address,
    }))
    const fromTheirs = theirs.map((pharmacy: CompetitorPharmacy) => ({
      name: pharmacy.pharmacyName,
      phone: pharmacy.phoneNumber,
      address: pharmacy.address,
    }))
    return [...fromOurs, ...fromTheirs].filter((pharmacy) => pharmacy.phone)
  })
  return {
    error: search.error,
    results:
      search.results?.map((pharmacy) => ({
        name: pharmacy.name,
        phone: pharmacy.phone,
        address: pharmacy.address ? formatAddress(pharmacy.address) : null,
        useLabel: messages.usePharmacyOf(pharmacy.name),
        // Choosing one fills the name and phone fields: the choice is part of the URL.
        href: `${TRANSFER_PATHS[as]}?${new URLSearchParams({ ...query, fromName: pharmacy.name, fromPhone: pharmacy.phone })}`,
      })) ?? null,
  }
}

/** The customer's 'recently used' pharmacies: where their patients' prescriptions were filled (a patient whose list fails adds none). */
async function recentPharmacies(
  client: UpstreamClient,
  patientNumbers: string[],
  fillLocationsOf: (patientNumber: string) => Promise<string[]>,
) {
  const lists = await Promise.allSettled(patientNumbers.map(fillLocationsOf))
  const bug = lists.find((list) => list.status === 'rejected' && !isUpstreamError(list.reason))
  if (bug?.status === 'rejected') throw bug.reason
  const ids = lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : []))
  try {
    return await fetchFacilities(client, ids)
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return []
  }
}

/**
 * A customer's patients and their recently used pharmacies. The fill locations are asked per patient, so they need
 * the list: they start with it for the patients this sign-in had last time (decision 0053).
 */
async function customerPatients(client: UpstreamClient, user: SignedInUser) {
  const known = await readKnownPatients(user)
  const fillLocations = askAhead(
    known.map((patient) => patient.patientNumber),
    (patientNumber) => fetchFillLocations(client, patientNumber),
  )
  // The customer's request names one of their patients: without the list, the /rx error page with REFRESH (decision 0034).
  const patients = await loadOrUnavailable(() => fetchPatients(client))
  await rememberPatients(user, patients)
  const recent = await recentPharmacies(
    client,
    patients.map((patient) => patient.patientNumber),
    fillLocations.answerFor,
  )
  return [patients, recent] as const
}

function pharmacyOption(facility: Facility) {
  return { value: facility.facilityId, label: facility.vanityName, description: formatAddress(facility.address) }
}

/**
 * The add-Rx page (spec 2 'Transfer Prescriptions'): the order type and the
 * searches are GET choices, so they work without JavaScript and survive
 * each other; what the request says is the POST form under them.
 */
export async function loadTransfer(request: Request, context: AppLoadContext, as: TransferRequester) {
  const { client, user } = await transferRequester(request, context, as)
  const query = transferQuery(new URL(request.url))
  const [current, found, [patients, recent]] = await Promise.all([
    needsCurrentPharmacy(query.type)
      ? searchCurrentPharmacies(request, context, client, query, as)
      : { error: null, results: null },
    searchOrMessage(context, query.toQuery, () => pharmaciesMatching(request, context, query.toQuery)),
    user ? customerPatients(client, user) : ([[], []] as const),
  ])
  const recentIds = new Set(recent.map((facility) => facility.facilityId))
  const { language } = context
  const texts = transferTexts(language)
  return {
    as,
    texts,
    // The form's checks in the browser say what the server would.
    checks: transferFormWordTexts(language),
    query,
    orderTypes: PRESCRIPTION_REQUEST_TYPES.map((value) => ({ value, label: orderTypeIn(language, value) })),
    needsCurrentPharmacy: needsCurrentPharmacy(query.type),
    // A transfer's current pharmacy is settled once chosen from the search or left to be typed: only then does the form come.
    currentPharmacySettled: !needsCurrentPharmacy(query.type) || Boolean(query.fromName) || query.fromManual === '1',
    typeItHref: `${TRANSFER_PATHS[as]}?${new URLSearchParams({ ...query, fromName: '', fromPhone: '', fromManual: '1' })}`,
    currentSearch: current,
    newSearch: { error: found.error, noneFound: found.results?.length === 0 },
    pharmacies: [
      ...recent.map((facility) => ({
        ...pharmacyOption(facility),
        description: [texts.recent, pharmacyOption(facility).description].filter(Boolean).join(' · '),
      })),
      ...(found.results ?? [])
        .filter((pharmacy) => !recentIds.has(pharmacy.facilityId))
        .map((pharmacy) => ({
          value: pharmacy.facilityId,
          label: pharmacy.name,
          description: formatAddress(pharmacy.address),
        })),
    ],
    patients: patients.map((patient) => ({ value: patient.patientNumber, label: patientName(patient) })),
  }
}

/** conform refuses a list intent on a field that is not a list, which only a hand-made post can send: a 400, not a crash. */
function parseTransferForm(form: FormData, as: TransferRequester, language: Language) {
  const { words, names } = transferFormWordTexts(language)
  const checks = { words: rxFormWordsFrom(words), names }
  try {
    return parseWithZod(form, {
      schema: as === 'customer' ? customerTransferSchema(checks) : guestTransferSchema(new Date(), checks),
    })
  } catch {
    throw new Response(rxCommonTextsIn(language).formFromPage, { status: 400 })
  }
}

type TransferForm = z.infer<ReturnType<typeof customerTransferSchema>> | z.infer<ReturnType<typeof guestTransferSchema>>

/** The form as the pharmacy's request: one entry per row, each with the contact the pharmacy calls. */
function prescriptionsOf(form: TransferForm): PrescriptionRequest['prescriptions'] {
  switch (form.orderType) {
    case 'TRANSFER_ALL':
      return [{ type: form.orderType, contactName: form.contactName, contactPhone: form.contactPhone, refill: false }]
    case 'TRANSFER':
    case 'NEW':
      return form.prescriptions.map((row) => ({
        type: form.orderType,
        medName: row.medName,
        rxNumber: 'rxNumber' in row ? row.rxNumber : undefined,
        contactName: form.contactName,
        contactPhone: form.contactPhone,
        refill: row.refill ?? false,
      }))
    case 'PAPER': {
      const rows = form.prescriptions?.filter((row) => row.medName) ?? []
      return (rows.length ? rows : [{ medName: undefined, refill: false }]).map((row) => ({
        type: form.orderType,
        medName: row.medName,
        paperAcknowledge: true,
        refill: row.refill ?? false,
      }))
    }
  }
}

const confirmationSchema = z.object({
  requestId: z.string(),
  status: z.string(),
  pharmacy: z.string(),
  orderType: z.enum(PRESCRIPTION_REQUEST_TYPES),
})

export async function transferAction(request: Request, context: AppLoadContext, as: TransferRequester) {
  const form = await readFormData(request)
  const { client } = await transferRequester(request, context, as)
  // The page posts its type; a post without one (hand-made) is read as the page's URL type, so it still gets field errors.
  if (!PRESCRIPTION_REQUEST_TYPES.some((type) => type === form.get('orderType')))
    form.set('orderType', transferQuery(new URL(request.url)).type)
  const submission = parseTransferForm(form, as, context.language)
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  const value = submission.value
  const messages = rxMessagesIn(context.language)
  const refuse = (status: number, error: { formErrors?: string[]; fieldErrors?: Record<string, string[]> }) =>
    data({ result: submission.reply(error) }, { status })
  let sent: z.infer<typeof confirmationSchema>
  try {
    const [facility] = await fetchFacilities(client, [value.facilityId])
    if (!facility)
      return refuse(400, {
        fieldErrors: { facilityId: [messages.required(transferMessages(context.language).pharmacy)] },
      })
    let patient: PrescriptionRequest['patient']
    if ('patientNumber' in value) {
      if (!(await fetchPatients(client)).some((candidate) => candidate.patientNumber === value.patientNumber)) {
        return refuse(400, {
          fieldErrors: { patientNumber: [rxCommonTextsIn(context.language).patientNotFound(value.patientNumber)] },
        })
      }
      patient = { patientNumber: value.patientNumber }
    } else {
      // Spec 2 section 3: guest patients use patient number '0'.
      patient = {
        patientNumber: '0',
        firstName: value.firstName,
        lastName: value.lastName,
        dateOfBirth: isoDateOf(value.dateOfBirth),
        phone: value.phone,
      }
    }
    const prescriptions = prescriptionsOf(value)
    const fill = prescriptions.some((prescription) => prescription.refill)
    const answer = await submitPrescriptionRequest(
      client,
      {
        orderType: value.orderType,
        facilityId: facility.facilityId,
        fulfilment: !fill ? 'NONE' : facility.facilityType === 'MAIL_ORDER' ? 'MAIL_ORDER' : 'PICKUP',
        patient,
        prescriptions,
      },
      as,
    )
    sent = { ...answer, pharmacy: facility.vanityName, orderType: value.orderType }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return refuse(502, { formErrors: [messages.generic] })
  }
  throw await redirectWithFlash(transferConfirmationPath(as), { rxTransferRequest: sent })
}

/** The answer, shown once (a flash): a reload or a shared phone shows the form again. */
export async function loadTransferConfirmation(request: Request, context: AppLoadContext, as: TransferRequester) {
  await transferRequester(request, context, as)
  const { flash, headers } = await takeFlash(request)
  const sent = confirmationSchema.safeParse(flash?.rxTransferRequest)
  if (!sent.success) throw redirect(TRANSFER_PATHS[as])
  const { language } = context
  return data(
    {
      ...sent.data,
      texts: transferConfirmationTexts(language),
      text: transferMessages(language).confirmationText(sent.data.pharmacy),
      orderTypeLabel: orderTypeIn(language, sent.data.orderType),
      startOver: TRANSFER_PATHS[as],
    },
    { headers },
  )
}

import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { z } from 'zod'
import { upstreamFor } from '#app/auth/auth-state.server.ts'
import { redirectWithFlash, takeFlash } from '#app/ui/flash.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import { guestRefillOrderResponseSchema, type GuestRefillValidation } from '#app/upstream/rx-api.schema.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import { formatAddress } from '#app/ui/format.ts'
import { fetchFacilities, findFacilityByPhone } from '#app/upstream/pharmacy-locator.server.ts'
import { submitGuestRefill, validateGuestRefill } from '#app/upstream/rx-api.server.ts'
import { storeClock, storeTimeZone, timeAtStore } from '#app/rx/shared/store-clock.server.ts'
import { pharmacyHours } from '#app/stores/pharmacy-hours.ts'
import { rxCommonTextsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { pharmacyHoursTexts } from '#app/stores/store.messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { requireGuestOnly } from '#app/rx/shared/rx-customer.server.ts'
import { commitFlow, readFlow } from '#app/rx/shared/flow-state.server.ts'
import { guestRefillLookupLimits } from './guest-limits.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { guestRefillFindMessages, guestRefillMessages, guestRefillTexts } from './guest-refill.messages.server.ts'
import { guestRefillFindSchema } from '#app/rx/shared/rx-validation.ts'
import {
  formatPickupDate,
  formatPickupTime,
  guestRefillDefaultPickup,
  guestRefillSlots,
  type StoreClock,
} from '#app/rx/shared/time-slots.ts'

const GUEST_REFILL_PATHS = {
  find: '/rx/guest-refill',
  pickup: '/rx/guest-refill/pickup',
  confirmation: '/rx/guest-refill/confirmation',
  customerRefills: '/rx/refills',
} as const

/** What the first step found, kept in the guest refill's cookie for the pickup step. */
const foundSchema = z.object({
  facilityId: z.string(),
  contactPhone: z.string(),
  prescriptions: z.array(z.object({ rxNumber: z.string(), rxRecordNumber: z.string(), drugName: z.string() })).min(1),
})
type Found = z.infer<typeof foundSchema>

export async function loadGuestRefill(request: Request, context: AppLoadContext) {
  await requireGuestOnly(request, context, GUEST_REFILL_PATHS.customerRefills)
  return { texts: guestRefillTexts(context.language), messages: guestRefillFindMessages(context.language) }
}

/** conform refuses a list intent on a field that is not a list, which only a hand-made post can send: a 400, not a crash. */
function parseFindForm(form: FormData, context: AppLoadContext) {
  try {
    return parseWithZod(form, { schema: guestRefillFindSchema(guestRefillFindMessages(context.language)) })
  } catch {
    throw new Response(rxCommonTextsIn(context.language).formFromPage, { status: 400 })
  }
}

/** The pharmacy by its phone, then each prescription there with the guest's phone; all must be refillable. */
export async function guestRefillFindAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const auth = await requireGuestOnly(request, context, GUEST_REFILL_PATHS.customerRefills)
  const submission = parseFindForm(form, context)
  const messages = guestRefillMessages(context.language)
  if (submission.status !== 'success')
    return data({ result: submission.reply() }, { status: submission.status === 'error' ? 400 : 200 })
  const refuse = (message: string) => data({ result: submission.reply({ formErrors: [message] }) }, { status: 400 })
  const { pharmacyPhone, rxNumbers, contactPhone } = submission.value
  if (!(await guestRefillLookupLimits.attempt(context, contactPhone))) {
    return data({ result: submission.reply({ formErrors: [messages.tooManyAttempts] }) }, { status: 429 })
  }
  const client = await upstreamFor(request, context, auth.session)
  let facility: Facility | undefined
  let checks: GuestRefillValidation[] = []
  try {
    facility = await findFacilityByPhone(client, pharmacyPhone)
    if (facility?.facilityType === 'RETAIL') {
      const { facilityId } = facility
      checks = await Promise.all(
        [...new Set(rxNumbers)].map((rxNumber) =>
          validateGuestRefill(client, { facilityId, rxNumber, patientPhone: contactPhone }),
        ),
      )
    }
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    await guestRefillLookupLimits.untried(context, contactPhone)
    return refuse(messages.generic)
  }
  // A lookup that finds nothing stays counted.
  if (!facility || checks.length === 0 || checks.some((check) => !check.valid || !check.rxRecordNumber)) {
    return refuse(messages.invalidPrescription)
  }
  await guestRefillLookupLimits.succeeded(context, contactPhone)
  const found: Found = {
    facilityId: facility.facilityId,
    contactPhone,
    prescriptions: checks.map((check) => ({
      rxNumber: check.rxNumber,
      rxRecordNumber: check.rxRecordNumber ?? '',
      drugName: check.drugName ?? messages.unnamed(check.rxNumber),
    })),
  }
  const flow = await readFlow(request, context, '__rx_guest_refill')
  flow.set('rxGuestRefill', found)
  await commitFlow(context, '__rx_guest_refill', flow, { rotate: true })
  throw redirect(GUEST_REFILL_PATHS.pickup)
}

/** The pickup step needs what the first step found, and the store's hours for the slots. */
async function pickupContext(request: Request, context: AppLoadContext) {
  const auth = await requireGuestOnly(request, context, GUEST_REFILL_PATHS.customerRefills)
  const flow = await readFlow(request, context, '__rx_guest_refill')
  const found = foundSchema.safeParse(flow.get('rxGuestRefill'))
  if (!found.success) throw redirect(GUEST_REFILL_PATHS.find)
  // The slots come from the store's hours: without them, the /rx error page with REFRESH (decision 0034).
  const client = await upstreamFor(request, context, auth.session)
  const [facility] = await loadOrUnavailable(() => fetchFacilities(client, [found.data.facilityId]))
  if (!facility) throw redirect(GUEST_REFILL_PATHS.find)
  return { auth, flow, found: found.data, facility, clock: storeClock(facility) }
}

/** Only the dates the page offers (the next 7 with slots): a hand-made URL cannot book further out. */
function isOfferedDate(facility: Facility, clock: StoreClock, date: string) {
  return guestRefillSlots(facility, clock, date).dates.includes(date)
}

function storeView(facility: Facility, language: Language) {
  return {
    name: facility.vanityName,
    address: formatAddress(facility.address),
    phone: facility.phone ?? null,
    hours: pharmacyHours(facility, pharmacyHoursTexts(language)),
  }
}

/** 'Choose a Pickup Time': `?date=` picks the day (a GET form); the time defaults to the spec's earliest. */
export async function loadGuestRefillPickup(request: Request, context: AppLoadContext) {
  const { found, facility, clock } = await pickupContext(request, context)
  const fallback = guestRefillDefaultPickup(facility, clock)
  const asked = new URL(request.url).searchParams.get('date')
  const date = asked && isOfferedDate(facility, clock, asked) ? asked : fallback?.date
  const { dates, times } = date ? guestRefillSlots(facility, clock, date) : { dates: [], times: [] }
  const { language } = context
  const messages = guestRefillMessages(language)
  return {
    texts: guestRefillTexts(language),
    store: storeView(facility, language),
    prescriptions: found.prescriptions.map(({ rxNumber, drugName }) => ({
      rxNumber,
      drugName,
      label: messages.drug(drugName, rxNumber),
    })),
    dates: dates.map((value) => ({ value, label: formatPickupDate(value, language) })),
    date: date ?? null,
    times: times.map((value) => ({ value, label: formatPickupTime(value, language) })),
    time: date === fallback?.date ? (fallback?.time ?? null) : (times[0] ?? null),
  }
}

export async function guestRefillPickupAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const { auth, flow, found, facility, clock } = await pickupContext(request, context)
  const date = String(form.get('date') ?? '')
  const time = String(form.get('time') ?? '')
  const messages = guestRefillMessages(context.language)
  if (!isOfferedDate(facility, clock, date) || !guestRefillSlots(facility, clock, date).times.includes(time)) {
    return data({ error: messages.pickupTimeRequired }, { status: 400 })
  }
  let order
  try {
    order = await submitGuestRefill(await upstreamFor(request, context, auth.session), {
      rxRecords: found.prescriptions.map(({ rxNumber, rxRecordNumber }) => ({ rxNumber, rxRecordNumber })),
      facilityId: found.facilityId,
      pickupTime: `${date}T${time}:00`,
      contactPhone: found.contactPhone,
    })
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    // Spec 2 section 4: an error message shows, and the request can be sent again.
    return data({ error: messages.generic }, { status: 502 })
  }
  flow.unset('rxGuestRefill')
  await commitFlow(context, '__rx_guest_refill', flow)
  const rxGuestRefillOrder = {
    ...order,
    // The pickup as the store reads it, should the pharmacy answer with an offset (decision 0105).
    pickupTime: order.pickupTime && timeAtStore(order.pickupTime, storeTimeZone(facility)),
    drugNames: found.prescriptions.map((prescription) => prescription.drugName),
    store: facility.vanityName,
  }
  throw await redirectWithFlash(GUEST_REFILL_PATHS.confirmation, { rxGuestRefillOrder })
}

const confirmationSchema = guestRefillOrderResponseSchema.extend({ drugNames: z.array(z.string()), store: z.string() })

/**
 * The confirmation: the status the pharmacy gave, and its retry information
 * when it is retrying. Shown once (a flash), so a shared phone does not keep
 * someone's medicines on it.
 */
export async function loadGuestRefillConfirmation(request: Request, context: AppLoadContext) {
  await requireGuestOnly(request, context, GUEST_REFILL_PATHS.customerRefills)
  const { flash, headers } = await takeFlash(request)
  const order = confirmationSchema.safeParse(flash?.rxGuestRefillOrder)
  if (!order.success) throw redirect(GUEST_REFILL_PATHS.find)
  const { status, statusDesc, retryCount, retryDesc, pickupTime, contactPhone, drugNames, store } = order.data
  const [date, time] = (pickupTime ?? '').split('T')
  const { language } = context
  return data(
    {
      texts: guestRefillTexts(language),
      status,
      statusDesc: statusDesc ?? null,
      retry: retryCount
        ? { count: retryCount, text: retryDesc ?? guestRefillMessages(language).retrying(retryCount) }
        : null,
      pickup:
        date && time ? `${formatPickupDate(date, language)}, ${formatPickupTime(time.slice(0, 5), language)}` : null,
      contactPhone: contactPhone
        ? `${contactPhone.slice(0, 3)}-${contactPhone.slice(3, 6)}-${contactPhone.slice(6)}`
        : null,
      drugNames,
      store,
    },
    { headers },
  )
}

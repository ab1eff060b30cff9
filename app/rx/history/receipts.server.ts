import { data, type AppLoadContext } from '@remix-run/node'
import { formatDay, formatMoney } from '#app/ui/format.ts'
import { paginate } from '#app/ui/pagination.ts'
import { pagerTexts } from '#app/ui/pager.messages.server.ts'
import { fetchPatients, fetchReceipts } from '#app/upstream/rx-api.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import { readKnownPatients, rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { loadOrError, loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { patientName, primaryPatient } from '#app/rx/shared/patients.ts'
import { requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { storeDays } from '#app/rx/shared/store-zones.server.ts'
import { filtersOf, isInPeriod, isSold } from './history-rules.ts'
import { translator } from '#app/i18n/messages.server.ts'
import { RECEIPTS_PAGE, RECORDS_MESSAGES, filterMessages, recordsTexts } from './history.messages.server.ts'

/** Receipts a page shows (decision 0094): a receipt is a visit, with its items. */
export const RECEIPTS_PAGE_SIZE = 20

/**
 * /rx/prescription-receipt ('Prescription Receipts'): the receipts of the customer's loyalty card (the primary
 * patient's, `GET /receipt-loyalty?loyaltyId`), sold only, filtered as the history is but without a prescription
 * (spec 2 section 3): dates and pharmacy, a GET form, a page at a time (`?page=`, decision 0094). The card comes with
 * the patients: the receipts of the card this sign-in's primary patient had last time (decision 0053) are asked with
 * them (one round).
 */
export async function loadReceipts(request: Request, context: AppLoadContext) {
  const { language } = context
  const t = translator(RECORDS_MESSAGES, language)
  const today = pharmacyToday()
  const url = new URL(request.url)
  const filters = filtersOf(url.searchParams, today, filterMessages(language))
  const valid = Object.keys(filters.errors).length === 0
  // Alongside the customer gate (decision 0058).
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client, user }) => {
    const expected = valid ? primaryPatient(await readKnownPatients(user))?.loyaltyCardNumber : null
    const receiptsAhead = askAhead(expected ? [expected] : [], (loyaltyId: string) =>
      loadOrError(() => fetchReceipts(client, loyaltyId), t('receiptsFailed')),
    )
    return { receiptsAhead, patients: await loadOrUnavailable(() => fetchPatients(client)) }
  })
  const { receiptsAhead, patients } = early
  await rememberPatients(customer.user, patients)
  const loyaltyId = primaryPatient(patients)?.loyaltyCardNumber ?? null
  const receipts = valid && loyaltyId ? await receiptsAhead.answerFor(loyaltyId) : null
  const all = receipts?.status === 'loaded' ? receipts.value : []
  // A receipt's day is its store's (decision 0105).
  const dayAt = await storeDays(
    customer.client,
    all.map((receipt) => [receipt.dateTime, receipt.pharmacy.facilityId]),
  )
  const dayOf = (receipt: (typeof all)[number]) => dayAt(receipt.dateTime, receipt.pharmacy.facilityId)
  const sold = all.filter((receipt) => isSold(receipt.fillStatus) && isInPeriod(dayOf(receipt), filters))
  const nameOf = (patientNumber: string) => {
    const patient = patients.find((candidate) => candidate.patientNumber === patientNumber)
    return patient ? patientName(patient) : null
  }
  const page = paginate(
    sold
      .filter((receipt) => !filters.location || receipt.pharmacy.facilityId === filters.location)
      .sort((a, b) => b.dateTime.localeCompare(a.dateTime)),
    url,
    RECEIPTS_PAGE_SIZE,
  )
  const texts = recordsTexts(RECEIPTS_PAGE, language)
  const body = {
    texts,
    hasCard: Boolean(loyaltyId),
    filters: { from: filters.from, to: filters.to, location: filters.location },
    limits: { min: filters.earliest, max: today },
    fieldErrors: filters.errors,
    error: receipts?.status === 'error' ? receipts.message : null,
    locations: [...new Map(sold.map((receipt) => [receipt.pharmacy.facilityId, receipt.pharmacy.name]))].map(
      ([value, label]) => ({ value, label }),
    ),
    receipts: page.items.map((receipt) => ({
      key: receipt.receiptId,
      heading: t('receiptHeading', {
        date: formatDay(dayOf(receipt), language) ?? '',
        pharmacy: receipt.pharmacy.name,
      }),
      items: receipt.items.map((item) => ({
        key: `${item.rxNumber}-${item.patientNumber}`,
        text: [item.drugName, nameOf(item.patientNumber), formatMoney(item.amount, language)]
          .filter(Boolean)
          .join(', '),
      })),
      total: t('receiptTotal', { total: formatMoney(receipt.total, language) }),
    })),
    pager: page.pager,
    pagerTexts: pagerTexts(page.pager, texts.title, language),
  }
  return data(body, { status: valid ? 200 : 400 })
}

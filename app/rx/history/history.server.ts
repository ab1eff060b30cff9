import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { formatDay, formatMoney } from '#app/ui/format.ts'
import { paginate } from '#app/ui/pagination.ts'
import { pagerTexts } from '#app/ui/pager.messages.server.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import type { Facility } from '#app/upstream/pharmacy-locator.schema.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import type { Transaction } from '#app/upstream/rx-api.schema.ts'
import { fetchPatients, fetchPrescriptionTransactions, fetchTransactions } from '#app/upstream/rx-api.server.ts'
import { askAhead } from '#app/upstream/ask-ahead.server.ts'
import { expectedPatient, rememberPatients } from '#app/rx/shared/known-patients.server.ts'
import { loadOrError, loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { isPatientNumber, patientName } from '#app/rx/shared/patients.ts'
import { requirePatient, requirePatientOrPrimary } from '#app/rx/shared/requested-patient.server.ts'
import { requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { requireRxViewerReading } from '#app/rx/shared/rx-viewer.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { loadMessagesIn, secondaryStatusIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { refillStatusTexts } from '#app/rx/shared/refill-status.messages.server.ts'
import { dayAtStore, pharmacyToday, storeTimeZone, wallClockIn } from '#app/rx/shared/store-clock.server.ts'
import { storeDays } from '#app/rx/shared/store-zones.server.ts'
import { filtersOf, isInPeriod, isReturned, isSold, patientFillStatus } from './history-rules.ts'
import { RECORDS_PATHS } from './history-paths.ts'
import {
  DETAIL_FIELDS,
  DETAIL_PAGE,
  HISTORY_PAGE,
  RECORDS_MESSAGES,
  filterMessages,
  recordsTexts,
} from './history.messages.server.ts'

const HISTORY_PATH = RECORDS_PATHS.history
/** Fills a page of the history shows (decision 0094): a year of a patient's monthly refills is a page or two. */
export const HISTORY_PAGE_SIZE = 50

/** A fill's pharmacy as the records pages name it. */
export const pharmacyNameOf = (facilities: Facility[], facilityId: string | null | undefined, language: Language) => {
  const facility = facilities.find((candidate) => candidate.facilityId === facilityId)
  return facility
    ? `${facility.vanityName}, ${facility.address.city}`
    : translator(RECORDS_MESSAGES, language)('unknownPharmacy')
}

/** The ids of the pharmacies some fills were filled at, each once. */
const pharmacyIdsOf = (fills: Transaction[]) => [
  ...new Set(fills.flatMap((fill) => (fill.facilityId ? [fill.facilityId] : []))),
]

/**
 * The pharmacies of some fills (without their names each fill says 'Pharmacy not listed'), and the fills on their
 * stores' days, kept to a period by those days (decision 0105).
 */
export async function pharmaciesOf(client: UpstreamClient, fills: Transaction[], language: Language) {
  const facilities = await loadOrError(
    () => fetchFacilities(client, pharmacyIdsOf(fills)),
    loadMessagesIn(language).pharmacy,
  )
  const known = facilities.status === 'loaded' ? facilities.value : []
  const zones = new Map(known.map((store) => [store.facilityId, storeTimeZone(store)]))
  const zoneOf = (fill: Transaction) => zones.get(fill.facilityId ?? '') ?? storeTimeZone(undefined)
  const todays = new Map<string, string>()
  return {
    known,
    /** Today at the fill's store, each store's counted once. */
    todayAt(fill: Transaction) {
      const zone = zoneOf(fill)
      if (!todays.has(zone)) todays.set(zone, wallClockIn(zone).format('YYYY-MM-DD'))
      return todays.get(zone)!
    },
    onStoreDays: <Fill extends Transaction>(list: Fill[], period: { from: string; to: string }) =>
      list
        .map((fill) => ({ ...fill, fillDate: dayAtStore(fill.fillDate, zoneOf(fill)) }))
        .filter((fill) => isInPeriod(fill.fillDate, period)),
  }
}

/**
 * /rx/prescription-history ('Prescription History'): one patient's sold fills between two dates (`GET
 * /prescription/transactions`), filtered by prescription and pharmacy, with the patient's fill status of the last 4
 * weeks, a page of them at a time (`?page=`, decision 0094). The fills of the patient named in the URL, or of the
 * primary patient this sign-in had last time (decision 0053), are asked with the patients (one round). The pharmacies'
 * names need the fills, so they come second.
 */
export async function loadPrescriptionHistory(request: Request, context: AppLoadContext) {
  const { language } = context
  const t = translator(RECORDS_MESSAGES, language)
  const url = new URL(request.url)
  const params = url.searchParams
  const today = pharmacyToday()
  const filters = filtersOf(params, today, filterMessages(language))
  const valid = Object.keys(filters.errors).length === 0
  const requested = params.get('patient')
  // Alongside the customer gate (decision 0058).
  const { customer, early } = await requireRxCustomerReading(request, context, async ({ client, user }) => {
    const expected = valid ? await expectedPatient(user, requested) : undefined
    const fillsAhead = askAhead(expected ? [expected] : [], (patientNumber: string) =>
      loadOrError(
        () => fetchTransactions(client, { patientNumber, startDate: filters.from, endDate: filters.to }),
        t('failed'),
      ),
    )
    return { fillsAhead, patients: await loadOrUnavailable(() => fetchPatients(client)) }
  })
  const { client } = customer
  const { fillsAhead, patients } = early
  await rememberPatients(customer.user, patients)
  const patient = requirePatientOrPrimary(patients, requested)
  const fills = valid && patient ? await fillsAhead.answerFor(patient.patientNumber) : null
  const asked = fills?.status === 'loaded' ? fills.value : []
  // Every fill's store, returned ones too: each fill is dated, and its 4 weeks counted, on its store's clock.
  const { known, todayAt, onStoreDays } = await pharmaciesOf(client, asked, language)
  const all = onStoreDays(asked, filters)
  const sold = all.filter((fill) => isSold(fill.fillStatus))
  const shown = sold
    .filter((fill) => !filters.prescription || fill.rxNumber === filters.prescription)
    .filter((fill) => !filters.location || fill.facilityId === filters.location)
    .sort((a, b) => b.fillDate.localeCompare(a.fillDate))
  const page = paginate(shown, url, HISTORY_PAGE_SIZE)
  const fillStatus = fills?.status === 'loaded' ? patientFillStatus(all, todayAt) : null
  const texts = recordsTexts(HISTORY_PAGE, language)
  const body = {
    texts,
    patients: patients.map((candidate) => ({ value: candidate.patientNumber, label: patientName(candidate) })),
    patientNumber: patient?.patientNumber ?? '',
    filters: { from: filters.from, to: filters.to, prescription: filters.prescription, location: filters.location },
    limits: { min: filters.earliest, max: today },
    fieldErrors: filters.errors,
    error: fills?.status === 'error' ? fills.message : null,
    fillStatus,
    fillStatusText: fillStatus ? t('fillStatus', { status: t(`fill${fillStatus}`) }) : null,
    options: {
      prescriptions: [
        ...new Map(
          sold.map((fill) => [
            fill.rxNumber,
            t('prescriptionOption', { drug: fill.drugName, rxNumber: fill.rxNumber }),
          ]),
        ),
      ].map(([value, label]) => ({ value, label })),
      locations: pharmacyIdsOf(sold).map((value) => ({ value, label: pharmacyNameOf(known, value, language) })),
    },
    rows: page.items.map((fill) => rowOf(fill, known, language)),
    pager: page.pager,
    pagerTexts: pagerTexts(page.pager, texts.title, language),
  }
  // Filters no page sends (a date before the 36 months, a reversed range): the page with their errors, as a 400.
  return data(body, { status: valid ? 200 : 400 })
}

function rowOf(fill: Transaction, facilities: Facility[], language: Language) {
  const detail = new URLSearchParams({ patientNumber: fill.patientNumber, rxRecordNum: fill.rxRecordNumber })
  const date = formatDay(fill.fillDate, language) ?? ''
  return {
    key: `${fill.rxRecordNumber}-${fill.rxFillSequence ?? fill.fillDate}`,
    date,
    drugName: fill.drugName,
    detailsLabel: translator(RECORDS_MESSAGES, language)('detailsFor', { drug: fill.drugName, date }),
    rxNumber: fill.rxNumber,
    quantity: fill.quantity ?? null,
    pharmacy: pharmacyNameOf(facilities, fill.facilityId, language),
    paid: paidOf(fill.patientPayAmount, language),
    detailPath: `${HISTORY_PATH}/detail?${detail}`,
  }
}

/** What a fill cost, if the pharmacy says. */
const paidOf = (amount: number | null | undefined, language: Language) =>
  amount === null || amount === undefined ? null : formatMoney(amount, language)

/**
 * /rx/prescription-history/detail (`patientNumber`, `rxRecordNum`, `secondaryStatus`): 'Prescription Details', the
 * prescription's fields and its fills (`GET /prescription/{rx}/transactions`). A verified guest goes to the drug's
 * information instead (spec 2 section 4). The patient must be one of the viewer's (else the spec's 404), and the
 * prescription theirs; the fills need its Rx number, so they come second.
 */
export async function loadPrescriptionDetail(request: Request, context: AppLoadContext) {
  const { language } = context
  const t = translator(RECORDS_MESSAGES, language)
  const params = new URL(request.url).searchParams
  const patientNumber = params.get('patientNumber')
  const rxRecordNum = params.get('rxRecordNum')
  if (!isPatientNumber(patientNumber) || !rxRecordNum || !/^[\w-]{1,30}$/.test(rxRecordNum))
    throw new Response(t('incompleteLink'), { status: 400 })
  const {
    viewer,
    early: [patients, prescriptions],
  } = await requireRxViewerReading(request, context, (reader) =>
    Promise.all([loadOrUnavailable(() => reader.patients()), loadOrUnavailable(() => reader.prescriptions())]),
  )
  requirePatient(patients, patientNumber)
  const prescription = prescriptions.find(
    (candidate) => candidate.patientNumber === patientNumber && candidate.rxRecordNumber === rxRecordNum,
  )
  if (!prescription) throw redirect(viewer.guest ? '/rx/tracker' : HISTORY_PATH)
  const productNumber = prescription.prescriptionProduct?.productNumber
  if (viewer.guest)
    throw redirect(
      productNumber ? `/rx/prescription-monograph?productNumber=${encodeURIComponent(productNumber)}` : '/rx/tracker',
    )
  const fills = await loadOrError(
    () => fetchPrescriptionTransactions(viewer.client, prescription.rxNumber, patientNumber),
    t('fillsFailed'),
  )
  const fillList = fills.status === 'loaded' ? fills.value : []
  // Each date on its store's day (decision 0105).
  const dayAt = await storeDays(viewer.client, [
    [prescription.lastFilledDate, prescription.fillLocation],
    ...fillList.map((fill): [string, string | null | undefined] => [fill.fillDate, fill.facilityId]),
  ])
  const secondaryStatus = secondaryStatusIn(language)
  const secondary = params.get('secondaryStatus') as keyof typeof secondaryStatus | null
  const field = textsOf(DETAIL_FIELDS, language)
  return {
    texts: recordsTexts(DETAIL_PAGE, language),
    drugName: prescription.drugName,
    fields: [
      [field.rxNumber, prescription.rxNumber],
      [
        field.prescriber,
        prescription.prescriber ? `${prescription.prescriber.firstName} ${prescription.prescriber.lastName}` : null,
      ],
      [
        field.status,
        (secondary && secondaryStatus[secondary]) ||
          (prescription.refillStatus ? refillStatusTexts(language)[prescription.refillStatus] : null),
      ],
      [field.quantity, prescription.lastFillDispenseQuantity?.toString() ?? null],
      [
        field.lastFilled,
        prescription.lastFilledDate
          ? formatDay(dayAt(prescription.lastFilledDate, prescription.fillLocation), language)
          : null,
      ],
      [field.program, prescription.rxRefillProgram ?? null],
    ].map(([term, value]) => ({ term: term!, value: value ?? '--' })),
    monographPath: productNumber
      ? `/rx/prescription-monograph?productNumber=${encodeURIComponent(productNumber)}`
      : null,
    error: fills.status === 'error' ? fills.message : null,
    fills: fillList
      .sort((a, b) => b.fillDate.localeCompare(a.fillDate))
      .map((fill) => ({
        key: `${fill.rxFillSequence ?? ''}-${fill.fillDate}`,
        date: formatDay(dayAt(fill.fillDate, fill.facilityId), language) ?? '',
        status: fillStatusIn(fill.fillStatus, language),
        quantity: fill.quantity ?? null,
        paid: paidOf(fill.patientPayAmount, language),
      })),
  }
}
/**
 * A fill's status: in English the pharmacy's word as it sends it (as before issue 36); in Spanish the two words the
 * pharmacy uses, translated, and any other as sent.
 */
function fillStatusIn(status: string, language: Language) {
  if (language === 'en') return status
  const t = translator(RECORDS_MESSAGES, language)
  if (isSold(status)) return t('fillSold')
  return isReturned(status) ? t('fillReturned') : status
}

export type PrescriptionDetailData = Awaited<ReturnType<typeof loadPrescriptionDetail>>

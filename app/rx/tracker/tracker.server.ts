import type { AppLoadContext } from '@remix-run/node'
import { formatAddress } from '#app/ui/format.ts'
import { fetchFacilities } from '#app/upstream/pharmacy-locator.server.ts'
import { DELIVERY_PATHS, canOrderDelivery, isDeliveryFeatureOn } from './order-delivery.server.ts'
import { PAY_ONLINE_PATHS, isPayableOnline } from './pay-online.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { costIn } from '#app/rx/shared/cost.messages.server.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { formatPickupDate, formatPickupTime } from '#app/rx/shared/time-slots.ts'
import { TRACKER, TRACKER_PRESCRIPTION } from './tracker.messages.server.ts'
import { patientSelectorTexts } from '#app/rx/shared/patient-selector.messages.server.ts'
import { ALL_PATIENTS, patientName } from '#app/rx/shared/patients.ts'
import { requireSelection } from '#app/rx/shared/requested-patient.server.ts'
import { pharmacyHours } from '#app/stores/pharmacy-hours.ts'
import { pharmacyHoursTexts } from '#app/stores/store.messages.server.ts'
import { storeDetailsUrl } from '#app/stores/store-search-rules.ts'
import { trackerLabel } from '#app/rx/shared/statuses.ts'
import { storeTimeZone, timeAtStore } from '#app/rx/shared/store-clock.server.ts'
import { groupTracker, promiseOf } from './tracker.ts'
import { loadMessagesIn, secondaryStatusIn, trackerLabelsIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { requireRxViewerReading } from '#app/rx/shared/rx-viewer.server.ts'

/** The tracker's patient comes from `patientNumber` or `authenticatedPatientNumber` (spec 2 section 2). */
function trackerPatientParam(url: URL) {
  return url.searchParams.get('patientNumber') ?? url.searchParams.get('authenticatedPatientNumber')
}

/** Spec 2 section 2: a verified guest reads about a drug on the monograph page (customers get history detail). */
function monographPath(productNumber: string) {
  return `/rx/prescription-monograph?${new URLSearchParams({ productNumber })}`
}

/** 'Tuesday, November 24', with ' at 4:30 PM' while in progress: the store's promise in the page's language. */
function promiseText(promise: ReturnType<typeof promiseOf>, language: Language) {
  if (!promise) return null
  const date = formatPickupDate(promise.day, language)
  if (!promise.time) return date
  return translator(TRACKER_PRESCRIPTION, language)('promiseAt', {
    date,
    time: formatPickupTime(promise.time, language),
  })
}

/** /rx/tracker: what the pharmacy is working on, by status, then by pickup store. */
export async function loadTracker(request: Request, context: AppLoadContext) {
  const { language } = context
  const loadMessages = loadMessagesIn(language)
  const costOf = costIn(language)
  const {
    viewer,
    early: [patients, prescriptions, deliveryOn],
  } = await requireRxViewerReading(request, context, (viewer) =>
    Promise.all([
      loadOrError(viewer.patients, loadMessages.patients),
      loadOrError(viewer.prescriptions, loadMessages.prescriptions),
      isDeliveryFeatureOn(viewer.client),
    ]),
  )
  const { client } = viewer
  const statusTexts = { labels: trackerLabelsIn(language), secondaryText: secondaryStatusIn(language) }
  const t = translator(TRACKER_PRESCRIPTION, language)
  const hoursTexts = pharmacyHoursTexts(language)
  const url = new URL(request.url)
  const patientList = patients.status === 'loaded' ? patients.value : []
  const selection = requireSelection(patients, trackerPatientParam(url))
  const names = new Map(patientList.map((patient) => [patient.patientNumber, patientName(patient)]))
  const tracked = (prescriptions.status === 'loaded' ? prescriptions.value : []).filter(
    (prescription) => selection === ALL_PATIENTS || prescription.patientNumber === selection.patientNumber,
  )
  const facilityIds = tracked.flatMap((prescription) => (prescription.fillLocation ? [prescription.fillLocation] : []))
  const facilities = await loadOrError(() => fetchFacilities(client, facilityIds), loadMessages.pharmacy)
  const sections = groupTracker(tracked, facilities.status === 'loaded' ? facilities.value : []).map((section) => ({
    status: section.status,
    label: statusTexts.labels[section.status],
    sectionId: section.sectionId,
    locations: section.locations.map((location) => ({
      facilityId: location.facilityId,
      store: location.facility
        ? {
            name: location.facility.vanityName,
            address: formatAddress(location.facility.address, { lines: true }),
            phone: location.facility.phone ?? null,
            hours: pharmacyHours(location.facility, hoursTexts),
            detailsUrl: storeDetailsUrl(location.facility.facilityId),
          }
        : null,
      prescriptions: location.prescriptions.map((prescription) => ({
        key: `${prescription.rxNumber}:${prescription.patientNumber}`,
        drugName: prescription.drugName,
        rxNumber: prescription.rxNumber,
        rxNumberLabel: t('rxNumber', { rxNumber: prescription.rxNumber }),
        patientName: names.get(prescription.patientNumber) ?? null,
        status: trackerLabel(prescription, statusTexts),
        // The store's promise on its own clock (decision 0105).
        promise: promiseText(
          promiseOf({
            ...prescription,
            promiseDateTime:
              prescription.promiseDateTime &&
              timeAtStore(prescription.promiseDateTime, storeTimeZone(location.facility)),
          }),
          language,
        ),
        cost: costOf(prescription),
        monographHref:
          viewer.guest && prescription.prescriptionProduct
            ? monographPath(prescription.prescriptionProduct.productNumber)
            : null,
      })),
    })),
  }))
  const facilityList = facilities.status === 'loaded' ? facilities.value : []
  return {
    texts: textsOf(TRACKER, language),
    patientSelector: patientSelectorTexts(language),
    // Ready prescriptions with a price can be paid for before pickup (spec 2 'Pay online'), or delivered where allowed.
    payOnlinePath: tracked.some(isPayableOnline) ? PAY_ONLINE_PATHS.page : null,
    orderDeliveryPath: canOrderDelivery(deliveryOn, tracked, facilityList) ? DELIVERY_PATHS.page : null,
    patients: patientList.map((patient) => ({ patientNumber: patient.patientNumber, name: patientName(patient) })),
    selected: selection === ALL_PATIENTS ? ALL_PATIENTS : selection.patientNumber,
    errors: [patients, prescriptions, facilities].flatMap((result) =>
      result.status === 'error' ? [result.message] : [],
    ),
    sections,
  }
}

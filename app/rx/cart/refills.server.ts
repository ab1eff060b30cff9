import type { AppLoadContext } from '@remix-run/node'
import type { Prescription } from '#app/upstream/rx-api.schema.ts'
import { paginate } from '#app/ui/pagination.ts'
import { pagerTexts } from '#app/ui/pager.messages.server.ts'
import { loadCartPage } from './cart-page.server.ts'
import { cartItemKey } from '#app/rx/shared/cart-rules.ts'
import { costIn, type CostOf } from '#app/rx/shared/cost.messages.server.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { refillStatusTexts } from '#app/rx/shared/refill-status.messages.server.ts'
import { REFILLS_PAGE } from './cart.messages.server.ts'
import { patientSelectorTexts } from '#app/rx/shared/patient-selector.messages.server.ts'
import { ALL_PATIENTS, patientName } from '#app/rx/shared/patients.ts'
import { requireSelection } from '#app/rx/shared/requested-patient.server.ts'
import { SEARCH_PARAM, refillSearch } from './refill-search.ts'
import { isRefillableStatus } from '#app/rx/shared/statuses.ts'

/** Refills a page shows (decision 0094): each is a row with its own Add to Cart form. */
export const REFILLS_PAGE_SIZE = 25

type Words = {
  t: ReturnType<typeof translator<(typeof REFILLS_PAGE.catalogs)['en']>>
  statusText: Record<string, string>
  cost: CostOf
}

function refillRow(prescription: Prescription, inCart: Set<string>, words: Words) {
  const { t } = words
  const refillable =
    Boolean(prescription.refillStatus && isRefillableStatus(prescription.refillStatus)) &&
    prescription.prescriber?.active !== false
  return {
    key: cartItemKey(prescription),
    rxNumber: prescription.rxNumber,
    patientNumber: prescription.patientNumber,
    drugName: prescription.drugName,
    rxNumberText: t('rxNumber', { rxNumber: prescription.rxNumber }),
    prescriber: prescription.prescriber
      ? `${prescription.prescriber.firstName} ${prescription.prescriber.lastName}`
      : null,
    status: prescription.refillStatus ? words.statusText[prescription.refillStatus] : null,
    cost: words.cost(prescription),
    quantity: prescription.lastFillDispenseQuantity ?? null,
    inCart: inCart.has(cartItemKey(prescription)),
    notRefillable: refillable ? null : t('notRefillable', { drug: prescription.drugName }),
    addToCartLabel: t('addToCartLabel', { drug: prescription.drugName }),
    drugInformationLabel: t('drugInformationLabel', { drug: prescription.drugName }),
    monographHref: prescription.prescriptionProduct
      ? `/rx/prescription-monograph?productNumber=${encodeURIComponent(prescription.prescriptionProduct.productNumber)}`
      : null,
  }
}

/**
 * /rx/refills: each patient's prescriptions with their refill status, search and add to cart; a page of them at a
 * time (`?page=`, decision 0094), in patient order, so a patient's list may go on over the next page.
 */
export async function loadRefills(request: Request, context: AppLoadContext) {
  const { patients, prescriptions, cart, patientList, prescriptionList, url, cartView } = await loadCartPage(
    request,
    context,
  )

  const selection = requireSelection(patients, url.searchParams.get('patient'))
  const searchText = url.searchParams.get(SEARCH_PARAM) ?? ''
  const refillList = prescriptionList.filter(
    (prescription) =>
      prescription.refillStatus &&
      !prescription.hidden &&
      (selection === ALL_PATIENTS || prescription.patientNumber === selection.patientNumber),
  )
  const { language } = context
  const texts = textsOf(REFILLS_PAGE, language)
  const words: Words = {
    t: translator(REFILLS_PAGE, language),
    statusText: refillStatusTexts(language),
    cost: costIn(language),
  }
  const search = refillSearch(refillList, searchText, { tooShort: texts.searchTooShort, statusText: words.statusText })
  const inCart = new Set(cart.status === 'loaded' ? cart.value.map(cartItemKey) : [])
  const shownPatients = selection === ALL_PATIENTS ? patientList : [selection]
  const { items, pager } = paginate(
    shownPatients.flatMap((patient) =>
      search.results.filter((prescription) => prescription.patientNumber === patient.patientNumber),
    ),
    url,
    REFILLS_PAGE_SIZE,
  )

  return {
    patients: patientList.map((patient) => ({ patientNumber: patient.patientNumber, name: patientName(patient) })),
    selected: selection === ALL_PATIENTS ? ALL_PATIENTS : selection.patientNumber,
    search: { text: searchText, error: search.error ?? null },
    errors: [patients, prescriptions].flatMap((result) => (result.status === 'error' ? [result.message] : [])),
    groups: shownPatients
      .map((patient) => ({
        patientNumber: patient.patientNumber,
        name: patientName(patient),
        refills: items
          .filter((prescription) => prescription.patientNumber === patient.patientNumber)
          .map((prescription) => refillRow(prescription, inCart, words)),
      }))
      .filter((group) => group.refills.length > 0),
    pager,
    pagerTexts: pagerTexts(pager, texts.title, language),
    cart: cartView,
    texts: { ...texts, patientSelector: patientSelectorTexts(language) },
  }
}

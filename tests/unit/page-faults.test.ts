import { createCookie, type LoaderFunctionArgs } from '@remix-run/node'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { loader as landingLoader } from '#app/routes/rx+/_index.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { action as fulfilmentAction, loader as fulfilmentLoader } from '#app/routes/rx+/checkout+/fulfilment.tsx'
import { action as paymentAction, loader as paymentLoader } from '#app/routes/rx+/checkout+/payment.tsx'
import {
  action as checkoutCardAction,
  loader as checkoutCardLoader,
} from '#app/routes/rx+/checkout+/payment.wallet._index.tsx'
import { loader as checkoutAddCardLoader } from '#app/routes/rx+/checkout+/payment.wallet.add-card.tsx'
import { loader as checkoutAddressLoader } from '#app/routes/rx+/checkout+/payment.wallet.addresses.$addressId.tsx'
import { loader as checkoutEditCardLoader } from '#app/routes/rx+/checkout+/payment.wallet.cards.$cardId.edit.tsx'
import { action as reviewAction, loader as reviewLoader } from '#app/routes/rx+/checkout+/review.tsx'
import { action as autoRefillsAction, loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import { loader as autoRefillGuidelinesLoader } from '#app/routes/rx+/auto-refills.guidelines.tsx'
import {
  action as autoRefillPrescriptionsAction,
  loader as autoRefillPrescriptionsLoader,
} from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import {
  action as unenrolAutoRefillAction,
  loader as manageAutoRefillsLoader,
} from '#app/routes/rx+/manage.auto-refills.tsx'
import { loader as refillSettingsLoader } from '#app/routes/rx+/refill-settings.tsx'
import { loader as historyLoader } from '#app/routes/rx+/prescription-history._index.tsx'
import { loader as historyDetailLoader } from '#app/routes/rx+/prescription-history.detail.tsx'
import { loader as receiptsLoader } from '#app/routes/rx+/prescription-receipt.tsx'
import { loader as createExpenseLoader } from '#app/routes/rx+/create-expense-report.tsx'
import { loader as storeSearchLoader } from '#app/routes/stores+/search.tsx'
import {
  action as dvrRequestAction,
  loader as dvrRequestLoader,
} from '#app/routes/rx+/digital-vaccine-record._index.tsx'
import { action as dvrVerifyAction, loader as dvrVerifyLoader } from '#app/routes/rx+/digital-vaccine-record.verify.tsx'
import { loader as dvrResultLoader } from '#app/routes/rx+/digital-vaccine-record.result.tsx'
import {
  SAM_DVR_CHECK,
  SAM_DVR_REQUEST,
  vaccineRecordAccessCookie,
  vaccineRecordLinkCookie,
} from '#tests/utils/vaccine-record.ts'
import { loader as storeDetailsLoader } from '#app/routes/stores+/grocery.st.city.store-name.$division.$store.tsx'
import { loader as expenseReportLoader } from '#app/routes/rx+/prescription-history.expense-report.tsx'
import { loader as expenseCsvLoader } from '#app/routes/rx+/prescription-history.expense-report[.csv].tsx'
import { action as ninetyDayAction, loader as ninetyDayLoader } from '#app/routes/rx+/ninety-day-supply.tsx'
import { action as marketingAction, loader as marketingLoader } from '#app/routes/rx+/patient-profile.marketing.tsx'
import { loader as signInInformationLoader } from '#app/routes/rx+/account.update.tsx'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { action as guestRefillFindAction, loader as guestRefillLoader } from '#app/routes/rx+/guest-refill+/_index.tsx'
import { loader as guestRefillConfirmationLoader } from '#app/routes/rx+/guest-refill+/confirmation.tsx'
import {
  action as guestRefillPickupAction,
  loader as guestRefillPickupLoader,
} from '#app/routes/rx+/guest-refill+/pickup.tsx'
import {
  action as guestVerificationAction,
  loader as guestVerificationLoader,
} from '#app/routes/rx+/guest-verification.tsx'
import {
  action as guestTransferAction,
  loader as guestTransferLoader,
} from '#app/routes/rx+/guest+/transfer-prescriptions._index.tsx'
import { loader as guestTransferConfirmationLoader } from '#app/routes/rx+/guest+/transfer-prescriptions.confirmation.tsx'
import { loader as monographLoader } from '#app/routes/rx+/prescription-monograph.tsx'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { action as sessionAction } from '#app/routes/rx+/session.tsx'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import {
  action as deliveryCardAction,
  loader as deliveryCardLoader,
} from '#app/routes/rx+/tracker_+/order-delivery.wallet._index.tsx'
import { loader as deliveryAddCardLoader } from '#app/routes/rx+/tracker_+/order-delivery.wallet.add-card.tsx'
import { loader as deliveryAddressLoader } from '#app/routes/rx+/tracker_+/order-delivery.wallet.addresses.$addressId.tsx'
import { loader as deliveryEditCardLoader } from '#app/routes/rx+/tracker_+/order-delivery.wallet.cards.$cardId.edit.tsx'
import {
  action as orderDeliveryAction,
  loader as orderDeliveryLoader,
} from '#app/routes/rx+/tracker_+/order-delivery.tsx'
import { loader as deliveryConfirmationLoader } from '#app/routes/rx+/tracker_+/order-delivery_.confirmation.tsx'
import {
  action as payOnlineCardAction,
  loader as payOnlineCardLoader,
} from '#app/routes/rx+/tracker_+/pay-online.wallet._index.tsx'
import { loader as payOnlineAddCardLoader } from '#app/routes/rx+/tracker_+/pay-online.wallet.add-card.tsx'
import { loader as payOnlineAddressLoader } from '#app/routes/rx+/tracker_+/pay-online.wallet.addresses.$addressId.tsx'
import { loader as payOnlineEditCardLoader } from '#app/routes/rx+/tracker_+/pay-online.wallet.cards.$cardId.edit.tsx'
import { action as payOnlineAction, loader as payOnlineLoader } from '#app/routes/rx+/tracker_+/pay-online.tsx'
import { loader as payOnlineConfirmationLoader } from '#app/routes/rx+/tracker_+/pay-online_.confirmation.tsx'
import { action as transferAction, loader as transferLoader } from '#app/routes/rx+/transfer-prescriptions+/_index.tsx'
import { loader as transferConfirmationLoader } from '#app/routes/rx+/transfer-prescriptions+/confirmation.tsx'
import { loader as rxLayoutLoader } from '#app/routes/rx+/_layout.tsx'
import { loader as idmFailureLoader } from '#app/routes/rx+/idm.failure.tsx'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { action as lookupAction, loader as lookupLoader } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { loader as patientProfileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { action as newPatientAction, loader as newPatientLoader } from '#app/routes/rx+/new-patient._index.tsx'
import { action as holderAction, loader as holderLoader } from '#app/routes/rx+/new-patient.account.information.tsx'
import { action as newPatientQuizAction, loader as newPatientQuizLoader } from '#app/routes/rx+/new-patient.verify.tsx'
import {
  action as newPatientSubmitAction,
  loader as newPatientSummaryLoader,
} from '#app/routes/rx+/new-patient.summary.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { FAULTS, type Fault } from '#tests/utils/upstream-faults.ts'
import { serve, cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'
import {
  MILO_LOOKUP,
  NEW_PATIENT,
  NEW_PATIENT_REQUEST,
  NIA_DETAILS,
  NIA_LOOKUP,
  NIA_RX,
  QUIZ_ANSWERS,
} from '#tests/utils/linking.ts'
import { action as linkHolderAction, loader as linkHolderLoader } from '#app/routes/rx+/link.account.information.tsx'
import { quizPassedByDetails } from '#tests/utils/link-steps.ts'
import { action as patientLookupAction, loader as patientLookupLoader } from '#app/routes/rx+/link.patient.lookup.tsx'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/link.prescription.verify.tsx'
import { loader as ciamErrorLoader } from '#app/routes/rx+/account.ciam.error.tsx'
import { action as patientAccessAction, loader as patientAccessLoader } from '#app/routes/rx+/patient-access.tsx'
import {
  action as removeAccessAction,
  loader as removeAccessLoader,
} from '#app/routes/rx+/patient-access.$key.remove.tsx'
import {
  action as accessExpiryAction,
  loader as accessExpiryLoader,
} from '#app/routes/rx+/patient-access.$key.expiry.tsx'
import { action as loyaltyAction, loader as loyaltyLoader } from '#app/routes/rx+/patient-profile.loyalty.tsx'
import { action as commPrefsAction, loader as commPrefsLoader } from '#app/routes/rx+/comm-prefs.tsx'
import {
  action as addAddressAction,
  loader as addAddressLoader,
} from '#app/routes/rx+/patient-profile.addresses.new.tsx'
import {
  action as editAddressAction,
  loader as editAddressLoader,
} from '#app/routes/rx+/patient-profile.addresses.$addressId.edit.tsx'
import {
  action as deleteAddressAction,
  loader as deleteAddressLoader,
} from '#app/routes/rx+/patient-profile.addresses.$addressId.delete.tsx'
import { loadCheckoutPage, samGuestWithCards, shopperAtReview, shopperCookie } from '#tests/utils/shoppers.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

/**
 * Issue 7, the page half of the fault matrix: every /rx page and post, as a
 * customer, a verified guest or anyone, while the upstreams fail. Whatever
 * fails, the answer is never a 500: the page with its area's message, a
 * redirect, or a Response for the route's error boundary (503 for an outage,
 * the /rx Technical Difficulties page with REFRESH). A thrown Error is what
 * Remix answers with 500.
 */
const OUTAGES: Fault[] = ['timeout', '500', 'malformed', 'network error']

/** The customer gate's own call: 'after the gate' lets it through, so the pages' data calls are what fails. */
const GATE_CALLS = [upstreamUrl('rx', RX_PATHS.session)]

/**
 * Where the fault applies: every upstream call (mocks off and nothing
 * reachable, or everything timing out), or every call after the customer
 * gate let the request in.
 */
const SCOPES = {
  'every upstream': () => true,
  'after the gate': (request: Request) => !GATE_CALLS.includes(request.url.split('?')[0]!),
} as const

/** Who asks: a signed-in customer (with a cart, or with the checkout at its review step), a verified guest, a guest half-way through a refill, anyone (no session). */
type Cookies = {
  customer: string
  atReview: string
  guest: string
  guestRefill: string
  anyone: string
  /** new@example.com, no link yet; then with her record found and the identity quiz asked. */
  newcomer: string
  quizAsked: string
  /** new@example.com found by her details, the identity quiz passed; then the prescriber quiz asked. */
  quizPassedByDetails: string
  prescriberAsked: string
  /** new@example.com with her son's record found: the account holder's page is next. */
  childFound: string
  /** new@example.com's new-patient request: the patient given, the holder's quiz asked, the quiz passed. */
  patientGiven: string
  holderQuizAsked: string
  holderVerified: string
  /** Anyone on the vaccine record's verify page from a text message's link; then with the record open. */
  vaccineRecordLink: string
  vaccineRecordOpen: string
}
type Row = { name: string; run: (cookies: Cookies) => Promise<unknown> | unknown }

const args = (request: Request, params: Record<string, string> = {}) => ({ request, params, context: testContext() })
const trackerLink = () => `/rx/guest-verification?patientNumber=1001&timestamp=${Date.now()}`
const SAM_BIRTH_DATE = { month: '03', day: '12', year: '1984' }
const GUEST_REFILL_FIND = { pharmacyPhone: '513-555-0170', 'rxNumbers[0]': '7200001', contactPhone: '513-555-0142' }
const TRANSFER_ALL = {
  facilityId: '01400352',
  orderType: 'TRANSFER_ALL',
  contactName: 'Walgreens #4411',
  contactPhone: '513-555-0300',
}
const GUEST_DETAILS = {
  firstName: 'Robin',
  lastName: 'Hart',
  'dateOfBirth.month': '7',
  'dateOfBirth.day': '4',
  'dateOfBirth.year': '1979',
  phone: '5135550199',
}
const PAY_ATORVASTATIN = { intent: 'pay', prescriptions: '6100001:1001', cardId: 'card-visa', termsAccepted: 'on' }

/** The wallet's screens as each card-paying /rx page hosts them (each page's own routes, which name the host). */
const walletHostRows = (
  host: string,
  who: 'customer' | 'guest',
  {
    list,
    addCard,
    editCard,
    address,
  }: {
    list: { loader: typeof payOnlineCardLoader; action: typeof payOnlineCardAction }
    addCard: typeof payOnlineAddCardLoader
    editCard: typeof payOnlineEditCardLoader
    address: typeof payOnlineAddressLoader
  },
): Row[] => [
  { name: `GET ${host}/wallet (${who})`, run: (c) => list.loader(args(get(`${host}/wallet`, { cookie: c[who] }))) },
  {
    name: `POST ${host}/wallet (${who})`,
    run: (c) => list.action(args(formPost(`${host}/wallet`, { cardId: 'card-visa' }, { cookie: c[who] }))),
  },
  {
    name: `GET ${host}/wallet/add-card (${who})`,
    run: (c) => addCard(args(get(`${host}/wallet/add-card`, { cookie: c[who] }))),
  },
  {
    name: `GET ${host}/wallet/cards/card-visa/edit (${who})`,
    run: (c) => editCard(args(get(`${host}/wallet/cards/card-visa/edit`, { cookie: c[who] }), { cardId: 'card-visa' })),
  },
  {
    name: `GET ${host}/wallet/addresses/new (${who})`,
    run: (c) =>
      address(
        args(get(`${host}/wallet/addresses/new?returnTo=${host}/wallet/add-card`, { cookie: c[who] }), {
          addressId: 'new',
        }),
      ),
  },
]

/** The checkout's steps, each loaded with the layout as one page. */
const CHECKOUT_STEP_LOADERS: Array<[string, (args: LoaderFunctionArgs) => Promise<unknown>]> = [
  ['fulfilment', fulfilmentLoader],
  ['payment', paymentLoader],
  ['review', reviewLoader],
]

const rows: Row[] = [
  // The /rx shell around every page.
  { name: 'GET /rx layout (customer)', run: (c) => rxLayoutLoader(args(get('/rx/dashboard', { cookie: c.customer }))) },
  { name: 'GET /rx layout (anyone)', run: (c) => rxLayoutLoader(args(get('/rx/landing-page', { cookie: c.anyone }))) },
  // Customer pages.
  {
    name: 'GET /rx/landing-page (customer)',
    run: (c) => landingLoader(args(get('/rx/landing-page', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/landing-page (anyone)',
    run: (c) => landingLoader(args(get('/rx/landing-page', { cookie: c.anyone }))),
  },
  { name: 'GET /rx/dashboard', run: (c) => dashboardLoader(args(get('/rx/dashboard', { cookie: c.customer }))) },
  {
    name: 'GET /rx/account/update',
    run: (c) => signInInformationLoader(args(get('/rx/account/update', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/dashboard (dismiss)',
    run: (c) =>
      dashboardAction(
        args(
          formPost(
            '/rx/dashboard',
            { intent: 'dismiss', patientNumber: '1001', notification: 'shipment-SHP-55012' },
            { cookie: c.customer },
          ),
        ),
      ),
  },
  { name: 'GET /rx/tracker (customer)', run: (c) => trackerLoader(args(get('/rx/tracker', { cookie: c.customer }))) },
  { name: 'GET /rx/refills', run: (c) => refillsLoader(args(get('/rx/refills', { cookie: c.customer }))) },
  {
    name: 'POST /rx/cart',
    run: (c) =>
      cartAction(
        args(
          formPost(
            '/rx/cart',
            { intent: 'add', rxNumber: '7200002', patientNumber: '1001', redirectTo: '/rx/refills' },
            { cookie: c.customer },
          ),
        ),
      ),
  },
  {
    name: 'GET /rx/checkout/fulfilment',
    run: (c) => loadCheckoutPage('/rx/checkout/fulfilment', c.customer, fulfilmentLoader).then(([frame]) => frame),
  },
  ...CHECKOUT_STEP_LOADERS.map(([step, loader]) => ({
    name: `GET /rx/checkout/${step} (a pay-now choice kept)`,
    run: (c: Cookies) => loadCheckoutPage(`/rx/checkout/${step}`, c.atReview, loader).then(([frame]) => frame),
  })),
  {
    name: 'POST /rx/checkout/fulfilment',
    run: (c) =>
      fulfilmentAction(args(formPost('/rx/checkout/fulfilment', { method: 'pickup' }, { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/checkout/payment',
    run: (c) =>
      paymentAction(args(formPost('/rx/checkout/payment', { paymentType: 'payAtStore' }, { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/checkout/review',
    run: (c) => reviewAction(args(formPost('/rx/checkout/review', {}, { cookie: c.customer }))),
  },
  ...walletHostRows('/rx/checkout/payment', 'customer', {
    list: { loader: checkoutCardLoader, action: checkoutCardAction },
    addCard: checkoutAddCardLoader,
    editCard: checkoutEditCardLoader,
    address: checkoutAddressLoader,
  }),
  {
    name: 'GET /rx/prescription-monograph (customer)',
    run: (c) => monographLoader(args(get('/rx/prescription-monograph?productNumber=P6100001', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/transfer-prescriptions (customer, with both searches)',
    run: (c) =>
      transferLoader(args(get('/rx/transfer-prescriptions?fromQuery=walgreens&toQuery=45202', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/transfer-prescriptions (customer)',
    run: (c) =>
      transferAction(
        args(
          formPost('/rx/transfer-prescriptions', { ...TRANSFER_ALL, patientNumber: '1001' }, { cookie: c.customer }),
        ),
      ),
  },
  {
    name: 'GET /rx/transfer-prescriptions/confirmation',
    run: (c) =>
      transferConfirmationLoader(args(get('/rx/transfer-prescriptions/confirmation', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/tracker/pay-online (customer)',
    run: (c) => payOnlineLoader(args(get('/rx/tracker/pay-online', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/tracker/pay-online (customer)',
    run: (c) => payOnlineAction(args(formPost('/rx/tracker/pay-online', PAY_ATORVASTATIN, { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/tracker/pay-online wallet intent (customer)',
    run: (c) =>
      payOnlineAction(
        args(
          formPost(
            '/rx/tracker/pay-online',
            { intent: 'wallet', prescriptions: '6100001:1001' },
            { cookie: c.customer },
          ),
        ),
      ),
  },
  ...walletHostRows('/rx/tracker/pay-online', 'customer', {
    list: { loader: payOnlineCardLoader, action: payOnlineCardAction },
    addCard: payOnlineAddCardLoader,
    editCard: payOnlineEditCardLoader,
    address: payOnlineAddressLoader,
  }),
  {
    name: 'GET /rx/tracker/pay-online/confirmation (customer)',
    run: (c) => payOnlineConfirmationLoader(args(get('/rx/tracker/pay-online/confirmation', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/tracker/order-delivery (customer)',
    run: (c) => orderDeliveryLoader(args(get('/rx/tracker/order-delivery', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/tracker/order-delivery (customer)',
    run: (c) =>
      orderDeliveryAction(
        args(
          formPost(
            '/rx/tracker/order-delivery',
            { ...PAY_ATORVASTATIN, date: '2030-01-02', hasUserSign: 'on' },
            { cookie: c.customer },
          ),
        ),
      ),
  },
  ...walletHostRows('/rx/tracker/order-delivery', 'customer', {
    list: { loader: deliveryCardLoader, action: deliveryCardAction },
    addCard: deliveryAddCardLoader,
    editCard: deliveryEditCardLoader,
    address: deliveryAddressLoader,
  }),
  {
    name: 'GET /rx/tracker/order-delivery/confirmation (customer)',
    run: (c) =>
      deliveryConfirmationLoader(args(get('/rx/tracker/order-delivery/confirmation', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/session (extend)',
    run: (c) => sessionAction(args(formPost('/rx/session', { intent: 'extend' }, { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/guest-refill (customer)',
    run: (c) => guestRefillLoader(args(get('/rx/guest-refill', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/guest/transfer-prescriptions (customer)',
    run: (c) => guestTransferLoader(args(get('/rx/guest/transfer-prescriptions', { cookie: c.customer }))),
  },
  // A verified guest.
  {
    name: 'GET /rx/tracker (guest)',
    run: (c) => trackerLoader(args(get('/rx/tracker?patientNumber=1001', { cookie: c.guest }))),
  },
  {
    name: 'GET /rx/prescription-monograph (guest)',
    run: (c) => monographLoader(args(get('/rx/prescription-monograph?productNumber=P6100001', { cookie: c.guest }))),
  },
  {
    name: 'GET /rx/tracker/pay-online (guest)',
    run: (c) => payOnlineLoader(args(get('/rx/tracker/pay-online', { cookie: c.guest }))),
  },
  {
    name: 'POST /rx/tracker/pay-online (guest)',
    run: (c) => payOnlineAction(args(formPost('/rx/tracker/pay-online', PAY_ATORVASTATIN, { cookie: c.guest }))),
  },
  ...walletHostRows('/rx/tracker/pay-online', 'guest', {
    list: { loader: payOnlineCardLoader, action: payOnlineCardAction },
    addCard: payOnlineAddCardLoader,
    editCard: payOnlineEditCardLoader,
    address: payOnlineAddressLoader,
  }),
  {
    name: 'GET /rx/tracker/pay-online/confirmation (guest)',
    run: (c) => payOnlineConfirmationLoader(args(get('/rx/tracker/pay-online/confirmation', { cookie: c.guest }))),
  },
  {
    name: 'GET /rx/tracker/order-delivery (guest)',
    run: (c) => orderDeliveryLoader(args(get('/rx/tracker/order-delivery', { cookie: c.guest }))),
  },
  {
    name: 'POST /rx/tracker/order-delivery (guest)',
    run: (c) =>
      orderDeliveryAction(
        args(
          formPost(
            '/rx/tracker/order-delivery',
            { ...PAY_ATORVASTATIN, date: '2030-01-02', hasUserSign: 'on' },
            { cookie: c.guest },
          ),
        ),
      ),
  },
  {
    name: 'GET /rx/tracker/order-delivery/wallet (guest)',
    run: (c) => deliveryCardLoader(args(get('/rx/tracker/order-delivery/wallet', { cookie: c.guest }))),
  },
  // Anyone: the guest pages.
  {
    name: 'GET /rx/guest-verification',
    run: (c) => guestVerificationLoader(args(get(trackerLink(), { cookie: c.anyone }))),
  },
  {
    name: 'POST /rx/guest-verification',
    run: (c) => guestVerificationAction(args(formPost(trackerLink(), SAM_BIRTH_DATE, { cookie: c.anyone }))),
  },
  { name: 'GET /rx/guest-refill', run: (c) => guestRefillLoader(args(get('/rx/guest-refill', { cookie: c.anyone }))) },
  {
    name: 'POST /rx/guest-refill',
    run: (c) => guestRefillFindAction(args(formPost('/rx/guest-refill', GUEST_REFILL_FIND, { cookie: c.anyone }))),
  },
  {
    name: 'GET /rx/guest-refill/pickup',
    run: (c) => guestRefillPickupLoader(args(get('/rx/guest-refill/pickup', { cookie: c.guestRefill }))),
  },
  {
    name: 'POST /rx/guest-refill/pickup',
    run: (c) =>
      guestRefillPickupAction(
        args(formPost('/rx/guest-refill/pickup', { date: '2030-01-02', time: '10:00' }, { cookie: c.guestRefill })),
      ),
  },
  {
    name: 'GET /rx/guest-refill/confirmation',
    run: (c) => guestRefillConfirmationLoader(args(get('/rx/guest-refill/confirmation', { cookie: c.guestRefill }))),
  },
  {
    name: 'GET /rx/guest/transfer-prescriptions (with both searches)',
    run: (c) =>
      guestTransferLoader(
        args(get('/rx/guest/transfer-prescriptions?fromQuery=walgreens&toQuery=45202', { cookie: c.anyone })),
      ),
  },
  {
    name: 'POST /rx/guest/transfer-prescriptions',
    run: (c) =>
      guestTransferAction(
        args(formPost('/rx/guest/transfer-prescriptions', { ...TRANSFER_ALL, ...GUEST_DETAILS }, { cookie: c.anyone })),
      ),
  },
  {
    name: 'GET /rx/guest/transfer-prescriptions/confirmation',
    run: (c) =>
      guestTransferConfirmationLoader(args(get('/rx/guest/transfer-prescriptions/confirmation', { cookie: c.anyone }))),
  },
  // Linking one's own record (issue 17).
  {
    name: 'GET /rx/link/prescription/lookup',
    run: (c) => lookupLoader(args(get('/rx/link/prescription/lookup', { cookie: c.newcomer }))),
  },
  {
    name: 'POST /rx/link/prescription/lookup',
    run: (c) => lookupAction(args(formPost('/rx/link/prescription/lookup', NIA_LOOKUP, { cookie: c.newcomer }))),
  },
  {
    name: 'GET /rx/link/patient/verify',
    run: (c) => quizLoader(args(get('/rx/link/patient/verify', { cookie: c.quizAsked }))),
  },
  {
    name: 'POST /rx/link/patient/verify',
    run: (c) => quizAction(args(formPost('/rx/link/patient/verify', QUIZ_ANSWERS, { cookie: c.quizAsked }))),
  },
  { name: 'GET /rx/idm/failure', run: (c) => idmFailureLoader(args(get('/rx/idm/failure', { cookie: c.quizAsked }))) },
  // Linking one's own record by one's details (decision 0062).
  {
    name: 'GET /rx/link/patient/lookup',
    run: (c) => patientLookupLoader(args(get('/rx/link/patient/lookup', { cookie: c.newcomer }))),
  },
  {
    name: 'POST /rx/link/patient/lookup',
    run: (c) => patientLookupAction(args(formPost('/rx/link/patient/lookup', NIA_DETAILS, { cookie: c.newcomer }))),
  },
  {
    name: 'GET /rx/link/prescription/verify',
    run: (c) => verifyLoader(args(get('/rx/link/prescription/verify', { cookie: c.quizPassedByDetails }))),
  },
  {
    name: 'POST /rx/link/prescription/verify (prescriber)',
    run: (c) =>
      verifyAction(
        args(
          formPost(
            '/rx/link/prescription/verify',
            { intent: 'prescriber', prescriberNumber: 'PR1001' },
            { cookie: c.prescriberAsked },
          ),
        ),
      ),
  },
  {
    name: 'POST /rx/link/prescription/verify (Rx number)',
    run: (c) =>
      verifyAction(
        args(formPost('/rx/link/prescription/verify', { intent: 'rx', ...NIA_RX }, { cookie: c.quizPassedByDetails })),
      ),
  },
  {
    name: 'GET /rx/link/account/information',
    run: (c) => linkHolderLoader(args(get('/rx/link/account/information', { cookie: c.childFound }))),
  },
  {
    name: 'POST /rx/link/account/information',
    run: (c) => linkHolderAction(args(formPost('/rx/link/account/information', NEW_PATIENT, { cookie: c.childFound }))),
  },
  {
    name: 'GET /rx/account/ciam/error',
    run: (c) => ciamErrorLoader(args(get('/rx/account/ciam/error', { cookie: c.newcomer }))),
  },
  // The new-patient request (issue 17).
  { name: 'GET /rx/new-patient', run: (c) => newPatientLoader(args(get('/rx/new-patient', { cookie: c.newcomer }))) },
  {
    name: 'POST /rx/new-patient',
    run: (c) => newPatientAction(args(formPost('/rx/new-patient', NEW_PATIENT_REQUEST, { cookie: c.newcomer }))),
  },
  {
    name: 'GET /rx/new-patient/account/information',
    run: (c) => holderLoader(args(get('/rx/new-patient/account/information', { cookie: c.patientGiven }))),
  },
  {
    name: 'POST /rx/new-patient/account/information',
    run: (c) =>
      holderAction(args(formPost('/rx/new-patient/account/information', NEW_PATIENT, { cookie: c.patientGiven }))),
  },
  {
    name: 'GET /rx/new-patient/verify',
    run: (c) => newPatientQuizLoader(args(get('/rx/new-patient/verify', { cookie: c.holderQuizAsked }))),
  },
  {
    name: 'POST /rx/new-patient/verify',
    run: (c) =>
      newPatientQuizAction(args(formPost('/rx/new-patient/verify', QUIZ_ANSWERS, { cookie: c.holderQuizAsked }))),
  },
  {
    name: 'GET /rx/new-patient/summary',
    run: (c) => newPatientSummaryLoader(args(get('/rx/new-patient/summary', { cookie: c.holderVerified }))),
  },
  {
    name: 'POST /rx/new-patient/summary',
    run: (c) => newPatientSubmitAction(args(formPost('/rx/new-patient/summary', {}, { cookie: c.holderVerified }))),
  },
  {
    name: 'GET /rx/patient-profile',
    run: (c) => patientProfileLoader(args(get('/rx/patient-profile', { cookie: c.customer }))),
  },
  // The profile's address panels (issue 18).
  ...(
    [
      [
        'new',
        undefined,
        addAddressLoader,
        addAddressAction,
        { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
      ],
      [
        'addr-1/edit',
        'addr-1',
        editAddressLoader,
        editAddressAction,
        { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202' },
      ],
      ['addr-1/delete', 'addr-1', deleteAddressLoader, deleteAddressAction, {}],
    ] as const
  ).flatMap(([panel, addressId, loader, action, fields]): Row[] => {
    const path = `/rx/patient-profile/addresses/${panel}?patient=1001`
    const params: Record<string, string> = addressId ? { addressId } : {}
    return [
      { name: `GET ${path}`, run: (c) => loader(args(get(path, { cookie: c.customer }), params)) },
      { name: `POST ${path}`, run: (c) => action(args(formPost(path, fields, { cookie: c.customer }), params)) },
    ]
  }),
  { name: 'GET /rx/comm-prefs', run: (c) => commPrefsLoader(args(get('/rx/comm-prefs', { cookie: c.customer }))) },
  {
    name: 'POST /rx/comm-prefs',
    run: (c) =>
      commPrefsAction(args(formPost('/rx/comm-prefs?patient=1001', { notifyByText: 'on' }, { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/patient-profile/loyalty',
    run: (c) => loyaltyLoader(args(get('/rx/patient-profile/loyalty?patient=1001', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/patient-profile/loyalty',
    run: (c) =>
      loyaltyAction(
        args(
          formPost(
            '/rx/patient-profile/loyalty?patient=1001',
            { loyaltyCardNumber: '1234567890' },
            { cookie: c.customer },
          ),
        ),
      ),
  },
  {
    name: 'GET /rx/patient-access',
    run: (c) => patientAccessLoader(args(get('/rx/patient-access', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/patient-access',
    run: (c) =>
      patientAccessAction(
        args(formPost('/rx/patient-access', { intent: 'grant', key: 'from-c-2201-1001' }, { cookie: c.customer })),
      ),
  },
  // Auto refill (issue 18).
  ...(
    [
      [
        '/rx/auto-refills',
        autoRefillsLoader,
        autoRefillsAction,
        { mode: 'enrol', patientNumber: '1003', facilityId: '01400352' },
      ],
      [
        '/rx/auto-refills?patient=1003',
        autoRefillsLoader,
        autoRefillsAction,
        { intent: 'dismiss-reminder', patientNumber: '1001' },
      ],
      [
        '/rx/manage/auto-refills',
        manageAutoRefillsLoader,
        unenrolAutoRefillAction,
        { intent: 'unenroll', patientNumber: '1001' },
      ],
      [
        '/rx/auto-refills/manage-prescriptions',
        autoRefillPrescriptionsLoader,
        autoRefillPrescriptionsAction,
        { intent: 'bulk', patientNumber: '1001', rxNumbers: '7200001', retryCount: '0' },
      ],
    ] as const
  ).flatMap(([path, loader, action, fields]): Row[] => [
    { name: `GET ${path}`, run: (c) => loader(args(get(path, { cookie: c.customer }))) },
    { name: `POST ${path}`, run: (c) => action(args(formPost(path, fields, { cookie: c.customer }))) },
  ]),
  {
    name: 'GET /rx/prescription-history',
    run: (c) =>
      historyLoader(
        args(get('/rx/prescription-history?patient=1001&from=2026-01-01&prescription=7200002', { cookie: c.customer })),
      ),
  },
  {
    name: 'GET /rx/prescription-receipt',
    run: (c) => receiptsLoader(args(get('/rx/prescription-receipt?location=01400352', { cookie: c.customer }))),
  },
  { name: 'GET /rx/digital-vaccine-record', run: () => serve(dvrRequestLoader, get('/rx/digital-vaccine-record')) },
  {
    name: 'POST /rx/digital-vaccine-record',
    run: () => serve(dvrRequestAction, formPost('/rx/digital-vaccine-record', SAM_DVR_REQUEST)),
  },
  {
    name: 'GET /rx/digital-vaccine-record/verify',
    run: (c) => dvrVerifyLoader(args(get('/rx/digital-vaccine-record/verify', { cookie: c.vaccineRecordLink }))),
  },
  {
    name: 'POST /rx/digital-vaccine-record/verify',
    run: (c) =>
      dvrVerifyAction(
        args(formPost('/rx/digital-vaccine-record/verify', SAM_DVR_CHECK, { cookie: c.vaccineRecordLink })),
      ),
  },
  {
    name: 'GET /rx/digital-vaccine-record/result',
    run: (c) => dvrResultLoader(args(get('/rx/digital-vaccine-record/result', { cookie: c.vaccineRecordOpen }))),
  },
  { name: 'GET /stores/search', run: () => serve(storeSearchLoader, get('/stores/search?searchText=Cincinnati')) },
  {
    name: 'GET /stores/grocery/st/city/store-name/014/00352',
    run: () =>
      storeDetailsLoader(
        args(get('/stores/grocery/st/city/store-name/014/00352'), { division: '014', store: '00352' }),
      ),
  },
  {
    name: 'GET /rx/create-expense-report',
    run: (c) =>
      createExpenseLoader(args(get('/rx/create-expense-report?patient=1001&from=2026-01-01', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/prescription-history/expense-report',
    run: (c) =>
      expenseReportLoader(
        args(get('/rx/prescription-history/expense-report?patient=1001&patient=1002', { cookie: c.customer })),
      ),
  },
  {
    name: 'GET /rx/prescription-history/expense-report.csv',
    run: (c) =>
      expenseCsvLoader(args(get('/rx/prescription-history/expense-report.csv?patient=1001', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/prescription-history/detail',
    run: (c) =>
      historyDetailLoader(
        args(get('/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7200002', { cookie: c.customer })),
      ),
  },
  {
    name: 'GET /rx/refill-settings',
    run: (c) => refillSettingsLoader(args(get('/rx/refill-settings', { cookie: c.customer }))),
  },
  {
    name: 'GET /rx/ninety-day-supply',
    run: (c) => ninetyDayLoader(args(get('/rx/ninety-day-supply', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/ninety-day-supply',
    run: (c) =>
      ninetyDayAction(
        args(formPost('/rx/ninety-day-supply', { intent: 'join', patientNumber: '1001' }, { cookie: c.customer })),
      ),
  },
  {
    name: 'GET /rx/patient-profile/marketing',
    run: (c) => marketingLoader(args(get('/rx/patient-profile/marketing', { cookie: c.customer }))),
  },
  {
    name: 'POST /rx/patient-profile/marketing',
    run: (c) =>
      marketingAction(
        args(
          formPost(
            '/rx/patient-profile/marketing?seamlessRedirectUrl=%2Frx%2Fdashboard',
            { intent: 'accept' },
            { cookie: c.customer },
          ),
        ),
      ),
  },
  {
    name: 'GET /rx/auto-refills/guidelines',
    run: (c) => autoRefillGuidelinesLoader(args(get('/rx/auto-refills/guidelines', { cookie: c.customer }))),
  },
  // Patient access's panels (issue 18).
  ...(
    [
      ['from-c-2203-1001/remove', removeAccessLoader, removeAccessAction, {}],
      [
        'from-c-2203-1001/expiry',
        accessExpiryLoader,
        accessExpiryAction,
        { 'expiresOn.month': '12', 'expiresOn.day': '31', 'expiresOn.year': '2099' },
      ],
    ] as const
  ).flatMap(([panel, loader, action, fields]): Row[] => {
    const path = `/rx/patient-access/${panel}`
    const params = { key: 'from-c-2203-1001' }
    return [
      { name: `GET ${path}`, run: (c) => loader(args(get(path, { cookie: c.customer }), params)) },
      { name: `POST ${path}`, run: (c) => action(args(formPost(path, fields, { cookie: c.customer }), params)) },
    ]
  }),
]

type Outcome = { crash: unknown } | { status: number; thrown: boolean }

/** What Remix would answer: a thrown Response is the error boundary's status, data its init's status, an Error a 500. */
async function outcomeOf(run: () => unknown): Promise<Outcome> {
  try {
    const value = await run()
    if (value instanceof Response) return { status: value.status, thrown: false }
    const init =
      (value as { type?: string; init?: { status?: number } | null } | null)?.type === 'DataWithResponseInit'
        ? (value as { init: { status?: number } | null }).init
        : null
    return { status: init?.status ?? 200, thrown: false }
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, thrown: true }
    return { crash: thrown }
  }
}

/** Why an outcome is a failure under a fault, if it is: a 500, or an outage's error page that is not a 503. */
function problemOf(outcome: Outcome, fault: Fault | 'rx-500' | 'none') {
  if ('crash' in outcome) {
    const error = outcome.crash as { name?: string; message?: string; category?: string }
    return `500 (threw ${error.name ?? 'a value'}${error.category ? ` ${error.category}` : ''}: ${error.message ?? String(outcome.crash)})`
  }
  if (outcome.status === 500) return '500'
  if (outcome.status > 500 && ![502, 503].includes(outcome.status)) return `${outcome.status}`
  const outage = fault === 'rx-500' || (OUTAGES as string[]).includes(fault)
  if (outage && outcome.thrown && outcome.status >= 500 && outcome.status !== 503)
    return `${outcome.status} to the error boundary (an outage is a 503)`
  return null
}

/** The sessions the rows start from, made while every upstream is healthy. */
async function cookies(): Promise<Cookies> {
  const customer = await shopperCookie()
  // Amlodipine in the cart: the checkout steps and their wallet have something to work on.
  await settle(() =>
    serve(
      cartAction,
      formPost('/rx/cart', { intent: 'add', rxNumber: '7200001', patientNumber: '1001' }, { cookie: customer }),
    ),
  )
  const atReview = await shopperAtReview()
  const guest = await samGuestWithCards()
  const found = await serve(guestRefillFindAction, formPost('/rx/guest-refill', GUEST_REFILL_FIND))
  const newcomer = cookiesFrom(
    (await settle(() =>
      serve(signInAction, formPost('/signin', { email: 'new@example.com', password: 'Password1' })),
    )) as Response,
  )
  const recordFound = cookiesFrom(
    (await settle(() =>
      serve(lookupAction, formPost('/rx/link/prescription/lookup', NIA_LOOKUP, { cookie: newcomer })),
    )) as Response,
    newcomer,
  )
  const quiz = (await quizLoader(args(get('/rx/link/patient/verify', { cookie: recordFound })))) as {
    init: ResponseInit | null
  }
  const quizAsked = cookiesFrom(new Response(null, { headers: quiz.init?.headers }), recordFound)
  const byDetails = await quizPassedByDetails()
  const childFound = cookiesFrom(
    await settle(() =>
      serve(lookupAction, formPost('/rx/link/prescription/lookup?type=CHILD', MILO_LOOKUP, { cookie: newcomer })),
    ),
    newcomer,
  )
  const prescriberQuiz = await verifyLoader(args(get('/rx/link/prescription/verify', { cookie: byDetails })))
  const patientGiven = cookiesFrom(
    (await settle(() =>
      serve(newPatientAction, formPost('/rx/new-patient', NEW_PATIENT_REQUEST, { cookie: newcomer })),
    )) as Response,
    newcomer,
  )
  const holderGiven = cookiesFrom(
    (await settle(() =>
      serve(holderAction, formPost('/rx/new-patient/account/information', NEW_PATIENT, { cookie: patientGiven })),
    )) as Response,
    patientGiven,
  )
  const holderQuiz = (await newPatientQuizLoader(args(get('/rx/new-patient/verify', { cookie: holderGiven })))) as {
    init: ResponseInit | null
  }
  const holderQuizAsked = cookiesFrom(new Response(null, { headers: holderQuiz.init?.headers }), holderGiven)
  const holderVerified = cookiesFrom(
    (await settle(() =>
      serve(newPatientQuizAction, formPost('/rx/new-patient/verify', QUIZ_ANSWERS, { cookie: holderQuizAsked })),
    )) as Response,
    holderQuizAsked,
  )
  return {
    customer,
    atReview,
    guest,
    guestRefill: cookiesFrom(found as Response),
    anyone: '',
    newcomer,
    quizAsked,
    quizPassedByDetails: byDetails,
    prescriberAsked: cookiesFrom(prescriberQuiz, byDetails),
    childFound,
    patientGiven,
    holderQuizAsked,
    holderVerified,
    vaccineRecordLink: await vaccineRecordLinkCookie(),
    vaccineRecordOpen: await vaccineRecordAccessCookie(),
  }
}

/** Runs every row at once (the fault is the same for all) and lists the rows that failed. */
async function problems(cookieJar: Cookies, fault: Fault | 'rx-500' | 'none') {
  const outcomes = await Promise.all(
    rows.map(async (row) => [row.name, await outcomeOf(() => row.run(cookieJar))] as const),
  )
  return outcomes.flatMap(([name, outcome]) => {
    const problem = problemOf(outcome, fault)
    return problem ? [`${name}: ${problem}`] : []
  })
}

/** The same sessions with a mock scenario chosen, as the browser keeps it after `?mockScenario=` (a cookie of its own). */
async function withScenario(jar: Cookies, scenario: string): Promise<Cookies> {
  const chosen = (await createCookie('__mock_scenario').serialize(scenario)).split(';')[0]!
  const add = (cookie: string) => [cookie, chosen].filter(Boolean).join('; ')
  return {
    customer: add(jar.customer),
    atReview: add(jar.atReview),
    guest: add(jar.guest),
    guestRefill: add(jar.guestRefill),
    anyone: add(jar.anyone),
    newcomer: add(jar.newcomer),
    quizAsked: add(jar.quizAsked),
    quizPassedByDetails: add(jar.quizPassedByDetails),
    prescriberAsked: add(jar.prescriberAsked),
    childFound: add(jar.childFound),
    patientGiven: add(jar.patientGiven),
    holderQuizAsked: add(jar.holderQuizAsked),
    holderVerified: add(jar.holderVerified),
    vaccineRecordLink: add(jar.vaccineRecordLink),
    vaccineRecordOpen: add(jar.vaccineRecordOpen),
  }
}

describe('every /rx page and post under upstream faults', () => {
  beforeEach(() => {
    quietLogs()
  })

  it('healthy: no page or post fails (the rows reach their pages)', { timeout: 30_000 }, async () => {
    expect(await problems(await cookies(), 'none')).toEqual([])
  })

  it('rx-500 (every pharmacy data call answers 500): no 500', { timeout: 30_000 }, async () => {
    const jar = await withScenario(await cookies(), 'rx-500')
    expect(await problems(jar, 'rx-500')).toEqual([])
  })

  for (const [scope, applies] of Object.entries(SCOPES)) {
    for (const fault of Object.keys(FAULTS) as Fault[]) {
      it(`${scope}: ${fault}: no 500`, { timeout: 30_000 }, async () => {
        const jar = await cookies()
        mockServer.use(http.all('*', (info) => (applies(info.request) ? FAULTS[fault]() : undefined)))
        expect(await problems(jar, fault)).toEqual([])
      })
    }
  }
})

import { STORE_TEXTS } from '#app/stores/store-texts.ts'
import type { ActionFunctionArgs } from '@remix-run/node'
import { http } from 'msw'
import { beforeEach, describe, expect, it } from 'vitest'
import { ACCOUNT_MESSAGES } from '#app/account/account-texts.ts'
import { action as createAccountAction } from '#app/routes/account+/create.tsx'
import { action as forgotPasswordAction } from '#app/routes/account+/forgot-password.tsx'
import { action as resetPasswordAction } from '#app/routes/account+/reset-password.tsx'
import { loader as accountLoader } from '#app/routes/account+/_index.tsx'
import { loader as idpCallbackLoader } from '#app/routes/_auth+/auth.idp.callback.tsx'
import { loader as googleCallbackLoader } from '#app/routes/_auth+/auth.google.callback.tsx'
import { loader as healthDashboardLoader } from '#app/routes/_site+/health-dashboard.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { action as signOutAction } from '#app/routes/_auth+/signout.tsx'
import { loader as rxLayoutLoader } from '#app/routes/rx+/_layout.tsx'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import {
  action as guestVerificationAction,
  loader as guestVerificationLoader,
} from '#app/routes/rx+/guest-verification.tsx'
import { loader as monographLoader } from '#app/routes/rx+/prescription-monograph.tsx'
import { MONOGRAPH_LOAD_ERROR } from '#app/rx/dashboard/dashboard-texts.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { LOAD_MESSAGES, ORDER_ERROR_MESSAGE } from '#app/rx/shared/rx-texts.ts'
import { DELIVERY_TEXTS } from '#app/rx/tracker/tracker-order-texts.ts'
import { action as guestRefillFindAction } from '#app/routes/rx+/guest-refill+/_index.tsx'
import {
  action as guestRefillPickupAction,
  loader as guestRefillPickupLoader,
} from '#app/routes/rx+/guest-refill+/pickup.tsx'
import {
  action as guestTransferAction,
  loader as guestTransferLoader,
} from '#app/routes/rx+/guest+/transfer-prescriptions._index.tsx'
import { action as transferAction, loader as transferLoader } from '#app/routes/rx+/transfer-prescriptions+/_index.tsx'
import { action as payOnlineAction } from '#app/routes/rx+/tracker_+/pay-online.tsx'
import {
  action as orderDeliveryAction,
  loader as orderDeliveryLoader,
} from '#app/routes/rx+/tracker_+/order-delivery.tsx'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { beginAuthorization } from '#app/auth/oauth-flow.server.ts'
import { sessionStorage } from '#app/auth/session.server.ts'
import {
  CREATE_ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  LOGOUT_PATH,
  RESET_PASSWORD_PATH,
  SIGN_IN_PATH,
} from '#app/upstream/auth-api.schema.ts'
import { NAVIGATION_NAMES, TEXT_COLLECTIONS, navigationPath, textCollectionPath } from '#app/upstream/content.schema.ts'
import { CUSTOMER_PROFILE_PATH } from '#app/upstream/customer-profile.schema.ts'
import { PHARMACY_LOCATOR_PATHS } from '#app/upstream/pharmacy-locator.schema.ts'
import { backOffice } from '#mocks/back-office.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { FAULTS, type Fault } from '#tests/utils/upstream-faults.ts'
import { serve, cookiesFrom, cookiesFromEntry, formPost, get, setCookiesOf, settle } from '#tests/utils/requests.ts'
import {
  NEW_PATIENT,
  NEW_PATIENT_REQUEST,
  NIA_DETAILS,
  NIA_LOOKUP,
  NIA_RX,
  QUIZ_ANSWERS,
} from '#tests/utils/linking.ts'
import { quizPassedByDetails } from '#tests/utils/link-steps.ts'
import { linkingBackOffice } from '#mocks/linking-back-office.ts'
import { loader as patientProfileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { action as patientAccessAction } from '#app/routes/rx+/patient-access.tsx'
import { readFlash } from '#app/ui/flash.server.ts'
import { action as autoRefillsAction, loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import { action as prescriptionsAutoRefillAction } from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import { AUTO_REFILL_TEXTS } from '#app/rx/auto-refill/auto-refill-texts.ts'
import { loader as refillSettingsLoader } from '#app/routes/rx+/refill-settings.tsx'
import { loader as historyLoader } from '#app/routes/rx+/prescription-history._index.tsx'
import { loader as historyDetailLoader } from '#app/routes/rx+/prescription-history.detail.tsx'
import { loader as receiptsLoader } from '#app/routes/rx+/prescription-receipt.tsx'
import { loader as storeSearchLoader } from '#app/routes/stores+/search.tsx'
import { action as dvrRequestAction } from '#app/routes/rx+/digital-vaccine-record._index.tsx'
import { action as dvrVerifyAction } from '#app/routes/rx+/digital-vaccine-record.verify.tsx'
import { loader as dvrResultLoader } from '#app/routes/rx+/digital-vaccine-record.result.tsx'
import { VACCINE_RECORD_TEXTS } from '#app/rx/vaccine-record/vaccine-record-texts.ts'
import {
  SAM_DVR_CHECK,
  SAM_DVR_REQUEST,
  VACCINE_RECORD_PATH,
  on,
  vaccineRecordAccessCookie,
  vaccineRecordLinkCookie,
} from '#tests/utils/vaccine-record.ts'
import { loader as storeDetailsLoader } from '#app/routes/stores+/grocery.st.city.store-name.$division.$store.tsx'
import { STORE_SEARCH_PATH } from '#app/upstream/store-search.schema.ts'
import { loader as expenseReportLoader } from '#app/routes/rx+/prescription-history.expense-report.tsx'
import { HISTORY_TEXTS } from '#app/rx/history/history-texts.ts'
import { action as ninetyDayAction } from '#app/routes/rx+/ninety-day-supply.tsx'
import { PROFILE_MESSAGES } from '#app/rx/profile/profile-messages.ts'
import {
  action as addAddressAction,
  loader as addAddressLoader,
} from '#app/routes/rx+/patient-profile.addresses.new.tsx'
import { action as editAddressAction } from '#app/routes/rx+/patient-profile.addresses.$addressId.edit.tsx'
import { action as deleteAddressAction } from '#app/routes/rx+/patient-profile.addresses.$addressId.delete.tsx'
import { action as loyaltyAction } from '#app/routes/rx+/patient-profile.loyalty.tsx'
import { action as commPrefsAction, loader as commPrefsLoader } from '#app/routes/rx+/comm-prefs.tsx'
import { action as patientLookupAction } from '#app/routes/rx+/link.patient.lookup.tsx'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/link.prescription.verify.tsx'
import { samGuestCookie, samGuestWithCards } from '#tests/utils/shoppers.ts'
import { SIGN_IN_MESSAGES } from '#app/auth/auth-texts.ts'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { action as lookupAction } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { LINK_MESSAGES } from '#app/rx/link/link-messages.ts'
import { action as newPatientAction } from '#app/routes/rx+/new-patient._index.tsx'
import { action as holderAction } from '#app/routes/rx+/new-patient.account.information.tsx'
import { action as newPatientQuizAction, loader as newPatientQuizLoader } from '#app/routes/rx+/new-patient.verify.tsx'
import { action as newPatientSubmitAction } from '#app/routes/rx+/new-patient.summary.tsx'
import { RX_LINK_PATHS } from '#app/upstream/rx-link-api.schema.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'

/**
 * Issue 6 fault matrix: every upstream call the app makes, under a timeout, a
 * 500, a malformed body, a network error, a 401 and a 403, ends in the spec's
 * message, a redirect to sign in, or the route's error boundary with a 503
 * (issue 7); never a crash. The next request, with the upstream healthy
 * again, succeeds. Every page and post under faults: page-faults.test.ts.
 */

const args = (request: Request) => ({ request, params: {}, context: testContext() })
type Reply = { data: { result: { error?: Record<string, string[] | null> } } }
const formError = (result: unknown) => (result as Reply).data.result.error?.['']
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)

async function signedInCookie() {
  const response = await settle(() =>
    serve(signInAction, formPost('/signin', { email: 'shopper@example.com', password: 'Password1' })),
  )
  return cookiesFrom(response as Response)
}

/** A callback request as the browser would bring it back from the provider, with a real code. */
async function providerCallback(provider: 'idp' | 'google') {
  const session = await sessionStorage().getSession()
  const started = testContext()
  const authorize = new URL(
    await beginAuthorization(get('/signin'), started, session, provider, { redirectUrl: '/account', prompt: 'login' }),
  )
  const account = backOffice.accountByEmail('shopper@example.com')!
  const code = backOffice.issueAuthorizationCode({
    provider,
    subject:
      provider === 'idp'
        ? { userId: account.userId }
        : { google: { email: 'google-new@example.com', firstName: 'G', lastName: 'N', subject: 'g-1' } },
    codeChallenge: authorize.searchParams.get('code_challenge')!,
    redirectUri: authorize.searchParams.get('redirect_uri')!,
  })
  const cookie = cookiesFromEntry(started)
  return get(`/auth/${provider}/callback?code=${code}&state=${authorize.searchParams.get('state')}`, { cookie })
}

type Call = {
  name: string
  method: 'get' | 'post' | 'put' | 'patch' | 'delete'
  url: string
  run: () => Promise<unknown>
  /** What a user sees when the call fails in this way. */
  onFault: (result: unknown, fault: Fault) => void | Promise<void>
  onHealthy: (result: unknown) => void
}

/** A pharmacy page's area that failed shows its message; 401 and 403 go to sign in. */
function rxAreaFault(path: string, failed: (result: unknown, fault: Fault) => void | Promise<void>) {
  return (result: unknown, fault: Fault) => {
    const redirectUrl = encodeURIComponent(path)
    if (fault === '401') return expect(location(result)).toBe(`/signin?redirectUrl=${redirectUrl}`)
    if (fault === '403') return expect(location(result)).toBe(`/signin?redirectUrl=${redirectUrl}&errorCode=forbidden`)
    return failed(result, fault)
  }
}
/**
 * A write whose answer nothing reads, posted from a page: back on the page with the news, an error toast under a
 * fault, and a garbled answer still the write done.
 */
function backWithNews(path: string) {
  return rxAreaFault(path, async (result, fault) => {
    expect(location(result)).toBe(path)
    expect((await readFlash(cookiesFrom(result as Response)))?.toast?.kind).toBe(
      fault === 'malformed' ? 'success' : 'error',
    )
  })
}
/** Auto refill's calls (issue 18): enrolment, the prescriptions chosen, and the reminders to renew. */
function autoRefillCalls(): Call[] {
  const enrolPath = '/rx/auto-refills?patient=1003'
  const prescriptionsPath = '/rx/auto-refills/manage-prescriptions?patient=1001'
  const enrolFields = { mode: 'enrol', patientNumber: '1003', facilityId: '01400352' }
  const post =
    (action: (args: ActionFunctionArgs) => Promise<unknown>, path: string, fields: Record<string, string | string[]>) =>
    async () => {
      const cookie = await signedInCookie()
      return serve(action, formPost(path, fields, { cookie }))
    }
  const enrolFailed = (result: unknown) =>
    expect((result as { data: { result: { error: Record<string, string[]> } } }).data.result.error['']).toEqual([
      AUTO_REFILL_TEXTS.failed,
    ])
  return [
    {
      name: 'enrolling in auto refill',
      method: 'put',
      url: upstreamUrl('rx', '/rx/api/patient/:patientNumber/auto-refill/enroll'),
      run: post(autoRefillsAction, enrolPath, enrolFields),
      // Nothing of the answer is read: a garbled one is still an enrolment.
      onFault: rxAreaFault(enrolPath, (result, fault) =>
        fault === 'malformed'
          ? expect(location(result)).toBe('/rx/auto-refills/manage-prescriptions?patient=1003')
          : enrolFailed(result),
      ),
      onHealthy: (result) => expect(location(result)).toBe('/rx/auto-refills/manage-prescriptions?patient=1003'),
    },
    {
      name: 'adding prescriptions to auto refill (bulk)',
      method: 'put',
      url: upstreamUrl('rx', '/rx/api/prescription-patient/:patientNumber/prescriptions'),
      run: post(prescriptionsAutoRefillAction, prescriptionsPath, {
        intent: 'bulk',
        patientNumber: '1001',
        rxNumbers: ['7200001'],
        retryCount: '0',
      }),
      onFault: rxAreaFault(prescriptionsPath, (result) =>
        expect((result as { data: { bulk: { formError: string } } }).data.bulk.formError).toBe(
          `${AUTO_REFILL_TEXTS.failed} Tried once.`,
        ),
      ),
      onHealthy: (result) => expect(location(result)).toBe(prescriptionsPath),
    },
    {
      name: 'pausing a prescription’s auto refill',
      method: 'put',
      url: upstreamUrl('rx', '/rx/api/prescription/:rxNumber'),
      run: post(prescriptionsAutoRefillAction, prescriptionsPath, {
        intent: 'pause',
        patientNumber: '1001',
        rxNumber: '7200009',
      }),
      onFault: backWithNews(prescriptionsPath),
      onHealthy: (result) => expect(location(result)).toBe(prescriptionsPath),
    },
    {
      name: 'an auto refill reminder',
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.programReminders),
      run: async () => {
        const cookie = await signedInCookie()
        return serve(autoRefillsLoader, get('/rx/auto-refills', { cookie }))
      },
      // The enrolments still show; only the reminder does not.
      onFault: rxAreaFault('/rx/auto-refills', (result) =>
        expect((result as { cards: Array<{ state: string; reminder: boolean }> }).cards[0]).toEqual(
          expect.objectContaining({ state: 'expiring', reminder: false }),
        ),
      ),
      onHealthy: (result) => expect((result as { cards: Array<{ reminder: boolean }> }).cards[0]?.reminder).toBe(true),
    },
    {
      name: 'dismissing an auto refill reminder',
      method: 'put',
      url: upstreamUrl('rx', RX_PATHS.programReminders),
      run: post(autoRefillsAction, '/rx/auto-refills', { intent: 'dismiss-reminder', patientNumber: '1001' }),
      onFault: backWithNews('/rx/auto-refills'),
      onHealthy: (result) => expect(location(result)).toBe('/rx/auto-refills'),
    },
    {
      name: 'deleting a renewed enrolment’s reminder',
      method: 'delete',
      url: upstreamUrl('rx', RX_PATHS.programReminders),
      run: async () => {
        // The run under the fault renewed Lily: the healthy run starts from the seed again.
        pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
        return post(autoRefillsAction, '/rx/auto-refills?patient=1002&renew', {
          mode: 'renew',
          patientNumber: '1002',
          facilityId: '01400417',
        })()
      },
      // The enrolment is renewed whatever becomes of its reminder.
      onFault: rxAreaFault('/rx/auto-refills?patient=1002&renew', (result) =>
        expect(location(result)).toBe('/rx/auto-refills/manage-prescriptions?patient=1002'),
      ),
      onHealthy: (result) => expect(location(result)).toBe('/rx/auto-refills/manage-prescriptions?patient=1002'),
    },
  ]
}
/** The pharmacy's programs (issue 18): offered, a patient's enrolments, and a new status. */
function programCalls(): Call[] {
  const refillSettings = async () => {
    const cookie = await signedInCookie()
    return serve(refillSettingsLoader, get('/rx/refill-settings', { cookie }))
  }
  type Settings = { errors: string[]; patients: Array<{ programs: Array<{ status: string }> }> }
  return [
    {
      name: 'the programs offered',
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.patientPrograms),
      run: refillSettings,
      // The patients still show, without programs, and the page says it.
      onFault: rxAreaFault('/rx/refill-settings', (result) =>
        expect(result).toMatchObject({ errors: [LOAD_MESSAGES.programs], patients: expect.any(Array) }),
      ),
      onHealthy: (result) => expect((result as Settings).patients[0]?.programs).toHaveLength(3),
    },
    {
      name: "a patient's program enrolments",
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.programEnrollments),
      run: refillSettings,
      onFault: rxAreaFault('/rx/refill-settings', (result) =>
        expect((result as Settings).errors).toEqual([LOAD_MESSAGES.programs]),
      ),
      onHealthy: (result) => expect((result as Settings).errors).toEqual([]),
    },
    {
      name: 'joining 90-Day Supply',
      method: 'put',
      url: upstreamUrl('rx', RX_PATHS.programEnrollments),
      run: async () => {
        const cookie = await signedInCookie()
        const fields = { intent: 'join', patientNumber: '1001' }
        return serve(ninetyDayAction, formPost('/rx/ninety-day-supply', fields, { cookie }))
      },
      // Nothing of the answer is read: a garbled one is still a change.
      onFault: rxAreaFault('/rx/ninety-day-supply', (result, fault) =>
        fault === 'malformed'
          ? expect(location(result)).toBe('/rx/ninety-day-supply?patient=1001')
          : expect((result as { data: { formError: string } }).data.formError).toBe(AUTO_REFILL_TEXTS.failed),
      ),
      onHealthy: (result) => expect(location(result)).toBe('/rx/ninety-day-supply?patient=1001'),
    },
  ]
}
/** Prescription history's calls (issue 19): a patient's fills, and one prescription's. */
function historyCalls(): Call[] {
  type History = { data: { error: string | null; rows: unknown[] } }
  type Detail = { error: string | null; fills: unknown[] }
  const detailPath = '/rx/prescription-history/detail?patientNumber=1001&rxRecordNum=R7200002'
  return [
    {
      name: 'prescription history (transactions)',
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.transactions),
      run: async () => {
        const cookie = await signedInCookie()
        return serve(historyLoader, get('/rx/prescription-history', { cookie }))
      },
      // The page and its filters stay; the list says it could not load.
      onFault: rxAreaFault('/rx/prescription-history', (result) =>
        expect((result as History).data).toMatchObject({ error: HISTORY_TEXTS.failed, rows: [] }),
      ),
      onHealthy: (result) => expect((result as History).data.rows.length).toBeGreaterThan(0),
    },
    {
      name: 'the expense report (transactions of each patient)',
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.transactions),
      run: async () => {
        const cookie = await signedInCookie()
        const path = '/rx/prescription-history/expense-report?patient=1001&patient=1002'
        return serve(expenseReportLoader, get(path, { cookie }))
      },
      // The report's page stays, with its own words and no totals made of half the fills.
      onFault: rxAreaFault('/rx/prescription-history/expense-report?patient=1001&patient=1002', (result) =>
        expect(result).toMatchObject({ error: HISTORY_TEXTS.expense.failed }),
      ),
      onHealthy: (result) =>
        expect((result as { groups: Array<{ rows: unknown[] }> }).groups[0]!.rows.length).toBeGreaterThan(0),
    },
    {
      name: 'receipts (receipt-loyalty)',
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.receipts),
      run: async () => {
        const cookie = await signedInCookie()
        return serve(receiptsLoader, get('/rx/prescription-receipt', { cookie }))
      },
      onFault: rxAreaFault('/rx/prescription-receipt', (result) =>
        expect((result as History).data).toMatchObject({ error: HISTORY_TEXTS.receiptsFailed, receipts: [] }),
      ),
      onHealthy: (result) =>
        expect((result as { data: { receipts: unknown[] } }).data.receipts.length).toBeGreaterThan(0),
    },
    {
      name: "a monograph's pictures",
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.monographImages),
      run: async () => {
        const cookie = await signedInCookie()
        return serve(monographLoader, get('/rx/prescription-monograph?productNumber=P7200001', { cookie }))
      },
      // A leaflet without its picture is still the leaflet.
      onFault: rxAreaFault('/rx/prescription-monograph?productNumber=P7200001', (result) =>
        expect(result).toMatchObject({
          imageSrc: null,
          error: null,
          monograph: { productName: 'Amlodipine 5 mg Tablet' },
        }),
      ),
      onHealthy: (result) => expect((result as { imageSrc: string | null }).imageSrc).toMatch(/^data:image\/jpeg/),
    },
    {
      name: "a prescription's fills",
      method: 'get',
      url: upstreamUrl('rx', '/rx/api/prescription/:rxNumber/transactions'),
      run: async () => {
        const cookie = await signedInCookie()
        return serve(historyDetailLoader, get(detailPath, { cookie }))
      },
      onFault: rxAreaFault(detailPath, (result) =>
        expect(result).toMatchObject({ error: HISTORY_TEXTS.fillsFailed, fills: [] }),
      ),
      onHealthy: (result) => expect((result as Detail).fills.length).toBeGreaterThan(0),
    },
  ]
}
/** The digital vaccine record's calls (issue 19): the text message, the link's check, the record. */
function vaccineRecordCalls(): Call[] {
  const PATH = VACCINE_RECORD_PATH
  type Reply = { data: { result: { error?: Record<string, string[] | null> } } }
  const formError = (result: unknown) => (result as Reply).data.result.error?.['']
  // A public page: the pharmacy's 401 and 403 are the spec's words for wrong details and too many tries.
  const refusedAs = (result: unknown, fault: Fault) =>
    expect(formError(result)).toEqual([
      fault === '401'
        ? VACCINE_RECORD_TEXTS.wrongDetails
        : fault === '403'
          ? VACCINE_RECORD_TEXTS.locked
          : RX_MESSAGES.generic,
    ])
  return [
    {
      name: "the vaccine record's text message",
      method: 'post',
      url: upstreamUrl('rx', RX_PATHS.dvrSecureMessage),
      run: () => settle(() => dvrRequestAction(on(formPost(PATH, SAM_DVR_REQUEST)))),
      // Nothing of the answer is read: a garbled one is still a message sent.
      onFault: (result, fault) =>
        fault === 'malformed' ? expect(location(result)).toBe(`${PATH}?sent=1`) : refusedAs(result, fault),
      onHealthy: (result) => expect(location(result)).toBe(`${PATH}?sent=1`),
    },
    {
      name: "the vaccine record's check",
      method: 'post',
      url: upstreamUrl('rx', RX_PATHS.dvrVerify),
      run: async () => {
        const cookie = await vaccineRecordLinkCookie()
        return settle(() => dvrVerifyAction(on(formPost(`${PATH}/verify`, SAM_DVR_CHECK, { cookie }))))
      },
      onFault: refusedAs,
      onHealthy: (result) => expect(location(result)).toBe(`${PATH}/result`),
    },
    {
      name: 'the vaccine record (smart-health-card)',
      method: 'get',
      url: upstreamUrl('rx', RX_PATHS.dvrSmartHealthCard),
      run: async () => {
        const cookie = await vaccineRecordAccessCookie()
        return settle(() => dvrResultLoader(on(get(`${PATH}/result`, { cookie }))))
      },
      // 401: the access ran out (back to ask again, in the spec's words); else the /rx error page with REFRESH.
      onFault: (result, fault) =>
        fault === '401'
          ? expect(location(result)).toBe(`${PATH}?errorCode=expired`)
          : expect((result as Response).status).toBe(fault === '403' ? 502 : 503),
      onHealthy: (result) => expect(result).toMatchObject({ data: { name: 'Sam Shopper' } }),
    },
  ]
}
/** A tracker link sent just now, and the birth date that verifies it (the demo account holder's). */
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
type TransferView = Awaited<ReturnType<typeof guestTransferLoader>>
const PAY_ATORVASTATIN = { intent: 'pay', prescriptions: '6100001:1001', cardId: 'card-visa', termsAccepted: 'on' }

/** Paying online from the start: the demo pharmacy as seeded (a payment cannot be undone), the shopper's default card. */
async function payOnline() {
  pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
  const cookie = await signedInCookie()
  return serve(payOnlineAction, formPost('/rx/tracker/pay-online', PAY_ATORVASTATIN, { cookie }))
}

/** The guest pages call the pharmacy before anyone is known: 401 and 403 go to sign in, anything else is the page's own answer. */
function guestPageFault(failed: (result: unknown) => void | Promise<void>) {
  return (result: unknown, fault: Fault) => {
    if (fault === '401')
      return expect(location(result)).toMatch(
        /^\/signin\?redirectUrl=%2Frx%2Fguest-verification%3FpatientNumber%3D1001%26timestamp%3D\d+$/,
      )
    if (fault === '403') return expect(location(result)).toMatch(/&errorCode=forbidden$/)
    return failed(result)
  }
}

/** Decision 0034: a page that cannot be shown without the upstream is the /rx error page (REFRESH), 503, never a 500. */
async function expectTechnicalDifficulties(result: unknown) {
  expect(result).toBeInstanceOf(Response)
  expect((result as Response).status).toBe(503)
  // No words of its own: the error page shows Technical Difficulties in the page's language (issue 36).
  expect(await (result as Response).text()).toBe('')
}

/** The tracker of a guest just verified. */
async function guestTracker() {
  const verified = await serve(guestVerificationAction, formPost(trackerLink(), SAM_BIRTH_DATE))
  return settle(() =>
    serve(trackerLoader, get('/rx/tracker?patientNumber=1001', { cookie: cookiesFrom(verified as Response) })),
  )
}
type TrackerResult = Awaited<ReturnType<typeof trackerLoader>>

/** A guest's area that failed shows its message; a 401 means the guest session is over. */
function guestAreaFault(messages: string[]) {
  return (result: unknown, fault: Fault) => {
    if (fault === '401')
      return expect(location(result)).toMatch(
        /^\/rx\/guest-verification\?patientNumber=1001&timestamp=\d+&errorCode=sessionExpired$/,
      )
    expect((result as TrackerResult).errors).toEqual(messages)
  }
}

/** The newcomer (new@example.com), signed in; then with her record found by its prescription number. */
async function newcomerCookie() {
  const response = await settle(() =>
    serve(signInAction, formPost('/signin', { email: 'new@example.com', password: 'Password1' })),
  )
  return cookiesFrom(response as Response)
}
async function newcomerWithRecord() {
  const cookie = await newcomerCookie()
  const found = await serve(lookupAction, formPost('/rx/link/prescription/lookup', NIA_LOOKUP, { cookie }))
  return cookiesFrom(found as Response, cookie)
}
/** The quiz answered right (the simulated quiz's second choices), from a healthy quiz page. */
async function answerNiasQuiz() {
  const cookie = await newcomerWithRecord()
  const page = (await quizLoader(args(get('/rx/link/patient/verify', { cookie })))) as { init: ResponseInit | null }
  const asked = cookiesFrom(new Response(null, { headers: page.init?.headers }), cookie)
  return serve(quizAction, formPost('/rx/link/patient/verify', QUIZ_ANSWERS, { cookie: asked }))
}
/** new@example.com's new-patient request up to the holder's quiz: the cookies the verify page needs. */
async function newPatientAtQuiz() {
  const cookie = await newcomerCookie()
  const given = cookiesFrom(
    (await settle(() =>
      serve(newPatientAction, formPost('/rx/new-patient', NEW_PATIENT_REQUEST, { cookie })),
    )) as Response,
    cookie,
  )
  return cookiesFrom(
    (await settle(() =>
      serve(holderAction, formPost('/rx/new-patient/account/information', NEW_PATIENT, { cookie: given })),
    )) as Response,
    given,
  )
}
/** The request sent from its summary, the holder's quiz passed. */
async function sendNewPatientRequest() {
  const cookie = await newPatientAtQuiz()
  const page = (await newPatientQuizLoader(args(get('/rx/new-patient/verify', { cookie })))) as {
    init: ResponseInit | null
  }
  const asked = cookiesFrom(new Response(null, { headers: page.init?.headers }), cookie)
  const passed = cookiesFrom(
    (await settle(() =>
      serve(newPatientQuizAction, formPost('/rx/new-patient/verify', QUIZ_ANSWERS, { cookie: asked })),
    )) as Response,
    asked,
  )
  return serve(newPatientSubmitAction, formPost('/rx/new-patient/summary', {}, { cookie: passed }))
}
/** Linking by details: the verification page as asked (its prescriber quiz), then Priya Patel chosen or Nia's Rx number. */
async function prescriberAsked() {
  const cookie = await quizPassedByDetails()
  const page = await verifyLoader(args(get('/rx/link/prescription/verify', { cookie })))
  const asked = cookiesFrom(
    new Response(null, { headers: (page as { init: ResponseInit | null }).init?.headers }),
    cookie,
  )
  return {
    asked,
    prescribers: (page as { data: { prescribers: Array<{ value: string; label: string }> } }).data.prescribers,
  }
}
async function choosePriyaPatel() {
  const { asked, prescribers } = await prescriberAsked()
  const prescriberNumber = prescribers.find((option) => option.label === 'Priya Patel')!.value
  return settle(() =>
    serve(
      verifyAction,
      formPost('/rx/link/prescription/verify', { intent: 'prescriber', prescriberNumber }, { cookie: asked }),
    ),
  )
}
async function verifyNiasRxNumber() {
  const cookie = await quizPassedByDetails()
  return settle(() =>
    serve(verifyAction, formPost('/rx/link/prescription/verify', { intent: 'rx', ...NIA_RX }, { cookie })),
  )
}
const quizFormError = (result: unknown) => (result as { data: { formError?: string } }).data.formError

const dashboard = async () =>
  settle(async () => serve(dashboardLoader, get('/rx/dashboard', { cookie: await signedInCookie() })))
type DashboardResult = Awaited<ReturnType<typeof dashboardLoader>>

const calls: Call[] = [
  {
    name: 'sign-in',
    method: 'post',
    url: upstreamUrl('auth', SIGN_IN_PATH),
    run: () => serve(signInAction, formPost('/signin', { email: 'shopper@example.com', password: 'Password1' })),
    onFault: (result) => expect(formError(result)).toEqual([SIGN_IN_MESSAGES.unavailable]),
    onHealthy: (result) => expect(location(result)).toBe('/redirect/v2?redirectUrl=%2F'),
  },
  {
    name: 'forgot password',
    method: 'post',
    url: upstreamUrl('auth', FORGOT_PASSWORD_PATH),
    run: () => serve(forgotPasswordAction, formPost('/account/forgot-password', { email: 'shopper@example.com' })),
    onFault: (result, fault) =>
      fault === '401' || fault === '403'
        ? expect(location(result)).toMatch(/^\/signin\?redirectUrl=%2Faccount%2Fforgot-password/)
        : expect(formError(result)).toEqual([ACCOUNT_MESSAGES.resetEmailUnavailable]),
    onHealthy: (result) => expect((result as { sent: boolean }).sent).toBe(true),
  },
  {
    name: 'create account',
    method: 'post',
    url: upstreamUrl('auth', CREATE_ACCOUNT_PATH),
    run: () =>
      settle(() =>
        createAccountAction({
          ...args(
            formPost('/account/create', {
              firstName: 'F',
              lastName: 'L',
              email: `fault-${Math.random()}@example.com`,
              password: 'Password1',
            }),
          ),
          // A client per attempt: the per-client creation limit is not what this row tests.
          context: testContext({ clientAddress: `fault-${Math.random()}` }),
        }),
      ),
    onFault: (result, fault) =>
      fault === '401' || fault === '403'
        ? expect(location(result)).toMatch(/^\/signin\?redirectUrl=%2Faccount%2Fcreate/)
        : expect(formError(result)).toEqual([ACCOUNT_MESSAGES.createUnavailable]),
    onHealthy: (result) => expect(location(result)).toBe('/signin'),
  },
  {
    name: 'reset password',
    method: 'post',
    url: upstreamUrl('auth', RESET_PASSWORD_PATH),
    run: () =>
      settle(() =>
        serve(
          resetPasswordAction,
          formPost('/account/reset-password', {
            token: 'forged',
            password: 'Password2',
            confirmPassword: 'Password2',
          }),
        ),
      ),
    onFault: (result, fault) =>
      fault === '401' || fault === '403'
        ? expect(location(result)).toMatch(/^\/signin\?redirectUrl=%2Faccount%2Freset-password/)
        : expect(formError(result)).toEqual([ACCOUNT_MESSAGES.resetUnavailable]),
    // Healthy upstream, forged token: the spec'd refusal, not a failure.
    onHealthy: (result) => expect(formError(result)).toEqual([ACCOUNT_MESSAGES.resetLinkInvalid]),
  },
  {
    // Sign-out never depends on the logout call: the cookies are cleared whatever it answers (decision 0035).
    name: 'logout',
    method: 'post',
    url: upstreamUrl('auth', LOGOUT_PATH),
    run: async () =>
      settle(async () => serve(signOutAction, formPost('/signout', {}, { cookie: await signedInCookie() }))),
    onFault: (result) => {
      expect(location(result)).toBe('/')
      expect(setCookiesOf(result).some((line) => /^__session=;/.test(line))).toBe(true)
    },
    onHealthy: (result) => expect(location(result)).toBe('/'),
  },
  {
    name: 'customer profile',
    method: 'get',
    url: `${upstreamUrl('atlas', CUSTOMER_PROFILE_PATH)}`,
    run: async () => settle(async () => serve(accountLoader, get('/account', { cookie: await signedInCookie() }))),
    onFault: (result, fault) => {
      if (fault === '401') {
        // The upstream refused the token: the session ends here, so /signin does not send the user back.
        expect(location(result)).toBe('/signin?redirectUrl=%2Faccount')
        return expect(setCookiesOf(result).some((line) => /^__session=;/.test(line))).toBe(true)
      }
      if (fault === '403') {
        expect(location(result)).toBe('/signin?redirectUrl=%2Faccount&errorCode=forbidden')
        return expect(setCookiesOf(result).some((line) => /^__session=;/.test(line))).toBe(true)
      }
      expect(result).toMatchObject({ status: 'failed' })
    },
    onHealthy: (result) => expect(result).toMatchObject({ status: 'loaded' }),
  },
  {
    name: 'health menu navigation',
    method: 'get',
    url: upstreamUrl('content', navigationPath(NAVIGATION_NAMES.unauthenticated)),
    run: () => serve(healthDashboardLoader, get('/health-dashboard')),
    // Public content carries no token (decision 0091): a refusal is a menu that failed, never a sign-in.
    onFault: (result) => expect(result).toMatchObject({ menu: { status: 'failed' } }),
    onHealthy: (result) => expect(result).toMatchObject({ menu: { status: 'loaded' } }),
  },
  {
    name: 'identity provider token',
    method: 'post',
    url: upstreamUrl('idp', '/oauth2/token'),
    run: async () => settle(async () => serve(idpCallbackLoader, await providerCallback('idp'))),
    onFault: (result) => expect(location(result)).toBe('/signin'),
    onHealthy: (result) => expect(location(result)).toBe('/redirect/v2?redirectUrl=%2Faccount'),
  },
  {
    name: 'Google token',
    method: 'post',
    url: upstreamUrl('google', '/token'),
    run: async () => settle(async () => serve(googleCallbackLoader, await providerCallback('google'))),
    onFault: (result) => expect(location(result)).toBe('/signin'),
    // google-new has no account: the create alert on /signin?redirectUrl=/account.
    onHealthy: (result) => expect(location(result)).toBe('/signin?redirectUrl=%2Faccount'),
  },
  {
    name: 'rx session',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.session),
    // Without a session answer the page cannot tell who may see it: the /rx error page.
    run: dashboard,
    onFault: rxAreaFault('/rx/dashboard', expectTechnicalDifficulties),
    onHealthy: (result) => expect((result as DashboardResult).errors).toEqual([]),
  },
  {
    name: 'rx prescriptions',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.prescriptions),
    run: dashboard,
    onFault: rxAreaFault('/rx/dashboard', (result) =>
      expect((result as DashboardResult).errors).toEqual([LOAD_MESSAGES.prescriptions]),
    ),
    onHealthy: (result) => expect((result as DashboardResult).errors).toEqual([]),
  },
  {
    name: 'rx notifications',
    method: 'get',
    url: upstreamUrl('rx', '/rx/api/notifications/:patientNumber'),
    run: dashboard,
    onFault: rxAreaFault('/rx/dashboard', (result) =>
      expect((result as DashboardResult).sections[0]?.notifications).toEqual({
        status: 'error',
        message: LOAD_MESSAGES.notifications,
      }),
    ),
    onHealthy: (result) => expect((result as DashboardResult).sections[0]?.notifications.status).toBe('loaded'),
  },
  {
    name: 'rx cart',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.cart),
    run: dashboard,
    onFault: rxAreaFault('/rx/dashboard', (result) =>
      expect((result as DashboardResult).cart).toEqual({ status: 'error', message: LOAD_MESSAGES.cart }),
    ),
    onHealthy: (result) => expect((result as DashboardResult).cart.status).toBe('loaded'),
  },
  {
    name: 'pharmacy facilities',
    method: 'get',
    url: upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities),
    run: async () => settle(async () => serve(trackerLoader, get('/rx/tracker', { cookie: await signedInCookie() }))),
    onFault: rxAreaFault('/rx/tracker', (result) =>
      expect((result as Awaited<ReturnType<typeof trackerLoader>>).errors).toEqual([LOAD_MESSAGES.pharmacy]),
    ),
    onHealthy: (result) => expect((result as Awaited<ReturnType<typeof trackerLoader>>).errors).toEqual([]),
  },
  {
    name: 'pharmacy banner message',
    method: 'get',
    url: upstreamUrl('content', textCollectionPath(TEXT_COLLECTIONS.dynamicBannerMessage)),
    run: () => serve(rxLayoutLoader, get('/rx/landing-page')),
    // Public content carries no token (decision 0091): a refusal leaves the page without the message.
    onFault: (result) => expect((result as { bannerMessage: unknown }).bannerMessage).toBeNull(),
    onHealthy: (result) => expect((result as { bannerMessage: unknown }).bannerMessage).toMatchObject({ kind: 'info' }),
  },
  {
    name: 'tracker link check',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.textVerification),
    run: () => serve(guestVerificationLoader, get(trackerLink())),
    // Locked or not, only the pharmacy knows: the /rx error page.
    onFault: guestPageFault(expectTechnicalDifficulties),
    onHealthy: (result) =>
      expect((result as { data: unknown }).data).toMatchObject({ locked: false, notice: null, tooManyLinks: false }),
  },
  {
    name: 'guest verification',
    method: 'post',
    url: upstreamUrl('rx', RX_PATHS.guestVerification),
    run: () => serve(guestVerificationAction, formPost(trackerLink(), SAM_BIRTH_DATE)),
    // The form says so and keeps the date, to send again.
    onFault: guestPageFault((result) => {
      expect(formError(result)).toEqual([RX_MESSAGES.generic])
      expect((result as { init: { status: number } }).init.status).toBe(503)
    }),
    onHealthy: (result) => expect(location(result)).toBe('/rx/tracker?patientNumber=1001'),
  },
  {
    name: 'guest patients',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.guestPatientProfiles),
    run: guestTracker,
    onFault: guestAreaFault([LOAD_MESSAGES.patients]),
    onHealthy: (result) => expect((result as TrackerResult).errors).toEqual([]),
  },
  {
    name: 'guest prescriptions',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.guestPrescriptions),
    run: guestTracker,
    onFault: guestAreaFault([LOAD_MESSAGES.prescriptions]),
    onHealthy: (result) => expect((result as TrackerResult).errors).toEqual([]),
  },
  {
    name: 'prescription monograph',
    method: 'get',
    url: upstreamUrl('rx', '/rx/api/product-monograph/:productNumber/monograph'),
    run: async () =>
      settle(async () =>
        serve(
          monographLoader,
          get('/rx/prescription-monograph?productNumber=P6100001', { cookie: await signedInCookie() }),
        ),
      ),
    onFault: rxAreaFault('/rx/prescription-monograph?productNumber=P6100001', (result) =>
      expect(result).toMatchObject({ monograph: null, error: MONOGRAPH_LOAD_ERROR }),
    ),
    onHealthy: (result) => expect((result as Awaited<ReturnType<typeof monographLoader>>).error).toBeNull(),
  },
  {
    name: 'guest refill prescription check',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.guestRefillValidate),
    run: () => serve(guestRefillFindAction, formPost('/rx/guest-refill', GUEST_REFILL_FIND)),
    onFault: rxAreaFault('/rx/guest-refill', (result) => expect(formError(result)).toEqual([RX_MESSAGES.generic])),
    onHealthy: (result) => expect(location(result)).toBe('/rx/guest-refill/pickup'),
  },
  {
    name: 'guest refill order',
    method: 'post',
    url: upstreamUrl('rx', RX_PATHS.guestRefillOrder),
    run: async () => {
      const found = await serve(guestRefillFindAction, formPost('/rx/guest-refill', GUEST_REFILL_FIND))
      const cookie = cookiesFrom(found as Response)
      const { date, time } = await guestRefillPickupLoader(args(get('/rx/guest-refill/pickup', { cookie })))
      return settle(() =>
        serve(guestRefillPickupAction, formPost('/rx/guest-refill/pickup', { date: date!, time: time! }, { cookie })),
      )
    },
    onFault: rxAreaFault('/rx/guest-refill/pickup', (result) =>
      expect((result as { data: { error: string } }).data.error).toBe(RX_MESSAGES.generic),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/guest-refill/confirmation'),
  },
  {
    name: 'pharmacy search (our pharmacies: the store search)',
    method: 'post',
    url: upstreamUrl('stores', STORE_SEARCH_PATH),
    run: () => serve(guestTransferLoader, get('/rx/guest/transfer-prescriptions?toQuery=45202')),
    // The stores' own client: every fault, 401 and 403 too, is the store sentence, never a sign-in.
    onFault: (result) => expect((result as TransferView).newSearch.error).toBe(STORE_TEXTS.storeSearchFailed),
    onHealthy: (result) => expect((result as TransferView).pharmacies).toHaveLength(1),
  },
  {
    name: 'the store locator (storeSearch)',
    method: 'post',
    url: upstreamUrl('stores', STORE_SEARCH_PATH),
    run: () => serve(storeSearchLoader, get('/stores/search?searchText=Cincinnati')),
    // A public page: every fault, 401 and 403 too, is spec 2's store sentence on the page, never a sign-in.
    onFault: (result) =>
      expect((result as { data: { error: string; stores: unknown[] } }).data).toMatchObject({
        error: STORE_TEXTS.storeSearchFailed,
        stores: [],
      }),
    onHealthy: (result) => expect((result as { data: { stores: unknown[] } }).data.stores).toHaveLength(10),
  },
  {
    name: "a store's page (the pharmacy locator by id)",
    method: 'get',
    url: upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.facilities),
    run: () =>
      settle(() =>
        storeDetailsLoader({
          request: get('/stores/grocery/st/city/store-name/014/00352'),
          params: { division: '014', store: '00352' },
          context: testContext(),
        }),
      ),
    // Every fault, 401 and 403 too, is the stores away (503), with spec 2's store sentence: never a sign-in.
    onFault: async (result) => {
      expect((result as Response).status).toBe(503)
      expect(await (result as Response).text()).toBe(STORE_TEXTS.storeSearchFailed)
    },
    onHealthy: (result) => expect((result as { name: string }).name).toBe('Kroger Pharmacy Vine Street'),
  },
  {
    name: 'pharmacy search (other chains)',
    method: 'get',
    url: upstreamUrl('atlas', PHARMACY_LOCATOR_PATHS.competitorList),
    run: () => serve(guestTransferLoader, get('/rx/guest/transfer-prescriptions?fromQuery=walgreens')),
    onFault: rxAreaFault('/rx/guest/transfer-prescriptions?fromQuery=walgreens', (result) =>
      expect((result as TransferView).currentSearch.error).toBe(STORE_TEXTS.storeSearchFailed),
    ),
    onHealthy: (result) => expect((result as TransferView).currentSearch.results).toHaveLength(1),
  },
  {
    name: 'fill locations',
    method: 'get',
    url: upstreamUrl('rx', '/rx/api/prescription-patient/:patientNumber/fill-locations'),
    run: async () =>
      settle(async () => serve(transferLoader, get('/rx/transfer-prescriptions', { cookie: await signedInCookie() }))),
    // The recently used pharmacies are a convenience: without them the search still finds one.
    onFault: rxAreaFault('/rx/transfer-prescriptions', (result) =>
      expect((result as TransferView).pharmacies).toEqual([]),
    ),
    onHealthy: (result) => expect((result as TransferView).pharmacies.length).toBeGreaterThan(0),
  },
  {
    name: 'prescription request',
    method: 'post',
    url: upstreamUrl('rx', RX_PATHS.prescriptionRequest),
    run: async () =>
      settle(async () =>
        serve(
          transferAction,
          formPost(
            '/rx/transfer-prescriptions',
            { ...TRANSFER_ALL, patientNumber: '1001' },
            { cookie: await signedInCookie() },
          ),
        ),
      ),
    onFault: rxAreaFault('/rx/transfer-prescriptions', (result) =>
      expect(formError(result)).toEqual([RX_MESSAGES.generic]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/transfer-prescriptions/confirmation'),
  },
  {
    name: 'guest prescription request',
    method: 'post',
    url: upstreamUrl('rx', RX_PATHS.guestPrescriptionRequest),
    run: () =>
      settle(() =>
        serve(guestTransferAction, formPost('/rx/guest/transfer-prescriptions', { ...TRANSFER_ALL, ...GUEST_DETAILS })),
      ),
    onFault: rxAreaFault('/rx/guest/transfer-prescriptions', (result) =>
      expect(formError(result)).toEqual([RX_MESSAGES.generic]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/guest/transfer-prescriptions/confirmation'),
  },
  {
    name: 'online payment',
    method: 'post',
    url: upstreamUrl('rx', '/rx/api/online-payment/:userId/payments'),
    run: payOnline,
    onFault: rxAreaFault('/rx/tracker/pay-online', (result) =>
      expect(formError(result)).toEqual([ORDER_ERROR_MESSAGE]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/tracker/pay-online/confirmation'),
  },
  {
    name: 'online payment association',
    method: 'post',
    url: upstreamUrl('rx', '/rx/api/online-payment/:paymentId/payment/associate'),
    run: payOnline,
    onFault: (result, fault) =>
      // Its answer is not read (spec 2 shows none): any 2xx body means done.
      fault === 'malformed'
        ? expect(location(result)).toBe('/rx/tracker/pay-online/confirmation')
        : rxAreaFault('/rx/tracker/pay-online', (failed) => expect(formError(failed)).toEqual([ORDER_ERROR_MESSAGE]))(
            result,
            fault,
          ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/tracker/pay-online/confirmation'),
  },
  {
    name: 'delivery order',
    method: 'post',
    url: upstreamUrl('rx', RX_PATHS.deliveryOrdersStage),
    run: async () => {
      pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
      const cookie = await signedInCookie()
      const { dates } = (await orderDeliveryLoader(args(get('/rx/tracker/order-delivery', { cookie })))).data
      const fields = { ...PAY_ATORVASTATIN, date: dates[0]?.value ?? '', hasUserSign: 'on' }
      return serve(orderDeliveryAction, formPost('/rx/tracker/order-delivery', fields, { cookie }))
    },
    onFault: rxAreaFault('/rx/tracker/order-delivery', (result) =>
      expect(formError(result)).toEqual([ORDER_ERROR_MESSAGE]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/tracker/order-delivery/confirmation'),
  },
  {
    name: 'banner profile (the tracker’s delivery link)',
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.bannerProfile),
    run: async () => settle(async () => serve(trackerLoader, get('/rx/tracker', { cookie: await samGuestCookie() }))),
    // A link is not worth a guest's session: any failure, a refused token included, just leaves it out.
    onFault: (result) => expect(result).toMatchObject({ orderDeliveryPath: null, errors: [] }),
    onHealthy: (result) => expect(result).toMatchObject({ orderDeliveryPath: '/rx/tracker/order-delivery' }),
  },
  {
    name: 'delivery dates (order delivery)',
    method: 'get',
    url: upstreamUrl('rx', '/rx/api/delivery-facility/:facilityId/delivery-options'),
    run: async () =>
      settle(async () =>
        serve(orderDeliveryLoader, get('/rx/tracker/order-delivery', { cookie: await signedInCookie() })),
      ),
    onFault: rxAreaFault('/rx/tracker/order-delivery', (result) =>
      expect((result as Awaited<ReturnType<typeof orderDeliveryLoader>>).data).toMatchObject({
        dates: [],
        datesError: DELIVERY_TEXTS.noDates,
      }),
    ),
    onHealthy: (result) =>
      expect((result as Awaited<ReturnType<typeof orderDeliveryLoader>>).data.dates).toHaveLength(5),
  },
  {
    name: 'guest online payment',
    method: 'post',
    url: upstreamUrl('rx', '/rx/api/online-payment/:userId/payments'),
    run: async () => {
      pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
      // The guest session's wallet starts with the demo cards, so the payment has a card to use.
      const cookie = await samGuestWithCards()
      return serve(payOnlineAction, formPost('/rx/tracker/pay-online', PAY_ATORVASTATIN, { cookie }))
    },
    onFault: (result, fault) => {
      // A refused guest token ends the guest session: back to the link's verification.
      if (fault === '401')
        return expect(location(result)).toMatch(
          /^\/rx\/guest-verification\?patientNumber=1001&timestamp=\d+&errorCode=sessionExpired$/,
        )
      // A guest has no sign-in to end: any other failure is the order message.
      expect(formError(result)).toEqual([ORDER_ERROR_MESSAGE])
    },
    onHealthy: (result) => expect(location(result)).toBe('/rx/tracker/pay-online/confirmation'),
  },
  {
    name: 'prescription lookup (linking)',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.prescriptionLookup),
    run: async () => {
      const cookie = await newcomerCookie()
      return serve(lookupAction, formPost('/rx/link/prescription/lookup', NIA_LOOKUP, { cookie }))
    },
    onFault: rxAreaFault('/rx/link/prescription/lookup', (result) =>
      expect(formError(result)).toEqual([LINK_MESSAGES.lookupFailed]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/link/patient/verify'),
  },
  {
    name: 'is the customer self-linked (linking)',
    method: 'get',
    url: upstreamUrl('rx', RX_LINK_PATHS.isCustomerSelfLinked),
    run: async () => {
      const cookie = await newcomerCookie()
      return serve(lookupAction, formPost('/rx/link/prescription/lookup', NIA_LOOKUP, { cookie }))
    },
    // Not known to be linked is not linked: the lookup goes on (the link itself refuses a second one).
    onFault: rxAreaFault('/rx/link/prescription/lookup', (result) =>
      expect(location(result)).toBe('/rx/link/patient/verify'),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/link/patient/verify'),
  },
  {
    name: 'identity quiz',
    method: 'get',
    url: upstreamUrl('rx', '/rx-security-api/idm/quiz/:patientNumber'),
    run: async () => {
      const cookie = await newcomerWithRecord()
      return serve(quizLoader, get('/rx/link/patient/verify', { cookie }))
    },
    onFault: rxAreaFault('/rx/link/patient/verify', (result) =>
      expect((result as { data: { loadError: string } }).data.loadError).toBe(LINK_MESSAGES.quizLoadFailed),
    ),
    onHealthy: (result) => expect((result as { data: { questions: unknown[] } }).data.questions).toHaveLength(2),
  },
  {
    name: "identity quiz about a new patient's account holder",
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.identityQuizFor),
    run: async () => {
      const cookie = await newPatientAtQuiz()
      return serve(newPatientQuizLoader, get('/rx/new-patient/verify', { cookie }))
    },
    onFault: rxAreaFault('/rx/new-patient/verify', (result) =>
      expect((result as { data: { loadError: string } }).data.loadError).toBe(LINK_MESSAGES.quizLoadFailed),
    ),
    onHealthy: (result) => expect((result as { data: { questions: unknown[] } }).data.questions).toHaveLength(2),
  },
  {
    name: 'new-patient request',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.createPatients),
    run: sendNewPatientRequest,
    // A 401 has its own words (spec 2 section 8), on the sign-in page.
    onFault: (result, fault) =>
      fault === '401'
        ? expect(location(result)).toBe('/signin?redirectUrl=%2Frx%2Fnew-patient&errorCode=inactive')
        : rxAreaFault('/rx/new-patient/summary', (failed) =>
            expect(quizFormError(failed)).toBe(LINK_MESSAGES.newPatientFailed),
          )(result, fault),
    onHealthy: (result) => expect(location(result)).toBe('/rx/new-patient/summary'),
  },
  {
    name: 'identity quiz answers',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.identityQuizAnswers),
    run: answerNiasQuiz,
    onFault: rxAreaFault('/rx/link/patient/verify', (result) =>
      expect(quizFormError(result)).toBe(LINK_MESSAGES.quizLoadFailed),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  },
  {
    name: 'prescription link',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.prescriptionLink),
    run: answerNiasQuiz,
    onFault: rxAreaFault('/rx/link/patient/verify', (result) =>
      expect(quizFormError(result)).toBe(LINK_MESSAGES.linkFailed),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  },
  // The housekeeping after a link: whatever fails, 401 included, the link stands and the sign-in goes on.
  ...[
    ['challenge questions (after a link)', RX_LINK_PATHS.challengeQuestions],
    ['notification settings (after a self link)', '/rx/api/notification-settings/:patientNumber'],
  ].map(([name, path]): Call => ({
    name: name!,
    method: 'post',
    url: upstreamUrl('rx', path!),
    // Each run links Nia anew: the fault's run linked her too.
    run: async () => {
      linkingBackOffice.unlink(backOffice.accountByEmail('new@example.com')!.userId)
      return answerNiasQuiz()
    },
    onFault: (result) => expect(location(result)).toBe('/rx/patient-profile'),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  })),
  {
    name: 'patient lookup (linking by details)',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.patientMatches),
    run: async () => {
      const cookie = await newcomerCookie()
      return serve(patientLookupAction, formPost('/rx/link/patient/lookup', NIA_DETAILS, { cookie }))
    },
    onFault: rxAreaFault('/rx/link/patient/lookup', (result) =>
      expect(formError(result)).toEqual([LINK_MESSAGES.patientLookupFailed]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/link/patient/verify'),
  },
  {
    name: 'prescriber quiz',
    method: 'get',
    url: upstreamUrl('rx', RX_LINK_PATHS.prescriberQuiz),
    run: async () => {
      const cookie = await quizPassedByDetails()
      return serve(verifyLoader, get('/rx/link/prescription/verify', { cookie }))
    },
    // Any failure gives way to the Rx number, with the spec's message.
    onFault: rxAreaFault('/rx/link/prescription/verify', (result) =>
      expect((result as { data: unknown }).data).toMatchObject({ way: 'rx', message: LINK_MESSAGES.prescriberError }),
    ),
    onHealthy: (result) => expect((result as { data: { way: string } }).data.way).toBe('prescriber'),
  },
  {
    name: 'prescriber quiz answer',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.prescriberQuiz),
    run: choosePriyaPatel,
    onFault: rxAreaFault('/rx/link/prescription/verify', (result) =>
      expect(location(result)).toBe('/rx/link/prescription/verify'),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  },
  {
    name: 'prescriber link',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.prescriberLink),
    run: choosePriyaPatel,
    onFault: rxAreaFault('/rx/link/prescription/verify', (result) =>
      expect(quizFormError(result)).toBe(LINK_MESSAGES.linkFailed),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  },
  {
    name: 'prescription verify',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.prescriptionVerify),
    run: verifyNiasRxNumber,
    onFault: rxAreaFault('/rx/link/prescription/verify', (result) =>
      expect(formError(result)).toEqual([LINK_MESSAGES.verifyFailed]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  },
  {
    name: 'patient link',
    method: 'post',
    url: upstreamUrl('rx', RX_LINK_PATHS.patientLink),
    run: verifyNiasRxNumber,
    onFault: rxAreaFault('/rx/link/prescription/verify', (result) =>
      expect(formError(result)).toEqual([LINK_MESSAGES.linkFailed]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  },
  {
    name: 'customer relationships',
    method: 'get',
    url: upstreamUrl('rx', RX_LINK_PATHS.relationships),
    run: async () => {
      const cookie = await signedInCookie()
      return serve(patientProfileLoader, get('/rx/patient-profile', { cookie }))
    },
    // The patients still show; the requests' area says it could not load.
    onFault: rxAreaFault('/rx/patient-profile', (result) =>
      expect(result).toMatchObject({ errors: [PROFILE_MESSAGES.relationshipsFailed], requests: [] }),
    ),
    onHealthy: (result) => expect(result).toMatchObject({ errors: [], requests: [] }),
  },
  {
    name: 'dismissing a notification',
    method: 'put',
    url: upstreamUrl('rx', RX_PATHS.notificationsDismiss),
    run: async () => {
      const cookie = await signedInCookie()
      const fields = { intent: 'dismiss', patientNumber: '1001', notification: 'shipment-SHP-55012' }
      return serve(dashboardAction, formPost('/rx/dashboard', fields, { cookie }))
    },
    onFault: backWithNews('/rx/dashboard'),
    onHealthy: (result) => expect(location(result)).toBe('/rx/dashboard'),
  },
  {
    name: 'answering a patient access request',
    method: 'put',
    url: upstreamUrl('rx', RX_LINK_PATHS.relationship),
    run: async () => {
      const cookie = await signedInCookie()
      return settle(() =>
        serve(
          patientAccessAction,
          formPost('/rx/patient-access', { intent: 'grant', key: 'from-c-2201-1001' }, { cookie }),
        ),
      )
    },
    onFault: backWithNews('/rx/patient-access'),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-access'),
  },
  {
    name: "a patient's addresses",
    method: 'get',
    url: upstreamUrl('rx', RX_PATHS.addresses),
    run: async () => {
      const cookie = await signedInCookie()
      return serve(addAddressLoader, get('/rx/patient-profile/addresses/new?patient=1001', { cookie }))
    },
    // The panel cannot know the patient's addresses: the /rx error page with REFRESH (an outage is a 503).
    onFault: rxAreaFault('/rx/patient-profile/addresses/new?patient=1001', (result) =>
      expect((result as Response).status).toBe(503),
    ),
    onHealthy: (result) => expect(result).toMatchObject({ saved: null }),
  },
  ...(
    [
      ['adding an address', 'post', '/rx/api/patient/:patientNumber/addresses', 'add'],
      ['updating an address', 'patch', '/rx/api/patient/:patientNumber/addresses/:addressId', 'update'],
      ['deleting an address', 'delete', '/rx/api/patient/:patientNumber/addresses/:addressId', 'delete'],
    ] as const
  ).map(([name, method, path, write]): Call => ({
    name,
    method,
    url: upstreamUrl('rx', path),
    run: async () => {
      const cookie = await signedInCookie()
      const at = (action: string) => `/rx/patient-profile/addresses/${action}?patient=1001`
      const address = { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202' }
      const withAddress = (request: Request) => ({ request, params: { addressId: 'addr-1' }, context: testContext() })
      if (write === 'add') return serve(addAddressAction, formPost(at('new'), address, { cookie }))
      if (write === 'update')
        return settle(() => editAddressAction(withAddress(formPost(at('addr-1/edit'), address, { cookie }))))
      return settle(() => deleteAddressAction(withAddress(formPost(at('addr-1/delete'), {}, { cookie }))))
    },
    onFault: rxAreaFault(
      `/rx/patient-profile/addresses/${write === 'add' ? 'new' : `addr-1/${write === 'update' ? 'edit' : 'delete'}`}?patient=1001`,
      (result, fault) => {
        // Nothing of a deletion's answer is read: a garbled one is still a deletion.
        if (write === 'delete' && fault === 'malformed') return expect(location(result)).toBe('/rx/patient-profile')
        const said =
          write === 'delete' ? (result as { data: { formError: string } }).data.formError : formError(result)?.[0]
        expect(said).toBe(PROFILE_MESSAGES.addressFailed)
      },
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  })),
  ...(
    [
      ['saving a loyalty card', 'put', '1234567890'],
      ['removing a loyalty card', 'delete', ''],
    ] as const
  ).map(([name, method, number]): Call => ({
    name,
    method,
    url: upstreamUrl('rx', '/rx/api/patient/:patientNumber/loyaltyCardNumber'),
    run: async () => {
      const cookie = await signedInCookie()
      const path = '/rx/patient-profile/loyalty?patient=1001'
      return serve(loyaltyAction, formPost(path, { loyaltyCardNumber: number }, { cookie }))
    },
    // Nothing of the answer is read: a garbled one is still a save.
    onFault: rxAreaFault('/rx/patient-profile/loyalty?patient=1001', (result, fault) =>
      fault === 'malformed'
        ? expect(location(result)).toBe('/rx/patient-profile')
        : expect(formError(result)).toEqual([PROFILE_MESSAGES.loyaltyFailed]),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/patient-profile'),
  })),
  {
    name: 'notification settings (communication preferences)',
    method: 'get',
    url: upstreamUrl('rx', '/rx/api/notification-settings/:patientNumber'),
    run: async () => {
      const cookie = await signedInCookie()
      return serve(commPrefsLoader, get('/rx/comm-prefs', { cookie }))
    },
    // The page is its settings: the /rx error page with REFRESH.
    onFault: rxAreaFault('/rx/comm-prefs', (result) => expect((result as Response).status).toBe(503)),
    onHealthy: (result) => expect(result).toMatchObject({ patientNumber: '1001' }),
  },
  {
    name: 'saving communication preferences',
    method: 'post',
    url: upstreamUrl('rx', '/rx/api/notification-settings/:patientNumber'),
    run: async () => {
      const cookie = await signedInCookie()
      return settle(() =>
        serve(commPrefsAction, formPost('/rx/comm-prefs?patient=1001', { notifyByText: 'on' }, { cookie })),
      )
    },
    // Nothing of the answer is read: a garbled one is still a save; any other failure is the error toast.
    onFault: rxAreaFault('/rx/comm-prefs?patient=1001', (result) =>
      expect(location(result)).toBe('/rx/comm-prefs?patient=1001'),
    ),
    onHealthy: (result) => expect(location(result)).toBe('/rx/comm-prefs?patient=1001'),
  },
  ...autoRefillCalls(),
  ...programCalls(),
  ...historyCalls(),
  ...vaccineRecordCalls(),
  {
    name: 'customer status',
    method: 'get',
    url: upstreamUrl('rx', RX_LINK_PATHS.customerStatus),
    run: async () => {
      const cookie = await newcomerCookie()
      return serve(dashboardLoader, get('/rx/dashboard', { cookie }))
    },
    // The status cannot say: the landing page, which offers both ways in.
    onFault: rxAreaFault('/rx/dashboard', (result) => expect(location(result)).toBe('/rx/landing-page')),
    onHealthy: (result) => expect(location(result)).toBe('/rx/link/patient/lookup'),
  },
]

describe('upstream fault matrix', () => {
  beforeEach(() => {
    quietLogs()
  })

  for (const call of calls) {
    for (const fault of Object.keys(FAULTS) as Fault[]) {
      it(`${call.name}: ${fault}, then healthy again`, async () => {
        mockServer.use(http[call.method](call.url, FAULTS[fault]))
        await call.onFault(await call.run(), fault)
        mockServer.resetHandlers()
        call.onHealthy(await call.run())
      })
    }
  }
})

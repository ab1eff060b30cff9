import { HttpResponse, http } from 'msw'
import {
  RX_PATHS,
  guestRefillOrderRequestSchema,
  guestVerificationRequestSchema,
  prescriptionRequestSchema,
} from '#app/upstream/rx-api.schema.ts'
import { backOffice } from '../back-office.ts'
import { guestBackOffice } from '../guest-back-office.ts'
import { pharmacyBackOffice } from '../pharmacy-back-office.ts'
import { linkingBackOffice } from '../linking-back-office.ts'
import { SHOPPER_USER_ID, type PatientRecord } from '../pharmacy-seed.ts'
import { scenarioOf } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'

const rx = (path: string) => upstreamUrl('rx', path)
const unauthorized = () => HttpResponse.json({ errorCode: 'GUEST_SESSION_EXPIRED' }, { status: 401 })

/** The guest's patients and prescriptions, or a 401 when the guest session is unknown, expired or the scenario says so. */
function guestData(request: Request) {
  if (scenarioOf(request) === 'guest-session-expired') return undefined
  const session = guestBackOffice.session(request.headers.get('authorization'))
  const account = pharmacyBackOffice.account(SHOPPER_USER_ID)
  if (!session || !account) return undefined
  const allowed = new Set(session.patientNumbers)
  return {
    patients: account.patients.filter((patient) => allowed.has(patient.patientNumber)),
    prescriptions: account.prescriptions.filter((prescription) => allowed.has(prescription.patientNumber)),
  }
}

/** A 1x1 white JPEG, base64: the demo's product picture. */
const PRODUCT_IMAGE =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA='

/** Leaflet text for any product the demo pharmacy stocks (the drug's name comes from the prescriptions), in English or Spanish. */
function monographFor(productNumber: string, spanish = false) {
  const product = pharmacyBackOffice
    .account(SHOPPER_USER_ID)
    ?.prescriptions.map((prescription) => prescription.prescriptionProduct)
    .find((candidate) => candidate?.productNumber === productNumber)
  if (!product) return undefined
  const name = product.productName ?? 'This medicine'
  if (spanish)
    return {
      productName: name,
      sections: [
        {
          title: 'Usos',
          text: `${name} se usa como lo indicó su médico. Pregunte a su farmacéutico si no sabe por qué lo toma.`,
        },
        {
          title: 'Cómo usarlo',
          text: 'Tómelo exactamente como indica la etiqueta. No tome más ni menos, ni deje de tomarlo, sin consultar a su médico.',
        },
        {
          title: 'Efectos secundarios',
          text: 'Avise a su médico o farmacéutico si algún efecto secundario le molesta o no desaparece.',
        },
      ],
    }
  return {
    productName: name,
    sections: [
      {
        title: 'Uses',
        text: `${name} is used as your prescriber directed. Ask your pharmacist if you are not sure why you are taking it.`,
      },
      {
        title: 'How to Use',
        text: 'Take it exactly as the label says. Do not take more or less, or stop taking it, without asking your prescriber.',
      },
      {
        title: 'Side Effects',
        text: 'Tell your prescriber or pharmacist if any side effect bothers you or does not go away.',
      },
    ],
  }
}

/** Refill statuses a guest may request (spec 2 'Refill list statuses' without a call to the prescriber). */
const GUEST_REFILLABLE = new Set(['REFILLABLE', 'OVERDUE'])

/** The prescription a guest names at a pharmacy, if the patient's phone matches and it can be refilled there. */
function guestRefillable(facilityId: string, rxNumber: string, patientPhone: string) {
  const shopper = pharmacyBackOffice.account(SHOPPER_USER_ID)
  // A guest needs no online account: the pharmacy's records without one are refilled the same way.
  const holders = [...(shopper ? [shopper] : []), ...linkingBackOffice.records().map(recordAsHolder)]
  for (const { patients, prescriptions } of holders) {
    const prescription = prescriptions.find(
      (candidate) => candidate.rxNumber === rxNumber && candidate.fillLocation === facilityId,
    )
    if (!prescription) continue
    const patient = patients.find((candidate) => candidate.patientNumber === prescription.patientNumber)
    const phones = [patient?.mobilePhone, patient?.homePhone].flatMap((entry) =>
      entry ? [`${entry.phone.areaCode}${entry.phone.phoneNumber}`] : [],
    )
    return phones.includes(patientPhone) && GUEST_REFILLABLE.has(prescription.refillStatus ?? '')
      ? prescription
      : undefined
  }
  return undefined
}

const recordAsHolder = ({ patient, prescriptions }: PatientRecord) => ({ patients: [patient], prescriptions })

export const guestHandlers = [
  http.get(rx(RX_PATHS.guestRefillValidate), ({ request }) => {
    const query = new URL(request.url).searchParams
    const rxNumber = query.get('rxNumber') ?? ''
    const prescription = guestRefillable(
      query.get('facilityId') ?? '',
      rxNumber,
      request.headers.get('patientPhone') ?? '',
    )
    return HttpResponse.json(
      prescription
        ? { valid: true, rxNumber, rxRecordNumber: prescription.rxRecordNumber, drugName: prescription.drugName }
        : { valid: false, rxNumber },
    )
  }),
  http.post(rx(RX_PATHS.guestRefillOrder), async ({ request }) => {
    if (scenarioOf(request) === 'guest-refill-error')
      return HttpResponse.json({ code: 'GUEST-REFILL-500' }, { status: 500 })
    const parsed = guestRefillOrderRequestSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return HttpResponse.json({ errorCode: 'BAD_REQUEST' }, { status: 400 })
    const order = parsed.data
    const facility = pharmacyBackOffice.facilities().find((candidate) => candidate.facilityId === order.facilityId)
    return HttpResponse.json({
      facility: facility ? { facilityId: facility.facilityId, vanityName: facility.vanityName } : null,
      contactPhone: order.contactPhone,
      rxNumbers: order.rxRecords.map((record) => record.rxNumber),
      pickupTime: order.pickupTime,
      status: 'SUBMITTED',
      statusDesc: 'Your refill request was sent to the pharmacy.',
      retryCount: 0,
      retryDesc: null,
    })
  }),
  // Anyone may ask for a transfer; a guest's patient is '0' with their details (spec 2 section 3).
  http.post(rx(RX_PATHS.guestPrescriptionRequest), async ({ request }) => {
    if (scenarioOf(request) === 'transfer-request-error')
      return HttpResponse.json({ code: 'PRESCRIPTION-REQUEST-500' }, { status: 500 })
    const parsed = prescriptionRequestSchema.safeParse(await request.json().catch(() => undefined))
    const patient = parsed.data?.patient
    if (
      !parsed.success ||
      patient?.patientNumber !== '0' ||
      !patient.firstName ||
      !patient.lastName ||
      !patient.dateOfBirth ||
      !patient.phone
    ) {
      return HttpResponse.json({ errorCode: 'BAD_REQUEST' }, { status: 400 })
    }
    return HttpResponse.json({
      requestId: pharmacyBackOffice.receivePrescriptionRequest(null, parsed.data),
      status: 'RECEIVED',
    })
  }),
  http.get(rx(RX_PATHS.textVerification), ({ request }) => {
    const url = new URL(request.url)
    const patientNumber = url.searchParams.get('patientNumber') ?? ''
    const expired =
      guestBackOffice.isLinkExpired(url.searchParams.get('timestamp') ?? '') || !guestBackOffice.patient(patientNumber)
    return HttpResponse.json({
      expired,
      patientLocked: scenarioOf(request) === 'guest-locked' || guestBackOffice.isLocked(patientNumber),
    })
  }),
  http.post(rx(RX_PATHS.guestVerification), async ({ request }) => {
    const parsed = guestVerificationRequestSchema.safeParse(await request.json().catch(() => undefined))
    if (!parsed.success) return HttpResponse.json({ errorCode: 'BAD_REQUEST' }, { status: 400 })
    const { patientNumbers, dateOfBirth, timestamp } = parsed.data
    const patientNumber = patientNumbers[0] ?? ''
    if (guestBackOffice.isLinkExpired(timestamp)) return HttpResponse.json({ verified: false, sessionExpired: true })
    if (scenarioOf(request) === 'guest-locked') return HttpResponse.json({ verified: false, patientLocked: true })
    const result = guestBackOffice.verify(patientNumber, dateOfBirth)
    if (!result.verified)
      return HttpResponse.json({ verified: false, patientLocked: result.patientLocked, patientNumbers })
    return HttpResponse.json({
      verified: true,
      patientNumbers: result.patientNumbers,
      primaryPatientNumber: result.primaryPatientNumber,
      timestamp,
      guestToken: result.token,
    })
  }),
  http.get(rx(RX_PATHS.guestPatientProfiles), ({ request }) => {
    const data = guestData(request)
    return data ? HttpResponse.json({ patients: data.patients }) : unauthorized()
  }),
  http.get(rx(RX_PATHS.guestPrescriptions), ({ request }) => {
    const data = guestData(request)
    return data ? HttpResponse.json({ prescriptions: data.prescriptions }) : unauthorized()
  }),
  // Customers and verified guests both read monographs.
  http.get(rx('/rx/api/product-monograph/:productNumber/monograph'), ({ request, params }) => {
    const signedIn = backOffice.accountForAuthorization(request.headers.get('authorization'))
    if (!signedIn && !guestData(request)) return unauthorized()
    const spanish = new URL(request.url).searchParams.get('languageCode') === 'es'
    const monograph = monographFor(String(params.productNumber), spanish)
    return monograph ? HttpResponse.json(monograph) : HttpResponse.json({ errorCode: 'NOT_FOUND' }, { status: 404 })
  }),
  // The product's picture: one small JPEG stands for every product the demo pharmacy stocks.
  http.get(rx(RX_PATHS.monographImages), ({ request }) => {
    const signedIn = backOffice.accountForAuthorization(request.headers.get('authorization'))
    if (!signedIn && !guestData(request)) return unauthorized()
    const productNumber = new URL(request.url).searchParams.get('productNumber') ?? ''
    return HttpResponse.json({
      images: monographFor(productNumber) ? [{ productNumber, productImage: PRODUCT_IMAGE }] : [],
    })
  }),
]

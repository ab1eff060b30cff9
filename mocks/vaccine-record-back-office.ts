import { randomBytes, randomUUID } from 'node:crypto'
import dayjs from 'dayjs'
import type { SmartHealthCard } from '#app/upstream/rx-api.schema.ts'

/** Wrong birth dates or phones on one link before the pharmacy locks it. */
const VACCINE_RECORD_LOCK_AFTER = 3
/** How long a checked link opens the record (seconds). */
const VACCINE_RECORD_ACCESS_SECONDS = 15 * 60

type VaccineRecord = { phone: string; card: SmartHealthCard }

/** Sam's record (README 'Digital vaccine record'): three vaccinations, and the card's QR content. */
function seedRecords(now = dayjs()): VaccineRecord[] {
  const day = (monthsAgo: number) => now.subtract(monthsAgo, 'month').format('YYYY-MM-DD')
  return [
    {
      phone: '5135550142',
      card: {
        patient: { firstName: 'Sam', lastName: 'Shopper', dateOfBirth: '1984-03-12' },
        immunizations: [
          {
            vaccine: 'COVID-19, mRNA, 2024-2025 formula',
            administeredOn: day(14),
            manufacturer: 'Pfizer-BioNTech',
            lotNumber: 'FK5127',
            location: 'Kroger Pharmacy Vine Street',
          },
          {
            vaccine: 'Influenza, seasonal, injectable',
            administeredOn: day(2),
            manufacturer: 'Sanofi Pasteur',
            lotNumber: 'UT7723AA',
            location: 'Kroger Pharmacy Vine Street',
          },
          {
            vaccine: 'Tdap',
            administeredOn: day(40),
            manufacturer: 'GlaxoSmithKline',
            lotNumber: null,
            location: 'Kroger Pharmacy Hyde Park',
          },
        ],
        // Digits as SMART Health Cards encode a compact JWS (two per character), shortened for the demo.
        qrPayload: `shc:/${'5676295953265460346029254077280433'.repeat(6)}`,
      },
    },
  ]
}

type Link = { record: VaccineRecord; failures: number }
let records = seedRecords()
let links = new Map<string, Link>()
let tokens = new Map<string, { record: VaccineRecord; expiresAt: number }>()

export function resetVaccineRecordBackOffice() {
  records = seedRecords()
  links = new Map()
  tokens = new Map()
}

const digits = (phone: string) => phone.replace(/\D/g, '')
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The pharmacy side of the digital vaccine record: its text messages' links and the tokens they open. */
export const vaccineRecordBackOffice = {
  /** The patient the details name, and a new link to text them; undefined when nobody matches. */
  newLink(details: { firstName: string; lastName: string; dateOfBirth: string; phoneNumber: string }) {
    const record = records.find(
      ({ phone, card: { patient } }) =>
        same(patient.firstName, details.firstName) &&
        same(patient.lastName, details.lastName) &&
        patient.dateOfBirth === details.dateOfBirth &&
        phone === digits(details.phoneNumber),
    )
    if (!record) return undefined
    const id = randomBytes(18).toString('base64url')
    links.set(id, { record, failures: 0 })
    return { id, phone: record.phone }
  },
  /** The link's check: unknown (404), locked (403), wrong (401, counted), or a token. */
  verify(id: string, dateOfBirth: string, phoneNumber: string, now = Date.now()) {
    const link = links.get(id)
    if (!link) return { status: 404 } as const
    if (link.failures >= VACCINE_RECORD_LOCK_AFTER) return { status: 403 } as const
    if (link.record.card.patient.dateOfBirth !== dateOfBirth || link.record.phone !== digits(phoneNumber)) {
      link.failures += 1
      return { status: link.failures >= VACCINE_RECORD_LOCK_AFTER ? 403 : 401 } as const
    }
    const token = `dvr-${randomUUID()}`
    tokens.set(token, { record: link.record, expiresAt: now + VACCINE_RECORD_ACCESS_SECONDS * 1000 })
    return { status: 200, accessToken: token, expiresIn: VACCINE_RECORD_ACCESS_SECONDS } as const
  },
  /** The card a token opens, or undefined when it is unknown or has run out. */
  card(authorization: string | null, now = Date.now()) {
    const access = tokens.get(authorization?.replace(/^Bearer /, '') ?? '')
    return access && access.expiresAt > now ? access.record.card : undefined
  },
}

import { z } from 'zod'

/**
 * The atlas service's pharmacy locator (decisions 0019, 0029, 0030): our
 * pharmacies (v2 facilities, by id, phone or address) and other chains' (v1
 * competitor list). Fields the app does not read are left out.
 */
export const PHARMACY_LOCATOR_PATHS = {
  facilities: '/atlas/v1/pharmacy/v2/facilities',
  competitorList: '/atlas/v1/pharmacy/v1/competitor-list',
} as const

const dayHoursSchema = z.object({
  /** SUNDAY … SATURDAY */
  dayOfWeek: z.string(),
  /** 'HH:mm', 24-hour; both absent on a closed day. */
  openingTime: z.string().nullish(),
  closingTime: z.string().nullish(),
  breakStart: z.string().nullish(),
  breakEnd: z.string().nullish(),
})
export type DayHours = z.infer<typeof dayHoursSchema>

export const facilitySchema = z.object({
  facilityId: z.string(),
  vanityName: z.string(),
  brand: z.string().nullish(),
  facilityType: z.enum(['RETAIL', 'MAIL_ORDER']),
  deliveryEnabled: z.boolean().default(false),
  legalName: z.string().nullish(),
  address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }),
  /** Where the store is (spec 2's 'location', shaped like the store search's latitude and longitude; decision 0105). */
  // Shapes not shown: one the service sends otherwise is no location, never an unreadable facility.
  location: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .nullish()
    .catch(null),
  /** The IANA zone of the store's hours, where the service sends one (decision 0105). */
  timeZone: z.string().max(64).nullish().catch(null),
  phone: z.string().nullish(),
  hoursOfOperation: z
    .object({
      regularHours: z.array(dayHoursSchema).default([]),
      holidaySchedule: z.array(dayHoursSchema.extend({ date: z.string() })).default([]),
    })
    .nullish(),
  promiseTimes: z
    .object({
      defaultPromiseTime: z.string().nullish(),
      earliestAvailableTime: z
        .object({ rxWebWithDoctorCall: z.string().nullish(), rxWebWithoutDoctorCall: z.string().nullish() })
        .nullish(),
    })
    .nullish(),
})
export type Facility = z.infer<typeof facilitySchema>
export const facilitiesResponseSchema = z.object({ data: z.array(facilitySchema) })

/** GET /competitor-list (v1; shape not shown, decision 0030): pharmacies of other chains a prescription can come from. */
export const competitorPharmacySchema = z.object({
  pharmacyName: z.string(),
  phoneNumber: z.string(),
  address: z.object({ address1: z.string(), city: z.string(), state: z.string(), zipCode: z.string() }).nullish(),
})
export type CompetitorPharmacy = z.infer<typeof competitorPharmacySchema>
export const competitorListResponseSchema = z.object({ data: z.array(competitorPharmacySchema) })

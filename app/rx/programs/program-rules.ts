import type { EnrollmentStatus } from '#app/upstream/rx-api.schema.ts'

/** The refill programs the app knows by id (decision 0067); any other refill program is listed by its name. */
export const PROGRAM_IDS = { autoRefill: 'AUTO_REFILL', ninetyDay: 'NINETY_DAY_SUPPLY', medSync: 'MEDSYNC' } as const

export const isEnrolled = (status: EnrollmentStatus | undefined) => status === 'ENROLLED' || status === 'REENROLLED'

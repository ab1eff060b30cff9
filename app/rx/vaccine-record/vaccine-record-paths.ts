/** The digital vaccine record's steps (spec 2 section 2). */
export const VACCINE_RECORD_PATHS = {
  request: '/rx/digital-vaccine-record',
  verify: '/rx/digital-vaccine-record/verify',
  result: '/rx/digital-vaccine-record/result',
} as const

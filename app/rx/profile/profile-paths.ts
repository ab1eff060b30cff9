/** The patient profile, where the address panels close to and their saves return. */
export const PROFILE_PATH = '/rx/patient-profile'

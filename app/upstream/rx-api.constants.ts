/** The pharmacy's enumerations, without zod, so browser code can use them (decision 0014). */

/** The add-Rx form's order types (spec 2): transfer all is the default (section 9). */
export const PRESCRIPTION_REQUEST_TYPES = ['TRANSFER_ALL', 'TRANSFER', 'NEW', 'PAPER'] as const
export type PrescriptionRequestType = (typeof PRESCRIPTION_REQUEST_TYPES)[number]

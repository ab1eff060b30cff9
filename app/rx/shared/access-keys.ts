/**
 * The keys that name patient access entries in URLs and forms (decision 0064). The dashboard's notifications and the
 * patient access page name entries the same way.
 */

/** Another customer's request for (or access to) one of the customer's records. */
export const incomingAccessKey = (customerId: string, patientNumber: string) => `from-${customerId}-${patientNumber}`

/** The customer's own request for another adult's record, by its type and number. */
export const outgoingAccessKey = (relationshipType: string, patientNumber: string) =>
  `for-${relationshipType}-${patientNumber}`

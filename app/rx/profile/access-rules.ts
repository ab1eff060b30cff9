import type { Relationship, Relationships, RelationshipStatus } from '#app/upstream/rx-link-api.schema.ts'
import { incomingAccessKey, outgoingAccessKey } from '#app/rx/shared/access-keys.ts'

/** What a customer can do with an entry of 'Patient Access' (spec 2 sections 4 and 6; decision 0064). */
export const ACCESS_ACTIONS = ['grant', 'decline', 'cancel', 'remove', 'expiry'] as const
export type AccessAction = (typeof ACCESS_ACTIONS)[number]

/** Who asked: another customer for the customer's records, or the customer for another adult's. */
type Direction = 'toCustomer' | 'byCustomer'

/** Each action: whose entry, from which shown status, to which status (spec 2 'Patient access'). */
const TRANSITIONS: Record<AccessAction, { direction?: Direction; from: ShownStatus[]; to: RelationshipStatus }> = {
  grant: { direction: 'toCustomer', from: ['PENDING'], to: 'APPROVED' },
  decline: { direction: 'toCustomer', from: ['PENDING'], to: 'DENIED' },
  cancel: { direction: 'byCustomer', from: ['PENDING'], to: 'CANCELLED' },
  remove: { from: ['APPROVED', 'EXPIRED'], to: 'REVOKED' },
  expiry: { direction: 'toCustomer', from: ['APPROVED'], to: 'APPROVED' },
}

/** The statuses the page shows; a request cancelled, declined or removed is over and not listed. */
type ShownStatus = 'PENDING' | 'APPROVED' | 'EXPIRED'

/** The date part of the pharmacy's date (it may carry a time). */
const dayOf = (date: string | null | undefined) => date?.slice(0, 10) || null

/**
 * An approved access whose expiry date has passed is expired, as the pharmacy's EXPIRED is: access lasts through its
 * expiry date. `today` is YYYY-MM-DD.
 */
export function shownStatus(relationship: Relationship, today: string): ShownStatus | null {
  const status = relationship.relationshipRequestStatus
  if (status === 'EXPIRED') return 'EXPIRED'
  if (status === 'APPROVED') {
    const expiry = dayOf(relationship.accessExpiryDate)
    return expiry && expiry < today ? 'EXPIRED' : 'APPROVED'
  }
  return status === 'PENDING' ? 'PENDING' : null
}

export type AccessEntry = {
  key: string
  direction: Direction
  relationship: Relationship
  status: ShownStatus
  actions: AccessAction[]
}

/** Every entry the page lists, with what can be done with it now. */
export function accessEntries(relationships: Relationships, today: string): AccessEntry[] {
  const entries = (list: Relationship[], direction: Direction) =>
    list.flatMap((relationship) => {
      const status = shownStatus(relationship, today)
      if (!status || (direction === 'toCustomer' && !relationship.customerId)) return []
      const actions = ACCESS_ACTIONS.filter((action) => {
        const transition = TRANSITIONS[action]
        return (!transition.direction || transition.direction === direction) && transition.from.includes(status)
      })
      const key =
        direction === 'toCustomer'
          ? incomingAccessKey(relationship.customerId ?? '', relationship.patientNumber)
          : outgoingAccessKey(relationship.relationshipType, relationship.patientNumber)
      return [{ key, direction, relationship, status, actions }]
    })
  return [
    ...entries(relationships.accessToCustomer, 'toCustomer'),
    ...entries(relationships.relationships, 'byCustomer'),
  ]
}

/** The status an action asks the pharmacy for. */
export const targetStatusOf = (action: AccessAction) => TRANSITIONS[action].to

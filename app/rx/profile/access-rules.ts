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

const keyOf = (relationship: Relationship, direction: Direction) =>
  direction === 'toCustomer'
    ? incomingAccessKey(relationship.customerId ?? '', relationship.patientNumber)
    : outgoingAccessKey(relationship.relationshipType, relationship.patientNumber)

/** Both directions' relationships, each with its direction. */
const bothDirections = (relationships: Relationships) => [
  ...relationships.accessToCustomer.map((relationship) => ({ relationship, direction: 'toCustomer' as const })),
  ...relationships.relationships.map((relationship) => ({ relationship, direction: 'byCustomer' as const })),
]

/** Every entry the page lists, with what can be done with it now. */
export function accessEntries(relationships: Relationships, today: string): AccessEntry[] {
  return bothDirections(relationships).flatMap(({ relationship, direction }) => {
    const status = shownStatus(relationship, today)
    if (!status || (direction === 'toCustomer' && !relationship.customerId)) return []
    const actions = ACCESS_ACTIONS.filter((action) => {
      const transition = TRANSITIONS[action]
      return (!transition.direction || transition.direction === direction) && transition.from.includes(status)
    })
    return [{ key: keyOf(relationship, direction), direction, relationship, status, actions }]
  })
}

/**
 * The relationship `key` names when it already has the status `action` asks for: the same answer posted twice (a
 * double click without JavaScript), which answers as the first did (decision 0083).
 */
export function alreadyAnswered(relationships: Relationships, key: string, action: AccessAction, today: string) {
  const transition = TRANSITIONS[action]
  return bothDirections(relationships).find(
    ({ relationship, direction }) =>
      (!transition.direction || transition.direction === direction) &&
      // An approval whose end date has passed is expired, not the approval asked for.
      (shownStatus(relationship, today) ?? relationship.relationshipRequestStatus) === transition.to &&
      keyOf(relationship, direction) === key,
  )?.relationship
}

/** The status an action asks the pharmacy for. */
export const targetStatusOf = (action: AccessAction) => TRANSITIONS[action].to

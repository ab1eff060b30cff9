import { timingSafeEqual } from 'node:crypto'
import { env } from '#app/env.server.ts'
import { keyedHash } from '#app/security/keyed-hash.server.ts'
import { WELL_FORMED_REQUEST_ID } from '#app/security/request-context.server.ts'

const PURPOSE = 'page request id v1'

/**
 * A page's request id as its meta tag carries it: `<id>.<tag>`, the id as decision 0088 accepts one, the tag a keyed
 * hash of it (decision 0102).
 */
const SIGNED_REQUEST_ID = new RegExp(`^(${WELL_FORMED_REQUEST_ID.source.slice(1, -1)})\\.([\\w-]{22})$`)

/** What a report may claim: a signed id, or a bare one from a page an older build rendered (during a deploy). */
export const isClaimedRequestId = (claimed: string) =>
  SIGNED_REQUEST_ID.test(claimed) || WELL_FORMED_REQUEST_ID.test(claimed)

export function signedRequestId(requestId: string) {
  return `${requestId}.${keyedHash(PURPOSE, requestId)}`
}

/**
 * The request id a browser's report names, when its tag is ours (under any of the session secrets, so a page rendered
 * before a rotation still proves it); undefined when it is not. Compared in constant time.
 */
export function verifiedRequestId(signed: string) {
  const [, requestId, tag] = SIGNED_REQUEST_ID.exec(signed) ?? []
  if (!requestId || !tag) return undefined
  const claimed = Buffer.from(tag)
  const matches = env().sessionSecrets.map((secret) =>
    timingSafeEqual(claimed, Buffer.from(keyedHash(PURPOSE, requestId, secret))),
  )
  return matches.includes(true) ? requestId : undefined
}

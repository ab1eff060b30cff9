import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { getAuthState, upstreamFor } from '#app/auth/auth-state.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { checkTrackerLink, verifyGuest } from '#app/upstream/rx-api.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { commitFlow, readFlow } from '#app/rx/shared/flow-state.server.ts'
import { guestVerificationLimits, mayOpenTrackerLink } from './guest-limits.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { textsOf, translator } from '#app/i18n/messages.server.ts'
import { birthDateTexts } from '#app/rx/shared/birth-date.messages.server.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import {
  EXPIRED_TRACKER_LINK,
  GUEST_VERIFICATION,
  GUEST_VERIFICATION_MESSAGES,
} from './guest-verification.messages.server.ts'
import { isoDateOf } from '#app/rx/shared/rx-form-rules.ts'
import { birthDateSchema } from '#app/rx/shared/rx-validation.ts'
import {
  GUEST_ERROR_CODES,
  GUEST_PATHS,
  readGuestSession,
  trackerLinkSchema,
  type GuestSession,
} from '#app/rx/shared/rx-viewer.server.ts'

function readLink(url: URL) {
  const parsed = trackerLinkSchema.safeParse({
    patientNumber: url.searchParams.get('patientNumber'),
    timestamp: url.searchParams.get('timestamp'),
  })
  // A link that is not whole cannot be checked: it reads as expired, the page that offers the ways on.
  if (!parsed.success) throw redirect(GUEST_PATHS.expiredLink)
  return parsed.data
}

/** A tracker link works for 7 days after its text message was sent (its timestamp). */
const TRACKER_LINK_DAYS = 7
/** How far ahead of this server's clock a link's timestamp may be (the pharmacy's clock may run a little ahead). */
const CLOCK_SKEW_MS = 5 * 60 * 1000

/**
 * Whether a link is expired, by its timestamp alone (decision 0076). The pharmacy also calls a link for a patient it
 * does not know 'expired'; that answer is not passed on, so a made-up patient number reads as a real one.
 */
function isLinkExpired(link: { timestamp: string }, now = Date.now()) {
  const sent = Number(link.timestamp)
  return sent > now + CLOCK_SKEW_MS || now - sent > TRACKER_LINK_DAYS * 24 * 60 * 60 * 1000
}

/**
 * 'Verify Your Birthdate': an expired link goes to its page, a locked one says so, and every other link gets the same
 * page, whether its patient exists or not (decision 0076). One client opens only so many patients' links (429 past them).
 */
export async function loadGuestVerification(request: Request, context: AppLoadContext) {
  const url = new URL(request.url)
  const link = readLink(url)
  const { session } = await getAuthState(request, context)
  const flow = await readFlow(request, context, '__rx_guest')
  // Tapping the same link again while verified goes straight on; a guest session the pharmacy ended (sessionExpired) asks again.
  const current = readGuestSession(flow)
  const expired = url.searchParams.get('errorCode') === GUEST_ERROR_CODES.sessionExpired
  if (
    current &&
    !expired &&
    current.link.patientNumber === link.patientNumber &&
    current.link.timestamp === link.timestamp
  ) {
    throw redirect(`${GUEST_PATHS.tracker}?${new URLSearchParams({ patientNumber: current.primaryPatientNumber })}`)
  }
  // Another link on this browser is another guest (a shared phone): the earlier guest's access ends here, as does an ended one.
  if (current) flow.unset('rxGuest')
  await commitFlow(context, '__rx_guest', flow)
  if (isLinkExpired(link)) throw redirect(GUEST_PATHS.expiredLink)
  // The page's words and the birth date's, in the request's language (decision 0107).
  const page = {
    notice: expired ? rxMessagesIn(context.language).guestSessionExpired : null,
    texts: textsOf(GUEST_VERIFICATION, context.language),
    birthDate: birthDateTexts(context.language),
  }
  if (!(await mayOpenTrackerLink(context, link.patientNumber))) {
    return data({ ...page, locked: false, tooManyLinks: true }, { status: 429 })
  }
  // Whether the patient is locked only the pharmacy knows: when it cannot say, the /rx error page with REFRESH (decision 0034).
  // Its 'expired' is not passed on: it says so for a patient it does not know, and the timestamp has been checked.
  const client = await upstreamFor(request, context, session)
  const status = await loadOrUnavailable(() => checkTrackerLink(client, link))
  return data({ ...page, locked: status.patientLocked, tooManyLinks: false })
}

/** The birth date against the link's patient: verified goes on to the tracker; a mismatch, a lock or too many tries say so. */
export async function guestVerificationAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const link = readLink(new URL(request.url))
  if (isLinkExpired(link)) throw redirect(GUEST_PATHS.expiredLink)
  const t = translator(GUEST_VERIFICATION_MESSAGES, context.language)
  const answers = rxMessagesIn(context.language)
  const { messages } = birthDateTexts(context.language)
  const submission = parseWithZod(form, { schema: birthDateSchema(new Date(), { messages }) })
  if (submission.status !== 'success') return data({ result: submission.reply(), locked: false }, { status: 400 })
  if (!(await guestVerificationLimits.attempt(context, link.patientNumber))) {
    return data({ result: submission.reply({ formErrors: [t('tooManyBirthDates')] }), locked: false }, { status: 429 })
  }
  const { session } = await getAuthState(request, context)
  let answer
  try {
    answer = await verifyGuest(await upstreamFor(request, context, session), {
      patientNumbers: [link.patientNumber],
      dateOfBirth: isoDateOf(submission.value),
      timestamp: link.timestamp,
    })
  } catch (error) {
    // The pharmacy could not check the date: the form says so and keeps it, to send again (decision 0034). Not a failed try.
    if (!isUpstreamError(error)) throw error
    await guestVerificationLimits.untried(context, link.patientNumber)
    return data(
      { result: submission.reply({ formErrors: [answers.generic] }), locked: false },
      { status: upstreamFailureStatus(error) },
    )
  }
  // Locked (already, or by this date): the pharmacy refuses every date now, so this one is not counted here.
  if (answer.patientLocked) {
    await guestVerificationLimits.untried(context, link.patientNumber)
    return data({ result: submission.reply(), locked: true }, { status: 403 })
  }
  // A wrong date stays counted. So does 'expired' for a link whose timestamp is fresh: the pharmacy may say so of a
  // patient it does not know, and that must read as a wrong date, not as 'no such patient' (decision 0076).
  if (!answer.verified || !answer.guestToken || answer.sessionExpired) {
    return data(
      { result: submission.reply({ formErrors: [answers.guestBirthDateMismatch] }), locked: false },
      { status: 400 },
    )
  }
  await guestVerificationLimits.succeeded(context, link.patientNumber)
  const primaryPatientNumber = answer.primaryPatientNumber ?? link.patientNumber
  const guest: GuestSession = {
    token: answer.guestToken,
    patientNumbers: answer.patientNumbers.length ? answer.patientNumbers : [link.patientNumber],
    primaryPatientNumber,
    link,
  }
  const flow = await readFlow(request, context, '__rx_guest')
  flow.set('rxGuest', guest)
  await commitFlow(context, '__rx_guest', flow, { rotate: true })
  throw redirect(`${GUEST_PATHS.tracker}?${new URLSearchParams({ patientNumber: primaryPatientNumber })}`)
}

/** 'Tracker Link Expired': its words in the request's language. */
export const loadExpiredTrackerLink = (context: AppLoadContext) => ({
  texts: textsOf(EXPIRED_TRACKER_LINK, context.language),
})

import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, type AppLoadContext } from '@remix-run/node'
import { getAuthState, upstreamFor } from '#app/auth/auth-state.server.ts'
import { setCookieHeaders } from '#app/security/sealed-cookie.server.ts'
import { readFormData } from '#app/security/form.server.ts'
import { checkTrackerLink, verifyGuest } from '#app/upstream/rx-api.server.ts'
import { isUpstreamError, upstreamFailureStatus } from '#app/upstream/errors.ts'
import { commitFlow, readFlow } from '#app/rx/shared/flow-state.server.ts'
import { guestVerificationLimits } from './guest-limits.server.ts'
import { loadOrUnavailable } from '#app/rx/shared/load-or-error.server.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { GUEST_TEXTS } from '#app/rx/shared/rx-texts.ts'
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

/** 'Verify Your Birthdate': the link is checked first; an expired one goes to its page, a locked one says so. */
export async function loadGuestVerification(request: Request) {
  const url = new URL(request.url)
  const link = readLink(url)
  const { session } = await getAuthState(request)
  const flow = await readFlow(request, '__rx_guest')
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
  const headers = setCookieHeaders(await commitFlow('__rx_guest', flow))
  // Whether the link is expired or locked only the pharmacy knows: when it cannot say, the /rx error page with REFRESH (decision 0034).
  const client = await upstreamFor(request, session)
  const status = await loadOrUnavailable(() => checkTrackerLink(client, link))
  if (status.expired) throw redirect(GUEST_PATHS.expiredLink, { headers })
  return data(
    {
      locked: status.patientLocked,
      notice: expired ? RX_MESSAGES.guestSessionExpired : null,
    },
    { headers },
  )
}

/** The birth date against the link's patient: verified goes on to the tracker; a mismatch, a lock or too many tries say so. */
export async function guestVerificationAction(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const link = readLink(new URL(request.url))
  const submission = parseWithZod(form, { schema: birthDateSchema(new Date()) })
  if (submission.status !== 'success') return data({ result: submission.reply(), locked: false }, { status: 400 })
  if (!(await guestVerificationLimits.attempt(context, link.patientNumber))) {
    return data(
      { result: submission.reply({ formErrors: [GUEST_TEXTS.tooManyAttempts] }), locked: false },
      { status: 429 },
    )
  }
  const { session } = await getAuthState(request)
  let answer
  try {
    answer = await verifyGuest(await upstreamFor(request, session), {
      patientNumbers: [link.patientNumber],
      dateOfBirth: isoDateOf(submission.value),
      timestamp: link.timestamp,
    })
  } catch (error) {
    // The pharmacy could not check the date: the form says so and keeps it, to send again (decision 0034). Not a failed try.
    if (!isUpstreamError(error)) throw error
    await guestVerificationLimits.untried(context, link.patientNumber)
    return data(
      { result: submission.reply({ formErrors: [RX_MESSAGES.generic] }), locked: false },
      { status: upstreamFailureStatus(error) },
    )
  }
  if (answer.sessionExpired || answer.patientLocked) await guestVerificationLimits.untried(context, link.patientNumber)
  if (answer.sessionExpired) throw redirect(GUEST_PATHS.expiredLink)
  if (answer.patientLocked) return data({ result: submission.reply(), locked: true }, { status: 403 })
  // A wrong date stays counted.
  if (!answer.verified || !answer.guestToken) {
    return data(
      { result: submission.reply({ formErrors: [RX_MESSAGES.guestBirthDateMismatch] }), locked: false },
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
  const flow = await readFlow(request, '__rx_guest')
  flow.set('rxGuest', guest)
  throw redirect(`${GUEST_PATHS.tracker}?${new URLSearchParams({ patientNumber: primaryPatientNumber })}`, {
    headers: setCookieHeaders(await commitFlow('__rx_guest', flow)),
  })
}

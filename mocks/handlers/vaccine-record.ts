import { HttpResponse, http } from 'msw'
import { z } from 'zod'
import { RX_PATHS } from '#app/upstream/rx-api.schema.ts'
import { backOffice } from '../back-office.ts'
import { scenarioOf } from '../scenarios.ts'
import { upstreamUrl } from '../upstream-urls.ts'
import { vaccineRecordBackOffice } from '../vaccine-record-back-office.ts'

const detailsSchema = z.object({
  firstName: z.string().max(50),
  lastName: z.string().max(50),
  dateOfBirth: z.string().max(10),
  phoneNumber: z.string().max(20),
})
const checkSchema = z.object({
  id: z.string().max(128),
  dateOfBirth: z.string().max(10),
  phoneNumber: z.string().max(20),
})

const refusal = (status: 401 | 403 | 404, detail: string) => HttpResponse.json({ detail }, { status })

/** The digital vaccine record: the text message (to the simulated inbox), the link's check and the record. */
export const vaccineRecordHandlers = [
  http.post(upstreamUrl('rx', RX_PATHS.dvrSecureMessage), async ({ request }) => {
    const details = detailsSchema.safeParse(await request.json().catch(() => null))
    if (!details.success) return HttpResponse.json({ detail: 'Bad request' }, { status: 400 })
    const link = scenarioOf(request) === 'dvr-not-found' ? undefined : vaccineRecordBackOffice.newLink(details.data)
    if (!link) return refusal(404, 'Patient not found')
    backOffice.sendText(link.phone, 'Your Digital Vaccine Record', `/rx/digital-vaccine-record/verify?id=${link.id}`)
    return HttpResponse.json({ messageSent: true })
  }),
  http.post(upstreamUrl('rx', RX_PATHS.dvrVerify), async ({ request }) => {
    const check = checkSchema.safeParse(await request.json().catch(() => null))
    if (!check.success) return HttpResponse.json({ detail: 'Bad request' }, { status: 400 })
    const scenario = scenarioOf(request)
    if (scenario === 'dvr-wrong-details') return refusal(401, 'Wrong details')
    if (scenario === 'dvr-locked') return refusal(403, 'Locked')
    const answer = vaccineRecordBackOffice.verify(check.data.id, check.data.dateOfBirth, check.data.phoneNumber)
    if (answer.status !== 200) return refusal(answer.status, 'Not verified')
    return HttpResponse.json({ accessToken: answer.accessToken, expiresIn: answer.expiresIn })
  }),
  http.get(upstreamUrl('rx', RX_PATHS.dvrSmartHealthCard), ({ request }) => {
    const card =
      scenarioOf(request) === 'dvr-expired'
        ? undefined
        : vaccineRecordBackOffice.card(request.headers.get('authorization'))
    return card ? HttpResponse.json(card) : refusal(401, 'Access expired')
  }),
]

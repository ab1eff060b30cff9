import { describe, expect, it } from 'vitest'
import { action as requestAction, loader as requestLoader } from '#app/routes/rx+/digital-vaccine-record._index.tsx'
import { loader as verifyLoader } from '#app/routes/rx+/digital-vaccine-record.verify.tsx'
import { vaccineRecordValidators } from '#app/rx/shared/rx-validation.ts'
import { testContext } from '#tests/utils/context.ts'
import { formPost, get, serve } from '#tests/utils/requests.ts'
import { SAM_DVR_REQUEST, VACCINE_RECORD_PATH } from '#tests/utils/vaccine-record.ts'

/** The digital vaccine record in Spanish (issue 36): its words, its checks on either side, its refusals. */
const inSpanish = () => testContext({ language: 'es' })
type Page = {
  texts: Record<string, string>
  birthDateLabels: Record<string, string>
  phoneFormatHint: string
  messages: Parameters<typeof vaccineRecordValidators>[0]
  notice?: string | null
}
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init: { status: number } }
const errorsOf = (answer: unknown) => (answer as Reply).data.result.error ?? {}

describe('the vaccine record’s request in Spanish', () => {
  it('sends its words, the birth date’s labels, its checks’ messages and the expiry notice in Spanish', async () => {
    const page = (await serve(requestLoader, get(`${VACCINE_RECORD_PATH}?errorCode=expired`), inSpanish())) as Page
    expect(page.texts).toMatchObject({
      title: 'Registro digital de vacunas',
      firstName: 'Nombre',
      mobilePhone: 'Número de teléfono celular',
      send: 'Enviar mensaje de texto',
    })
    expect(page.birthDateLabels).toMatchObject({ month: 'Mes (MM)', year: 'Año (AAAA)' })
    expect(page.phoneFormatHint).toBe('10 dígitos, como 513-555-0123.')
    expect(page.notice).toBe('Su acceso al registro digital de vacunas venció. Pida otro mensaje de texto.')
    // The browser's check with those messages says what the server says.
    const browser = vaccineRecordValidators(page.messages).request(new FormData()).reply().error ?? {}
    expect(browser).toMatchObject({
      firstName: ['Nombre: este dato es obligatorio'],
      phone: ['Número de teléfono celular: este dato es obligatorio'],
    })
    const english = (await serve(requestLoader, get(VACCINE_RECORD_PATH))) as Page
    expect(english.texts).toMatchObject({ title: 'Digital Vaccine Record', firstName: 'First Name' })
  })

  it('answers an incomplete form and a patient it cannot find in Spanish', async () => {
    const empty = await serve(requestAction, formPost(VACCINE_RECORD_PATH, {}), inSpanish())
    expect((empty as Reply).init.status).toBe(400)
    expect(errorsOf(empty)).toMatchObject({
      firstName: ['Nombre: este dato es obligatorio'],
      lastName: ['Apellido: este dato es obligatorio'],
      phone: ['Número de teléfono celular: este dato es obligatorio'],
    })
    const digits = await serve(
      requestAction,
      formPost(VACCINE_RECORD_PATH, { ...SAM_DVR_REQUEST, firstName: 'Sam1', phone: '555' }),
      inSpanish(),
    )
    expect(errorsOf(digits)).toMatchObject({
      firstName: ['Solo se admiten letras'],
      phone: ['Ingrese un número de teléfono válido de 10 dígitos'],
    })
    const unknown = await serve(
      requestAction,
      formPost(VACCINE_RECORD_PATH, { ...SAM_DVR_REQUEST, firstName: 'Samuel' }),
      inSpanish(),
    )
    expect(errorsOf(unknown)['']).toEqual(['No encontramos al paciente en la farmacia. Revise los datos que ingresó.'])
  })

  it('says how to get a link in Spanish when the check page has none', async () => {
    const page = (await serve(verifyLoader, get(`${VACCINE_RECORD_PATH}/verify`), inSpanish())) as Page
    expect(page.texts).toMatchObject({ verifyTitle: 'Verifique su identidad', noLink: expect.stringMatching(/^Abra/) })
  })
})

import { describe, expect, it } from 'vitest'
import { loader as guestConfirmationLoader } from '#app/routes/rx+/guest+/transfer-prescriptions.confirmation.tsx'
import { action as guestAction, loader as guestLoader } from '#app/routes/rx+/guest+/transfer-prescriptions._index.tsx'
import { loader as customerConfirmationLoader } from '#app/routes/rx+/transfer-prescriptions+/confirmation.tsx'
import { action as customerAction, loader as customerLoader } from '#app/routes/rx+/transfer-prescriptions+/_index.tsx'
import { BIRTH_DATE_LABELS } from '#app/rx/shared/birth-date-fieldset.tsx'
import { PHONE_FORMAT_HINT } from '#app/rx/shared/phone-field.tsx'
import { transferValidators } from '#app/rx/shared/rx-validation.ts'
import { FACILITY_IDS } from '#mocks/pharmacy-seed.ts'
import { testContext } from '#tests/utils/context.ts'
import { quietLogs } from '#tests/utils/log-lines.ts'
import { cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import { shopperCookie } from '#tests/utils/shoppers.ts'
import { CUSTOMER_PATH, GUEST, GUEST_PATH } from '#tests/utils/transfer.ts'

/** Transfer prescriptions in Spanish (issue 36): the guest's page and the customer's, their refusals, the answer. */
const spanish = (request: Request) => ({ request, params: {}, context: testContext({ language: 'es' }) })
const english = (request: Request) => ({ request, params: {}, context: testContext() })
const inSpanish = () => testContext({ language: 'es' })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init?: { status?: number } }
const errorsOf = (result: unknown) => (result as Reply).data.result.error

const PAPER = { ...GUEST, facilityId: FACILITY_IDS.vine, orderType: 'PAPER', paperAcknowledge: 'on' }

describe('transfer prescriptions in Spanish', () => {
  it("sends the guest's page its words, order types, searches and field labels in Spanish; English stays as it was", async () => {
    const path = `${GUEST_PATH}?type=TRANSFER&fromQuery=walgreens&toQuery=45202`
    const page = await guestLoader(spanish(get(path)))
    expect(page.texts).toMatchObject({
      title: 'Transferir recetas',
      orderTypeLegend: '¿Qué desea hacer?',
      currentPharmacyTitle: 'Su farmacia actual',
      search: 'Buscar',
      pharmacyName: 'Nombre de la farmacia',
      pharmacyPhone: 'Número de teléfono de la farmacia',
      medName: 'Nombre del medicamento {{n}}',
      firstName: 'Nombre',
      phone: 'Número de teléfono',
      phoneFormatHint: '10 dígitos, como 513-555-0123.',
      birthDate: { legend: 'Fecha de nacimiento', month: 'Mes (MM)', day: 'Día (DD)', year: 'Año (AAAA)' },
      submitButton: 'Enviar solicitud',
    })
    expect(page.orderTypes.map((type) => type.label)).toEqual([
      'Transferir todas mis recetas desde otra farmacia',
      'Transferir algunas recetas desde otra farmacia',
      'Mi médico va a enviar una receta nueva',
      'Tengo una receta en papel',
    ])
    // The pharmacy's name and address as the services send them; the link's name in the page's language.
    expect(page.currentSearch.results?.[0]).toMatchObject({
      name: 'Walgreens #4411',
      useLabel: 'Usar esta farmacia: Walgreens #4411',
    })
    const short = await guestLoader(spanish(get(`${GUEST_PATH}?fromQuery=w%20a&toQuery=45`)))
    expect(short.currentSearch.error).toBe('Ingrese al menos las tres primeras letras')
    expect(short.newSearch.error).toBe('Ingrese al menos las tres primeras letras')

    const inEnglish = await guestLoader(english(get(path)))
    // The spec's words, and the shared labels' English.
    expect(inEnglish.texts).toMatchObject({ title: 'Transfer Prescriptions', medName: 'Medication Name {{n}}' })
    expect([inEnglish.texts.firstName, inEnglish.texts.phoneFormatHint]).toEqual(['First Name', PHONE_FORMAT_HINT])
    expect(inEnglish.texts.birthDate).toEqual(BIRTH_DATE_LABELS)
    expect(inEnglish.orderTypes[0]?.label).toBe('Transfer all my prescriptions from another pharmacy')
    expect(inEnglish.currentSearch.results?.[0]?.useLabel).toBe('Use This Pharmacy: Walgreens #4411')
  })

  it("marks a customer's recently used pharmacy in Spanish", async () => {
    const view = await customerLoader(spanish(get(CUSTOMER_PATH, { cookie: await shopperCookie() })))
    expect(view.texts.patientTitle).toBe('Paciente')
    expect(view.pharmacies[0]).toMatchObject({
      value: FACILITY_IDS.vine,
      description: expect.stringMatching(/^Usada recientemente · /),
    })
  })

  it("answers the form's fields in Spanish, on the server and in the browser's checks alike", async () => {
    const fields = { facilityId: FACILITY_IDS.vine, orderType: 'TRANSFER', 'prescriptions[0].rxNumber': '12' }
    const refused = await serve(guestAction, formPost(GUEST_PATH, fields), inSpanish())
    expect(errorsOf(refused)).toEqual({
      firstName: ['Nombre: este dato es obligatorio'],
      lastName: ['Apellido: este dato es obligatorio'],
      'dateOfBirth.month': ['Debe ingresar un mes.'],
      'dateOfBirth.day': ['Debe ingresar un día.'],
      'dateOfBirth.year': ['Debe ingresar un año.'],
      phone: ['Número de teléfono: este dato es obligatorio'],
      contactName: ['Nombre de la farmacia: este dato es obligatorio'],
      contactPhone: ['Número de teléfono de la farmacia: este dato es obligatorio'],
      'prescriptions[0].medName': ['Nombre del medicamento: este dato es obligatorio'],
      'prescriptions[0].rxNumber': ['Número de receta no válido: debe tener entre 5 y 8 dígitos'],
    })
    const { checks } = await guestLoader(spanish(get(GUEST_PATH)))
    const form = new FormData()
    for (const [name, value] of Object.entries(fields)) form.set(name, value)
    const checked = transferValidators(checks).guest(form)
    expect(checked.status === 'error' && checked.error).toEqual(errorsOf(refused))

    const doctor = { facilityId: FACILITY_IDS.vine, orderType: 'NEW', contactName: 'Dr. Ruiz#', contactPhone: '555' }
    const customer = await serve(
      customerAction,
      formPost(CUSTOMER_PATH, { ...doctor, patientNumber: '1001' }, { cookie: await shopperCookie() }),
      inSpanish(),
    )
    expect(errorsOf(customer)).toEqual({
      contactName: ['No se admiten caracteres especiales.'],
      contactPhone: ['Ingrese un número de teléfono válido de 10 dígitos'],
      prescriptions: ['Nombre del medicamento: este dato es obligatorio'],
    })
  })

  it("answers the action's own refusals in Spanish: a pharmacy that is not there, a patient who is not theirs, a failed send", async () => {
    expect(
      errorsOf(await serve(guestAction, formPost(GUEST_PATH, { ...PAPER, facilityId: '99999999' }), inSpanish())),
    ).toEqual({ facilityId: ['Farmacia: este dato es obligatorio'] })

    const cookie = await shopperCookie()
    const customerPost = { facilityId: FACILITY_IDS.vine, orderType: 'PAPER', paperAcknowledge: 'on' }
    expect(
      errorsOf(
        await serve(
          customerAction,
          formPost(CUSTOMER_PATH, { ...customerPost, patientNumber: '9999' }, { cookie }),
          inSpanish(),
        ),
      ),
    ).toEqual({ patientNumber: ['No se encontró ningún paciente con el número de paciente 9999'] })

    // A list intent on a field that is not a list: only a hand-made post sends one.
    const forged = await serve(
      guestAction,
      formPost(GUEST_PATH, {
        ...PAPER,
        orderType: 'NEW',
        prescriptions: 'x',
        __intent__: JSON.stringify({ type: 'insert', payload: { name: 'prescriptions' } }),
      }),
      inSpanish(),
    )
    expect((forged as Response).status).toBe(400)
    expect(await (forged as Response).text()).toBe('Envíe el formulario desde la página.')

    quietLogs()
    const failed = await settle(() =>
      serve(guestAction, formPost(`${GUEST_PATH}?mockScenario=transfer-request-error`, PAPER), inSpanish()),
    )
    expect(errorsOf(failed)).toEqual({
      '': ['No pudimos completar su solicitud en este momento. Inténtelo de nuevo.'],
    })
  })

  it("shows the guest's and the customer's confirmation in Spanish, the pharmacy's name as sent", async () => {
    const sent = await serve(guestAction, formPost(GUEST_PATH, PAPER), inSpanish())
    expect(location(sent)).toBe(`${GUEST_PATH}/confirmation`)
    const shown = await guestConfirmationLoader(
      spanish(get(`${GUEST_PATH}/confirmation`, { cookie: cookiesFrom(sent as Response) })),
    )
    expect(shown.data).toMatchObject({
      texts: {
        pageTitle: 'Solicitud recibida | Transferir recetas',
        confirmationTitle: 'Solicitud recibida',
        requestNumber: 'Número de solicitud',
        orderTypeLegend: '¿Qué desea hacer?',
        another: 'Hacer otra solicitud',
      },
      text: 'Kroger Pharmacy Vine Street recibió su solicitud. La farmacia se comunicará con usted si necesita algo más y cuando sus recetas estén listas.',
      orderTypeLabel: 'Tengo una receta en papel',
    })

    const cookie = await shopperCookie()
    const customerSent = await serve(
      customerAction,
      formPost(
        CUSTOMER_PATH,
        { facilityId: FACILITY_IDS.vine, orderType: 'PAPER', paperAcknowledge: 'on', patientNumber: '1001' },
        { cookie },
      ),
      inSpanish(),
    )
    const customerShown = await customerConfirmationLoader(
      english(get(`${CUSTOMER_PATH}/confirmation`, { cookie: cookiesFrom(customerSent as Response, cookie) })),
    )
    // The same answer in English reads as before.
    expect(customerShown.data).toMatchObject({
      texts: { pageTitle: 'Request Received | Transfer Prescriptions', requestNumber: 'Request Number' },
      orderTypeLabel: 'I have a paper prescription',
    })
  })
})

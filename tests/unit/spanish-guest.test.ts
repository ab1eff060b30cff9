import { afterEach, describe, expect, it } from 'vitest'
import { loader as expiredLoader } from '#app/routes/rx+/expired-tracker-link.tsx'
import { action as findAction, loader as findLoader } from '#app/routes/rx+/guest-refill+/_index.tsx'
import { action as pickupAction, loader as pickupLoader } from '#app/routes/rx+/guest-refill+/pickup.tsx'
import { loader as refillConfirmationLoader } from '#app/routes/rx+/guest-refill+/confirmation.tsx'
import { guestRefillFindValidator } from '#app/rx/shared/rx-validation.ts'
import { loader as trackerLoader } from '#app/routes/rx+/tracker.tsx'
import { loader as payConfirmationLoader } from '#app/routes/rx+/tracker_+/pay-online_.confirmation.tsx'
import { action as payAction, loader as payLoader } from '#app/routes/rx+/tracker_+/pay-online.tsx'
import { loader as deliveryConfirmationLoader } from '#app/routes/rx+/tracker_+/order-delivery_.confirmation.tsx'
import { action as deliveryAction, loader as deliveryLoader } from '#app/routes/rx+/tracker_+/order-delivery.tsx'
import { pharmacyBackOffice } from '#mocks/pharmacy-back-office.ts'
import { FACILITY_IDS, SHOPPER_USER_ID } from '#mocks/pharmacy-seed.ts'
import { testContext } from '#tests/utils/context.ts'
import { cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import { samGuestCookie, samGuestWithCards, shopperCookie } from '#tests/utils/shoppers.ts'

/** A guest from a tracker link in Spanish (issue 36): the tracker, the expired link, pay online, order delivery. */
const spanish = (request: Request) => ({ request, params: {}, context: testContext({ language: 'es' }) })
const english = (request: Request) => ({ request, params: {}, context: testContext() })
const location = (result: unknown) => (result instanceof Response ? result.headers.get('location') : undefined)
type Reply = { data: { result: { error?: Record<string, string[] | null> } } }
const errorsOf = (result: unknown) => (result as Reply).data.result.error
const ATORVASTATIN = '6100001:1001'
const PAY = '/rx/tracker/pay-online'
const DELIVERY = '/rx/tracker/order-delivery'

afterEach(() => {
  pharmacyBackOffice.resetAccount(SHOPPER_USER_ID)
})

describe('the guest tracker in Spanish', () => {
  const prescriptionsOf = (tracker: Awaited<ReturnType<typeof trackerLoader>>) =>
    tracker.sections.flatMap((section) => section.locations.flatMap((place) => place.prescriptions))

  it('sends its words, the statuses, the number and the price lines in Spanish; English stays as it was', async () => {
    const cookie = await samGuestCookie()
    const tracker = await trackerLoader(spanish(get('/rx/tracker?patientNumber=1001', { cookie })))
    expect(tracker.texts).toMatchObject({
      title: 'Seguimiento del estado de las recetas',
      payOnline: 'Pagar en línea',
      storeDetails: 'Ver detalles de la tienda',
    })
    expect(tracker.patientSelector).toEqual({ label: 'Paciente', all: 'Todos', view: 'Ver' })
    expect(tracker.sections[0]).toMatchObject({ status: 'READY_FOR_PICKUP', label: 'Lista' })
    const store = tracker.sections[0]!.locations[0]!.store!
    expect(store.hours).toMatchObject({ title: 'Horario de la farmacia', kind: 'hours' })
    expect(store.hours.kind === 'hours' && store.hours.days[0]).toMatchObject({ day: 'Domingo' })
    expect(prescriptionsOf(tracker).find((rx) => rx.rxNumber === '6100001')).toMatchObject({
      rxNumberLabel: 'Receta n.º 6100001',
      status: { label: 'Lista' },
      cost: { label: 'Costo', value: '$12.50' },
    })

    const inEnglish = await trackerLoader(english(get('/rx/tracker?patientNumber=1001', { cookie })))
    expect(inEnglish.texts.title).toBe('Prescription Status Tracker')
    expect(inEnglish.patientSelector).toEqual({ label: 'Viewing Patient', all: 'All', view: 'View' })
    expect(prescriptionsOf(inEnglish).find((rx) => rx.rxNumber === '6100001')).toMatchObject({
      rxNumberLabel: 'Rx #6100001',
      status: { label: 'Ready' },
      cost: { label: 'Cost', value: '$12.50' },
    })
  })

  it('names the promised day and time in Spanish, on the store’s clock', async () => {
    const cookie = await shopperCookie()
    const lisinopril = pharmacyBackOffice
      .account(SHOPPER_USER_ID)!
      .prescriptions.find((prescription) => prescription.rxNumber === '6100003')!
    Object.assign(lisinopril, { promiseDateTime: '2027-03-14T06:30:00Z', fillLocation: FACILITY_IDS.vine })
    const tracker = await trackerLoader(spanish(get('/rx/tracker', { cookie })))
    const promised = prescriptionsOf(tracker).find((rx) => rx.rxNumber === '6100003')
    expect(promised).toMatchObject({ promise: 'domingo, 14 de marzo, 1:30 a.m.', status: { label: 'En proceso' } })
    expect(promised?.cost.label).toBe('Último pago')
  })

  it('says an expired link has expired, in Spanish', async () => {
    expect((await expiredLoader(spanish(get('/rx/expired-tracker-link')))).texts).toEqual({
      title: 'El enlace de seguimiento venció',
      text: 'Este enlace de estado de recetas venció. Inicie sesión para ver sus recetas o pida un resurtido sin cuenta.',
      signIn: 'Iniciar sesión',
      requestRefill: 'Pedir un resurtido',
    })
    expect((await expiredLoader(english(get('/rx/expired-tracker-link')))).texts.title).toBe('Tracker Link Expired')
  })
})

describe('pay online in Spanish', () => {
  it('sends the page, the fills, the payment method box and the card usage terms in Spanish', async () => {
    const view = (await payLoader(spanish(get(PAY, { cookie: await samGuestCookie() })))).data
    expect(view.pageTexts).toMatchObject({ title: 'Pagar en línea', payButton: 'Pagar ahora' })
    expect(view.texts).toMatchObject({ fillsLegend: 'Recetas listas para recoger', total: 'Total' })
    expect(view.prescriptions.map((fill) => fill.label)).toEqual([
      'Atorvastatin 20 mg Tablet (receta n.º 6100001) para Sam Shopper: $12.50',
    ])
    expect(view.paymentTexts).toMatchObject({
      paymentMethod: 'Método de pago',
      noCards: 'Agregue una tarjeta de crédito o débito nueva para continuar.',
      acceptTerms: 'Acepto las condiciones de uso de la tarjeta.',
    })
    // The terms name the button the guest presses, in the same language.
    expect(view.paymentTexts.cardUsageTerms).toMatch(/^Al seleccionar Pagar ahora, usted autoriza a la farmacia/)

    const inEnglish = (await payLoader(english(get(PAY, { cookie: await samGuestCookie() })))).data
    expect(inEnglish.prescriptions[0]?.label).toBe('Atorvastatin 20 mg Tablet (Rx #6100001) for Sam Shopper: $12.50')
    expect(inEnglish.paymentTexts.cardUsageTerms).toMatch(/^By selecting Pay Now, you authorize the pharmacy/)
  })

  it('answers the form’s checks in Spanish', async () => {
    const cookie = await shopperCookie()
    const refused = await serve(
      payAction,
      formPost(PAY, { intent: 'pay' }, { cookie }),
      testContext({ language: 'es' }),
    )
    expect(errorsOf(refused)).toEqual({
      prescriptions: ['Elija al menos una receta para pagar.'],
      cardId: ['Elija una tarjeta para pagar.'],
      termsAccepted: ['Acepte las condiciones de uso de la tarjeta para continuar.'],
    })
  })

  it('pays and confirms in Spanish, the card named in Spanish', async () => {
    const cookie = await shopperCookie()
    const view = (await payLoader(spanish(get(PAY, { cookie })))).data
    expect(view.payment.card).toMatchObject({
      label: 'Visa que termina en 1111',
      expiry: expect.stringMatching(/^Vence \d\d\/\d\d$/),
    })
    const paid = await settle(() =>
      serve(
        payAction,
        formPost(
          PAY,
          { intent: 'pay', prescriptions: ATORVASTATIN, cardId: 'card-visa', termsAccepted: 'on' },
          { cookie },
        ),
        testContext({ language: 'es' }),
      ),
    )
    expect(location(paid)).toBe(`${PAY}/confirmation`)
    const receipt = await payConfirmationLoader(
      spanish(get(`${PAY}/confirmation`, { cookie: cookiesFrom(paid as Response, cookie) })),
    )
    expect(receipt.data.texts).toEqual({
      title: 'Pagar en línea',
      confirmationTitle: 'Pago recibido',
      confirmationText:
        'Pagó $12.50 con Visa que termina en 1111. Sus recetas lo esperan en Kroger Pharmacy Vine Street.',
      paymentNumber: 'Número de pago',
      fillsLegend: 'Recetas listas para recoger',
      backToTracker: 'Volver al estado de las recetas',
    })
  })
})

describe('order delivery in Spanish', () => {
  it('names the delivery days and window in Spanish and answers its checks in Spanish', async () => {
    const cookie = await samGuestCookie()
    const view = (await deliveryLoader(spanish(get(DELIVERY, { cookie })))).data
    expect(view.pageTexts).toMatchObject({
      title: 'Pedir entrega a domicilio',
      windowText: 'Las entregas llegan en el horario de 2 a 6 p.m.',
      addressHeading: 'Dirección de entrega',
    })
    expect(view.dates[0]?.label).toMatch(/^\p{Ll}+, \d{1,2} de \p{Ll}+, 2 a 6 p\.m\.$/u)
    expect(view.paymentTexts.cardUsageTerms).toMatch(/^Al seleccionar Pedir entrega a domicilio, usted autoriza/)

    const refused = await serve(
      deliveryAction,
      formPost(DELIVERY, { intent: 'order', date: 'someday' }, { cookie }),
      testContext({ language: 'es' }),
    )
    expect(errorsOf(refused)).toMatchObject({
      prescriptions: ['Elija al menos una receta para la entrega a domicilio.'],
      date: ['Elija una fecha de entrega.'],
      hasUserSign: ['Confirme que alguien podrá firmar al recibir la entrega.'],
    })
  })

  it('confirms a delivery in Spanish', async () => {
    const cookie = await samGuestWithCards()
    const view = (await deliveryLoader(spanish(get(DELIVERY, { cookie })))).data
    const fields = {
      intent: 'order',
      prescriptions: ATORVASTATIN,
      date: view.date ?? '',
      hasUserSign: 'on',
      cardId: 'card-visa',
      termsAccepted: 'on',
    }
    const ordered = await settle(() =>
      serve(deliveryAction, formPost(DELIVERY, fields, { cookie }), testContext({ language: 'es' })),
    )
    expect(location(ordered)).toBe(`${DELIVERY}/confirmation`)
    const receipt = await deliveryConfirmationLoader(
      spanish(get(`${DELIVERY}/confirmation`, { cookie: cookiesFrom(ordered as Response, cookie) })),
    )
    expect(receipt.data.texts).toMatchObject({ confirmationTitle: 'Entrega a domicilio pedida', payment: 'Pago' })
    expect(receipt.data.texts.confirmationText).toMatch(
      /^Sus recetas de Kroger Pharmacy Vine Street llegarán el \p{Ll}+, \d{1,2} de \p{Ll}+, 2 a 6 p\.m\.$/u,
    )
  })
})

describe('guest refill in Spanish', () => {
  const find = (fields: Record<string, string>) =>
    serve(findAction, formPost('/rx/guest-refill', fields, {}), testContext({ language: 'es' }))

  it('sends the form’s words and messages; the server and the browser check in Spanish', async () => {
    const page = await findLoader(spanish(get('/rx/guest-refill')))
    expect(page.texts).toMatchObject({
      title: 'Resurtido como invitado',
      pharmacyPhone: 'Número de teléfono de la farmacia',
      rxNumber: 'Número de receta {{n}}',
      phoneHint: '10 dígitos, como 513-555-0123.',
      findButton: 'Buscar recetas',
    })
    const expected = {
      pharmacyPhone: ['Número de teléfono de la farmacia: este dato es obligatorio'],
      'rxNumbers[0]': ['Número de receta: este dato es obligatorio'],
      contactPhone: ['Número de teléfono: este dato es obligatorio'],
    }
    expect(errorsOf(await find({ pharmacyPhone: '', 'rxNumbers[0]': '', contactPhone: '' }))).toEqual(expected)
    // The browser's check, with the messages the loader sent: the same words.
    const form = new FormData()
    for (const name of ['pharmacyPhone', 'rxNumbers[0]', 'contactPhone']) form.set(name, '')
    expect(guestRefillFindValidator(page.messages)(form).reply().error).toEqual(expected)
    expect(errorsOf(await find({ pharmacyPhone: '513-555', 'rxNumbers[0]': '1234', contactPhone: '5' }))).toEqual({
      pharmacyPhone: ['Ingrese un número de teléfono válido de 10 dígitos'],
      'rxNumbers[0]': ['Número de receta no válido: debe tener entre 5 y 8 dígitos'],
      contactPhone: ['Ingrese un número de teléfono válido de 10 dígitos'],
    })
  })

  it('names the prescriptions, the pickup days and times in Spanish, and confirms in Spanish', async () => {
    const found = await find({
      pharmacyPhone: '(513) 555-0170',
      'rxNumbers[0]': '7200001',
      contactPhone: '513-555-0142',
    })
    expect(location(found)).toBe('/rx/guest-refill/pickup')
    const cookie = cookiesFrom(found as Response)
    const view = await pickupLoader(spanish(get('/rx/guest-refill/pickup', { cookie })))
    expect(view.texts).toMatchObject({ pickupTitle: 'Elija una hora de recogida', pickupTime: 'Hora de recogida' })
    expect(view.prescriptions.map((rx) => rx.label)).toEqual(['Amlodipine 5 mg Tablet (receta n.º 7200001)'])
    expect(view.dates[0]?.label).toMatch(/^\p{Ll}+, \d{1,2} de \p{Ll}+$/u)
    expect(view.times[0]?.label).toMatch(/^\d{1,2}:\d{2} [ap]\.m\.$/)
    expect(view.store.hours).toMatchObject({ title: 'Horario de la farmacia' })

    const refused = await serve(
      pickupAction,
      formPost('/rx/guest-refill/pickup', { date: view.date!, time: '03:17' }, { cookie }),
      testContext({ language: 'es' }),
    )
    expect((refused as { data: { error: string } }).data.error).toBe('Hora de recogida: este dato es obligatorio')

    const done = await settle(() =>
      serve(
        pickupAction,
        formPost('/rx/guest-refill/pickup', { date: view.date!, time: view.time! }, { cookie }),
        testContext({ language: 'es' }),
      ),
    )
    const confirmation = await refillConfirmationLoader(
      spanish(get('/rx/guest-refill/confirmation', { cookie: cookiesFrom(done as Response, cookie) })),
    )
    expect(confirmation.data.texts).toMatchObject({ confirmationTitle: 'Resurtido pedido', pharmacy: 'Farmacia' })
    expect(confirmation.data.pickup).toMatch(/^\p{Ll}+, \d{1,2} de \p{Ll}+, \d{1,2}:\d{2} [ap]\.m\.$/u)
  })
})

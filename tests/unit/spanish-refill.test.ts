import { describe, expect, it } from 'vitest'
import { action as dashboardAction, loader as dashboardLoader } from '#app/routes/rx+/dashboard.tsx'
import { loader as refillsLoader } from '#app/routes/rx+/refills.tsx'
import { action as cartAction } from '#app/routes/rx+/cart.tsx'
import { loader as monographLoader } from '#app/routes/rx+/prescription-monograph.tsx'
import { readFlash } from '#app/ui/flash.server.ts'
import { testContext } from '#tests/utils/context.ts'
import { cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'
import { signIn } from '#tests/utils/link-steps.ts'

/** The signed-in refill's pages in Spanish (issue 36): the dashboard, the refills page, the cart and its answers. */
const inSpanish = () => testContext({ language: 'es' })

type Loaded<T> = Extract<T, { status: 'loaded' }>
const loaded = <T extends { status: string }>(part: T) => {
  if (part.status !== 'loaded') throw new Error('not loaded')
  return part as Loaded<T>
}
const toastOf = async (answer: unknown, cookie: string) =>
  (await readFlash(cookiesFrom(answer as Response, cookie)))?.toast

describe('the dashboard in Spanish', () => {
  it('sends its words, the notifications, the tracker card and the cart in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = await dashboardLoader({
      request: get('/rx/dashboard?patient=1001', { cookie }),
      params: {},
      context: inSpanish(),
    })
    expect(page.texts).toMatchObject({
      title: 'Panel de recetas',
      heading: 'Mis recetas',
      notifications: 'Notificaciones',
      patientSelector: { label: 'Paciente', all: 'Todos', view: 'Ver' },
      trackerCard: { pickUp: 'Recoger en la tienda', estTotalCost: 'Costo total estimado' },
    })
    const [section] = page.sections
    expect(section!.notificationsLabel).toBe(`Notificaciones de ${section!.name}`)
    const ready = loaded(section!.notifications).value.find((item) => item.id === 'rx-R6100001-READY_FOR_PICKUP')!
    expect(ready.text).toMatch(/^Ya puede recoger .+\.$/)
    expect(ready.dismissLabel).toBe(`Descartar: ${ready.text}`)
    // A request for the patient's records is answered right there, in Spanish too.
    const request = loaded(section!.notifications).value.find((item) => item.id === 'access-c-2201-PENDING')!
    expect(request.text).toBe('Rosa Shopper solicitó acceso a sus recetas.')
    expect(request.access?.texts).toMatchObject({ grant: 'Dar acceso', grantFor: 'Dar acceso a Rosa Shopper' })
    // The tracker's statuses are rxCommon's.
    expect(section!.tracker!.pickup.map((count) => count.label)).toContain('Lista')
    expect(loaded(page.cart).value.texts).toMatchObject({
      title: 'Carrito de la farmacia',
      checkOut: 'Finalizar compra',
    })

    const english = await dashboardLoader({
      request: get('/rx/dashboard?patient=1001', { cookie }),
      params: {},
      context: testContext(),
    })
    expect(english.texts).toMatchObject({ title: 'Prescription Dashboard', heading: 'My Prescriptions' })
    expect(english.sections[0]!.notificationsLabel).toBe(`Notifications for ${section!.name}`)
    expect(english.sections[0]!.tracker!.pickup.map((count) => count.label)).toContain('Ready')
  })

  it('answers a dismissal in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const answer = await serve(
      dashboardAction,
      formPost(
        '/rx/dashboard?patient=1001',
        { intent: 'dismiss', patientNumber: '1001', notification: 'rx-no-such-READY_FOR_PICKUP' },
        { cookie },
      ),
      inSpanish(),
    )
    expect(await toastOf(answer, cookie)).toEqual({ kind: 'info', message: 'Esa notificación ya no está.' })
  })
})

describe('the refills page and the cart in Spanish', () => {
  const refills = (path: string, cookie: string) =>
    refillsLoader({ request: get(path, { cookie }), params: {}, context: inSpanish() })

  it('sends each refill with its status, cost and buttons in Spanish, and searches the Spanish status', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = await refills('/rx/refills?patient=1001', cookie)
    expect(page.texts).toMatchObject({ title: 'Resurtidos', addToCart: 'Agregar al carrito', searchButton: 'Buscar' })
    const rows = page.groups.flatMap((group) => group.refills)
    expect(rows.find((row) => row.rxNumber === '7200001')).toMatchObject({
      rxNumberText: 'Receta n.º 7200001',
      status: 'Se puede resurtir',
      addToCartLabel: 'Agregar al carrito: Amlodipine 5 mg Tablet',
      drugInformationLabel: 'Información del medicamento: Amlodipine 5 mg Tablet',
    })
    expect(rows.map((row) => row.cost.label)).toContain('Último pago')

    const overdue = await refills('/rx/refills?q=atrasado', cookie)
    expect(overdue.groups.flatMap((group) => group.refills.map((row) => row.status))).toEqual(['Resurtido atrasado'])
    expect((await refills('/rx/refills?q=ab', cookie)).search.error).toBe('Ingrese al menos las tres primeras letras')
  })

  it('names a long list’s pages in Spanish (the large account)', async () => {
    const page = await refills('/rx/refills', await signIn('caregiver@example.com'))
    expect(page.pager.pages).toBeGreaterThan(1)
    expect(page.pagerTexts).toMatchObject({
      next: 'Página siguiente',
      navigation: 'Páginas de Resurtidos',
      status: expect.stringMatching(/^Página 1 de \d+\. Se muestran del 1 al 25 de \d+\.$/),
    })
  })

  it('answers adding a refill, and a cart of both kinds, in Spanish; the removed one is named in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const post = (fields: Record<string, string>) =>
      serve(cartAction, formPost('/rx/cart', { redirectTo: '/rx/refills', ...fields }, { cookie }), inSpanish())
    const added = await post({ intent: 'add', rxNumber: '7200001', patientNumber: '1001' })
    expect(await toastOf(added, cookie)).toEqual({
      kind: 'success',
      message: 'Se agregó Amlodipine 5 mg Tablet a su carrito.',
    })
    const mixed = await post({ intent: 'add', rxNumber: '7200012', patientNumber: '1001' })
    expect((await toastOf(mixed, cookie))?.message).toMatch(/^Puede agregar a su pedido resurtidos/)

    await post({ intent: 'remove', rxNumber: '7200001', patientNumber: '1001' })
    const page = await refills('/rx/refills?removed=7200001%3A1001', cookie)
    expect(loaded(page.cart).value.removed).toEqual([
      expect.objectContaining({
        removedText: 'Se quitó Amlodipine 5 mg Tablet de su carrito.',
        undoLabel: 'Deshacer: volver a agregar Amlodipine 5 mg Tablet',
      }),
    ])
  })
})

describe('the drug information in Spanish', () => {
  it('asks the pharmacy for the leaflet in Spanish, and offers it in English', async () => {
    const cookie = await signIn('shopper@example.com')
    const path = '/rx/prescription-monograph?productNumber=P7200001'
    const page = await monographLoader({ request: get(path, { cookie }), params: {}, context: inSpanish() })
    expect(page).toMatchObject({
      texts: { title: 'Información de la receta', back: 'Volver al seguimiento del estado de las recetas' },
      languageCode: 'es',
      languages: [{ label: 'English', lang: 'en' }],
    })
    const english = await monographLoader({ request: get(path, { cookie }), params: {}, context: testContext() })
    expect(english).toMatchObject({ texts: { title: 'Prescription Information' }, languageCode: 'en' })
    expect(english.monograph?.sections[0]?.title).not.toBe(page.monograph?.sections[0]?.title)
  })

  it('says a cut link is not complete, in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const request = get('/rx/prescription-monograph?productNumber=', { cookie })
    const answer = await settle(() => monographLoader({ request, params: {}, context: inSpanish() }))
    expect([(answer as Response).status, await (answer as Response).text()]).toEqual([
      400,
      'Este enlace a la información de la receta no está completo.',
    ])
  })
})

import { describe, expect, it } from 'vitest'
import { HttpResponse, http } from 'msw'
import { action as autoRefillsAction, loader as autoRefillsLoader } from '#app/routes/rx+/auto-refills._index.tsx'
import {
  action as prescriptionsAction,
  loader as prescriptionsLoader,
} from '#app/routes/rx+/auto-refills.manage-prescriptions.tsx'
import { action as unenrolAction, loader as manageLoader } from '#app/routes/rx+/manage.auto-refills.tsx'
import { action as ninetyDayAction, loader as ninetyDayLoader } from '#app/routes/rx+/ninety-day-supply.tsx'
import { loader as landingLoader } from '#app/routes/rx+/landing-page.tsx'
import { SESSION_TIMEOUT_NOTICE } from '#app/auth/auth-texts.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { mockServer } from '#mocks/node.ts'
import { upstreamUrl } from '#mocks/upstream-urls.ts'
import { testContext } from '#tests/utils/context.ts'
import { dataOf, signIn } from '#tests/utils/link-steps.ts'
import { cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'

/**
 * Auto refill's enrolment pages, 90-Day Supply and the landing page in Spanish (issue 36): what their loaders send,
 * and their actions' errors and toasts, in the request's language; English as before.
 */
const es = (request: Request) => ({ request, params: {}, context: testContext({ language: 'es' }) })
const en = (request: Request) => ({ request, params: {}, context: testContext() })
const shopper = () => signIn('shopper@example.com')
const toastOf = async (response: unknown, cookie: string) =>
  (await readFlash(cookiesFrom(response as Response, cookie)))?.toast
const formErrorsOf = (result: unknown) =>
  dataOf<{ result: { error: Record<string, string[] | null> } }>(result).result.error

describe('Auto Refill in Spanish', () => {
  it("sends the page's words and each card's lines and names in Spanish, the dates with the month named", async () => {
    const cookie = await shopper()
    const page = await autoRefillsLoader(es(get('/rx/auto-refills', { cookie })))
    expect(page.texts).toMatchObject({
      title: 'Resurtido automático',
      manageLink: 'Administrar el resurtido automático',
      guidelinesLink: 'Leer las pautas del resurtido automático',
    })
    const [sam, lily, biscuit] = page.cards
    expect(sam!.lines).toMatchObject({
      state: 'Por vencer',
      pharmacy: expect.stringMatching(/^Farmacia: .*Vine/),
      ends: expect.stringMatching(/^Inscripción vigente hasta el \d{1,2} [a-z]+ \d{4}$/),
      reminder: expect.stringMatching(/^El resurtido automático de Sam Shopper termina el \d{1,2} [a-z]+ \d{4}\. /),
      dismissReminderFor: 'Descartar el recordatorio de Sam Shopper',
      managePrescriptionsFor: 'Elegir recetas de Sam Shopper',
    })
    expect(lily!.lines).toMatchObject({ state: 'Vencido', ends: expect.stringMatching(/^La inscripción terminó el /) })
    expect(biscuit!.lines).toMatchObject({
      state: 'No inscrito',
      ends: null,
      reminder: null,
      enrolFor: 'Inscribir a Biscuit Shopper en el resurtido automático',
    })
    const english = await autoRefillsLoader(en(get('/rx/auto-refills', { cookie })))
    expect(english.texts.title).toBe('Auto Refill')
    expect(english.cards[0]!.lines).toMatchObject({
      state: 'Expiring',
      ends: expect.stringMatching(/^Enrolled through \d\d\/\d\d\/\d{4}$/),
      dismissReminderFor: 'Dismiss Reminder for Sam Shopper',
    })
  })

  // Its consent, its failure and its bulk answers in Spanish: auto-refill.test.ts, in both languages.
  it('enrols in Spanish: the form, its error and the toast', async () => {
    const cookie = await shopper()
    const page = await autoRefillsLoader(es(get('/rx/auto-refills?patient=1003', { cookie })))
    expect(page.form).toMatchObject({
      title: 'Inscribir a Biscuit Shopper en el resurtido automático',
      submit: 'Inscribirse en el resurtido automático',
      consent: null,
    })
    expect(page.texts.pharmacyLegend).toBe('Farmacia que surte sus resurtidos automáticos')
    const post = (facilityId: string) =>
      settle(() =>
        autoRefillsAction(
          es(
            formPost('/rx/auto-refills?patient=1003', { mode: 'enrol', patientNumber: '1003', facilityId }, { cookie }),
          ),
        ),
      )
    expect(formErrorsOf(await post('01400417'))).toEqual({ facilityId: ['Elija una farmacia.'] })
    expect(await toastOf(await post('01400352'), cookie)).toEqual({
      kind: 'success',
      message:
        'Se inscribió a Biscuit Shopper en el resurtido automático. Elija las recetas que se resurtirán automáticamente.',
    })
  })

  it('manages and unenrols in Spanish', async () => {
    const cookie = await shopper()
    const page = await manageLoader(es(get('/rx/manage/auto-refills', { cookie })))
    expect(page.texts.manageTitle).toBe('Administrar el resurtido automático')
    expect(page.cards[0]!.lines.unenrolFor).toBe('Cancelar la inscripción de Sam Shopper en el resurtido automático')
    const left = await settle(() =>
      unenrolAction(es(formPost('/rx/manage/auto-refills', { intent: 'unenroll', patientNumber: '1001' }, { cookie }))),
    )
    expect(await toastOf(left, cookie)).toEqual({
      kind: 'success',
      message: 'Se canceló la inscripción de Sam Shopper en el resurtido automático.',
    })
  })

  it('chooses prescriptions in Spanish: the labels and the pause', async () => {
    const cookie = await shopper()
    const page = await prescriptionsLoader(es(get('/rx/auto-refills/manage-prescriptions?patient=1001', { cookie })))
    expect(page.texts).toMatchObject({ subheaderLink: 'Resurtidos', bulkSubmit: 'Agregar las recetas elegidas' })
    expect(page.groups[0]!.prescriptions[2]).toMatchObject({
      on: true,
      pauseLabel: 'Pausar el resurtido automático de Rosuvastatin 10 mg Tablet',
    })
    const paused = await settle(() =>
      prescriptionsAction(
        es(
          formPost(
            '/rx/auto-refills/manage-prescriptions',
            { intent: 'pause', patientNumber: '1001', rxNumber: '7200009' },
            { cookie },
          ),
        ),
      ),
    )
    expect(await toastOf(paused, cookie)).toEqual({
      kind: 'success',
      message: 'Se pausó el resurtido automático de Rosuvastatin 10 mg Tablet.',
    })
  })
})

describe('90-Day Supply in Spanish', () => {
  it("sends the page's words, the patients' labels and the toasts in Spanish; English as before", async () => {
    const cookie = await shopper()
    const page = await ninetyDayLoader(es(get('/rx/ninety-day-supply?patient=1001', { cookie })))
    expect(page.texts).toMatchObject({
      title: 'Suministro para 90 días',
      notEnrolled: 'No inscrito',
      join: 'Inscribirse en Suministro para 90 días',
      addToCart: 'Agregar al carrito',
    })
    expect(page.patients[0]).toMatchObject({
      joinOrLeaveLabel: 'Inscribirse en Suministro para 90 días: Sam Shopper',
      prescriptions: [expect.objectContaining({ addLabel: 'Agregar al carrito: Losartan 50 mg Tablet' })],
    })
    const joined = await settle(() =>
      ninetyDayAction(es(formPost('/rx/ninety-day-supply', { intent: 'join', patientNumber: '1001' }, { cookie }))),
    )
    expect(await toastOf(joined, cookie)).toEqual({
      kind: 'success',
      message: 'Sam Shopper se inscribió en Suministro para 90 días.',
    })
    const english = await ninetyDayLoader(en(get('/rx/ninety-day-supply?patient=1001', { cookie })))
    expect(english.texts).toMatchObject({ title: '90-Day Supply', leave: 'Leave 90-Day Supply' })
  })

  it('answers a join that failed in Spanish', async () => {
    const cookie = await shopper()
    mockServer.use(
      http.put(upstreamUrl('rx', '/rx/api/patient-program-enrollments'), () =>
        HttpResponse.json({ detail: 'down' }, { status: 500 }),
      ),
    )
    const failed = await settle(() =>
      ninetyDayAction(es(formPost('/rx/ninety-day-supply', { intent: 'join', patientNumber: '1001' }, { cookie }))),
    )
    expect(dataOf<{ formError: string }>(failed).formError).toBe(
      'Ocurrió un error al guardar su solicitud de inscripción. Inténtelo de nuevo.',
    )
  })
})

describe('the landing page in Spanish', () => {
  it('sends its title, its cards and the time-out notice in Spanish; English as before', async () => {
    const url = '/rx/landing-page?errorCode=sessionTimeout'
    const page = await landingLoader(es(get(url)))
    expect(page).toMatchObject({ signedIn: false, sessionTimeout: true })
    expect(page.texts).toMatchObject({
      title: 'Mis recetas',
      signInHeading: 'Administre sus recetas en línea',
      signIn: 'Iniciar sesión',
      sessionTimeout: 'Se cerró su sesión por inactividad; inicie sesión e inténtelo de nuevo',
    })
    const unlinked = await landingLoader(es(get('/rx/landing-page', { cookie: await signIn('new@example.com') })))
    expect(unlinked.texts.linkButton).toBe('Vincular mi cuenta de la farmacia')
    const english = await landingLoader(en(get(url)))
    expect(english.texts).toMatchObject({
      title: 'My Prescriptions',
      signIn: 'Sign In',
      sessionTimeout: SESSION_TIMEOUT_NOTICE,
    })
  })

  it('gives the mail-order banner’s own support text in Spanish', async () => {
    const host = 'ppsrx.localhost:3000'
    const page = await landingLoader(es(get('/rx/landing-page', { host })))
    expect(page.home?.supportText).toMatch(
      /^Postal Prescription Services surte sus recetas y se las envía por correo\./,
    )
    const english = await landingLoader(en(get('/rx/landing-page', { host })))
    expect(english.home?.supportText).toMatch(/^Postal Prescription Services fills and mails your prescriptions\./)
  })
})

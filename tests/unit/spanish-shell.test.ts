import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { loader as rootLoader } from '#app/root.tsx'
import { loader as layoutLoader } from '#app/routes/rx+/_layout.tsx'
import { action as sessionAction } from '#app/routes/rx+/session.tsx'
import { action as signInAction } from '#app/routes/_auth+/signin.tsx'
import { mockServer } from '#mocks/node.ts'
import { FAULTS } from '#tests/utils/upstream-faults.ts'
import { testContext } from '#tests/utils/context.ts'
import { cookiesFrom, formPost, get, serve } from '#tests/utils/requests.ts'

/** The shell around every page and every pharmacy page, its error pages and its session timeout (issue 36). */
const args = (request: Request, language: 'en' | 'es' = 'es') => ({
  request,
  params: {},
  context: testContext({ language }),
})

describe('the shell in Spanish', () => {
  it('sends every page the error page’s words in the page’s language', async () => {
    const spanish = (await rootLoader(args(get('/rx/dashboard')))) as { data: { shellTexts: object } }
    expect(spanish.data.shellTexts).toMatchObject({
      errorTitle: 'Error',
      pageNotFound: 'Página no encontrada',
      somethingWentWrong: 'Algo salió mal. Inténtelo de nuevo.',
      goHome: 'Ir a la página principal',
    })
    const english = (await rootLoader(args(get('/rx/dashboard'), 'en'))) as { data: { shellTexts: object } }
    expect(english.data.shellTexts).toMatchObject({ pageNotFound: 'Page Not Found', goHome: 'Go to the home page' })
  })

  it('sends every pharmacy page its shell, Technical Difficulties and the session timeout in Spanish', async () => {
    const layout = await layoutLoader(args(get('/rx/landing-page')))
    expect(layout.texts).toMatchObject({
      myPrescriptions: 'Mis recetas',
      technicalDifficultiesTitle: 'Dificultades técnicas',
      refresh: 'ACTUALIZAR',
      backToHome: 'Volver a Mis recetas',
      sessionTimeoutTitle: 'Tiempo de sesión agotado',
      keepSignedIn: 'Sí, mantener la sesión iniciada',
      signMeOut: 'No, cerrar la sesión',
    })
    // English stays as spec 2 quotes it.
    const english = await layoutLoader(args(get('/rx/landing-page'), 'en'))
    expect(english.texts).toMatchObject({
      technicalDifficulties: "We're sorry, our site is having technical difficulties. Please try again.",
      genericError: 'Sorry, something went wrong. Please try again later.',
      sessionTimeoutTitle: 'Session Timeout',
    })
  })

  it('answers a session that cannot be extended in Spanish', async () => {
    const cookie = cookiesFrom(
      (await serve(
        signInAction,
        formPost('/signin', { email: 'shopper@example.com', password: 'Password1' }),
      )) as Response,
    )
    mockServer.use(http.put(/\/rx-security-api\/session$/, () => FAULTS['500']()))
    const refused = await serve(
      sessionAction,
      formPost('/rx/session', { intent: 'extend' }, { cookie }),
      testContext({ language: 'es' }),
    )
    expect(refused).toMatchObject({
      data: { ok: false, error: 'Ocurrió un error al verificar su sesión. Inténtelo de nuevo.' },
      init: { status: 502 },
    })
  })
})

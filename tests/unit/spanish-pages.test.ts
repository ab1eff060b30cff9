import { afterEach, describe, expect, it, vi } from 'vitest'
import { action as signInAction, loader as signInLoader } from '#app/routes/_auth+/signin.tsx'
import { action as verifyAction, loader as verifyLoader } from '#app/routes/rx+/guest-verification.tsx'
import { loader as trackerLinkLoader } from '#app/routes/mock+/tracker-link.tsx'
import { SIGN_IN_MESSAGES } from '#app/auth/auth-texts.ts'
import { RX_MESSAGES } from '#app/rx/shared/rx-messages.ts'
import { PATIENT_NUMBERS } from '#mocks/pharmacy-seed.ts'
import { testContext } from '#tests/utils/context.ts'
import { formPost, get, serve } from '#tests/utils/requests.ts'

/** The first pages in Spanish (issue 36): their loaders speak the request's language, and so do their actions. */
const inSpanish = () => testContext({ language: 'es' })

type Page = { data: Record<string, unknown> }
type Reply = { data: { result: { error?: Record<string, string[] | null> } }; init?: { status?: number } | null }
const errorsOf = (answer: unknown) => (answer as Reply).data.result.error ?? {}

afterEach(() => vi.restoreAllMocks())

describe('the sign-in page in Spanish', () => {
  it('sends the page its words, its notices and its form messages in Spanish', async () => {
    const page = (await serve(signInLoader, get('/signin?errorCode=forbidden'), inSpanish())) as Page
    expect(page.data).toMatchObject({
      notices: ['Su sesión terminó. Vuelva a iniciar sesión para continuar.'],
      texts: {
        title: 'Iniciar sesión',
        description: 'Inicie sesión en su cuenta de Kroger',
        email: 'Correo electrónico',
        submit: 'Iniciar sesión',
      },
      validation: { email: 'Ingrese un correo electrónico válido', maxLength: 'Debe tener {{n}} caracteres o menos.' },
    })
    // English stays as the spec quotes it.
    const english = (await serve(signInLoader, get('/signin?errorCode=forbidden'))) as Page
    expect(english.data).toMatchObject({
      notices: ['Your session has ended. Please sign in again to continue.'],
      texts: { title: 'Sign In', description: 'Sign in to your existing Kroger account' },
    })
  })

  it('answers a refused sign-in and the form’s own checks in Spanish', async () => {
    const wrong = await serve(
      signInAction,
      formPost('/signin', { email: 'shopper@example.com', password: 'Wrong1234' }),
      inSpanish(),
    )
    expect(errorsOf(wrong)['']).toEqual([
      'El correo electrónico o la contraseña que ingresó no son correctos. Inténtelo de nuevo.',
    ])
    const unchecked = await serve(
      signInAction,
      formPost('/signin', { email: 'not-an-email', password: 'abc' }),
      inSpanish(),
    )
    expect(errorsOf(unchecked)).toMatchObject({
      email: ['Ingrese un correo electrónico válido'],
      password: ['Su contraseña debe tener al menos una letra y un número'],
    })
    const english = await serve(
      signInAction,
      formPost('/signin', { email: 'shopper@example.com', password: 'Wrong1234' }),
    )
    expect(errorsOf(english)['']).toEqual([SIGN_IN_MESSAGES.invalidCredentials])
  })
})

describe('the guest’s birth-date page in Spanish', () => {
  const freshLink = async () => {
    const answer = await serve(trackerLinkLoader, get(`/mock/tracker-link?patientNumber=${PATIENT_NUMBERS.self}`))
    return (answer as Response).headers.get('location')!
  }

  it('sends its words, the date group’s labels and messages, the earliest date with its month named', async () => {
    const page = (await serve(verifyLoader, get(await freshLink()), inSpanish())) as Page
    expect(page.data).toMatchObject({
      texts: { title: 'Verifique su fecha de nacimiento', submit: 'Continuar' },
      birthDate: {
        labels: { legend: 'Fecha de nacimiento', month: 'Mes (MM)', year: 'Año (AAAA)' },
        messages: {
          monthRequired: 'Debe ingresar un mes.',
          dateTooEarly: 'La fecha debe ser el 1 ene 1900 o posterior',
        },
      },
    })
  })

  it('answers a date it cannot take, and one that does not match, in Spanish', async () => {
    const link = await freshLink()
    const empty = await serve(verifyAction, formPost(link, { month: '', day: '12', year: '84' }), inSpanish())
    expect(errorsOf(empty)).toMatchObject({ month: ['Debe ingresar un mes.'], year: ['Debe tener 4 caracteres'] })
    const wrong = await serve(verifyAction, formPost(link, { month: '01', day: '02', year: '1990' }), inSpanish())
    expect(errorsOf(wrong)['']).toEqual([
      'La fecha de nacimiento que ingresó no coincide con nuestros registros. Inténtelo de nuevo.',
    ])
    const english = await serve(verifyAction, formPost(link, { month: '01', day: '02', year: '1990' }))
    expect(errorsOf(english)['']).toEqual([RX_MESSAGES.guestBirthDateMismatch])
  })

  it('says a guest session the pharmacy ended has expired, in Spanish', async () => {
    const ended = `${await freshLink()}&errorCode=sessionExpired`
    expect(((await serve(verifyLoader, get(ended), inSpanish())) as Page).data).toMatchObject({
      notice: 'Su sesión venció. Inicie sesión o vuelva a ingresar su fecha de nacimiento para continuar.',
    })
    expect(((await serve(verifyLoader, get(ended))) as Page).data).toMatchObject({
      notice: RX_MESSAGES.guestSessionExpired,
    })
  })
})

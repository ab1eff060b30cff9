import { describe, expect, it } from 'vitest'
import { action as lookupAction, loader as lookupLoader } from '#app/routes/rx+/link.prescription.lookup.tsx'
import { action as patientLookupAction, loader as patientLookupLoader } from '#app/routes/rx+/link.patient.lookup.tsx'
import { action as quizAction, loader as quizLoader } from '#app/routes/rx+/link.patient.verify.tsx'
import { loader as failureLoader } from '#app/routes/rx+/idm.failure.tsx'
import { loader as addPatientLoader } from '#app/routes/rx+/link.patient._index.tsx'
import { loader as newPatientLoader } from '#app/routes/rx+/new-patient._index.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { loader as signInInfoLoader } from '#app/routes/rx+/account.update.tsx'
import { loader as refillSettingsLoader } from '#app/routes/rx+/refill-settings.tsx'
import { linkFormValidators } from '#app/rx/shared/rx-validation.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { NEWCOMER_RECORD } from '#mocks/pharmacy-seed.ts'
import { testContext } from '#tests/utils/context.ts'
import { answerOf, location, questionsOf, quizForm, signIn } from '#tests/utils/link-steps.ts'
import { cookiesFrom, formPost, get, serve, settle } from '#tests/utils/requests.ts'

/** Linking in Spanish (issue 36): the pages' words, the forms' checks and the server's answers. */
const inSpanish = () => testContext({ language: 'es' })

type Page = { data: Record<string, unknown> }
type Reply = { data: { result: { error?: Record<string, string[] | null> } } }
const errorsOf = (answer: unknown) => (answer as Reply).data.result.error ?? {}
/** A loader's data, whether it answered with `data()` or a plain object. */
const dataOf = (answer: unknown) => (answer as Partial<Page>).data ?? (answer as Record<string, unknown>)

const NIA = {
  rxType: 'retail',
  rxNumber: NEWCOMER_RECORD.rxNumber,
  facilityPhone: '513-555-0170',
  firstName: 'Nia',
  lastName: 'New',
  'dateOfBirth.month': '06',
  'dateOfBirth.day': '15',
  'dateOfBirth.year': '1990',
}
const LOOKUP = '/rx/link/prescription/lookup'
const QUIZ = '/rx/link/patient/verify'

describe('linking by a prescription label, in Spanish', () => {
  it('sends the lookup its words for the patient type, the birth date’s labels and the checks’ words', async () => {
    const cookie = await signIn()
    const page = dataOf(await serve(lookupLoader, get(`${LOOKUP}?type=PET`, { cookie }), inSpanish()))
    expect(page).toMatchObject({
      patientType: 'PET',
      texts: {
        title: 'Ingrese los datos de su mascota',
        patientSection: 'Sobre su mascota',
        form: { rxNumber: 'Número de receta (Rx#)', next: 'Siguiente' },
      },
      words: {
        birthDate: { legend: 'Fecha de nacimiento', year: 'Año (AAAA)' },
        fields: { phoneFormatHint: '10 dígitos, como 513-555-0123.', address: { city: 'Ciudad' } },
        checks: { fields: { firstName: 'Nombre' }, messages: { required: '{{field}}: este dato es obligatorio' } },
      },
    })
    // English stays as the spec quotes it.
    const english = dataOf(await serve(lookupLoader, get(`${LOOKUP}?type=PET`, { cookie })))
    expect(english).toMatchObject({ texts: { title: 'Enter Pet Details', form: { next: 'Next' } } })
  })

  it('answers the form’s checks and a lookup that finds nobody in Spanish; the browser checks the same way', async () => {
    const cookie = await signIn()
    const empty = await serve(lookupAction, formPost(LOOKUP, { rxType: 'retail' }, { cookie }), inSpanish())
    expect(errorsOf(empty)).toMatchObject({
      rxNumber: ['Número de receta: este dato es obligatorio'],
      firstName: ['Nombre: este dato es obligatorio'],
      'dateOfBirth.month': ['Debe ingresar un mes.'],
    })
    const page = dataOf(await serve(lookupLoader, get(LOOKUP, { cookie }), inSpanish())) as {
      words: { checks: Parameters<typeof linkFormValidators>[0] }
    }
    const form = new URLSearchParams({ rxType: 'retail' }) as unknown as FormData
    expect(linkFormValidators(page.words.checks).prescriptionLookup(form).reply().error).toEqual(errorsOf(empty))

    const nobody = await serve(lookupAction, formPost(LOOKUP, { ...NIA, rxNumber: '7399999' }, { cookie }), inSpanish())
    expect(errorsOf(nobody)['']).toEqual([
      'No encontramos un paciente que coincida con la información que proporcionó. Actualice su información e inténtelo de nuevo.',
    ])
  })

  it('asks the quiz with its own words in Spanish (the questions as the provider sends them), and links', async () => {
    let cookie = await signIn()
    const found = (await serve(lookupAction, formPost(LOOKUP, NIA, { cookie }), inSpanish())) as Response
    expect(location(found)).toBe(QUIZ)
    cookie = cookiesFrom(found, cookie)
    const quiz = await serve(quizLoader, get(QUIZ, { cookie }), inSpanish())
    cookie = cookiesFrom(quiz, cookie)
    expect(dataOf(quiz)).toMatchObject({
      texts: { title: 'Verifique su identidad', allRequired: 'Todos los campos son obligatorios.', next: 'Siguiente' },
      questions: [{ text: 'Which of these streets have you lived on?' }, {}],
    })
    const questions = questionsOf(quiz)
    const partial = await settle(() =>
      serve(quizAction, formPost(QUIZ, { Q1: answerOf(questions[0]!, 'Race Street') }, { cookie }), inSpanish()),
    )
    expect(dataOf(partial)).toMatchObject({ formError: 'Todos los campos son obligatorios.' })
    const linked = (await settle(() =>
      serve(quizAction, formPost(QUIZ, quizForm(questions), { cookie }), inSpanish()),
    )) as Response
    expect(location(linked)).toBe('/rx/patient-profile')
    expect((await readFlash(cookiesFrom(linked, cookie)))?.toast).toEqual({
      kind: 'success',
      message: '¡Felicidades! Agregó la administración de recetas en línea a su cuenta de la farmacia.',
    })
  })

  it('says why a failed quiz stops, with the support phone, in Spanish', async () => {
    let cookie = await signIn()
    cookie = cookiesFrom(await serve(lookupAction, formPost(LOOKUP, NIA, { cookie })), cookie)
    const quiz = await serve(quizLoader, get(QUIZ, { cookie }))
    cookie = cookiesFrom(quiz, cookie)
    const failed = (await settle(() =>
      serve(quizAction, formPost(QUIZ, quizForm(questionsOf(quiz), ['Elm Street', 'Dayton']), { cookie })),
    )) as Response
    expect(location(failed)).toBe('/rx/idm/failure')
    const page = dataOf(
      await serve(failureLoader, get('/rx/idm/failure', { cookie: cookiesFrom(failed, cookie) }), inSpanish()),
    )
    expect(page).toEqual({
      message:
        'Lo sentimos. No pudimos verificar su identidad en este momento. Comuníquese con Atención al Cliente al 1-800-555-0142.',
      texts: expect.objectContaining({ failureTitle: 'Verificación de identidad' }),
    })
  })
})

describe('the other linking pages in Spanish', () => {
  it('Enter Patient Details: its words, and its checks answered in Spanish', async () => {
    const cookie = await signIn()
    const page = dataOf(await serve(patientLookupLoader, get('/rx/link/patient/lookup', { cookie }), inSpanish()))
    expect(page).toMatchObject({
      texts: { title: 'Ingrese los datos del paciente', phoneNum: 'Número de teléfono (opcional)' },
      words: { fields: { address: { zipCode: 'Código postal', selectState: 'Seleccione' } } },
    })
    const answer = await serve(
      patientLookupAction,
      formPost('/rx/link/patient/lookup', { email: 'nia@example.com' }, { cookie }),
      inSpanish(),
    )
    expect(errorsOf(answer)).toMatchObject({
      lastName: ['Apellido: este dato es obligatorio'],
      zipCode: ['Código postal: este dato es obligatorio'],
      phoneNum: ['El número de teléfono es obligatorio si ingresa un correo electrónico'],
    })
  })

  it('Add a Patient and the new-patient request speak Spanish', async () => {
    const cookie = await signIn()
    expect(dataOf(await serve(addPatientLoader, get('/rx/link/patient', { cookie }), inSpanish()))).toMatchObject({
      texts: { title: 'Agregar un paciente', child: 'Mi hijo (menor de 18 años)' },
    })
    const form = dataOf(await serve(newPatientLoader, get('/rx/new-patient', { cookie }), inSpanish()))
    // The form fills a patient's number itself, per row.
    expect(form.texts).toMatchObject({
      title: 'Formulario de solicitud de paciente nuevo',
      patientNumbered: 'Paciente {{n}}',
    })
  })
})

describe('the patient profile in Spanish', () => {
  it('sends its words, a patient’s details and names in Spanish, the birth date with its month named', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = dataOf(await serve(profileLoader, get('/rx/patient-profile', { cookie }), inSpanish())) as {
      texts: Record<string, string>
      patients: Array<Record<string, unknown>>
    }
    expect(page.texts).toMatchObject({ title: 'Perfil del paciente', addresses: 'Direcciones', edit: 'Editar' })
    const self = page.patients.find((patient) => patient.relationship === 'SELF')!
    expect(self).toMatchObject({
      relationshipText: 'Usted',
      addAddressLabel: `Agregar dirección de ${String(self.name)}`,
      changeLoyaltyLabel: `Cambiar la tarjeta de cliente frecuente de ${String(self.name)}`,
    })
    expect(self.dateOfBirth).toMatch(/^\d{1,2} [a-z]+\.? \d{4}$/)
    // English stays as the spec quotes it.
    const english = dataOf(await serve(profileLoader, get('/rx/patient-profile', { cookie }))) as typeof page
    expect(english.texts.title).toBe('Patient Profile')
    expect(english.patients.find((patient) => patient.relationship === 'SELF')).toMatchObject({
      relationshipText: 'You',
    })
  })
})

describe('Sign In Information in Spanish', () => {
  it('sends its words in Spanish, and in English as before', async () => {
    const cookie = await signIn('shopper@example.com')
    const spanish = dataOf(await serve(signInInfoLoader, get('/rx/account/update', { cookie }), inSpanish()))
    expect(spanish.texts).toMatchObject({
      title: 'Información de inicio de sesión',
      changePassword: 'Cambiar la contraseña',
    })
    const english = dataOf(await serve(signInInfoLoader, get('/rx/account/update', { cookie })))
    expect(english.texts).toMatchObject({ title: 'Sign In Information', changePassword: 'Change Password' })
  })
})

describe('Refill Settings in Spanish', () => {
  it('says where each patient stands in Spanish; the programs it knows are named in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = dataOf(await serve(refillSettingsLoader, get('/rx/refill-settings', { cookie }), inSpanish())) as {
      texts: Record<string, string>
      patients: Array<{ name: string; programs: Array<{ name: string; status: string; manageLabel: string }> }>
    }
    expect(page.texts).toMatchObject({ title: 'Configuración de resurtidos', manage: 'Administrar' })
    const statuses = page.patients.flatMap((patient) => patient.programs.map((program) => program.status))
    expect(statuses.length).toBeGreaterThan(0)
    for (const status of statuses) expect(['Inscrito', 'No inscrito', 'Vencido', 'Pendiente']).toContain(status)
    const [sam] = page.patients
    const [first] = sam!.programs
    expect(first!.manageLabel).toBe(`Administrar ${first!.name} de ${sam!.name}`)
    const names = page.patients.flatMap((patient) => patient.programs.map((program) => program.name))
    expect(names).toContain('Resurtido automático')
    expect(names).not.toContain('Auto Refill')
    const english = dataOf(await serve(refillSettingsLoader, get('/rx/refill-settings', { cookie }))) as typeof page
    expect(english.patients[0]!.programs.map((program) => program.name)).toContain('Auto Refill')
  })
})

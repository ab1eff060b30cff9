import { describe, expect, it } from 'vitest'
import { action as accessAction, loader as accessLoader } from '#app/routes/rx+/patient-access.tsx'
import { action as removeAction, loader as removeLoader } from '#app/routes/rx+/patient-access.$key.remove.tsx'
import { action as expiryAction, loader as expiryLoader } from '#app/routes/rx+/patient-access.$key.expiry.tsx'
import { action as addAction, loader as addLoader } from '#app/routes/rx+/patient-profile.addresses.new.tsx'
import {
  action as deleteAction,
  loader as deleteLoader,
} from '#app/routes/rx+/patient-profile.addresses.$addressId.delete.tsx'
import { loader as profileLoader } from '#app/routes/rx+/patient-profile.tsx'
import { action as loyaltyAction, loader as loyaltyLoader } from '#app/routes/rx+/patient-profile.loyalty.tsx'
import { action as marketingAction, loader as marketingLoader } from '#app/routes/rx+/patient-profile.marketing.tsx'
import { action as commPrefsAction, loader as commPrefsLoader } from '#app/routes/rx+/comm-prefs.tsx'
import { pharmacyToday } from '#app/rx/shared/store-clock.server.ts'
import { formatDay } from '#app/ui/format.ts'
import { readFlash } from '#app/ui/flash.server.ts'
import { testContext } from '#tests/utils/context.ts'
import { dataOf, location, signIn } from '#tests/utils/link-steps.ts'
import { cookiesFrom, formPost, get, settle } from '#tests/utils/requests.ts'

/** The profile's panels and patient access in Spanish (issue 36): loaders, actions and toasts speak the request's. */
const inSpanish = (request: Request, params: Record<string, string> = {}) => ({
  request,
  params,
  context: testContext({ language: 'es' }),
})

async function toastOf(response: unknown, cookie: string) {
  return (await readFlash(cookiesFrom(response as Response, cookie)))?.toast
}

/** The pharmacy's day `offset` days from its today, as YYYY-MM-DD. */
const dayIn = (offset: number) =>
  new Date(Date.parse(`${pharmacyToday()}T12:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10)
const dateFields = (day: string) => {
  const [year, month, date] = day.split('-')
  return { 'expiresOn.month': month!, 'expiresOn.day': date!, 'expiresOn.year': year! }
}

describe('patient access in Spanish', () => {
  it('sends the page its words and each entry’s sentences in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const page = await accessLoader(inSpanish(get('/rx/patient-access', { cookie })))
    expect(page.texts).toMatchObject({
      title: 'Acceso de pacientes',
      pendingRequests: 'Solicitudes pendientes',
      caregivers: 'Cuidadores',
      managedAdults: 'Adultos que usted administra',
      children: 'Hijos',
      managePatientAccess: 'Administrar el acceso de pacientes',
    })
    const byName = (name: string) => page.entries.find((entry) => entry.name === name)
    expect(byName('Rosa Shopper')).toMatchObject({
      pending: expect.stringMatching(/^Rosa Shopper pide ver sus recetas\.( Solicitud del \d{1,2} \S+ \d{4})?$/),
      texts: { grant: 'Dar acceso', grantFor: 'Dar acceso a Rosa Shopper' },
    })
    expect(byName('Vera Lopez')).toMatchObject({
      what: 'Administra sus recetas',
      removeLabel: 'Quitar el acceso de Vera Lopez',
    })
    expect(byName('Vera Lopez')?.endDateLabel).toMatch(/^(Fijar|Cambiar) la fecha de fin para Vera Lopez$/)
    expect(byName('Ike Lopez')?.until).toMatch(/^El acceso venció/)
    expect(byName('Theo Shopper')?.what).toBe('Otro adulto')
  })

  it('grants a request and removes an access with Spanish toasts', async () => {
    const cookie = await signIn('shopper@example.com')
    const granted = await settle(() =>
      accessAction(inSpanish(formPost('/rx/patient-access', { intent: 'grant', key: 'from-c-2201-1001' }, { cookie }))),
    )
    expect(await toastOf(granted, cookie)).toEqual({ kind: 'success', message: 'Le dio acceso a Rosa Shopper.' })
    const params = { key: 'from-c-2201-1001' }
    const path = '/rx/patient-access/from-c-2201-1001/remove'
    const panel = await removeLoader(inSpanish(get(path, { cookie }), params))
    expect(panel.texts).toMatchObject({ removeTitle: 'Quitar el acceso', remove: 'Quitar', cancel: 'Cancelar' })
    expect(panel.entry.removeQuestion).toBe('¿Quitar el acceso entre usted y Rosa Shopper?')
    const removed = await settle(() => removeAction(inSpanish(formPost(path, {}, { cookie }), params)))
    expect(await toastOf(removed, cookie)).toEqual({
      kind: 'success',
      message: 'Se quitó el acceso entre usted y Rosa Shopper.',
    })
  })

  it('refuses an end date not after today in Spanish, and saves one after it', async () => {
    const cookie = await signIn('shopper@example.com')
    const params = { key: 'from-c-2203-1001' }
    const path = '/rx/patient-access/from-c-2203-1001/expiry'
    const panel = await expiryLoader(inSpanish(get(path, { cookie }), params))
    const earliest = `La fecha debe ser el ${formatDay(dayIn(1), 'es')} o posterior`
    expect(panel).toMatchObject({
      texts: { expiryTitle: 'Fecha de fin del acceso', expiryLegend: 'Último día de acceso' },
      dateLabels: { month: 'Mes (MM)', day: 'Día (DD)', year: 'Año (AAAA)' },
      today: pharmacyToday(),
      dateMessages: { dateTooEarly: earliest, monthRequired: 'Debe ingresar un mes.' },
      entry: { expiryHint: 'Vera Lopez conserva el acceso a sus recetas hasta este día, inclusive.' },
    })
    const refused = await settle(() =>
      expiryAction(inSpanish(formPost(path, dateFields(dayIn(0)), { cookie }), params)),
    )
    expect(dataOf<{ result: { error: Record<string, string[]> } }>(refused).result.error).toEqual({
      expiresOn: [earliest],
    })
    const saved = await settle(() => expiryAction(inSpanish(formPost(path, dateFields(dayIn(30)), { cookie }), params)))
    expect(location(saved)).toBe('/rx/patient-access')
    expect(await toastOf(saved, cookie)).toEqual({
      kind: 'success',
      message: 'Se guardó la fecha de fin del acceso de Vera Lopez.',
    })
  })
})

type Reply = { result: { error: Record<string, string[]> } }

describe('the profile’s panels in Spanish', () => {
  it('adds an address, refusing a missing city first, then deletes it, in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const newPath = '/rx/patient-profile/addresses/new?patient=1001'
    expect(await addLoader(inSpanish(get(newPath, { cookie })))).toMatchObject({
      saved: null,
      texts: { addAddress: 'Agregar dirección', save: 'Guardar la dirección', cancel: 'Cancelar' },
      labels: { address: 'Dirección', city: 'Ciudad', zipCode: 'Código postal' },
    })
    const address = { address: '200 Race St', city: 'Cincinnati', state: 'OH', zipCode: '45202' }
    const refused = await settle(() => addAction(inSpanish(formPost(newPath, { ...address, city: '' }, { cookie }))))
    expect(dataOf<Reply>(refused).result.error).toEqual({ city: ['Ciudad: este dato es obligatorio'] })
    const added = await settle(() => addAction(inSpanish(formPost(newPath, address, { cookie }))))
    expect(await toastOf(added, cookie)).toEqual({ kind: 'success', message: 'Se guardó la dirección.' })

    const profile = await profileLoader(inSpanish(get('/rx/patient-profile', { cookie })))
    const race = profile.patients
      .find((patient) => patient.patientNumber === '1001')!
      .addresses.find((shown) => shown.lines[0] === '200 Race St')!
    const deletePath = `/rx/patient-profile/addresses/${race.addressId}/delete?patient=1001`
    const params = { addressId: race.addressId }
    expect(await deleteLoader(inSpanish(get(deletePath, { cookie }), params))).toMatchObject({
      texts: { deleteAddress: 'Eliminar dirección', deleteQuestion: '¿Desea eliminar esta dirección?' },
    })
    const deleted = await settle(() => deleteAction(inSpanish(formPost(deletePath, {}, { cookie }), params)))
    expect(await toastOf(deleted, cookie)).toEqual({ kind: 'success', message: 'Se eliminó la dirección.' })
  })

  it('checks and saves a loyalty card number in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const path = '/rx/patient-profile/loyalty?patient=1001'
    expect(await loyaltyLoader(inSpanish(get(path, { cookie })))).toMatchObject({
      texts: { loyaltyTitle: 'Tarjeta de cliente frecuente', loyaltySave: 'Guardar el número' },
    })
    const refused = await settle(() =>
      loyaltyAction(inSpanish(formPost(path, { loyaltyCardNumber: '12a' }, { cookie }))),
    )
    expect(dataOf<Reply>(refused).result.error).toEqual({
      loyaltyCardNumber: ['Solo se admiten números, sin guiones'],
    })
    const saved = await settle(() =>
      loyaltyAction(inSpanish(formPost(path, { loyaltyCardNumber: '1234567890' }, { cookie }))),
    )
    expect(await toastOf(saved, cookie)).toEqual({
      kind: 'success',
      message: 'Se guardó el número de tarjeta de cliente frecuente.',
    })
  })

  it('asks the marketing question and thanks for the answer in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const path = '/rx/patient-profile/marketing'
    expect(await marketingLoader(inSpanish(get(path, { cookie })))).toMatchObject({
      question: expect.stringMatching(/^¿Desea recibir ofertas y novedades de .+ de su farmacia\?/),
      answer: 'Todavía no ha respondido.',
      texts: { marketingHeading: 'Ofertas y novedades', accept: 'Sí, enviarme ofertas', decline: 'No, gracias' },
    })
    const accepted = await settle(() => marketingAction(inSpanish(formPost(path, { intent: 'accept' }, { cookie }))))
    expect(await toastOf(accepted, cookie)).toEqual({
      kind: 'success',
      message: 'Gracias: recibirá ofertas y novedades.',
    })
  })
})

describe('communication preferences in Spanish', () => {
  it('sends the page its words and the notification types in Spanish, and answers a save in Spanish', async () => {
    const cookie = await signIn('shopper@example.com')
    const path = '/rx/comm-prefs?patient=1001'
    const page = await commPrefsLoader(inSpanish(get(path, { cookie })))
    expect(page.texts).toMatchObject({
      title: 'Preferencias de comunicación',
      viewingPatient: 'Paciente',
      voicePhones: { HOME: 'Teléfono de casa', MOBILE: 'Teléfono celular' },
      voicePhoneRequired: 'Elija el teléfono al que debemos llamar.',
    })
    expect(page.settings.smsPreferences.map(({ label }) => label)).toContain('Recetas listas para recoger')
    const refused = await settle(() => commPrefsAction(inSpanish(formPost(path, { notifyByVoice: 'on' }, { cookie }))))
    expect(dataOf<Reply>(refused).result.error).toEqual({
      voiceNotificationPreference: ['Elija el teléfono al que debemos llamar.'],
    })
    const saved = await settle(() =>
      commPrefsAction(inSpanish(formPost(path, { notifyByEmail: 'on', smsTypes: ['REFILL_DUE'] }, { cookie }))),
    )
    expect(await toastOf(saved, cookie)).toEqual({
      kind: 'success',
      message: 'Se guardaron sus preferencias de comunicación.',
    })
  })
})

import { describe, expect, it } from 'vitest'
import { loader as storeSearchLoader } from '#app/routes/stores+/search.tsx'
import { loader as storeDetailsLoader } from '#app/routes/stores+/grocery.st.city.store-name.$division.$store.tsx'
import { testContext } from '#tests/utils/context.ts'
import { dataOf } from '#tests/utils/link-steps.ts'
import { get, serve, settle } from '#tests/utils/requests.ts'

/** The store locator and a store's page in Spanish (issue 36). Each search a client of its own (the per-client limit). */
const inSpanish = (client: string) => testContext({ language: 'es', clientAddress: client })

type Search = {
  texts: Record<string, string>
  filters: Array<{ code: string; label: string }>
  error: string | null
  found: string | null
  stores: Array<{ distance: string | null; departments: string[]; detailsLabel: string; name: string }>
}

describe('the store locator in Spanish', () => {
  it('sends its words, its filters, the count and each store’s link name in Spanish', async () => {
    const page = dataOf<Search>(
      await serve(storeSearchLoader, get('/stores/search?searchText=45202'), inSpanish('10.8.1.1')),
    )
    expect(page.texts).toMatchObject({ title: 'Buscar una tienda', search: 'Buscar', details: 'Detalles de la tienda' })
    expect(page.filters.map((filter) => filter.label)).toEqual([
      'Farmacia',
      'Gasolinera',
      'Recoger en la tienda',
      'Entrega a domicilio',
    ])
    expect(page.found).toMatch(/^\d+ tiendas? encontradas?$/)
    const store = page.stores[0]!
    expect(store.detailsLabel).toBe(`Detalles de la tienda ${store.name}`)
    expect(
      store.departments.every((name) =>
        ['Farmacia', 'Gasolinera', 'Recoger en la tienda', 'Entrega a domicilio'].includes(name),
      ),
    ).toBe(true)
  })

  it('refuses a short search in Spanish', async () => {
    const page = dataOf<Search>(
      await serve(storeSearchLoader, get('/stores/search?searchText=ab'), inSpanish('10.8.1.2')),
    )
    expect(page.error).toBe('Ingrese al menos las tres primeras letras')
  })
})

describe('a store’s page in Spanish', () => {
  const details = (division: string, store: string, client: string) =>
    settle(() =>
      storeDetailsLoader({
        request: get(`/stores/grocery/st/city/store-name/${division}/${store}`),
        params: { division, store },
        context: inSpanish(client),
      }),
    )

  it('names its hours in Spanish, times on a 12-hour clock with p.m.', async () => {
    const page = (await details('014', '00352', '10.8.1.3')) as {
      texts: Record<string, string>
      hours: { title: string; days: Array<{ day: string; hours: string; lunch?: string }> }
    }
    expect(page.texts).toMatchObject({ phone: 'Teléfono', findAnother: 'Buscar otra tienda' })
    expect(page.hours.title).toBe('Horario de la farmacia')
    expect(page.hours.days[0]).toMatchObject({ day: 'Domingo', hours: '10:00 a.m. - 6:00 p.m.' })
    expect(page.hours.days[1]).toMatchObject({ day: 'Lunes', lunch: 'Cerrado 1:30 p.m. - 2:00 p.m.' })
  })

  it('says an unknown store in Spanish', async () => {
    const answer = (await details('999', '99999', '10.8.1.4')) as Response
    expect(answer.status).toBe(404)
    expect(await answer.text()).toBe('No pudimos encontrar esta tienda.')
  })
})

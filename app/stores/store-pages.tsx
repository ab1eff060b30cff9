import { Form, Link, type useLoaderData } from '@remix-run/react'
import { CheckboxField, Field, StatusRegion } from '#app/ui/field.tsx'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { PharmacyHoursBlock } from './pharmacy-hours-block.tsx'
import type { loadStoreDetails } from './store-details.server.ts'
import type { loadStoreSearch } from './store-search.server.ts'
import { STORE_LOCATOR_PATH } from './store-search-rules.ts'
import { STORE_TEXTS } from './store-texts.ts'

type SearchData = ReturnType<typeof useLoaderData<typeof loadStoreSearch>>
type StoreCard = SearchData['stores'][number]
type DetailsData = ReturnType<typeof useLoaderData<typeof loadStoreDetails>>

function StoreResult({ store }: { store: StoreCard }) {
  return (
    <li className="store-result">
      <p className="store-banner">{store.banner}</p>
      <h3>{store.name}</h3>
      <PostalAddress lines={store.address} />
      {store.distance ? <p>{store.distance}</p> : null}
      <dl className="store-phones">
        {store.storePhone ? (
          <div>
            <dt>{STORE_TEXTS.storePhone}</dt>
            <dd>{store.storePhone}</dd>
          </div>
        ) : null}
        {store.pharmacyPhone ? (
          <div>
            <dt>{STORE_TEXTS.pharmacyPhone}</dt>
            <dd>{store.pharmacyPhone}</dd>
          </div>
        ) : null}
        {store.departments.length > 0 ? (
          <div>
            <dt>{STORE_TEXTS.departments}</dt>
            <dd>{store.departments.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <Link to={store.detailsHref} aria-label={STORE_TEXTS.detailsOf(store.name)}>
        {STORE_TEXTS.details}
      </Link>
    </li>
  )
}

/** 'Find a Store': a GET form (a search is a URL), its stores a page at a time, and the fuel centers when flagged. */
export function StoreSearchPage({ data }: { data: SearchData }) {
  return (
    <article className="content-page store-search">
      <h1>{STORE_TEXTS.title}</h1>
      <p>{STORE_TEXTS.intro}</p>
      <Form method="GET" className="history-filters">
        <Field
          label={STORE_TEXTS.searchLabel}
          inputProps={{
            id: 'store-search-text',
            name: 'searchText',
            type: 'search',
            defaultValue: data.searchText,
            key: data.searchText,
            maxLength: 100,
            // A city or a store name as often as a ZIP code: no autofill of one kind.
            autoComplete: 'off',
          }}
          errors={data.error === STORE_TEXTS.searchTooShort ? [data.error] : undefined}
          focusOnError
        />
        <fieldset>
          <legend>{STORE_TEXTS.filters}</legend>
          {data.filters.map((filter) => (
            <CheckboxField
              key={filter.code}
              label={filter.label}
              inputProps={{
                id: `store-filter-${filter.code}`,
                name: 'filter',
                value: filter.code,
                defaultChecked: filter.checked,
                key: `${filter.code}-${filter.checked}`,
              }}
            />
          ))}
        </fieldset>
        <p className="report-actions">
          <button type="submit" className="button">
            {STORE_TEXTS.search}
          </button>
          {data.searched ? <Link to={STORE_LOCATOR_PATH}>{STORE_TEXTS.clear}</Link> : null}
        </p>
      </Form>
      {data.error && data.error !== STORE_TEXTS.searchTooShort ? (
        <p className="alert alert-error" role="alert">
          {data.error}
        </p>
      ) : null}
      <StatusRegion>
        {data.found ? <h2 id="store-results">{data.found}</h2> : null}
        {data.found && data.stores.length === 0 ? <p>{STORE_TEXTS.none}</p> : null}
      </StatusRegion>
      {data.stores.length > 0 ? (
        <ul className="store-results" aria-labelledby="store-results">
          {data.stores.map((store) => (
            <StoreResult key={store.key} store={store} />
          ))}
        </ul>
      ) : null}
      {data.paging ? (
        <nav className="report-actions" aria-label={data.paging.text}>
          {data.paging.previous ? <Link to={data.paging.previous}>{STORE_TEXTS.previous}</Link> : null}
          <span>{data.paging.text}</span>
          {data.paging.next ? <Link to={data.paging.next}>{STORE_TEXTS.next}</Link> : null}
        </nav>
      ) : null}
      {data.fuel ? (
        <section aria-labelledby="fuel-centers">
          <h2 id="fuel-centers">{STORE_TEXTS.fuelTitle}</h2>
          <p>{STORE_TEXTS.fuelMessage}</p>
          <ul className="store-results">
            {data.fuel.map((store) => (
              <StoreResult key={store.key} store={store} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

/** A store's page: its name, address, phone and pharmacy hours. */
export function StoreDetailsPage({ data }: { data: DetailsData }) {
  return (
    <article className="content-page">
      <h1>{data.name}</h1>
      <PostalAddress lines={data.address} />
      {data.phone ? (
        <p>
          {STORE_TEXTS.phone}: {data.phone}
        </p>
      ) : null}
      <PharmacyHoursBlock hours={data.hours} headingLevel={2} />
      <p>
        <Link to={STORE_LOCATOR_PATH}>{STORE_TEXTS.findAnother}</Link>
      </p>
    </article>
  )
}

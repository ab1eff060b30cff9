import { Form, Link, type useLoaderData } from '@remix-run/react'
import { CheckboxField, Field, StatusRegion } from '#app/ui/field.tsx'
import { PostalAddress } from '#app/ui/postal-address.tsx'
import { PharmacyHoursBlock } from './pharmacy-hours-block.tsx'
import type { loadStoreDetails } from './store-details.server.ts'
import type { loadStoreSearch } from './store-search.server.ts'
import { STORE_LOCATOR_PATH } from './store-search-rules.ts'
import type { StoreTexts } from './store.messages.server.ts'

type SearchData = ReturnType<typeof useLoaderData<typeof loadStoreSearch>>
type StoreCard = SearchData['stores'][number]
type DetailsData = ReturnType<typeof useLoaderData<typeof loadStoreDetails>>

function StoreResult({ store, texts }: { store: StoreCard; texts: StoreTexts }) {
  return (
    <li className="store-result">
      <p className="store-banner">{store.banner}</p>
      <h3>{store.name}</h3>
      <PostalAddress lines={store.address} />
      {store.distance ? <p>{store.distance}</p> : null}
      <dl className="store-phones">
        {store.storePhone ? (
          <div>
            <dt>{texts.storePhone}</dt>
            <dd>{store.storePhone}</dd>
          </div>
        ) : null}
        {store.pharmacyPhone ? (
          <div>
            <dt>{texts.pharmacyPhone}</dt>
            <dd>{store.pharmacyPhone}</dd>
          </div>
        ) : null}
        {store.departments.length > 0 ? (
          <div>
            <dt>{texts.departments}</dt>
            <dd>{store.departments.join(', ')}</dd>
          </div>
        ) : null}
      </dl>
      <Link to={store.detailsHref} aria-label={store.detailsLabel}>
        {texts.details}
      </Link>
    </li>
  )
}

/** 'Find a Store': a GET form (a search is a URL), its stores a page at a time, and the fuel centers when flagged. */
export function StoreSearchPage({ data }: { data: SearchData }) {
  const { texts } = data
  return (
    <article className="content-page store-search">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      <Form method="GET" className="history-filters">
        <Field
          label={texts.searchLabel}
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
          errors={data.tooShort && data.error ? [data.error] : undefined}
          focusOnError
        />
        <fieldset>
          <legend>{texts.filters}</legend>
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
            {texts.search}
          </button>
          {data.searched ? <Link to={STORE_LOCATOR_PATH}>{texts.clear}</Link> : null}
        </p>
      </Form>
      {data.error && !data.tooShort ? (
        <p className="alert alert-error" role="alert">
          {data.error}
        </p>
      ) : null}
      <StatusRegion>
        {data.found ? <h2 id="store-results">{data.found}</h2> : null}
        {data.found && data.stores.length === 0 ? <p>{texts.none}</p> : null}
      </StatusRegion>
      {data.stores.length > 0 ? (
        <ul className="store-results" aria-labelledby="store-results">
          {data.stores.map((store) => (
            <StoreResult key={store.key} store={store} texts={texts} />
          ))}
        </ul>
      ) : null}
      {data.paging ? (
        <nav className="report-actions" aria-label={data.paging.text}>
          {data.paging.previous ? <Link to={data.paging.previous}>{texts.previous}</Link> : null}
          <span>{data.paging.text}</span>
          {data.paging.next ? <Link to={data.paging.next}>{texts.next}</Link> : null}
        </nav>
      ) : null}
      {data.fuel ? (
        <section aria-labelledby="fuel-centers">
          <h2 id="fuel-centers">{texts.fuelTitle}</h2>
          <p>{texts.fuelMessage}</p>
          <ul className="store-results">
            {data.fuel.map((store) => (
              <StoreResult key={store.key} store={store} texts={texts} />
            ))}
          </ul>
        </section>
      ) : null}
    </article>
  )
}

/** A store's page: its name, address, phone and pharmacy hours. */
export function StoreDetailsPage({ data }: { data: DetailsData }) {
  const { texts } = data
  return (
    <article className="content-page">
      <h1>{data.name}</h1>
      <PostalAddress lines={data.address} />
      {data.phone ? (
        <p>
          {texts.phone}: {data.phone}
        </p>
      ) : null}
      <PharmacyHoursBlock hours={data.hours} headingLevel={2} />
      <p>
        <Link to={STORE_LOCATOR_PATH}>{texts.findAnother}</Link>
      </p>
    </article>
  )
}

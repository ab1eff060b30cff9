import { Form, Link } from '@remix-run/react'
import { Field } from '#app/ui/field.tsx'
import { PagerLinks } from '#app/ui/pager.tsx'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { PatientSelector } from '#app/rx/shared/patient-selector.tsx'
import { ALL_PATIENTS } from '#app/rx/shared/patients.ts'
import { CartForm, PharmacyCart } from './pharmacy-cart.tsx'
import { SEARCH_PARAM } from './refill-search.ts'
import type { loadRefills } from './refills.server.ts'
import { RxPageHeader } from '#app/rx/shared/rx-shell.tsx'

type Refill = Awaited<ReturnType<typeof loadRefills>>['groups'][number]['refills'][number]

type Texts = Awaited<ReturnType<typeof loadRefills>>['texts']

function RefillRow({ refill, texts }: { refill: Refill; texts: Texts }) {
  return (
    <li className="refill-row">
      <div>
        <h3>{refill.drugName}</h3>
        <p>{refill.rxNumberText}</p>
        {refill.prescriber ? (
          <p>
            {texts.prescriber}: {refill.prescriber}
          </p>
        ) : null}
        {refill.status ? <p className="refill-status">{refill.status}</p> : null}
        <p>
          {refill.cost.label}: {refill.cost.value}
        </p>
        {refill.quantity !== null ? (
          <p>
            {texts.quantity}: {refill.quantity}
          </p>
        ) : null}
        {refill.monographHref ? (
          <p>
            <Link to={refill.monographHref} aria-label={refill.drugInformationLabel}>
              {texts.drugInformation}
            </Link>
          </p>
        ) : null}
      </div>
      <div className="refill-action">
        {refill.notRefillable ? (
          <p className="refill-unavailable">{refill.notRefillable}</p>
        ) : refill.inCart ? (
          <p className="refill-in-cart">{texts.inCart}</p>
        ) : (
          <CartForm intent="add" item={refill} label={refill.addToCartLabel}>
            {texts.addToCart}
          </CartForm>
        )}
      </div>
    </li>
  )
}

export function RefillsPage({ data }: { data: Awaited<ReturnType<typeof loadRefills>> }) {
  const { patients, selected, search, errors, groups, cart, texts } = data
  return (
    <div className="rx-page rx-page-with-cart">
      <div className="rx-main">
        <RxPageHeader title={texts.title} />
        {patients.length > 0 ? (
          <PatientSelector patients={patients} selected={selected} texts={texts.patientSelector} />
        ) : null}
        <Form method="GET" className="refill-search" role="search">
          {selected !== ALL_PATIENTS ? <input type="hidden" name="patient" value={selected} /> : null}
          <Field
            label={texts.search}
            inputProps={{ name: SEARCH_PARAM, defaultValue: search.text, type: 'search', key: search.text }}
            focusOnError
            errors={search.error ? [search.error] : undefined}
          />
          <button type="submit" className="button button-secondary">
            {texts.searchButton}
          </button>
        </Form>
        {errors.map((message) => (
          <LoadAlert key={message} message={message} />
        ))}
        {groups.length === 0 && errors.length === 0 ? <p>{texts.noMatch}</p> : null}
        {groups.map((group) => (
          <section key={group.patientNumber} aria-labelledby={`refills-${group.patientNumber}`}>
            <h2 id={`refills-${group.patientNumber}`}>{group.name}</h2>
            <ul className="refill-list">
              {group.refills.map((refill) => (
                <RefillRow key={refill.key} refill={refill} texts={texts} />
              ))}
            </ul>
          </section>
        ))}
        <PagerLinks pager={data.pager} texts={data.pagerTexts} />
      </div>
      {cart.status === 'loaded' ? <PharmacyCart cart={cart.value} /> : <LoadAlert message={cart.message} />}
    </div>
  )
}

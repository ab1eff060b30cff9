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
import { ADD_TO_CART } from './cart-texts.ts'

type Refill = Awaited<ReturnType<typeof loadRefills>>['groups'][number]['refills'][number]

function RefillRow({ refill }: { refill: Refill }) {
  return (
    <li className="refill-row">
      <div>
        <h3>{refill.drugName}</h3>
        <p>Rx #{refill.rxNumber}</p>
        {refill.prescriber ? <p>Prescriber: {refill.prescriber}</p> : null}
        {refill.status ? <p className="refill-status">{refill.status}</p> : null}
        <p>
          {refill.cost.label}: {refill.cost.value}
        </p>
        {refill.quantity !== null ? <p>Quantity: {refill.quantity}</p> : null}
        {refill.monographHref ? (
          <p>
            <Link to={refill.monographHref} aria-label={`Drug Information for ${refill.drugName}`}>
              Drug Information
            </Link>
          </p>
        ) : null}
      </div>
      <div className="refill-action">
        {refill.notRefillable ? (
          <p className="refill-unavailable">{refill.notRefillable}</p>
        ) : refill.inCart ? (
          <p className="refill-in-cart">In Cart</p>
        ) : (
          <CartForm intent="add" item={refill} label={ADD_TO_CART.labelFor(refill.drugName)}>
            {ADD_TO_CART.text}
          </CartForm>
        )}
      </div>
    </li>
  )
}

export function RefillsPage({ data }: { data: Awaited<ReturnType<typeof loadRefills>> }) {
  const { patients, selected, search, errors, groups, cart } = data
  return (
    <div className="rx-page rx-page-with-cart">
      <div className="rx-main">
        <RxPageHeader title="Refills" />
        {patients.length > 0 ? <PatientSelector patients={patients} selected={selected} /> : null}
        <Form method="GET" className="refill-search" role="search">
          {selected !== ALL_PATIENTS ? <input type="hidden" name="patient" value={selected} /> : null}
          <Field
            label="Search by Rx number, prescriber, drug or status"
            inputProps={{ name: SEARCH_PARAM, defaultValue: search.text, type: 'search', key: search.text }}
            focusOnError
            errors={search.error ? [search.error] : undefined}
          />
          <button type="submit" className="button button-secondary">
            Search
          </button>
        </Form>
        {errors.map((message) => (
          <LoadAlert key={message} message={message} />
        ))}
        {groups.length === 0 && errors.length === 0 ? <p>No prescriptions match.</p> : null}
        {groups.map((group) => (
          <section key={group.patientNumber} aria-labelledby={`refills-${group.patientNumber}`}>
            <h2 id={`refills-${group.patientNumber}`}>{group.name}</h2>
            <ul className="refill-list">
              {group.refills.map((refill) => (
                <RefillRow key={refill.key} refill={refill} />
              ))}
            </ul>
          </section>
        ))}
        <PagerLinks pager={data.pager} list="Refills" />
      </div>
      {cart.status === 'loaded' ? <PharmacyCart cart={cart.value} /> : <LoadAlert message={cart.message} />}
    </div>
  )
}

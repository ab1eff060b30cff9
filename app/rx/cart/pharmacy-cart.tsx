import { Link, useLocation, useRevalidator } from '@remix-run/react'
import type { CartLine, CartPanel } from './cart-panel.server.ts'
import { PHARMACY_CART_ID } from './cart-anchor.ts'
import { cartItemKey } from '#app/rx/shared/cart-rules.ts'
import { CART_EMPTY_TEXT, CART_FOOTNOTE } from '#app/rx/shared/rx-texts.ts'
import { StatusRegion } from '#app/ui/field.tsx'
import { StatusButton } from '#app/ui/status-button.tsx'
import { SubmitOnceForm } from '#app/ui/submit-once-form.tsx'

const CART_ACTION = '/rx/cart'

/** One post to /rx/cart; the page it came from is where the answer lands. */
export function CartForm({
  intent,
  item,
  label,
  children,
}: {
  intent: 'add' | 'remove' | 'undo'
  item: Pick<CartLine, 'rxNumber' | 'patientNumber'>
  label: string
  children: string
}) {
  const location = useLocation()
  return (
    <SubmitOnceForm method="POST" action={CART_ACTION} preventScrollReset className="cart-form">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="rxNumber" value={item.rxNumber} />
      <input type="hidden" name="patientNumber" value={item.patientNumber} />
      <input type="hidden" name="redirectTo" value={`${location.pathname}${location.search}`} />
      <StatusButton className={intent === 'add' ? 'button' : 'link-button'} aria-label={label}>
        {children}
      </StatusButton>
    </SubmitOnceForm>
  )
}

function CartItemRow({ item }: { item: CartLine }) {
  return (
    <li className="cart-item">
      <span className="cart-thumbnail" aria-hidden="true">
        {item.drugName.slice(0, 1)}
      </span>
      <div>
        <p className="cart-item-name">{item.drugName}</p>
        <p>Last Paid: {item.lastPaid}</p>
        {item.quantity ? <p>Quantity: {item.quantity}</p> : null}
      </div>
      <CartForm intent="remove" item={item} label={`Remove ${item.drugName}`}>
        Remove
      </CartForm>
    </li>
  )
}

/**
 * Spec 2 'Pharmacy cart': a side bar that opens into the 'Pharmacy Cart'
 * dropdown (`<details>`, so it works without JavaScript). With JavaScript it
 * refreshes when the pointer leaves it.
 */
export function PharmacyCart({ cart }: { cart: CartPanel }) {
  const revalidator = useRevalidator()
  const open = cart.removed.length > 0
  return (
    <aside
      id={PHARMACY_CART_ID}
      className="pharmacy-cart"
      aria-label="Pharmacy Cart"
      onMouseLeave={() => revalidator.state === 'idle' && revalidator.revalidate()}
    >
      <details open={open || undefined}>
        <summary>
          <span className="pharmacy-cart-title">Pharmacy Cart</span> <span className="cart-count">({cart.count})</span>
        </summary>
        {/* On the page before a removal, so the removal is heard (WCAG 4.1.3). */}
        <StatusRegion>
          {cart.removed.map((item) => (
            <div key={cartItemKey(item)} className="cart-removed">
              <p>{item.drugName} was removed from your cart.</p>
              <CartForm intent="undo" item={item} label={`Undo removing ${item.drugName}`}>
                Undo
              </CartForm>
            </div>
          ))}
        </StatusRegion>
        {cart.count === 0 ? (
          <>
            <p>{CART_EMPTY_TEXT}</p>
            <Link to="/rx/refills" className="button">
              Add Refills
            </Link>
          </>
        ) : (
          <>
            {cart.groups.map((group) => (
              <section key={group.name} className="cart-group">
                <h3>{group.name}</h3>
                <ul>
                  {group.items.map((item) => (
                    <CartItemRow key={cartItemKey(item)} item={item} />
                  ))}
                </ul>
              </section>
            ))}
            <p className="cart-total">
              Estimated Total: <strong>{cart.total.kind === 'tbd' ? 'TBD' : `${cart.total.text}*`}</strong>
            </p>
            <p className="cart-footnote">{CART_FOOTNOTE}</p>
            <Link to="/rx/checkout" className="button">
              Check Out
            </Link>
          </>
        )}
      </details>
    </aside>
  )
}

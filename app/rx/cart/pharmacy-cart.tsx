import { Link, useLocation, useRevalidator } from '@remix-run/react'
import type { CartLine, CartPanel } from './cart-panel.server.ts'
import { PHARMACY_CART_ID } from './cart-anchor.ts'
import { cartItemKey } from '#app/rx/shared/cart-rules.ts'
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

function CartItemRow({ item, texts }: { item: CartLine; texts: CartPanel['texts'] }) {
  return (
    <li className="cart-item">
      <span className="cart-thumbnail" aria-hidden="true">
        {item.drugName.slice(0, 1)}
      </span>
      <div>
        <p className="cart-item-name">{item.drugName}</p>
        <p>
          {texts.lastPaid}: {item.lastPaid}
        </p>
        {item.quantity ? (
          <p>
            {texts.quantity}: {item.quantity}
          </p>
        ) : null}
      </div>
      <CartForm intent="remove" item={item} label={item.removeLabel}>
        {texts.remove}
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
  const { texts } = cart
  const open = cart.removed.length > 0
  return (
    <aside
      id={PHARMACY_CART_ID}
      className="pharmacy-cart"
      aria-label={texts.title}
      onMouseLeave={() => revalidator.state === 'idle' && revalidator.revalidate()}
    >
      <details open={open || undefined}>
        <summary>
          <span className="pharmacy-cart-title">{texts.title}</span> <span className="cart-count">({cart.count})</span>
        </summary>
        {/* On the page before a removal, so the removal is heard (WCAG 4.1.3). */}
        <StatusRegion>
          {cart.removed.map((item) => (
            <div key={cartItemKey(item)} className="cart-removed">
              <p>{item.removedText}</p>
              <CartForm intent="undo" item={item} label={item.undoLabel}>
                {texts.undo}
              </CartForm>
            </div>
          ))}
        </StatusRegion>
        {cart.count === 0 ? (
          <>
            <p>{texts.empty}</p>
            <Link to="/rx/refills" className="button">
              {texts.addRefills}
            </Link>
          </>
        ) : (
          <>
            {cart.groups.map((group) => (
              <section key={group.name} className="cart-group">
                <h3>{group.name}</h3>
                <ul>
                  {group.items.map((item) => (
                    <CartItemRow key={cartItemKey(item)} item={item} texts={texts} />
                  ))}
                </ul>
              </section>
            ))}
            <p className="cart-total">
              {texts.estimatedTotal}: <strong>{cart.total.kind === 'tbd' ? texts.tbd : `${cart.total.text}*`}</strong>
            </p>
            <p className="cart-footnote">{texts.footnote}</p>
            <Link to="/rx/checkout" className="button">
              {texts.checkOut}
            </Link>
          </>
        )}
      </details>
    </aside>
  )
}

import type { AppLoadContext } from '@remix-run/node'
import { loadPharmacyAccount, readPharmacyAccount } from '#app/rx/shared/pharmacy-account.server.ts'
import { requireRxCustomerReading } from '#app/rx/shared/rx-customer.server.ts'
import { cartPanel } from './cart-panel.server.ts'

/**
 * A customer page with the pharmacy cart beside it (refills, auto refill's prescriptions): the account's patients,
 * prescriptions and cart, read alongside the customer gate (decision 0058), and the cart as its panel shows it.
 */
export async function loadCartPage(request: Request, context: AppLoadContext) {
  const { customer, early } = await requireRxCustomerReading(request, context, ({ client }) =>
    readPharmacyAccount(client),
  )
  const url = new URL(request.url)
  const account = await loadPharmacyAccount(customer, early)
  const { cart, patientList, prescriptionList } = account
  return {
    ...account,
    customer,
    url,
    cartView:
      cart.status === 'loaded'
        ? { status: 'loaded' as const, value: cartPanel(cart.value, patientList, prescriptionList, url) }
        : cart,
  }
}

import type { AppLoadContext } from '@remix-run/node'
import { loadPharmacyAccount, readPharmacyAccount } from '#app/rx/shared/pharmacy-account.server.ts'
import { requireRxCustomerReading, type RxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { cartPanel } from './cart-panel.server.ts'

/**
 * A customer page with the pharmacy cart beside it (refills, auto refill's prescriptions, 90-Day Supply): the
 * account's patients, prescriptions and cart, read alongside the customer gate (decision 0058), and the cart as its
 * panel shows it. `alongside` starts the page's own first reads with them.
 */
export async function loadCartPageReading<T>(
  request: Request,
  context: AppLoadContext,
  alongside: (customer: RxCustomer) => Promise<T>,
) {
  const { customer, early } = await requireRxCustomerReading(request, context, async (customer) => {
    const own = alongside(customer)
    // Dropped with the account's reads when the gate throws.
    own.catch(() => undefined)
    return { account: await readPharmacyAccount(customer), own: await own }
  })
  const url = new URL(request.url)
  const account = await loadPharmacyAccount(customer, early.account)
  const { cart, patientList, prescriptionList } = account
  return {
    ...account,
    customer,
    url,
    alongside: early.own,
    cartView:
      cart.status === 'loaded'
        ? {
            status: 'loaded' as const,
            value: cartPanel(cart.value, patientList, prescriptionList, url, context.language),
          }
        : cart,
  }
}

/** The same for a page that reads nothing of its own before the account. */
export const loadCartPage = (request: Request, context: AppLoadContext) =>
  loadCartPageReading(request, context, async () => undefined)

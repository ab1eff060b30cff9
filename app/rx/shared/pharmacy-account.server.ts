import type { SignedInUser } from '#app/auth/session.server.ts'
import { isUpstreamError } from '#app/upstream/errors.ts'
import type { CartItem, Prescription } from '#app/upstream/rx-api.schema.ts'
import type { UpstreamClient } from '#app/upstream/request.server.ts'
import { fetchCart, fetchPatients, fetchPrescriptions, removeFromCart } from '#app/upstream/rx-api.server.ts'
import { invalidCartItems } from './cart-rules.ts'
import { rememberPatients } from './known-patients.server.ts'
import { loadOrError, type Loaded } from './load-or-error.server.ts'
import type { Language } from '#app/i18n/language.ts'
import { loadMessagesIn } from './rx-common.messages.server.ts'

/**
 * Spec 2 section 4 'Cart': once the refills have loaded, cart items that are
 * no longer valid refills are removed. A failed removal leaves the cart as it was.
 */
async function withoutInvalidItems(client: UpstreamClient, cart: CartItem[], prescriptions: Prescription[]) {
  const invalid = invalidCartItems(cart, prescriptions)
  if (invalid.length === 0) return cart
  try {
    return await removeFromCart(
      client,
      invalid.map((item) => item.rxNumber),
    )
  } catch (error) {
    if (!isUpstreamError(error)) throw error
    return cart
  }
}

/** The account's three reads, each loaded on its own so one failure leaves the others usable. */
export async function readPharmacyAccount({ client, language }: { client: UpstreamClient; language: Language }) {
  const messages = loadMessagesIn(language)
  const [patients, prescriptions, cart] = await Promise.all([
    loadOrError(() => fetchPatients(client), messages.patients),
    loadOrError(() => fetchPrescriptions(client), messages.prescriptions),
    loadOrError(() => fetchCart(client), messages.cart),
  ])
  return { patients, prescriptions, cart }
}
type AccountReads = Awaited<ReturnType<typeof readPharmacyAccount>>

/**
 * What most pharmacy pages start from: the patients, their prescriptions and the cart, read here or handed in when
 * the page started them alongside the customer gate (decision 0058). The patients are remembered as the next page's
 * hint (decision 0053), and invalid cart items removed (a write, so only once the gate has passed).
 */
export async function loadPharmacyAccount(
  customer: { client: UpstreamClient; user: SignedInUser; language: Language },
  reads?: AccountReads,
) {
  const { client, user } = customer
  const { patients, prescriptions, cart: cartLoad } = reads ?? (await readPharmacyAccount(customer))
  if (patients.status === 'loaded') await rememberPatients(user, patients.value)
  let cart: Loaded<CartItem[]> = cartLoad
  if (cart.status === 'loaded' && prescriptions.status === 'loaded') {
    cart = { status: 'loaded', value: await withoutInvalidItems(client, cart.value, prescriptions.value) }
  }
  return {
    patients,
    prescriptions,
    cart,
    patientList: patients.status === 'loaded' ? patients.value : [],
    prescriptionList: prescriptions.status === 'loaded' ? prescriptions.value : [],
  }
}

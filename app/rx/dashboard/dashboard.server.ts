import type { AppLoadContext } from '@remix-run/node'
import { fetchNotifications } from '#app/upstream/rx-api.server.ts'
import { cartPanel } from '#app/rx/cart/cart-panel.server.ts'
import { loadOrError } from '#app/rx/shared/load-or-error.server.ts'
import { loadPharmacyAccount } from '#app/rx/shared/pharmacy-account.server.ts'
import { notificationMessages } from './notifications.ts'
import { ALL_PATIENTS, patientName, selectedPatient } from '#app/rx/shared/patients.ts'
import { requireRxCustomer } from '#app/rx/shared/rx-customer.server.ts'
import { trackerCounts } from '#app/rx/tracker/tracker.ts'
import { LOAD_MESSAGES } from '#app/rx/shared/rx-texts.ts'

/** /rx/dashboard: per patient, the status tracker card and the notifications. */
export async function loadDashboard(request: Request, context: AppLoadContext) {
  const { client } = await requireRxCustomer(request, context)
  const url = new URL(request.url)
  const { patients, prescriptions, cart, patientList, prescriptionList } = await loadPharmacyAccount(client)
  const selection = selectedPatient(patientList, url.searchParams.get('patient'))
  const shown = selection === ALL_PATIENTS ? patientList : [selection]
  const hasChild = patientList.some((patient) => patient.relationshipType === 'CHILD')

  const sections = await Promise.all(
    shown.map(async (patient) => {
      const notifications = await loadOrError(
        async () => notificationMessages(await fetchNotifications(client, patient.patientNumber, hasChild)),
        LOAD_MESSAGES.notifications,
      )
      const own = prescriptionList.filter((prescription) => prescription.patientNumber === patient.patientNumber)
      return {
        patientNumber: patient.patientNumber,
        name: patientName(patient),
        tracker: prescriptions.status === 'loaded' ? trackerCounts(own) : null,
        notifications,
      }
    }),
  )

  return {
    patients: patientList.map((patient) => ({ patientNumber: patient.patientNumber, name: patientName(patient) })),
    selected: selection === ALL_PATIENTS ? ALL_PATIENTS : selection.patientNumber,
    errors: [patients, prescriptions].flatMap((result) => (result.status === 'error' ? [result.message] : [])),
    sections,
    cart:
      cart.status === 'loaded'
        ? { status: 'loaded' as const, value: cartPanel(cart.value, patientList, prescriptionList, url) }
        : cart,
  }
}

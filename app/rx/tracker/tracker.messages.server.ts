import { defineMessages } from '#app/i18n/messages.server.ts'
import { NO_PRESCRIPTIONS_IN_PROGRESS } from './tracker-card.tsx'

/** 'Prescription Status Tracker' (spec 2 'Detailed tracker'), as a guest from a tracker link and a customer see it. */
export const TRACKER = defineMessages('tracker', {
  en: {
    title: 'Prescription Status Tracker',
    payOnline: 'Pay Online',
    orderDelivery: 'Order Delivery',
    sections: 'Tracker sections',
    noPrescriptions: NO_PRESCRIPTIONS_IN_PROGRESS,
    storeDetails: 'View Store Details',
  },
  es: {
    title: 'Seguimiento del estado de las recetas',
    payOnline: 'Pagar en línea',
    orderDelivery: 'Pedir entrega a domicilio',
    sections: 'Secciones del seguimiento',
    noPrescriptions: 'En este momento no hay recetas en proceso para este paciente.',
    storeDetails: 'Ver detalles de la tienda',
  },
})

/** One prescription's lines: its number and when it is promised (spec 2 section 9). */
export const TRACKER_PRESCRIPTION = defineMessages('trackerPrescription', {
  en: { rxNumber: 'Rx #{{rxNumber}}', promiseAt: '{{date}} at {{time}}' },
  // A comma, not 'a las': the hour decides between 'a la 1:00' and 'a las 3:00'.
  es: { rxNumber: 'Receta n.º {{rxNumber}}', promiseAt: '{{date}}, {{time}}' },
})

import { defineMessages } from '#app/i18n/messages.server.ts'
import { CHECKOUT_TEXTS } from '#app/rx/shared/rx-texts.ts'
import { DELIVERY_TEXTS, PAY_ONLINE_TEXTS, TRACKER_ORDER_TEXTS } from './tracker-order-texts.ts'

/** What the tracker's order pages share (decisions 0031, 0032): the store, the fills, the total, the way back. */
export const TRACKER_ORDER = defineMessages('trackerOrder', {
  en: {
    ...TRACKER_ORDER_TEXTS,
    fill: '{{drugName}} (Rx #{{rxNumber}}) for {{patientName}}: {{price}}',
    fillWithoutPatient: '{{drugName}} (Rx #{{rxNumber}}): {{price}}',
  },
  es: {
    storeLegend: 'Lugar de recogida',
    update: 'Actualizar',
    fillsLegend: 'Recetas listas para recoger',
    total: 'Total',
    backToTracker: 'Volver al estado de las recetas',
    fill: '{{drugName}} (receta n.º {{rxNumber}}) para {{patientName}}: {{price}}',
    fillWithoutPatient: '{{drugName}} (receta n.º {{rxNumber}}): {{price}}',
  },
})

/** 'Pay Online' and its confirmation (decision 0031). */
export const PAY_ONLINE = defineMessages('payOnline', {
  en: {
    title: PAY_ONLINE_TEXTS.title,
    description: PAY_ONLINE_TEXTS.description,
    choosePrescription: PAY_ONLINE_TEXTS.choosePrescription,
    payButton: PAY_ONLINE_TEXTS.payButton,
    nothingToPay: PAY_ONLINE_TEXTS.nothingToPay,
    confirmationTitle: PAY_ONLINE_TEXTS.confirmationTitle,
    confirmationText: 'You paid {{total}} with {{card}}. Your prescriptions are waiting at {{store}}.',
    paymentNumber: PAY_ONLINE_TEXTS.paymentNumber,
  },
  es: {
    title: 'Pagar en línea',
    description: 'Pague las recetas que están listas y recójalas sin esperar en la caja.',
    choosePrescription: 'Elija al menos una receta para pagar.',
    payButton: 'Pagar ahora',
    nothingToPay: 'No hay recetas listas para pagar en línea.',
    confirmationTitle: 'Pago recibido',
    confirmationText: 'Pagó {{total}} con {{card}}. Sus recetas lo esperan en {{store}}.',
    paymentNumber: 'Número de pago',
  },
})

/** 'Order Delivery' and its confirmation (decision 0032). */
export const ORDER_DELIVERY = defineMessages('orderDelivery', {
  en: {
    title: DELIVERY_TEXTS.title,
    description: DELIVERY_TEXTS.description,
    chooseFill: DELIVERY_TEXTS.chooseFill,
    dateLegend: DELIVERY_TEXTS.dateLegend,
    chooseDate: DELIVERY_TEXTS.chooseDate,
    deliveryWindow: CHECKOUT_TEXTS.deliveryWindow,
    windowText: 'Deliveries arrive between {{window}}.',
    dateOption: '{{date}}, {{window}}',
    noDates: DELIVERY_TEXTS.noDates,
    addressHeading: DELIVERY_TEXTS.addressHeading,
    noAddress: DELIVERY_TEXTS.noAddress,
    signature: DELIVERY_TEXTS.signature,
    signatureRequired: DELIVERY_TEXTS.signatureRequired,
    submitButton: DELIVERY_TEXTS.submitButton,
    submitting: DELIVERY_TEXTS.submitting,
    nothingToDeliver: DELIVERY_TEXTS.nothingToDeliver,
    confirmationTitle: DELIVERY_TEXTS.confirmationTitle,
    confirmationText: 'Your prescriptions from {{store}} will arrive on {{date}}.',
    orderNumber: DELIVERY_TEXTS.orderNumber,
    payment: 'Payment',
  },
  es: {
    title: 'Pedir entrega a domicilio',
    description: 'Reciba en su casa las recetas que están listas.',
    chooseFill: 'Elija al menos una receta para la entrega a domicilio.',
    dateLegend: 'Fecha de entrega',
    chooseDate: 'Elija una fecha de entrega.',
    deliveryWindow: '2 a 6 p.m.',
    // No closing period in Spanish: the window ends with 'p.m.', whose period ends the sentence too.
    windowText: 'Las entregas llegan en el horario de {{window}}',
    dateOption: '{{date}}, {{window}}',
    noDates: 'No hay fechas de entrega disponibles. Recoja sus recetas en la farmacia.',
    addressHeading: 'Dirección de entrega',
    noAddress:
      'No tenemos una dirección de entrega para este paciente. Llame a la farmacia para pedir una entrega a domicilio.',
    signature: 'Una persona de 18 años o más estará presente para firmar al recibir la entrega.',
    signatureRequired: 'Confirme que alguien podrá firmar al recibir la entrega.',
    submitButton: 'Pedir entrega a domicilio',
    submitting: 'Enviando...',
    nothingToDeliver: 'No hay recetas listas para la entrega a domicilio.',
    confirmationTitle: 'Entrega a domicilio pedida',
    confirmationText: 'Sus recetas de {{store}} llegarán el {{date}}',
    orderNumber: 'Número de pedido',
    payment: 'Pago',
  },
})

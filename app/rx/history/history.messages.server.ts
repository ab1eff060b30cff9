import type { Language } from '#app/i18n/language.ts'
import { defineMessages, textsOf, translator, type Messages, type Texts } from '#app/i18n/messages.server.ts'
import { formatDay } from '#app/ui/format.ts'
import type { FilterMessages } from './history-rules.ts'
import { rxMessagesIn } from '#app/rx/shared/rx-common.messages.server.ts'
import { HISTORY_TEXTS } from './history-texts.ts'

const { columns, expense, fields } = HISTORY_TEXTS

/** What every records page's filters and tables say: dates, pharmacy, the fills' columns. */
export const RECORDS_TEXTS = defineMessages('records', {
  en: {
    from: HISTORY_TEXTS.from,
    to: HISTORY_TEXTS.to,
    location: HISTORY_TEXTS.location,
    all: HISTORY_TEXTS.all,
    date: columns.date,
    drug: columns.drug,
    rxNumber: columns.rxNumber,
    quantity: columns.quantity,
    pharmacy: columns.pharmacy,
    paid: columns.paid,
  },
  es: {
    from: 'Desde',
    to: 'Hasta',
    location: 'Farmacia',
    all: 'Todas',
    date: 'Fecha',
    drug: 'Receta',
    rxNumber: 'N.º de receta',
    quantity: 'Cantidad',
    pharmacy: 'Farmacia',
    paid: 'Pagado',
  },
})

/** 'Prescription History' (spec 2; decision 0069). `{{status}}` is one of the fill statuses below. */
export const HISTORY_PAGE = defineMessages('history', {
  en: {
    title: HISTORY_TEXTS.title,
    intro: HISTORY_TEXTS.intro,
    viewingPatient: HISTORY_TEXTS.viewingPatient,
    prescription: HISTORY_TEXTS.prescription,
    show: HISTORY_TEXTS.show,
    none: HISTORY_TEXTS.none,
    receiptsTitle: HISTORY_TEXTS.receiptsTitle,
    createExpenseTitle: expense.createTitle,
  },
  es: {
    title: 'Historial de recetas',
    intro: 'Sus surtidos de los últimos 12 meses. Elija fechas, una receta o una farmacia para ver otros.',
    viewingPatient: 'Paciente',
    prescription: 'Receta',
    show: 'Ver historial',
    none: 'Ningún surtido coincide con lo que eligió.',
    receiptsTitle: 'Recibos de recetas',
    createExpenseTitle: 'Crear informe de gastos',
  },
})

/** 'Prescription Details': the prescription's fields and its fills. */
export const DETAIL_PAGE = defineMessages('prescriptionDetail', {
  en: {
    title: HISTORY_TEXTS.detailTitle,
    fills: HISTORY_TEXTS.fills,
    status: HISTORY_TEXTS.fillStatusColumn,
    noFills: HISTORY_TEXTS.noFills,
    drugInformation: HISTORY_TEXTS.drugInformation,
    back: HISTORY_TEXTS.back,
  },
  es: {
    title: 'Detalles de la receta',
    fills: 'Surtidos',
    status: 'Estado',
    noFills: 'No hay surtidos registrados.',
    drugInformation: 'Información del medicamento',
    back: 'Volver al historial de recetas',
  },
})

/** The detail's fields, named on the server beside their values. */
export const DETAIL_FIELDS = defineMessages('prescriptionDetailFields', {
  en: { ...fields },
  es: {
    rxNumber: 'Número de receta',
    prescriber: 'Médico que receta',
    status: 'Estado',
    quantity: 'Última cantidad',
    lastFilled: 'Último surtido',
    program: 'Programa de resurtido',
  },
})

/** 'Prescription Receipts' (spec 2 section 3). */
export const RECEIPTS_PAGE = defineMessages('receipts', {
  en: {
    title: HISTORY_TEXTS.receiptsTitle,
    intro: HISTORY_TEXTS.receiptsIntro,
    show: HISTORY_TEXTS.showReceipts,
    none: HISTORY_TEXTS.noReceipts,
    noCard: HISTORY_TEXTS.noCard,
    addCard: HISTORY_TEXTS.addCard,
  },
  es: {
    title: 'Recibos de recetas',
    intro: 'Los recibos de las recetas compradas con su tarjeta de cliente frecuente.',
    show: 'Ver recibos',
    none: 'Ningún recibo coincide con lo que eligió.',
    noCard:
      'Los recibos se guardan con su tarjeta de cliente frecuente. Agregue el número de su tarjeta a su perfil para verlos.',
    addCard: 'Agregar una tarjeta de cliente frecuente',
  },
})

/** 'Create Expense Report' and 'Expense Report' (spec 2; decision 0070). */
export const EXPENSE_PAGES = defineMessages('expenseReport', {
  en: {
    title: expense.title,
    createTitle: expense.createTitle,
    createIntro: expense.createIntro,
    patients: expense.patients,
    total: expense.total,
    none: expense.none,
    print: expense.print,
    download: expense.download,
    change: expense.change,
  },
  es: {
    title: 'Informe de gastos',
    createTitle: 'Crear informe de gastos',
    createIntro: 'Elija los pacientes y las fechas. El informe muestra lo que costó cada receta, con los totales.',
    patients: 'Pacientes',
    total: 'Total',
    none: 'No se compraron recetas en estas fechas.',
    print: 'Imprimir',
    download: 'Descargar (CSV)',
    change: 'Cambiar informe',
  },
})
export type ExpenseTexts = Texts<typeof EXPENSE_PAGES>

/**
 * What the records' servers say with values, and their refusals: `{{status}}` is one of the fill statuses, `{{drug}}`
 * a drug's name as sent, `{{date}}` a formatted day, `{{pharmacy}}` a store's name as sent, `{{name}}` a patient's.
 */
export const RECORDS_MESSAGES = defineMessages('recordsMessages', {
  en: {
    fillStatus: 'Fills in the last 4 weeks: {{status}}',
    fillSold: HISTORY_TEXTS.fillStatuses.Sold,
    fillReturned: HISTORY_TEXTS.fillStatuses.Returned,
    fillNeither: HISTORY_TEXTS.fillStatuses.Neither,
    // The drug's link to its fill: the name starts with the drug it shows (WCAG 2.5.3), then tells the fills apart.
    detailsFor: '{{drug}}, filled {{date}}: details',
    prescriptionOption: '{{drug}} (Rx {{rxNumber}})',
    unknownPharmacy: HISTORY_TEXTS.unknownPharmacy,
    receiptHeading: '{{date}}, {{pharmacy}}',
    receiptTotal: 'Total: {{total}}',
    covering: 'Prescriptions bought from {{from}} to {{to}}',
    patientTotal: 'Total for {{name}}',
    patient: expense.columns.patient,
    csvFile: 'expense-report',
    failed: HISTORY_TEXTS.failed,
    fillsFailed: HISTORY_TEXTS.fillsFailed,
    receiptsFailed: HISTORY_TEXTS.receiptsFailed,
    expenseFailed: expense.failed,
    incompleteLink: 'This prescription details link is not complete.',
    tooEarly: 'Prescription history starts no earlier than {{earliest}}.',
    beforeStart: HISTORY_TEXTS.beforeStart,
    choosePatient: expense.choosePatient,
  },
  es: {
    fillStatus: 'Surtidos de las últimas 4 semanas: {{status}}',
    fillSold: 'Vendido',
    fillReturned: 'Devuelto',
    fillNeither: 'Ninguno',
    detailsFor: '{{drug}}, surtido el {{date}}: detalles',
    prescriptionOption: '{{drug}} (receta {{rxNumber}})',
    unknownPharmacy: 'Farmacia no registrada',
    receiptHeading: '{{date}}, {{pharmacy}}',
    receiptTotal: 'Total: {{total}}',
    covering: 'Recetas compradas del {{from}} al {{to}}',
    patientTotal: 'Total de {{name}}',
    patient: 'Paciente',
    csvFile: 'informe-de-gastos',
    failed: 'No pudimos cargar su historial de recetas. Inténtelo de nuevo.',
    fillsFailed: 'No pudimos cargar los surtidos de esta receta. Inténtelo de nuevo.',
    receiptsFailed: 'No pudimos cargar sus recibos. Inténtelo de nuevo.',
    expenseFailed: 'No pudimos cargar su informe de gastos. Inténtelo de nuevo.',
    incompleteLink: 'Este enlace a los detalles de la receta no está completo.',
    tooEarly: 'El historial de recetas no empieza antes del {{earliest}}.',
    beforeStart: 'La fecha final debe ser igual o posterior a la fecha inicial.',
    choosePatient: 'Elija al menos un paciente.',
  },
})

/** A records page's words: the filters' and tables' with the page's own, in the request's language. */
export function recordsTexts<Catalog extends Record<string, string>>(page: Messages<Catalog>, language: Language) {
  return { ...textsOf(RECORDS_TEXTS, language), ...textsOf(page, language) }
}

/**
 * The filters' refusals in the request's language, the earliest day named as the page writes days; spec 2 section
 * 5's date messages as the other forms say them.
 */
export function filterMessages(language: Language): FilterMessages {
  const t = translator(RECORDS_MESSAGES, language)
  const rx = rxMessagesIn(language)
  return {
    invalidDate: rx.dateUnreadable,
    inFuture: rx.dateInFuture,
    beforeStart: t('beforeStart'),
    choosePatient: t('choosePatient'),
    tooEarly: (earliest) => t('tooEarly', { earliest: formatDay(earliest, language) ?? earliest }),
  }
}

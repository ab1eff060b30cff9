/** The records pages' addresses (spec 2 section 2). */
export const RECORDS_PATHS = {
  history: '/rx/prescription-history',
  receipts: '/rx/prescription-receipt',
  createExpenseReport: '/rx/create-expense-report',
  expenseReport: '/rx/prescription-history/expense-report',
  expenseReportCsv: '/rx/prescription-history/expense-report.csv',
} as const

/** The create form's submit button: only a sent form goes on (the report's 'Change Report' brings the choices alone). */
export const CREATE_FIELD = { name: 'create', value: '1' } as const

/**
 * A text's `{{placeholders}}` filled from what the page shows: the one substitution done in the browser, without
 * the message library (decision 0107). A placeholder without a value stays as written.
 */
export function fillIn(template: string, values: Record<string, string | number>) {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => String(values[name] ?? whole))
}

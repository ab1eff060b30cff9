/**
 * Structured log lines. Callers pass only operational fields (endpoint
 * templates, statuses, ids); bodies, headers and user input are never logged,
 * so no personal data can leak into the log.
 */
type LogFields = Record<string, string | number | boolean | undefined>

export function logEvent(level: 'info' | 'warn' | 'error', event: string, fields: LogFields = {}) {
  const line = JSON.stringify({ time: new Date().toISOString(), level, event, ...fields })
  if (level === 'info') process.stdout.write(line + '\n')
  else process.stderr.write(line + '\n')
}

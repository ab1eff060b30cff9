/** Carries the authorization request through the simulated provider's own form posts. */
export function AuthorizeParams({ query }: { query: Record<string, unknown> }) {
  return (
    <>
      {Object.entries(query).map(([name, value]) =>
        typeof value === 'string' ? <input key={name} type="hidden" name={name} value={value} /> : null,
      )}
    </>
  )
}

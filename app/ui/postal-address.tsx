/** A postal address as its lines (`formatAddress(…, { lines: true })`), one per line. */
export function PostalAddress({ lines }: { lines: readonly string[] }) {
  return (
    <address>
      {lines.map((line) => (
        <span key={line}>
          {line}
          <br />
        </span>
      ))}
    </address>
  )
}

/** The message of an area that failed to load (spec 2 'Loading pattern'). */
export function LoadAlert({ message }: { message: string }) {
  return (
    <p className="alert alert-error" role="alert">
      {message}
    </p>
  )
}

import type { Toast } from '#app/auth/session.server.ts'

/** A flash message carried in the session, so it shows without JavaScript too. */
export function ToastMessage({ toast }: { toast: Toast }) {
  return (
    <div className={`toast toast-${toast.kind}`} role={toast.kind === 'error' ? 'alert' : 'status'}>
      {toast.message}
    </div>
  )
}

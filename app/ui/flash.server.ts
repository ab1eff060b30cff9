import { redirect } from '@remix-run/node'
import { z } from 'zod'
import { sealedAppCookie } from '#app/security/sealed-cookie.server.ts'
import type { StickyMessage, Toast } from './toast.tsx'

/**
 * One-time messages for the next page, in a sealed cookie of their own
 * (`__flash`, decision 0041): the toast and sticky message the shell shows,
 * and what a domain shows once (the wallet's success title, the sign-in
 * page's status, a confirmation's receipt), each read by its own page with
 * its own check. They show without JavaScript too. A flash is for the next
 * page only: whichever of its loaders takes it clears the whole cookie (the
 * root loader always does), all with the same Set-Cookie, so the loaders of
 * one page never race to rewrite it.
 */
export type Flash = { toast?: Toast; stickyMessage?: StickyMessage } & Record<string, unknown>

let flashCookieInstance: ReturnType<typeof sealedAppCookie> | undefined
function flashCookie() {
  flashCookieInstance ??= sealedAppCookie('__flash')
  return flashCookieInstance
}

const kindSchema = z.enum(['success', 'info', 'error'])
const toastSchema = z.object({ kind: kindSchema, message: z.string() })
const stickySchema = z.object({ kind: kindSchema, text: z.string() })

/** The flash this request carries, if any; the shell's two messages are checked here, the rest by the pages they are for. */
export async function readFlash(cookieHeader: string | null): Promise<Flash | undefined> {
  const value: unknown = await flashCookie().parse(cookieHeader)
  if (typeof value !== 'object' || value === null) return undefined
  const { toast, stickyMessage, ...rest } = value as Record<string, unknown>
  return {
    ...rest,
    toast: toastSchema.safeParse(toast).data,
    stickyMessage: stickySchema.safeParse(stickyMessage).data,
  }
}

/** The Set-Cookie that carries a flash to the next page. */
export function flashSetCookie(flash: Flash) {
  return flashCookie().serialize(flash)
}

/** The flash, read once: with the headers that clear it (none when there was none). */
export async function takeFlash(request: Request) {
  const flash = await readFlash(request.headers.get('cookie'))
  const headers = new Headers()
  if (flash) headers.append('set-cookie', await flashCookie().serialize('', { maxAge: 0 }))
  return { flash, headers }
}

/** A redirect that shows `flash` once on the page it goes to (with any other headers of `init`). */
export async function redirectWithFlash(url: string, flash: Flash, init: ResponseInit = {}) {
  const headers = new Headers(init.headers)
  headers.append('set-cookie', await flashSetCookie(flash))
  return redirect(url, { ...init, headers })
}

export function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  return redirectWithFlash(url, { toast }, init)
}

import { redirect, type AppLoadContext } from '@remix-run/node'
import { languageCookie } from '#app/i18n/language.server.ts'
import { isLanguage } from '#app/i18n/language.ts'
import { formRefused, readFormData } from '#app/security/form.server.ts'
import { safeRedirect } from '#app/security/safe-redirect.ts'
import { secureCookies } from '#app/security/sealed-cookie.server.ts'

/**
 * The language switch's post (decision 0108): remembers the language for a year and goes back to the page it was
 * pressed on, whose loaders then speak it (with JavaScript, Remix revalidates them; without, the browser loads it).
 */
export async function switchLanguage(request: Request, context: AppLoadContext) {
  const form = await readFormData(request)
  const language = form.get('to')
  if (!isLanguage(language)) throw formRefused()
  context.setCookie(languageCookie(language, { secure: secureCookies() }))
  return redirect(safeRedirect(form.get('back'), '/'), 303)
}

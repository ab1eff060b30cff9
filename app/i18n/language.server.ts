import { match } from '@formatjs/intl-localematcher'
import Negotiator from 'negotiator'
import { DEFAULT_LANGUAGE, LOCALES, LANGUAGES, isLanguage, type Language } from './language.ts'

/** The chosen language (decision 0108): a preference, not a secret, so a plain value; read by the server only. */
export const LANGUAGE_COOKIE = 'lang'
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60

/** Past this, an Accept-Language header is read no further: browsers send a handful of tags, never a page of them. */
const MAX_ACCEPT_LANGUAGE = 256
const MAX_REQUESTED = 8

const LANGUAGE_OF_LOCALE = new Map<string, Language>(LANGUAGES.map((language) => [LOCALES[language], language]))

function cookieLanguage(cookieHeader: string | undefined): Language | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.trim().split('=')
    if (name === LANGUAGE_COOKIE && isLanguage(value)) return value
  }
  return undefined
}

/**
 * The browser's choice: its Accept-Language tags in order of preference (negotiator reads the q-values), matched
 * to ours by CLDR's language distances (`es-MX`, `es-419` and `es` are all US Spanish here).
 */
function acceptedLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE
  const requested = new Negotiator({ headers: { 'accept-language': header.slice(0, MAX_ACCEPT_LANGUAGE) } })
    .languages()
    .filter((tag) => tag !== '*' && isWellFormed(tag))
    .slice(0, MAX_REQUESTED)
  if (requested.length === 0) return DEFAULT_LANGUAGE
  const locale = match(requested, Object.values(LOCALES), LOCALES[DEFAULT_LANGUAGE])
  return LANGUAGE_OF_LOCALE.get(locale) ?? DEFAULT_LANGUAGE
}

function isWellFormed(tag: string) {
  try {
    Intl.getCanonicalLocales(tag)
    return true
  } catch {
    return false
  }
}

/** The request's language: the one chosen with the switch (its cookie), else the browser's, else English. */
export function requestLanguage(headers: { cookie?: string | undefined; acceptLanguage?: string | undefined }) {
  return cookieLanguage(headers.cookie) ?? acceptedLanguage(headers.acceptLanguage)
}

/** The Set-Cookie line that remembers a choice for a year. */
export function languageCookie(language: Language, { secure }: { secure: boolean }) {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`
}

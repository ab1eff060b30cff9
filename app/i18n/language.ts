/** The languages of the app (issue 36, decision 0108): English, the default, and US Spanish. */
export const LANGUAGES = ['en', 'es'] as const
export type Language = (typeof LANGUAGES)[number]
export const DEFAULT_LANGUAGE: Language = 'en'

/** Each language's locale, for `<html lang>` and `Intl`: the chain is American, so both are the United States'. */
export const LOCALES = { en: 'en-US', es: 'es-US' } as const satisfies Record<Language, string>

/** What each language is called in itself: the switch offers the other one in its own words. */
export const LANGUAGE_NAMES = { en: 'English', es: 'Español' } as const satisfies Record<Language, string>

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language)

import i18next from 'i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './language.ts'

/**
 * Keyed messages per domain module, rendered on the server (decision 0107): i18next formats them (placeholders as
 * `{{name}}`, plurals by CLDR's rules through `Intl.PluralRules`, as `key_one`, `key_other`...) and a page's loader
 * hands the browser the strings it shows, never a catalog or the library.
 */
const i18n = i18next.createInstance()
void i18n.init({
  initAsync: false,
  lng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  // Flat keys: a message's key is one word, and its text may hold any dot or colon.
  keySeparator: false,
  nsSeparator: false,
  // React escapes what it renders; escaping here too would show `&amp;`.
  interpolation: { escapeValue: false },
})

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
type PluralCategory = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other'

/** A catalog's keys as a page asks for them: a plural's forms (`count_one`, `count_other`) under one key (`count`). */
type MessageKey<Catalog> = keyof Catalog extends infer Key
  ? Key extends `${infer Base}_${PluralCategory}`
    ? Base
    : Key & string
  : never

type Values = Record<string, string | number>

/** One domain's messages in every language: Spanish must have each English key (the compiler checks it). */
export type Messages<Catalog extends Record<string, string>> = {
  readonly namespace: string
  readonly catalogs: { readonly [L in Language]: { readonly [K in keyof Catalog]: string } }
}

const defined = new Map<string, Messages<Record<string, string>>>()

/**
 * Registers a domain's messages under a namespace of their own. Spanish has each English key, and may have plural
 * forms English does not (`_many`: CLDR's Spanish says 'de' after a million).
 */
export function defineMessages<const Catalog extends Record<string, string>>(
  namespace: string,
  catalogs: { en: Catalog; es: { [K in keyof Catalog]: string } & { [K in `${string}_${PluralCategory}`]?: string } },
): Messages<Catalog> {
  if (defined.has(namespace)) throw new Error(`Messages '${namespace}' are defined twice`)
  for (const language of LANGUAGES) i18n.addResourceBundle(language, namespace, catalogs[language])
  const messages = { namespace, catalogs }
  defined.set(namespace, messages)
  return messages
}

/** Every catalog defined so far: the unit test of keys and placeholders reads them. */
export const definedMessages = () => [...defined.values()]

type Translate<Catalog> = (key: MessageKey<Catalog>, values?: Values) => string

/** A domain's messages in one language, as a function of their key (and a plural's `count`). */
export function translator<Catalog extends Record<string, string>>(
  messages: Messages<Catalog>,
  language: Language,
): Translate<Catalog> {
  const t = i18n.getFixedT(language, messages.namespace)
  return (key, values) => t(key, values)
}

/** What `textsOf` gives a page: each message that takes no count, as a string (the type a component's props name). */
export type Texts<M> =
  M extends Messages<infer Catalog>
    ? { [K in keyof Catalog as K extends `${string}_${PluralCategory}` ? never : K]: string }
    : never

/**
 * Every message of a catalog that takes no count, formatted with the same values: what a page's loader sends its
 * components (a plural is asked for with its count, through `translator`). A placeholder without a value stays as
 * written.
 */
export function textsOf<Catalog extends Record<string, string>>(
  messages: Messages<Catalog>,
  language: Language,
  values?: Values,
): Texts<Messages<Catalog>> {
  const t = translator(messages, language)
  const keys = Object.keys(messages.catalogs.en).filter((key) => !PLURAL_SUFFIX.test(key))
  return Object.fromEntries(keys.map((key) => [key, t(key as MessageKey<Catalog>, values)])) as never
}

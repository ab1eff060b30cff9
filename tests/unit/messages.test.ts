import { describe, expect, it } from 'vitest'
import { LANGUAGES, LOCALES } from '#app/i18n/language.ts'
import { defineMessages, definedMessages, textsOf, translator } from '#app/i18n/messages.server.ts'

// Every catalog of the app: each domain keeps its messages in `*.messages.server.ts` modules (decision 0107).
const modules = import.meta.glob('../../app/**/*.messages.server.ts', { eager: true })

/** The message's placeholders, `{{name}}`, as a sorted list. */
const placeholdersOf = (message: string) =>
  [...message.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map(([, name]) => name!).sort()
const PLURAL = /^(.*)_(zero|one|two|few|many|other)$/

/** A catalog's keys, a plural's forms under its base key, with the placeholders of all its forms. */
function messagesOf(catalog: Readonly<Record<string, string>>) {
  const byKey = new Map<string, { forms: Set<string>; placeholders: Set<string> }>()
  for (const [key, message] of Object.entries(catalog)) {
    const [, base = key, form] = PLURAL.exec(key) ?? []
    const entry = byKey.get(base) ?? { forms: new Set<string>(), placeholders: new Set<string>() }
    if (form) entry.forms.add(form)
    placeholdersOf(message).forEach((name) => entry.placeholders.add(name))
    byKey.set(base, entry)
  }
  return byKey
}

describe('the message catalogs (issue 36)', () => {
  const catalogs = definedMessages()

  it('are all found', () => {
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(7)
    expect(catalogs.map(({ namespace }) => namespace)).toEqual(
      expect.arrayContaining(['shell', 'signIn', 'signInNotices', 'validation', 'guestVerification', 'birthDate']),
    )
  })

  it.each(catalogs.map((messages) => [messages.namespace, messages] as const))(
    '%s: every key in both languages, with the same placeholders, each plural with its language’s forms',
    (_, { catalogs: byLanguage }) => {
      const english = messagesOf(byLanguage.en)
      for (const language of LANGUAGES) {
        const translated = messagesOf(byLanguage[language])
        expect([...translated.keys()].sort(), language).toEqual([...english.keys()].sort())
        const categories = new Intl.PluralRules(LOCALES[language]).resolvedOptions().pluralCategories
        for (const [key, { forms, placeholders }] of translated) {
          expect([...placeholders].sort(), `${language} ${key}`).toEqual([...english.get(key)!.placeholders].sort())
          expect(Object.values(byLanguage[language]).every((message) => message.trim() !== '')).toBe(true)
          // A plural gives every form its language's rules pick (English one/other; Spanish one/many/other).
          if (forms.size > 0) expect([...forms].sort(), `${language} ${key}`).toEqual([...categories].sort())
        }
      }
    },
  )
})

describe('formatting a message', () => {
  const sample = defineMessages('test.sample', {
    en: { refills_one: '{{count}} refill for {{name}}', refills_other: '{{count}} refills for {{name}}', hello: 'Hi' },
    es: {
      refills_one: '{{count}} resurtido para {{name}}',
      refills_many: '{{count}} de resurtidos para {{name}}',
      refills_other: '{{count}} resurtidos para {{name}}',
      hello: 'Hola',
    },
  })

  it('picks the plural form by CLDR’s rules of the language', () => {
    const en = translator(sample, 'en')
    const es = translator(sample, 'es')
    expect(en('refills', { count: 1, name: 'Sam' })).toBe('1 refill for Sam')
    expect(en('refills', { count: 2, name: 'Sam' })).toBe('2 refills for Sam')
    expect(es('refills', { count: 1, name: 'Sam' })).toBe('1 resurtido para Sam')
    expect(es('refills', { count: 0, name: 'Sam' })).toBe('0 resurtidos para Sam')
    expect(es('refills', { count: 1000000, name: 'Sam' })).toBe('1000000 de resurtidos para Sam')
  })

  it('leaves a value as sent: React escapes what it renders', () => {
    expect(translator(sample, 'es')('refills', { count: 2, name: '<b>Ana & Luis</b>' })).toBe(
      '2 resurtidos para <b>Ana & Luis</b>',
    )
  })

  it('gives a page its messages that take no count', () => {
    expect(textsOf(sample, 'es')).toEqual({ hello: 'Hola' })
  })

  it('refuses a namespace defined twice', () => {
    expect(() => defineMessages('test.sample', { en: { a: 'a' }, es: { a: 'a' } })).toThrow(/defined twice/)
  })
})

import { Form, useLocation } from '@remix-run/react'
import { LANGUAGE_NAMES, LANGUAGES, LOCALES, type Language } from '#app/i18n/language.ts'

/** The action of the language switch (`app/routes/_resources+/language.ts`). */
const LANGUAGE_ACTION = '/language'

/**
 * The header's switch to the other language, named in that language ('Español' on an English page, 'English' on a
 * Spanish one) and marked as such for screen readers. A post, as every change is: it works without JavaScript.
 */
export function LanguageSwitch({ language }: { language: Language }) {
  const { pathname, search } = useLocation()
  const other = LANGUAGES.find((candidate) => candidate !== language)!
  return (
    <Form method="POST" action={LANGUAGE_ACTION} className="language-switch">
      <input type="hidden" name="to" value={other} />
      <input type="hidden" name="back" value={`${pathname}${search}`} />
      <button type="submit" className="link-button" lang={LOCALES[other]}>
        {LANGUAGE_NAMES[other]}
      </button>
    </Form>
  )
}

import type { Language } from '#app/i18n/language.ts'
import { defineMessages, translator } from '#app/i18n/messages.server.ts'
import { PAGE_TEXTS, type Pager } from './pagination.ts'

/** A paginated list's links (decision 0094) in both languages; `{{list}}` is the list's name, as its page says it. */
const PAGER = defineMessages('pager', {
  en: {
    previous: PAGE_TEXTS.previous,
    next: PAGE_TEXTS.next,
    pageOf: 'Page {{page}} of {{pages}}',
    showing: 'Showing {{first}} to {{last}} of {{total}}',
    navigation: 'Pages of {{list}}',
  },
  es: {
    previous: 'Página anterior',
    next: 'Página siguiente',
    pageOf: 'Página {{page}} de {{pages}}',
    showing: 'Se muestran del {{first}} al {{last}} de {{total}}',
    navigation: 'Páginas de {{list}}',
  },
})

/** What `PagerLinks` says, resolved on the server for one pager: the browser gets strings, not the catalog. */
export type PagerTexts = { previous: string; next: string; status: string; navigation: string }

export function pagerTexts(pager: Pager, list: string, language: Language): PagerTexts {
  const t = translator(PAGER, language)
  return {
    previous: t('previous'),
    next: t('next'),
    status: `${t('pageOf', { page: pager.page, pages: pager.pages })}. ${t('showing', { first: pager.first, last: pager.last, total: pager.total })}.`,
    navigation: t('navigation', { list }),
  }
}

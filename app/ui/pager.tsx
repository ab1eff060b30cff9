import { Link } from '@remix-run/react'
import { PAGE_TEXTS, type Pager } from './pagination.ts'
import type { PagerTexts } from './pager.messages.server.ts'

/** English, for a page not yet in the catalog's languages (issue 36). */
const englishTexts = (pager: Pager, list: string): PagerTexts => ({
  previous: PAGE_TEXTS.previous,
  next: PAGE_TEXTS.next,
  status: `${PAGE_TEXTS.pageOf(pager.page, pager.pages)}. ${PAGE_TEXTS.showing(pager.first, pager.last, pager.total)}.`,
  navigation: PAGE_TEXTS.navigation(list),
})

/**
 * A paginated list's links (decision 0094): plain links, so the pages work with or without JavaScript. `texts` in
 * the page's language from its loader (`pagerTexts`), else English.
 */
export function PagerLinks({ pager, list, texts }: { pager: Pager; list: string; texts?: PagerTexts }) {
  if (pager.pages <= 1) return null
  const { previous, next, status, navigation } = texts ?? englishTexts(pager, list)
  return (
    <nav aria-label={navigation} className="pager">
      <p>{status}</p>
      <ul>
        {pager.previous ? (
          <li>
            <Link to={pager.previous} rel="prev">
              {previous}
            </Link>
          </li>
        ) : null}
        {pager.next ? (
          <li>
            <Link to={pager.next} rel="next">
              {next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

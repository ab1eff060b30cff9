import { Link } from '@remix-run/react'
import type { Pager } from './pagination.ts'
import type { PagerTexts } from './pager.messages.server.ts'

/**
 * A paginated list's links (decision 0094): plain links, so the pages work with or without JavaScript. `texts` in
 * the page's language from its loader (`pagerTexts`).
 */
export function PagerLinks({ pager, texts }: { pager: Pager; texts: PagerTexts }) {
  if (pager.pages <= 1) return null
  const { previous, next, status, navigation } = texts
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

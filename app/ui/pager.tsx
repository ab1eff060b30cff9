import { Link } from '@remix-run/react'
import { PAGE_TEXTS, type Pager } from './pagination.ts'

/** A paginated list's links (decision 0094): plain links, so the pages work with or without JavaScript. */
export function PagerLinks({ pager, list }: { pager: Pager; list: string }) {
  if (pager.pages <= 1) return null
  return (
    <nav aria-label={PAGE_TEXTS.navigation(list)} className="pager">
      <p>
        {PAGE_TEXTS.pageOf(pager.page, pager.pages)}. {PAGE_TEXTS.showing(pager.first, pager.last, pager.total)}.
      </p>
      <ul>
        {pager.previous ? (
          <li>
            <Link to={pager.previous} rel="prev">
              {PAGE_TEXTS.previous}
            </Link>
          </li>
        ) : null}
        {pager.next ? (
          <li>
            <Link to={pager.next} rel="next">
              {PAGE_TEXTS.next}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  )
}

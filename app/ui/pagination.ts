/**
 * Long lists split into pages (decision 0094): the page is a query parameter, so each page is a URL that works
 * without JavaScript, and the other parameters (the filters) are kept in its links.
 */
const PAGE_PARAM = 'page'

export const PAGE_TEXTS = {
  previous: 'Previous page',
  next: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  showing: (first: number, last: number, total: number) => `Showing ${first} to ${last} of ${total}`,
  navigation: (list: string) => `Pages of ${list}`,
} as const

/** The page the URL asks for: a whole number from 1; anything else is the first page, and past the last the last. */
export function pageNumberOf(value: string | null, pages: number) {
  const asked = value && /^\d{1,9}$/.test(value) ? Number(value) : 1
  return Math.min(Math.max(asked, 1), Math.max(pages, 1))
}

export type Pager = {
  page: number
  pages: number
  total: number
  first: number
  last: number
  previous: string | null
  next: string | null
}

/** One page of `items` (`size` a page) for the URL, and the pager: where the page starts and ends, and its links. */
export function paginate<T>(items: readonly T[], url: URL, size: number): { items: T[]; pager: Pager } {
  const pages = Math.max(1, Math.ceil(items.length / size))
  const page = pageNumberOf(url.searchParams.get(PAGE_PARAM), pages)
  const start = (page - 1) * size
  const link = (to: number) => {
    const params = new URLSearchParams(url.searchParams)
    // The first page is the list's own URL, as the filter form leaves it; the page goes last in the others.
    params.delete(PAGE_PARAM)
    if (to > 1) params.append(PAGE_PARAM, String(to))
    const query = params.toString()
    return `${url.pathname}${query ? `?${query}` : ''}`
  }
  return {
    items: items.slice(start, start + size),
    pager: {
      page,
      pages,
      total: items.length,
      first: Math.min(start + 1, items.length),
      last: Math.min(start + size, items.length),
      previous: page > 1 ? link(page - 1) : null,
      next: page < pages ? link(page + 1) : null,
    },
  }
}

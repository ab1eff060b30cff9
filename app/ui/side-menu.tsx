import type { ReactNode } from 'react'

/** The content beside a side menu: where 'Skip to content' leads on such a page. */
const SIDE_MENU_CONTENT_ID = 'content'
/** The page's main element: where the skip link leads on a page without a side menu. */
export const MAIN_ID = 'main'

/**
 * Route handle of a layout that draws a side menu at the start of main. Its
 * pages' skip link goes past the menu (WCAG 2.4.1): a menu of several links
 * before every page's content is itself a block to bypass.
 */
export const sideMenuHandle = { sideMenu: true } as const

/** Where the shell's skip link leads on the page these routes render. */
export function skipLinkTarget(matches: Array<{ handle?: unknown }>) {
  const hasSideMenu = matches.some((match) => (match.handle as { sideMenu?: boolean } | undefined)?.sideMenu === true)
  return `#${hasSideMenu ? SIDE_MENU_CONTENT_ID : MAIN_ID}`
}

/**
 * A side menu and the page's content beside it (below it on a narrow screen).
 * The content takes the focus a skip link gives it. Without a menu (a layout's
 * error page, whose loader did not give one) the content alone, still the skip link's target.
 */
export function WithSideMenu({
  menu,
  className,
  children,
}: {
  menu?: ReactNode
  className?: string
  children: ReactNode
}) {
  const content = (
    <div id={SIDE_MENU_CONTENT_ID} tabIndex={-1} className={['side-menu-content', className].filter(Boolean).join(' ')}>
      {children}
    </div>
  )
  return menu ? (
    <div className="with-side-menu">
      {menu}
      {content}
    </div>
  ) : (
    content
  )
}

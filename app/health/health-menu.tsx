import { Link } from '@remix-run/react'
import type { SkipLinkHandle } from '#app/ui/shell.tsx'
import type { NavigationItem } from '#app/upstream/content.schema.ts'
import type { HealthMenuLoad } from './health-menu-content.server.ts'
import { drillDownHref } from './health-menu-levels.ts'

function MenuLink({ item, currentPath }: { item: NavigationItem; currentPath: string }) {
  const current = item.url.split('?')[0] === currentPath
  return (
    <li>
      <Link to={item.url} aria-current={current ? 'page' : undefined}>
        {item.title}
      </Link>
    </li>
  )
}

/**
 * Spec 1 'Health left-navigation menu'. On narrow screens a CSS-only toggle
 * (a checkbox and its label) collapses it, so it works without JavaScript; on
 * wide ones the menu is always open and the stylesheet takes the toggle away.
 */
export function HealthMenu({ menu }: { menu: HealthMenuLoad }) {
  return (
    <nav className="health-menu" aria-labelledby="health-menu-title">
      <input type="checkbox" id="health-menu-open" className="health-menu-toggle" />
      <label htmlFor="health-menu-open" id="health-menu-title" className="health-menu-title">
        {menu.texts.title}
      </label>
      <div className="health-menu-panel">
        {menu.status === 'failed' ? (
          <p role="status">{menu.texts.unavailable}</p>
        ) : menu.view.kind === 'top' ? (
          <ul>
            {menu.view.items.map((item) =>
              item.children?.length ? (
                <li key={item.title}>
                  <Link to={drillDownHref(menu.view.currentPath, item)}>{item.title}</Link>
                </li>
              ) : (
                <MenuLink key={item.title} item={item} currentPath={menu.view.currentPath} />
              ),
            )}
          </ul>
        ) : (
          <>
            <Link to={menu.view.backHref} className="health-menu-back">
              {menu.texts.back}
            </Link>
            <h2 className="health-menu-section">{menu.view.parent.title}</h2>
            <ul>
              {menu.view.parent.children?.map((child) => (
                <MenuLink key={child.title} item={child} currentPath={menu.view.currentPath} />
              ))}
            </ul>
          </>
        )}
      </div>
    </nav>
  )
}

/**
 * Route handle of a layout that draws the health menu (the /rx area, the health dashboard): the skip link leads past
 * the menu's links to the element beside it that holds the page's content, which has this id and `tabIndex={-1}` to
 * take the focus (so has a layout's error page, whose loader gave no menu).
 */
export const healthMenuHandle = { skipTo: 'content' } satisfies SkipLinkHandle

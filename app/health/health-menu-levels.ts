import type { NavigationItem } from '#app/upstream/content.schema.ts'

type HealthMenuView =
  | { kind: 'top'; items: NavigationItem[]; currentPath: string }
  | { kind: 'drill-down'; parent: NavigationItem; currentPath: string; backHref: string }

const slug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

export const drillDownHref = (currentPath: string, parent: NavigationItem) =>
  `${currentPath}?menu=${slug(parent.title)}`

const urlPath = (url: string) => url.split('?')[0]

/**
 * Which level of the menu to show. A parent ('Profile & Settings') drills down
 * when asked for in the URL (`?menu=`), or when the current page is one of its
 * children rather than a top-level item. `?menu=top` always shows the top.
 */
export function healthMenuView(items: NavigationItem[], currentPath: string, menuParam: string | null): HealthMenuView {
  const parents = items.filter((item) => item.children?.length)
  const top: HealthMenuView = { kind: 'top', items, currentPath }
  if (menuParam === 'top') return top
  const requested = menuParam ? parents.find((parent) => slug(parent.title) === menuParam) : undefined
  const inTopLevel = items.some((item) => !item.children?.length && urlPath(item.url) === currentPath)
  const containing = inTopLevel
    ? undefined
    : parents.find((parent) => parent.children?.some((child) => urlPath(child.url) === currentPath))
  const parent = requested ?? containing
  if (!parent) return top
  return { kind: 'drill-down', parent, currentPath, backHref: `${currentPath}?menu=top` }
}

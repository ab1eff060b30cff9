/** Route handle for pages that work entirely without JavaScript: the root ships them no scripts. */
export const staticPageHandle = { hydrate: false } as const

export function shouldHydrate(matches: Array<{ handle?: unknown }>) {
  return !matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false)
}

/** Route handle for pages that work entirely without JavaScript: the root ships them no scripts. */
export const staticPageHandle = { hydrate: false } as const

export function shouldHydrate(matches: Array<{ handle?: unknown }>) {
  return !matches.some((match) => (match.handle as { hydrate?: boolean } | undefined)?.hydrate === false)
}

/** Route handle for third parties' pages (the simulated hosted card entry): no store header or footer. */
export const barePageHandle = { bare: true } as const

export function isBarePage(matches: Array<{ handle?: unknown }>) {
  return matches.some((match) => (match.handle as { bare?: boolean } | undefined)?.bare === true)
}

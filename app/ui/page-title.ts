import type { MetaDescriptor } from '@remix-run/node'
import { ERROR_PAGE_ENGLISH } from './error-page-texts.ts'
import type { ShellTexts } from './shell.messages.server.ts'

type Matches = ReadonlyArray<{ id: string; data: unknown }>

/**
 * A page's `<title>` from its loader's words. On the route's error page there are none (its loader threw), so the
 * title is the site's 'Error' in the page's language, from the root's words (decision 0110), never English and never
 * 'undefined'.
 */
export function pageTitle(title: string | undefined, matches: Matches): MetaDescriptor[] {
  const root = matches.find((match) => match.id === 'root')?.data as { shellTexts?: ShellTexts } | undefined
  return [{ title: title ?? root?.shellTexts?.errorTitle ?? ERROR_PAGE_ENGLISH.errorTitle }]
}

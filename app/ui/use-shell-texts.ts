import { useRouteLoaderData } from '@remix-run/react'
import type { ShellTexts } from './shell.messages.server.ts'

/**
 * The site's own words in the page's language, from the root loader (decision 0110); none when the root loader
 * failed, where a caller falls back to English.
 */
export const useShellTexts = () => (useRouteLoaderData('root') as { shellTexts?: ShellTexts } | undefined)?.shellTexts

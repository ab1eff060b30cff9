import type { Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'

/** Words only English has: none may be left on a Spanish page, as text, title or accessible name (issue 36). */
const ENGLISH =
  /\b(the|your|you|and|to|of|in|or|is|for|with|this|must|please|sign|enter|password|email|account|date|birth|continue|back|menu|health|prescriptions?|skip|content|loading|help|privacy|terms|contact|verify|create|keep|forgot|show|hide|close|dismiss|edit|delete|remove|retry|cancel|save|submit|add|search|select|next|card|order|refill|digits|such)\b/i

/**
 * The page's own words: its text, title and accessible names (labels, alt texts), less what upstream services send
 * as they send it (the content service's health menu items and banner message, and `upstream`, selectors of a
 * page's upstream data): the allow-list of issue 36.
 */
async function ownWords(page: Page, scope: string, upstream: string[]) {
  return page.evaluate(
    ([selector, removed]) => {
      const copy = document.querySelector(selector)!.cloneNode(true) as HTMLElement
      copy.querySelectorAll(removed).forEach((node) => node.remove())
      const named = [...copy.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((node) =>
        ['aria-label', 'alt', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
      )
      document.body.appendChild(copy)
      copy.hidden = false
      const text = copy.innerText
      copy.remove()
      return [selector === 'body' ? document.title : '', text, ...named].join('\n')
    },
    [scope, ['.health-menu-panel li', '.rx-banner-message', 'script', 'noscript', ...upstream].join(', ')] as const,
  )
}

/**
 * English by design: the banner's name and the switch back to English; and names the pharmacy sends inside a
 * sentence or a label of ours (the marketing program's, the mail-order pharmacy's and its street), which no selector
 * can leave out without our words around them.
 */
const NOT_OURS_BY_NAME = ['Kroger', 'English', 'Health and Savings', 'Mail Order']

/**
 * `english` (`\b(words)\b`) matching whole words of any alphabet: JavaScript's `\b` knows only ASCII letters, so it
 * would find 'cancel' in the Spanish 'canceló'.
 */
const wholeWords = (english: RegExp) =>
  new RegExp(english.source.replace(/^\\b/, '(?<!\\p{L})').replace(/\\b$/, '(?!\\p{L})'), 'giu')

/** The English words of ours on the page, or in one part of it (`scope`); `upstream` and `english` as below. */
export async function englishOfOurs(page: Page, scope = 'body', upstream: string[] = [], english = ENGLISH) {
  const words = NOT_OURS_BY_NAME.reduce(
    (text, name) => text.replaceAll(name, ''),
    await ownWords(page, scope, upstream),
  )
  return { words, found: words.match(wholeWords(english)) }
}

/**
 * No English word of ours on the page, or in one part of it (`scope`, a selector) where the page is not yet
 * translated; `upstream` names more of what upstream services send as sent; `english`, a page's own English words.
 */
export async function expectNoEnglishOfOurs(page: Page, scope = 'body', upstream: string[] = [], english = ENGLISH) {
  const { words, found } = await englishOfOurs(page, scope, upstream, english)
  expect(found, words).toBeNull()
}

/** Opens `path` and switches it to Spanish. */
export async function chooseSpanish(page: Page, path = '/signin') {
  await page.goto(path)
  await switchToSpanish(page)
}

/** Switches the page in view to Spanish with the header's button, as a visitor would. */
export async function switchToSpanish(page: Page) {
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Español', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
}

import type { Page } from '@playwright/test'
import { expect, waitForHydration } from './fixtures.ts'

/** Words only English has: none may be left on a Spanish page, as text, title or accessible name. */
const ENGLISH =
  /\b(the|your|you|and|to|of|in|or|is|for|with|this|must|please|sign|enter|password|email|account|date|birth|continue|back|menu|health|prescriptions?|skip|content|loading|help|privacy|terms|contact|verify|create|keep|forgot|show|hide|close|dismiss)\b/i

/**
 * The page's own words: its text, title and accessible names (labels, alt texts), less what upstream services send
 * as they send it (the content service's health menu items and banner message): the allow-list of issue 36.
 */
async function ownWords(page: Page, scope: string, except: string[]) {
  return page.evaluate(
    ([selector, left]) => {
      const copy = document.querySelector(selector)!.cloneNode(true) as HTMLElement
      copy
        .querySelectorAll(['.health-menu-panel li, .rx-banner-message, script, noscript', ...left].join(', '))
        .forEach((node) => node.remove())
      const named = [...copy.querySelectorAll('[aria-label], [alt], [title], [placeholder]')].flatMap((node) =>
        ['aria-label', 'alt', 'title', 'placeholder'].map((name) => node.getAttribute(name) ?? ''),
      )
      document.body.appendChild(copy)
      copy.hidden = false
      const text = copy.innerText
      copy.remove()
      return [selector === 'body' ? document.title : '', text, ...named].join('\n')
    },
    [scope, except] as const,
  )
}

/**
 * No English word of ours on the page, or in one part of it (`scope`, a selector) where the page is not yet translated.
 * A page may look for more words of its own (`words`) and leave out a part another domain has yet to translate
 * (`except`, selectors: say which in the test).
 */
export async function expectNoEnglishOfOurs(
  page: Page,
  scope = 'body',
  { words = ENGLISH, except = [] }: { words?: RegExp; except?: string[] } = {},
) {
  // The banner's name and the switch back to English are the page's only English words by design.
  const text = (await ownWords(page, scope, except)).replaceAll('Kroger', '').replaceAll('English', '')
  expect(text.match(ENGLISH), text).toBeNull()
  expect(text.match(words), text).toBeNull()
}

export async function chooseSpanish(page: Page) {
  await page.goto('/signin')
  await waitForHydration(page)
  await page.getByRole('button', { name: 'Español', exact: true }).click()
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US')
}

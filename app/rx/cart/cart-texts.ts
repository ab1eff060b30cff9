/**
 * A refill's Add to Cart, on Refills and 90-Day Supply: its accessible name starts with the text it shows, so a
 * voice user's 'click Add to Cart' finds it, and then names the drug (WCAG 2.5.3, decision 0086).
 */
export const ADD_TO_CART = {
  text: 'Add to Cart',
  labelFor: (drug: string) => `Add to Cart: ${drug}`,
} as const

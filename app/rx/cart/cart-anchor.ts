/**
 * The pharmacy cart's fragment: an added refill returns to the page at the cart, so the next step (open the cart,
 * check out) is where focus is, with or without JavaScript (issue 20, decision 0060).
 */
export const PHARMACY_CART_ID = 'pharmacy-cart'

/**
 * Spec 2 '/rx/error' (decision 0017): the Technical Difficulties page's words, also what a
 * page that cannot load shows (decision 0034). A module of its own: the /rx shell draws it on
 * every /rx page, without the weight of the pharmacy's other texts.
 */
export const TECHNICAL_DIFFICULTIES = "We're sorry, our site is having technical difficulties. Please try again."

/** Spec 2 section 8's generic error: what an /rx page that failed for any other reason says (decision 0084). */
export const RX_GENERIC_ERROR = 'Sorry, something went wrong. Please try again later.'

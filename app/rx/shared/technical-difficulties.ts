/**
 * Spec 2 '/rx/error' (decision 0017): the Technical Difficulties page's words, also what a
 * page that cannot load shows (decision 0034). A module of its own: the /rx shell draws it on
 * every /rx page, without the weight of the pharmacy's other texts.
 */
export const TECHNICAL_DIFFICULTIES = "We're sorry, our site is having technical difficulties. Please try again."

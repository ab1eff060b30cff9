/**
 * The error page's words in English: the English catalog's (issue 36), and what the page falls back to when the root
 * loader itself failed and sent no texts.
 */
export const ERROR_PAGE_ENGLISH = {
  errorTitle: 'Error',
  pageNotFound: 'Page Not Found',
  somethingWentWrong: 'Something went wrong. Please try again.',
  goHome: 'Go to the home page',
} as const

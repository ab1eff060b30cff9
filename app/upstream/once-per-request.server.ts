import type { AppLoadContext } from '@remix-run/node'

/**
 * `load`, asked once per incoming request and shared by that request's loaders (the request context keeps the
 * answer, decision 0088).
 *
 * A page posted without JavaScript runs its action and then the loaders in one request, with one context: use it in
 * an action only for an answer the action cannot change (the customer gate's link, decision 0052), since the loaders
 * must see what the action changed.
 */
export function oncePerRequest<Args extends unknown[], T>(
  load: (context: AppLoadContext, ...args: Args) => Promise<T>,
) {
  return (context: AppLoadContext, ...args: Args): Promise<T> => context.once(load, () => load(context, ...args))
}

import type { AppLoadContext } from '@remix-run/node'

/**
 * `load`, asked once per incoming request and shared by that request's loaders.
 *
 * Remix gives the loaders of one request (a page, or one single-fetch `.data` call) one load context object but a
 * Request each, so the context is the key: a layout and its child that need the same upstream answers wait for one
 * round of upstream latency, not one each. The answer lives as long as the request does.
 *
 * Each caller gets its own copy of a thrown Response: Remix reads the body of every loader's thrown Response, and a
 * body can be read once.
 *
 * A page posted without JavaScript runs its action and then the loaders in one request, with one context: use it in
 * an action only for an answer the action cannot change (the customer gate's link, decision 0052), since the loaders
 * must see what the action changed.
 */
export function oncePerRequest<Args extends unknown[], T>(
  load: (context: AppLoadContext, ...args: Args) => Promise<T>,
) {
  const answers = new WeakMap<AppLoadContext, Promise<T>>()
  return (context: AppLoadContext, ...args: Args): Promise<T> => {
    let answer = answers.get(context)
    if (!answer) answers.set(context, (answer = load(context, ...args)))
    return answer.catch((thrown: unknown) => {
      throw thrown instanceof Response ? thrown.clone() : thrown
    })
  }
}

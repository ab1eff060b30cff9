import type { AppLoadContext } from '@remix-run/node'

const answers = new WeakMap<AppLoadContext, Map<string, Promise<unknown>>>()

/**
 * The loaders of one request (a page, or one single-fetch `.data` call) get one load context object, though each
 * gets its own Request. What several of them need is asked for once under `key` and shared, so a layout and its
 * child wait for one round of upstream latency, not one each. The answer lives as long as the request does.
 *
 * For loaders only: a page posted without JavaScript runs its action and then the loaders in one request, and the
 * loaders must see what the action changed.
 */
export function oncePerRequest<T>(context: AppLoadContext, key: string, load: () => Promise<T>): Promise<T> {
  let known = answers.get(context)
  if (!known) answers.set(context, (known = new Map()))
  const asked = known.get(key) as Promise<T> | undefined
  if (asked) return asked
  const answer = load()
  known.set(key, answer)
  return answer
}

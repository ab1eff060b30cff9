import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

/** Every cookie name the app's source creates: its sealed cookies, Remix cookies and the session's. */
export function cookieNamesInSource() {
  const names = new Set<string>()
  const visit = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (/\.tsx?$/.test(entry.name))
        for (const match of readFileSync(path, 'utf8').matchAll(
          /(?:[cC]reate\w*Cookie|sealedAppCookie|createServerSessionStorage(?:<\w+>)?)\('(__\w+)'/g,
        ))
          names.add(match[1]!)
    }
  }
  visit('app')
  return names
}

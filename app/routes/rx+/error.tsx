import type { MetaFunction } from '@remix-run/node'
import { TechnicalDifficulties } from '#app/rx/shared/rx-shell.tsx'
import type { RxShellTexts } from '#app/rx/shared/rx-shell.messages.server.ts'
import { pageTitle } from '#app/ui/page-title.ts'

// The /rx layout's words, in the page's language.
export const meta: MetaFunction = ({ matches }) =>
  pageTitle(
    (matches.find((match) => match.id === 'routes/rx+/_layout')?.data as { texts?: RxShellTexts } | undefined)?.texts
      ?.technicalDifficultiesTitle,
    matches,
  )

/** Spec 2 '/rx/error'. */
export default function RxTechnicalDifficulties() {
  return (
    <section className="rx-error-page">
      <TechnicalDifficulties />
    </section>
  )
}

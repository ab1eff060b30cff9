import type { MetaFunction } from '@remix-run/node'
import { TechnicalDifficulties } from '#app/rx/shared/rx-shell.tsx'

export const meta: MetaFunction = () => [{ title: 'Technical Difficulties' }]

/** Spec 2 '/rx/error'. */
export default function RxTechnicalDifficulties() {
  return (
    <section className="rx-error-page">
      <TechnicalDifficulties />
    </section>
  )
}

import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { Link, useLoaderData } from '@remix-run/react'
import { LoadAlert } from '#app/rx/shared/load-alert.tsx'
import { loadMonograph } from '#app/rx/dashboard/monograph.server.ts'
import { RxErrorBoundary, RxPageHeader } from '#app/rx/shared/rx-shell.tsx'
import { pageTitle } from '#app/ui/page-title.ts'

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(data?.texts.title, matches)

export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadMonograph(request, context)
}

export default function Route() {
  const { texts, monograph, error, imageSrc, languages, languageCode } = useLoaderData<typeof loader>()
  return (
    <div className="rx-page">
      <RxPageHeader title={texts.title} description={monograph?.productName} />
      {error ? <LoadAlert message={error} /> : null}
      {imageSrc && monograph ? <img src={imageSrc} alt={monograph.productName} className="monograph-image" /> : null}
      <p>
        {languages.map((language) => (
          <Link key={language.lang} to={language.href} lang={language.lang} hrefLang={language.lang}>
            {language.label}
          </Link>
        ))}
      </p>
      <div lang={languageCode}>
        {monograph?.sections.map((section) => (
          <section key={section.title} className="monograph-section">
            <h2>{section.title}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
      <p>
        <Link to="/rx/tracker">{texts.back}</Link>
      </p>
    </div>
  )
}

export function ErrorBoundary() {
  return <RxErrorBoundary />
}

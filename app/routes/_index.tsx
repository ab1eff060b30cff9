import type { MetaFunction } from '@remix-run/node'
import { Link, useRouteLoaderData } from '@remix-run/react'
import type { loader as rootLoader } from '#app/root.tsx'

export const meta: MetaFunction = () => [{ title: 'Home' }]

export default function Home() {
  const root = useRouteLoaderData<typeof rootLoader>('root')
  return (
    <section className="content-page">
      <h1>Welcome to {root?.banner.title}</h1>
      <ul className="home-links">
        <li>
          <Link to="/health-dashboard">Health Dashboard</Link>
        </li>
        <li>
          <Link to="/rx/dashboard">My Prescriptions</Link>
        </li>
        <li>
          <Link to="/account">My Account</Link>
        </li>
      </ul>
    </section>
  )
}

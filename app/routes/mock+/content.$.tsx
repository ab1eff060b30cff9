import type { LoaderFunctionArgs } from '@remix-run/node'
import { bannerByKey } from '#app/banners/banners.ts'
import { requireMocks } from '#app/simulated/require-mocks.server.ts'

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`)

/** Stands in for the content host's banner logos while mocks are on: a word-mark SVG per banner. */
export async function loader({ params }: LoaderFunctionArgs) {
  requireMocks()
  const key = /\/logo\/([a-z0-9]+)\.svg$/.exec(`/${params['*'] ?? ''}`)?.[1]
  const banner = key ? bannerByKey(key) : undefined
  if (!banner) throw new Response('Not Found', { status: 404 })
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="177" height="48" viewBox="0 0 177 48"><rect width="177" height="48" rx="6" fill="#0b4ea2"/><text x="88.5" y="30" font-family="Arial, sans-serif" font-size="16" font-weight="700" fill="#fff" text-anchor="middle">${escapeXml(banner.title)}</text></svg>`
  return new Response(svg, { headers: { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' } })
}

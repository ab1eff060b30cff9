/**
 * A browser-like client for the scripts that drive a running site (bench, scale check): cookies carried by hand,
 * posts that say where they come from, redirects not followed. Built on node:http so a request can name the Host
 * and the proxy headers a front proxy would send (fetch replaces Host).
 */
import { request as httpRequest } from 'node:http'

/** `cookie` (a Cookie header) with the Set-Cookie lines of a response applied, as a browser keeps them. */
function mergeCookies(cookie, setCookieLines) {
  const jar = new Map(cookie ? cookie.split('; ').map((pair) => [pair.split('=')[0], pair]) : [])
  for (const line of setCookieLines) {
    const pair = line.split(';')[0]
    const name = pair.split('=')[0]
    if (pair === `${name}=` || /max-age=0|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name)
    else jar.set(name, pair)
  }
  return [...jar.values()].join('; ')
}

/**
 * Requests to `address` (http://host:port) as if the site were `site` (its public origin): Host and Origin name the
 * site, and `headers` add what a proxy would (X-Forwarded-For). Each answer: status, location, the cookie header
 * after it, and the body.
 */
export function siteClient(address, { site = address, headers = {} } = {}) {
  const { host } = new URL(site)
  const send = (method, path, cookie, body) =>
    new Promise((resolve, reject) => {
      const req = httpRequest(
        `${address}${path}`,
        {
          method,
          // A connection per request: a reused one the server is closing would fail the script, not the site.
          agent: false,
          headers: {
            host,
            ...headers,
            ...(cookie ? { cookie } : {}),
            ...(body === undefined
              ? {}
              : { 'content-type': 'application/x-www-form-urlencoded', origin: new URL(site).origin }),
          },
        },
        (res) => {
          let text = ''
          res.setEncoding('utf8')
          res.on('data', (chunk) => (text += chunk))
          res.on('end', () =>
            resolve({
              status: res.statusCode,
              location: res.headers.location,
              cookie: mergeCookies(cookie, res.headers['set-cookie'] ?? []),
              text,
            }),
          )
          res.on('error', reject)
        },
      )
      req.on('error', reject)
      req.setTimeout(30_000, () => req.destroy(new Error(`${method} ${path}: no answer in 30 s`)))
      req.end(body)
    })
  return {
    get: (path, cookie = '') => send('GET', path, cookie),
    post: (path, fields, cookie = '') => send('POST', path, cookie, new URLSearchParams(fields).toString()),
    /** Signs a demo customer in and returns their cookies. */
    async signIn(email, password = 'Password1', cookie = '') {
      const answer = await send('POST', '/signin', cookie, new URLSearchParams({ email, password }).toString())
      if (answer.status !== 302 || !/__session=/.test(answer.cookie))
        throw new Error(`sign-in of ${email} answered ${answer.status}`)
      return answer.cookie
    },
  }
}

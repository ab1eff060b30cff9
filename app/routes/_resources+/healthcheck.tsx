/** Liveness for load balancers and the test server: answers without touching upstreams. */
export async function loader() {
  return new Response('OK', { headers: { 'content-type': 'text/plain', 'cache-control': 'no-store' } })
}

#!/usr/bin/env node
/**
 * npm run scale-check: the site on two instances behind nginx, with the rate limits in Redis, on loopback with the
 * real parts (issue 16, README 'Deployment'). Installs Debian's redis-server and nginx when missing (as root), builds,
 * starts Redis, the upstream simulator, two app instances and nginx (round robin), then shows, printing each result:
 *   1. a sign-in made on one instance is honoured by the other;
 *   2. a checkout whose steps alternate between the instances completes;
 *   3. a pharmacy link (the lookup, the quiz, the answers) whose steps alternate between the instances completes;
 *   4. wrong passwords sent to both instances count against one limit;
 *   5. one instance taken out by its readiness mid-run (SIGTERM, /healthcheck/ready turns 503, the release script
 *      marks it down) loses no post, and nginx goes on serving from the other;
 *   6. the throughput of two instances against one (2 cores here: well under 2 x);
 *   7. Redis stopped: a signed-in page answers 503, never 500, and readiness 503; restarted: readiness 200 again, the
 *      sessions are gone (sign in again);
 *   8. liveness and readiness are refused through nginx (404, whatever the case or a trailing slash), while each
 *      instance answers them by address.
 * Exits non-zero when a check fails. Everything listens on 127.0.0.1 and goes when the check ends.
 */
import { spawn, spawnSync } from 'node:child_process'
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import { Redis } from 'ioredis'
import { siteClient } from './site-client.mjs'
import { simulatorEnv, startSimulator, stopProcess } from './upstream-simulator.mjs'

const PORTS = { nginx: 3500, first: 3501, second: 3502, redis: 3510, simulator: 4700 }
const SITE = `http://127.0.0.1:${PORTS.nginx}`
/** What nginx tells an instance about the client (its X-Forwarded-For); direct requests say the same. */
const CLIENT = '203.0.113.7'
const THROUGHPUT_SECONDS = Number(process.env.SCALE_CHECK_SECONDS ?? 5)

const children = []
const results = []

function run(command, args) {
  const result = spawnSync(command, args, { stdio: 'inherit' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed`)
}

function start(command, args, env = {}) {
  const child = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  children.push(child)
  return child
}

async function until(what, ready) {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if (await ready()) return
    } catch {
      // not answering yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${what} did not start`)
}

function report(name, ok, detail) {
  results.push({ name, ok })
  console.log(`${ok ? 'PASS' : 'FAIL'}  ${name}\n      ${detail}`)
}

/** An instance's readiness (decision 0098), asked by address as a release script or an orchestrator asks it. */
const readiness = (port) => fetch(`http://127.0.0.1:${port}/healthcheck/ready`)

function startInstance(port, env) {
  const instance = start('node', ['./build/server.js'], { ...env, NODE_ENV: 'production', PORT: String(port) })
  return until(`the instance on ${port}`, async () => (await readiness(port)).ok).then(() => instance)
}

/** The nginx server block of README 'Deployment', on loopback: round robin over both instances (or the first only). */
function nginxConfig(dir, { secondDown = false } = {}) {
  return `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream storefront {
    server 127.0.0.1:${PORTS.first} max_fails=1 fail_timeout=10s;
    server 127.0.0.1:${PORTS.second} max_fails=1 fail_timeout=10s${secondDown ? ' down' : ''};
    keepalive 32;
    # Below the app's keep-alive (5 s): nginx drops an idle connection before the app would.
    keepalive_timeout 4s;
  }
  server {
    listen 127.0.0.1:${PORTS.nginx};
    client_max_body_size 1m;
    location ~* ^/healthcheck(/|$) {
      return 404;
    }
    location / {
      proxy_pass http://storefront;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`
}

async function main() {
  for (const [program, pkg] of [
    ['/usr/bin/redis-server', 'redis-server'],
    ['/usr/sbin/nginx', 'nginx'],
  ])
    run('bash', ['scripts/ensure-debian-package.sh', program, pkg, 'npm run scale-check'])
  // npm test has just built it.
  if (!process.argv.includes('--no-build')) run('npm', ['run', 'build'])

  const dir = mkdtempSync(join(tmpdir(), 'scale-check-'))
  // nginx's workers run as nobody: they write their buffers here.
  chmodSync(dir, 0o755)
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(dir, sub))
    chmodSync(join(dir, sub), 0o777)
  }
  try {
    const startRedis = () =>
      start('redis-server', ['--port', String(PORTS.redis), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'])
    let redisServer = startRedis()
    const redisUrl = `redis://127.0.0.1:${PORTS.redis}`
    const redis = new Redis(redisUrl, { lazyConnect: true, retryStrategy: () => 100 })
    redis.on('error', () => undefined)
    await until('redis-server', async () => (await redis.ping()) === 'PONG')

    const simulator = simulatorEnv(PORTS.simulator)
    children.push(await startSimulator(simulator))
    const env = {
      ...simulator,
      REDIS_URL: redisUrl,
      TRUSTED_PROXY_HOPS: '1',
      PUBLIC_ORIGINS: SITE,
      SHUTDOWN_DRAIN_MS: '1000',
    }
    await startInstance(PORTS.first, env)
    const second = await startInstance(PORTS.second, env)
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir))
    start('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir])
    // A public page, as a visitor asks it: the health paths are not answered through nginx (check 8).
    await until('nginx', async () => (await fetch(`${SITE}/hc/help/faqs`, { method: 'HEAD' })).ok)
    console.log(
      `Two instances (${PORTS.first}, ${PORTS.second}) behind nginx at ${SITE}, sessions and limits in ${redisUrl}.\n`,
    )

    // Direct requests carry what nginx would add, so each check can choose the instance.
    const proxied = { headers: { 'x-forwarded-for': CLIENT, 'x-forwarded-proto': 'http' }, site: SITE }
    const first = siteClient(`http://127.0.0.1:${PORTS.first}`, proxied)
    const other = siteClient(`http://127.0.0.1:${PORTS.second}`, proxied)
    const front = siteClient(SITE)

    // 1. The sign-in lives in Redis, the browser's cookie names it: any instance reads it.
    const shopper = await first.signIn('shopper@example.com')
    const account = await other.get('/account', shopper)
    report(
      'a sign-in through one instance is honoured by the other',
      account.status === 200 && account.text.includes('Sam'),
      `signed in on :${PORTS.first}; /account on :${PORTS.second} answered ${account.status}`,
    )

    // 2. The checkout's state is in Redis: every step may land on either instance.
    const steps = [
      [other, '/rx/cart', { intent: 'add', rxNumber: '7200012', patientNumber: '1001', redirectTo: '/rx/refills' }],
      [first, '/rx/checkout/fulfilment', { method: 'mail', shippingMethodId: 'SM1' }],
      [other, '/rx/checkout/payment', { paymentType: 'payNow', cardId: 'card-visa', termsAccepted: 'on' }],
      [first, '/rx/checkout/review', {}],
    ]
    let cookie = shopper
    const trail = []
    for (const [instance, path, fields] of steps) {
      const answer = await instance.post(path, fields, cookie)
      cookie = answer.cookie
      trail.push(
        `${path} on :${instance === first ? PORTS.first : PORTS.second} -> ${answer.status} ${answer.location}`,
      )
    }
    const confirmation = await other.get('/rx/checkout/confirmation', cookie)
    const orderId = confirmation.text.match(/Order Number(?:<!-- -->)?: (?:<!-- -->)?<strong>([^<]+)</)?.[1]
    report(
      'a checkout whose steps alternate between the instances completes',
      confirmation.status === 200 && orderId !== undefined,
      `${trail.join('; ')}; the confirmation on :${PORTS.second} shows order ${orderId ?? 'none'}`,
    )

    // 3. Linking a pharmacy record (README 'Demo accounts': Nia New's label, the quiz's right answers), each step on
    // the other instance than the one before: the flow, its quiz and the single-use answer live in Redis.
    let nia = await other.signIn('new@example.com')
    const linkTrail = []
    const linkStep = async (instance, method, path, fields) => {
      const answer = method === 'GET' ? await instance.get(path, nia) : await instance.post(path, fields, nia)
      nia = answer.cookie
      linkTrail.push(
        `${method} ${path} on :${instance === first ? PORTS.first : PORTS.second} -> ${answer.status}${answer.location ? ` ${answer.location}` : ''}`,
      )
      return answer
    }
    // Nia's label and birth date as README 'Demo accounts' gives them.
    const niaLabel = 'rxType=retail&rxNumber=7300001&facilityPhone=513-555-0170&firstName=Nia&lastName=New'
    const niaBorn = 'dateOfBirth.month=06&dateOfBirth.day=15&dateOfBirth.year=1990'
    await linkStep(
      first,
      'POST',
      '/rx/link/prescription/lookup',
      Object.fromEntries(new URLSearchParams(`${niaLabel}&${niaBorn}`)),
    )
    const quiz = await linkStep(other, 'GET', '/rx/link/patient/verify')
    const linked = await linkStep(first, 'POST', '/rx/link/patient/verify', { Q1: 'Q1-C2', Q2: 'Q2-C2' })
    const profile = await linkStep(other, 'GET', '/rx/patient-profile')
    report(
      'a pharmacy link whose steps alternate between the instances completes',
      quiz.status === 200 && linked.location === '/rx/patient-profile' && profile.status === 200,
      linkTrail.join('; '),
    )

    // 4. Five wrong passwords for one account from one client, split over both instances: the sixth try is refused.
    const email = 'unverified@example.com'
    for (const instance of [first, other, first, other, first])
      await instance.post('/signin', { email, password: 'Password2' })
    const refused = await other.post('/signin', { email, password: 'Password1' })
    const counted = await redis.get(`limits:sign-in:pair:email:${email}|client:${CLIENT}`)
    report(
      'wrong passwords counted across both instances hit the same limit',
      refused.status !== 302 && refused.text.includes('Too many unsuccessful sign-in attempts') && counted === '6',
      `3 wrong on :${PORTS.first}, 2 on :${PORTS.second}; the right password then answered ${refused.status} (refused); Redis counts ${counted} attempts for the pair (the 5 wrong ones and the refused one)`,
    )

    // 6 first, while both run: the same static page through nginx with two instances, then one.
    const load = () =>
      new Promise((resolve, reject) =>
        autocannon({ url: `${SITE}/hc/help/faqs`, connections: 20, duration: THROUGHPUT_SECONDS }, (error, result) =>
          error ? reject(error) : resolve(result),
        ),
      )
    const two = await load()

    // 5. Sign-ins through nginx while the second instance is taken out as README 'Deployment' says, by its readiness:
    // SIGTERM (the instance drains: it goes on answering, each answer closing its connection, and its readiness says
    // 503), and the release script, seeing the 503, marks it down and reloads nginx (whose old workers finish what they
    // hold) before the drain ends and the instance stops listening.
    const answers = []
    let exited = false
    second.once('exit', () => (exited = true))
    let afterExit = 0
    const signIns = Array.from({ length: 4 }, async () => {
      while (afterExit < 40) {
        const late = exited
        answers.push(
          await front.post('/signin', { email: 'shopper@example.com', password: 'Password1' }).catch((error) => ({
            status: `${error.code ?? error.message}${late ? ' after the exit' : ''}`,
            cookie: '',
          })),
        )
        if (late) afterExit++
      }
    })
    await new Promise((resolve) => setTimeout(resolve, 200))
    const readyBefore = (await readiness(PORTS.second)).status
    process.kill(-second.pid, 'SIGTERM')
    let polls = 0
    await until(
      `readiness 503 on :${PORTS.second}`,
      async () => (polls++, (await readiness(PORTS.second)).status === 503),
    )
    const aliveWhileDraining = (await fetch(`http://127.0.0.1:${PORTS.second}/healthcheck`)).status
    const answeredBeforeDown = answers.length
    writeFileSync(join(dir, 'nginx.conf'), nginxConfig(dir, { secondDown: true }))
    run('nginx', ['-c', join(dir, 'nginx.conf'), '-p', dir, '-s', 'reload'])
    await Promise.all(signIns)
    const signedIn = answers.filter((answer) => answer.status === 302 && /__session=/.test(answer.cookie))
    let served = 0
    for (const answer of signedIn) if ((await front.get('/account', answer.cookie)).status === 200) served++
    report(
      'one instance taken out by its readiness mid-run loses no completed post, and nginx keeps serving from the other',
      readyBefore === 200 &&
        aliveWhileDraining === 200 &&
        signedIn.length === answers.length &&
        served === signedIn.length,
      `:${PORTS.second} ready (${readyBefore}), then SIGTERM: its readiness said 503 at poll ${polls} while its liveness said ${aliveWhileDraining}, and it was marked down after ${answeredBeforeDown} sign-ins; ${answers.length} sign-ins through nginx in all while it drained and exited (${afterExit} after it was gone): ${signedIn.length} signed in (statuses ${[...new Set(answers.map((answer) => answer.status))].join(', ')}); /account then served ${served} of them`,
    )

    const one = await load()
    const ratio = two.requests.average / one.requests.average
    report(
      'throughput of two instances against one',
      two.non2xx + two.errors === 0 && one.non2xx + one.errors === 0,
      `/hc/help/faqs through nginx, 20 connections, ${THROUGHPUT_SECONDS} s: two instances ${two.requests.average.toFixed(0)} req/s, one ${one.requests.average.toFixed(0)} req/s = ${ratio.toFixed(2)} x (2 cores shared by nginx, both instances and the load generator)`,
    )

    // 7. Redis stopped and started again, as a restart without persistence does (README 'Deployment', decision 0089).
    const customer = await first.signIn('shopper@example.com')
    await stopProcess(redisServer, 'SIGKILL')
    const during = await first.get('/account', customer)
    const readyDuring = await readiness(PORTS.first)
    const readyDuringText = await readyDuring.text()
    redisServer = startRedis()
    await until('redis-server again', async () => (await redis.ping()) === 'PONG')
    await until(`readiness 200 on :${PORTS.first}`, async () => (await readiness(PORTS.first)).ok)
    // The instance's connection comes back on its own (ioredis reconnects).
    await until('the instance back on Redis', async () => (await first.get('/account', customer)).status !== 503)
    const after = await first.get('/account', customer)
    const again = await first.signIn('shopper@example.com')
    const signedInAgain = await first.get('/account', again)
    report(
      'Redis stopped: a signed-in page and readiness are 503, never a 500; restarted: ready again, sessions are gone, signing in again works',
      during.status === 503 &&
        during.text.includes('We can&#x27;t reach your session right now') &&
        readyDuring.status === 503 &&
        readyDuringText === 'redis unavailable' &&
        after.status === 302 &&
        after.location === '/signin?redirectUrl=%2Faccount' &&
        signedInAgain.status === 200,
      `/account with a session while Redis was down answered ${during.status}, readiness ${readyDuring.status} (${readyDuringText}); after the restart readiness 200, /account ${after.status} ${after.location ?? ''}; a new sign-in's /account ${signedInAgain.status}`,
    )
    redis.disconnect()

    // 8. The health answers through nginx, as anyone outside would ask them, and by address, as the release script does.
    const healthPaths = [
      '/healthcheck',
      '/healthcheck/ready',
      '/HealthCheck/Ready',
      '/healthcheck/ready/',
      '//healthcheck',
      '/health%63heck/ready',
    ]
    const outside = []
    for (const path of healthPaths) {
      const answer = await fetch(`${SITE}${path}`)
      outside.push(`${path} ${answer.status}${(await answer.text()).trim() === 'ready' ? ' (ready)' : ''}`)
    }
    const byAddress = [
      (await readiness(PORTS.first)).status,
      (await fetch(`http://127.0.0.1:${PORTS.first}/healthcheck`)).status,
    ]
    report(
      'liveness and readiness are not public through nginx, and answer each instance by address',
      outside.every((line) => / 404$/.test(line)) && byAddress.every((status) => status === 200),
      `through nginx: ${outside.join(', ')}; by address on :${PORTS.first}: readiness ${byAddress[0]}, liveness ${byAddress[1]}`,
    )
  } finally {
    // Nothing left to drain: everything stops at once.
    for (const child of children.reverse()) await stopProcess(child, 'SIGKILL')
    if (process.env.SCALE_CHECK_KEEP) console.log(`nginx's files: ${dir}`)
    else rmSync(dir, { recursive: true, force: true })
  }
  const failed = results.filter((result) => !result.ok)
  console.log(`\n${results.length - failed.length} of ${results.length} checks passed.`)
  if (failed.length > 0) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  for (const child of children) stopProcess(child)
  process.exit(1)
})

/**
 * Where a page's CPU goes: the bench runs a server under `node --cpu-prof`, loads one page, stops the server (its
 * drain on SIGTERM exits the process, which writes the profile) and sums the profile's self time by what spent it.
 * Figures are per request, so runs of different lengths compare.
 */
import { spawnSync } from 'node:child_process'
import { readdirSync, readFileSync } from 'node:fs'

const CLOCK_TICKS_PER_S = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout) || 100

/**
 * CPU ms a process has used (user and system, all its threads), from /proc: the profile's samples are wall-clock
 * intervals, which grow when the machine is busy, so the total per request comes from here and only the shares
 * from the profile.
 */
export function cpuMsOf(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_S
}

/** What a profile node's code belongs to, by its script's URL (the app is bundled: build/index.js). */
function categoryOf({ functionName, url }) {
  if (functionName === '(garbage collector)') return 'garbage collection'
  if (functionName === '(idle)') return 'idle'
  if (functionName === '(program)' || functionName === '(root)') return 'V8 and native code'
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1]
  if (pkg) {
    if (pkg.startsWith('react')) return 'React render'
    if (pkg.startsWith('@remix-run/')) return 'Remix (matching, loaders, responses)'
    return pkg
  }
  if (url.includes('/build/index.js')) return 'the app (routes and domains)'
  if (url.includes('/build/server.js')) return 'the server (Express glue, context)'
  if (url.startsWith('node:internal/deps/undici')) return 'fetch (undici)'
  if (/^node:(_http|http|https|net|internal\/http|internal\/net|internal\/stream_base)/.test(url))
    return 'node:http and sockets'
  if (/^node:(internal\/)?(webstreams|streams?|internal\/streams)/.test(url)) return 'streams'
  if (/^node:(internal\/)?(abort_controller|event_target|events)/.test(url)) return 'abort signals and events'
  if (/^node:(internal\/)?(async_hooks|async_local_storage)/.test(url)) return 'async context'
  if (url.startsWith('node:')) return 'other Node internals'
  return url ? 'other' : 'V8 builtins'
}

/**
 * Self time in ms per category, from one .cpuprofile, of the samples taken within `window` (monotonic µs, as
 * `process.hrtime` counts them: V8's profile clock on Linux), so the server's start and the setup stay out.
 */
function selfTimes(profile, window) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const times = new Map()
  let at = profile.startTime
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i]
    if (at < window.from || at > window.to) continue
    const category = categoryOf(byId.get(profile.samples[i]).callFrame)
    times.set(category, (times.get(category) ?? 0) + profile.timeDeltas[i] / 1000)
  }
  if (times.size === 0) throw new Error('the CPU profile has no sample within the load')
  return times
}

/** Monotonic µs now, on the clock the profile's timestamps use. */
export const profileClock = () => Number(process.hrtime.bigint() / 1000n)

/**
 * The one profile a server left in `dir`, over the load's `window` (see `profileClock`), in which the server used
 * `cpuMs` for `requests`: CPU ms per request and each category's share of the busy samples.
 */
export function summariseProfile(dir, { requests, cpuMs, window }) {
  const files = readdirSync(dir).filter((file) => file.endsWith('.cpuprofile'))
  if (files.length !== 1) throw new Error(`expected one CPU profile in ${dir}, found ${files.length}`)
  const times = selfTimes(JSON.parse(readFileSync(`${dir}/${files[0]}`, 'utf8')), window)
  times.delete('idle')
  const busy = [...times.values()].reduce((sum, ms) => sum + ms, 0)
  const msPerRequest = cpuMs / requests
  const categories = [...times.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([category, ms]) => ({ category, msPerRequest: (msPerRequest * ms) / busy, share: ms / busy }))
  return { msPerRequest, categories }
}

/** One line of the report: the busy ms per request and the largest categories with their shares. */
export function describeProfile({ msPerRequest, categories }, shown = 7) {
  const parts = categories
    .slice(0, shown)
    .map(({ category, msPerRequest: ms, share }) => `${category} ${ms.toFixed(2)} ms (${Math.round(share * 100)} %)`)
  return `${msPerRequest.toFixed(2)} ms of CPU per request: ${parts.join(', ')}`
}

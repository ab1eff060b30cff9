/**
 * The simulated upstreams as their own server (mocks/simulator.ts), for the bench and the scale check: the
 * environment both the simulator and the app instances get, and a start and stop for the simulator's process.
 */
import { spawn } from 'node:child_process'

const SERVICES = [
  'AUTH_API_BASE_URL',
  'ATLAS_API_BASE_URL',
  'CONTENT_API_BASE_URL',
  'RX_API_BASE_URL',
  'STORES_API_BASE_URL',
  'WALLET_API_BASE_URL',
  'CARD_PROCESSOR_BASE_URL',
  'IDP_API_BASE_URL',
  'GOOGLE_API_BASE_URL',
]

/** Each upstream on a port of its own from `basePort` up, on the loopback interface; the app calls them over HTTP. */
export function simulatorEnv(basePort) {
  return {
    MOCKS: 'true',
    MOCK_UPSTREAMS: 'http',
    ...Object.fromEntries(SERVICES.map((name, index) => [name, `http://127.0.0.1:${basePort + index}`])),
  }
}

async function answers(url) {
  try {
    return (await fetch(url)).status > 0
  } catch {
    return false
  }
}

/** Starts build/simulator.js (build first) and waits until its upstreams answer. */
export async function startSimulator(env) {
  const simulator = spawn('node', ['./build/simulator.js'], {
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  })
  for (let i = 0; i < 100; i++) {
    if (await answers(`${env.RX_API_BASE_URL}/`)) return simulator
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the upstream simulator did not start')
}

/** Signals the child's process group; with `untilExit`, waits for the child to exit (a profile written on exit). */
export function stopProcess(child, signal = 'SIGTERM', { untilExit = false } = {}) {
  const exited = child.exitCode !== null || child.signalCode !== null
  try {
    process.kill(-child.pid, signal)
  } catch {
    // already gone
  }
  if (!untilExit || exited) return new Promise((resolve) => setTimeout(resolve, 300))
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`process ${child.pid} did not exit after ${signal}`)), 15_000)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve()
    })
  })
}

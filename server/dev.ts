/**
 * The development server (`npm run dev`, decision 0099): the production server's Express app, run by Remix's classic
 * dev server (`remix dev --manual`), which rebuilds the app into build/dev/ on every change. This process stays up:
 * each new build is imported in place of the last and announced to the dev server, which reloads the browser. So what
 * the process keeps in memory (the simulated back office, sessions without Redis) outlives a rebuild.
 */
import { statSync, watch } from 'node:fs'
import { createServer } from 'node:http'
import { broadcastDevReady, installGlobals, type ServerBuild } from '@remix-run/node'
import { env } from '#app/env.server.ts'
import { logEvent } from '#app/log.server.ts'
import { createServerApp } from './app.ts'

const BUILD = new URL('./index.js', import.meta.url)
/** Written by the compiler once a server build is complete (its content is the client manifest's version, which a
 * change to server code alone leaves as it was). */
const VERSION = new URL('./version.txt', import.meta.url)

// The simulated back office unless the environment (or .env) says otherwise. Set before anything reads env().
process.env.MOCKS ??= 'true'

/** The build written at `modified`: a URL of its own, since the module cache would hand back the first build. */
const loadBuild = async (modified: number) => (await import(`${BUILD.href}?modified=${modified}`)) as ServerBuild

/** When the build being loaded, or the one serving, was written. */
let wanted = statSync(BUILD).mtimeMs
let build = await loadBuild(wanted)
installGlobals({ nativeFetch: build.future.v3_singleFetch })
let app = createServerApp(build)

const { port } = env()
createServer((req, res) => app.handleRequest(req, res)).listen(port, async () => {
  logEvent('info', 'server.listening', { port })
  await broadcastDevReady(build)
})

watch(VERSION, () => {
  // A write may fire more than one event: each build is loaded once.
  const modified = statSync(BUILD).mtimeMs
  if (modified === wanted) return
  wanted = modified
  loadBuild(modified)
    .then(async (next) => {
      // A newer build may have been written meanwhile: it serves once it is loaded itself.
      if (modified !== wanted) return
      build = next
      app = createServerApp(next)
      await broadcastDevReady(next)
    })
    // A build that fails to load (an error at a module's top level) leaves the last one serving; the error is shown.
    .catch((error: unknown) => console.error(error))
})

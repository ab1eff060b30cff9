import fs from 'node:fs'
import { vi } from 'vitest'

type LogLine = Record<string, unknown>

/**
 * Captures what the logger writes (`app/log.server.ts`): info lines on stdout, warnings and errors on stderr, and the
 * last line of an exiting process, written at once with `fs.writeSync` to either. Nothing reaches the test output.
 * Stops with `stop()`, or after the test (vitest's `restoreMocks`).
 */
export function captureLogLines() {
  const written: string[] = []
  const keep = (chunk: unknown) => Boolean(written.push(String(chunk)))
  const writeSync = fs.writeSync
  const spies = [
    vi.spyOn(process.stdout, 'write').mockImplementation(keep),
    vi.spyOn(process.stderr, 'write').mockImplementation(keep),
    vi
      .spyOn(fs, 'writeSync')
      .mockImplementation(((fd: number, data: string, ...rest: never[]) =>
        fd === process.stdout.fd || fd === process.stderr.fd
          ? Number(keep(data))
          : writeSync(fd, data, ...rest)) as typeof fs.writeSync),
  ]
  return {
    /** Everything written, as it was written. */
    raw: () => written.join(''),
    /** Every line, parsed. */
    lines: () => written.map((line) => JSON.parse(line) as LogLine),
    /** The lines of one event. */
    events: (event: string) =>
      written.map((line) => JSON.parse(line) as LogLine).filter((line) => line.event === event),
    stop: () => {
      for (const spy of spies) spy.mockRestore()
    },
  }
}

/** Keeps a test's log lines (access log, expected failures) out of its output. */
export function quietLogs() {
  captureLogLines()
}

import { rmSync } from 'node:fs'
import type { ChildProcess } from 'node:child_process'

/**
 * Processes the tests start (servers, Redis, PostgreSQL, haproxy) and folders they make: killed and
 * removed when the test process exits, even when a test file failed to set up.
 */
const running = new Set<ChildProcess>()
const folders = new Set<string>()

/** Signals a child's whole process group (what it started with it), or the child alone. */
export function killGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    child.kill(signal)
  }
}

/** Keeps `child` until it exits: killed with its group if the test process exits first. */
export function trackProcess(child: ChildProcess): void {
  running.add(child)
  child.once('exit', () => running.delete(child))
}

/** Keeps `dir` until `untrackFolder`: removed if the test process exits first. */
export function trackFolder(dir: string): void {
  folders.add(dir)
}

export function untrackFolder(dir: string): void {
  folders.delete(dir)
}

process.once('exit', () => {
  for (const child of running) killGroup(child, 'SIGKILL')
  for (const dir of folders) rmSync(dir, { recursive: true, force: true })
})

import { spawn, type ChildProcess } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { killGroup, trackFolder, trackProcess } from './child-processes.ts'
import { freePort } from './ports.ts'

export interface SiteServer {
  url: string
  /** The server process's id (for its memory, in the soak). */
  pid: number
  /** Everything the server printed so far (stdout and stderr). */
  logs: () => string
  stop: () => Promise<void>
  /** Ends the process at once (SIGKILL): no shutdown, nothing flushed, as a crash would. */
  kill: () => Promise<void>
}

/** A copy of content/ with extra files laid over it and/or edited (for content only tests should see). */
export function contentWith(extraDir: string | null, edit?: (dir: string) => void): { dir: string; remove: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'site-content-'))
  cpSync(path.resolve('content'), dir, { recursive: true })
  if (extraDir) cpSync(extraDir, dir, { recursive: true })
  edit?.(dir)
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}

/** Moves the campaign's end (settings in every language, an Asia/Dhaka date `YYYY-MM-DD HH:mm:ss`) in a copied dataset (contentWith). */
export function setCampaignEnd(dir: string, endDate: string): void {
  for (const lang of ['en', 'es', 'fr']) {
    const file = path.join(dir, 'settings', `${lang}.json`)
    const settings = JSON.parse(readFileSync(file, 'utf8')) as { campaign: { endDate: string } }
    settings.campaign.endDate = endDate
    writeFileSync(file, JSON.stringify(settings))
  }
}

/** The flags `npm start` gives Node (package.json `config.node_flags`): the tests run the server as production does. */
const SERVER_NODE_FLAGS = (JSON.parse(readFileSync('package.json', 'utf8')) as { config: { node_flags: string } }).config.node_flags
  .split(/\s+/)
  .filter(Boolean)

/** Starts the built production server (npm run build first) and waits until it listens. */
export async function startSite(env: Record<string, string> = {}): Promise<SiteServer> {
  // A test may choose the port, when WordPress must know the site's address before it starts.
  const port = env.PORT ? Number(env.PORT) : await freePort()
  // An outbox of its own unless the test names one (to keep it across a restart): a lead a test
  // left pending in the checkout's .data/forms.sqlite would be sent again by the next `npm start`.
  let formsDb = env.FORMS_DB
  if (formsDb === undefined) {
    const dir = mkdtempSync(path.join(tmpdir(), 'site-outbox-'))
    trackFolder(dir)
    formsDb = path.join(dir, 'forms.sqlite')
  }
  // The compiled server `npm start` runs (npm run build first).
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', ...SERVER_NODE_FLAGS, 'dist/node/index.js'], {
    // No third-party checkout script unless a test asks for one: tests do not depend on the internet.
    // No drain notice (no load balancer is watching), unless a test asks for one.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      CHECKOUT_SCRIPT_URL: '',
      DRAIN_NOTICE_MS: '0',
      ...env,
      FORMS_DB: formsDb,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group: a SIGKILL takes whatever the server started with it.
    detached: true,
  })
  trackProcess(child)
  let output = ''
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const started = Date.now()
  while (!output.includes('site on http://')) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`)
    if (Date.now() - started > 30_000) throw new Error(`server did not start:\n${output}`)
    await new Promise((r) => setTimeout(r, 100))
  }
  const signal = (name: NodeJS.Signals) =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve()
      child.once('exit', () => resolve())
      // SIGTERM to the server (it drains and exits); SIGKILL to the whole group, as a crash takes it.
      if (name === 'SIGKILL') killGroup(child, name)
      else child.kill(name)
    })
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    logs: () => output,
    stop: () => signal('SIGTERM'),
    kill: () => signal('SIGKILL'),
  }
}

import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { freePort } from './ports.ts'

/**
 * The content time limit a site on the tests' WordPress gets: PHP's built-in server answers one
 * request at a time, so a page's parallel calls queue there far longer than behind php-fpm.
 */
export const WORDPRESS_TIMEOUT_MS = '20000'

export interface WordPress {
  /** Its version (`7.1.4`): the one WP_VERSION asks for (wordpress/scripts/wordpress-tree.sh). */
  version: string
  cmsUrl: string
  /** Its copy of WordPress (wp-load.php is there). */
  dir: string
  /** Its own address (wp-admin, wp-login.php). */
  url: string
  /** Runs PHP inside the loaded WordPress (as an editor would act in wp-admin); resolves to its output. */
  php: (code: string) => Promise<string>
  stop: () => Promise<void>
}

/**
 * Runs a command; resolves to what it printed on stdout. Its stderr (PHP's error_log, wp-up's
 * progress) is kept apart, so that it can never land in the middle of what a test reads, and is
 * shown with stdout when the command fails.
 */
function run(command: string, args: string[], env: Record<string, string>): Promise<string> {
  const script = `${command} ${args.join(' ')}`.slice(0, 200)
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let err = ''
    child.stdout.on('data', (c) => (out += c))
    child.stderr.on('data', (c) => (err += c))
    child.on('exit', (code) => (code === 0 ? resolve(out) : reject(new Error(`${script} failed (${code}):\n${out}\n${err}`))))
  })
}

/**
 * A fresh private WordPress (npm run wp:up) with the dataset imported, on free loopback ports.
 * `connection`: the site it talks to (SITE_URL, PREVIEW_SECRET, PURGE_SECRET) and WP_ADMIN_PASSWORD.
 */
export async function startWordPress(connection: Record<string, string> = {}): Promise<WordPress> {
  const state = mkdtempSync(path.join(tmpdir(), 'wordpress-'))
  const env = { ...connection, WP_STATE_DIR: state, WP_PORT: String(await freePort()), WP_DB_PORT: String(await freePort()) }
  const out = await run('bash', ['wordpress/scripts/wp-up.sh'], env)
  const cmsUrl = /^CMS_URL=(.+)$/m.exec(out)?.[1]
  if (!cmsUrl) throw new Error(`wp-up printed no CMS_URL:\n${out}`)
  const php = (code: string) => run('php', ['-r', `require ${JSON.stringify(path.join(state, 'wp', 'wp-load.php'))}; wp_set_current_user(1); ${code}`], env)
  const stop = async () => {
    await run('bash', ['wordpress/scripts/wp-down.sh'], env)
    rmSync(state, { recursive: true, force: true })
  }
  const version = (await php('echo get_bloginfo("version");')).trim()
  const wanted = process.env.WP_VERSION || '7.1' // wordpress-tree.sh's default
  if (!isWanted(version, wanted)) {
    await stop()
    throw new Error(`WP_VERSION=${wanted} asked for, WordPress ${version} started`)
  }
  console.log(`wordpress: WordPress ${version}`)
  return { version, cmsUrl, dir: path.join(state, 'wp'), url: new URL(cmsUrl).origin, php, stop }
}

/** `6.1` is 6.1.*; `7.1` is 7.1.*, or newer once Debian unstable has moved past it (wordpress-tree.sh says so). */
function isWanted(version: string, wanted: string): boolean {
  const [major, minor] = version.split('.').map(Number)
  const [wantedMajor, wantedMinor] = wanted.split('.').map(Number)
  if (wanted === '6.1') return major === 6 && minor === 1
  return major! > wantedMajor! || (major === wantedMajor && minor! >= wantedMinor!)
}

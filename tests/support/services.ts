import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { freePort } from './ports.ts'
import { killGroup, trackFolder, trackProcess, untrackFolder } from './child-processes.ts'

/**
 * Private instances of Debian's redis-server, PostgreSQL and haproxy for tests of several site
 * instances (bash tests/support/ensure-services.sh installs them): each on 127.0.0.1 and a free
 * port, with its files in a temporary folder, killed when the test process exits. The packages'
 * own services (port 6379, 5432…) are never used.
 */

export interface RedisServer {
  url: string
  port: number
  /** Stops it and deletes its data (`start` begins empty, as a Redis without persistence). */
  stop(): Promise<void>
  /** Starts it again on the same port. */
  start(): Promise<void>
  /** Stops it as Debian's service would: its data saved on the way down (`start` loads it back). */
  pause(): Promise<void>
}

export interface PostgresServer {
  url: string
  stop(): Promise<void>
  /** Stops the server, keeping its data (an outage); `resume` starts it again on the same port. */
  pause(): Promise<void>
  resume(): Promise<void>
}

export interface Haproxy {
  url: string
  port: number
  stop(): Promise<void>
}

const STARTUP_MS = 20_000
const INSTALL_HINT = 'install the test services with: bash tests/support/ensure-services.sh'

interface Service {
  child: ChildProcess
  /** Everything it printed so far (stdout and stderr). */
  output: () => string
  exited: () => boolean
  /** Sends `signal` to its process group; resolves once it has exited (SIGKILL after 5 s). */
  stop: (signal?: NodeJS.Signals) => Promise<void>
}

/** Spawns a server in its own process group, collecting its output. */
function spawnService(command: string, args: string[], options: { cwd?: string; uid?: number; gid?: number; env?: NodeJS.ProcessEnv } = {}): Service {
  if (!existsSync(command)) throw new Error(`${command} is missing: ${INSTALL_HINT}`)
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'], detached: true })
  trackProcess(child)
  let output = ''
  let exited = false
  child.stdout?.on('data', (chunk) => (output += chunk))
  child.stderr?.on('data', (chunk) => (output += chunk))
  const exit = new Promise<void>((resolve) =>
    child.once('exit', () => {
      exited = true
      resolve()
    }),
  )
  child.once('error', (error) => {
    output += `\n${error.message}`
    exited = true
  })
  return {
    child,
    output: () => output,
    exited: () => exited,
    stop: async (signal = 'SIGTERM') => {
      if (exited) return
      killGroup(child, signal)
      const timer = setTimeout(() => killGroup(child, 'SIGKILL'), 5_000)
      await exit
      clearTimeout(timer)
    },
  }
}

/** Waits until `ready()` resolves true, the process exits, or STARTUP_MS passes (then it is killed). */
async function waitReady(name: string, service: Service, ready: () => Promise<boolean>): Promise<void> {
  const started = Date.now()
  for (;;) {
    if (service.exited()) throw new Error(`${name} exited while starting:\n${service.output()}`)
    if (await ready().catch(() => false)) return
    if (Date.now() - started > STARTUP_MS) {
      await service.stop('SIGKILL')
      throw new Error(`${name} did not become ready within ${STARTUP_MS / 1000} s:\n${service.output()}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sends `request` over TCP to 127.0.0.1:port; resolves to the first data answered ('' when the connection fails). */
function exchange(port: number, request: string | null): Promise<string> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port })
    const done = (answer: string) => {
      socket.destroy()
      resolve(answer)
    }
    socket.setTimeout(1_000, () => done(''))
    socket.once('error', () => done(''))
    socket.once('connect', () => (request === null ? done('connected') : socket.write(request)))
    socket.once('data', (data) => done(data.toString()))
    socket.once('close', () => done('')) // closed without an answer (a server shutting down)
  })
}

const portInUse = (output: string) => /address already in use/i.test(output)

/**
 * Starts a server on a free port, trying another port when the chosen one was taken in the
 * meantime (another test file may have picked it too).
 */
async function onFreePort<T>(start: (port: number) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const port = await freePort()
    try {
      return await start(port)
    } catch (error) {
      if (attempt >= 3 || !(error instanceof Error) || !portInUse(error.message)) throw error
    }
  }
}

/** A private redis-server on 127.0.0.1: no persistence (`--save ''`, `--appendonly no`), except what `pause` saves. */
export function startRedis(): Promise<RedisServer> {
  return onFreePort(async (port) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'test-redis-'))
    trackFolder(dir)
    let service: Service | null = null
    const launch = async () => {
      mkdirSync(dir, { recursive: true })
      trackFolder(dir)
      const started = spawnService(
        '/usr/bin/redis-server',
        ['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--appendonly', 'no', '--daemonize', 'no', '--logfile', ''],
        { cwd: dir },
      )
      service = started
      await waitReady(`redis-server on port ${port}`, started, async () => (await exchange(port, 'PING\r\n')).startsWith('+PONG'))
    }
    const stop = async () => {
      await service?.stop('SIGTERM')
      service = null
      rmSync(dir, { recursive: true, force: true })
      untrackFolder(dir)
    }
    try {
      await launch()
    } catch (error) {
      await stop()
      throw error
    }
    const pause = async () => {
      const running = service
      if (!running) return
      await exchange(port, 'SHUTDOWN SAVE\r\n')
      for (const giveUpAt = Date.now() + 5_000; !running.exited() && Date.now() < giveUpAt;) await new Promise((resolve) => setTimeout(resolve, 20))
      await running.stop('SIGTERM')
      service = null
    }
    return {
      url: `redis://127.0.0.1:${port}`,
      port,
      stop,
      pause,
      start: async () => {
        if (service && !service.exited()) return
        await launch()
      },
    }
  })
}

/** Debian's PostgreSQL binaries (/usr/lib/postgresql/<version>/bin), the newest version installed. */
function postgresBin(): string {
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root) ? readdirSync(root).filter((v) => existsSync(path.join(root, v, 'bin/postgres'))) : []
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0]
  if (!newest) throw new Error(`PostgreSQL is not installed (no ${root}/*/bin/postgres): ${INSTALL_HINT}`)
  return path.join(root, newest, 'bin')
}

/** PostgreSQL refuses to run as root: as root, its processes run as the `postgres` system user. */
function postgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim())
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim())
    return { uid, gid }
  } catch {
    throw new Error(`there is no 'postgres' system user to run PostgreSQL as (it refuses to run as root): ${INSTALL_HINT}`)
  }
}

/**
 * A private PostgreSQL cluster: initdb in a temporary folder, postgres on 127.0.0.1 and a free port,
 * trust authentication, no fsync (a test's data need not survive a power cut). The url names the
 * superuser `postgres` and its database `postgres`.
 */
export async function startPostgres(): Promise<PostgresServer> {
  const bin = postgresBin()
  const user = postgresUser()
  const dir = mkdtempSync(path.join(tmpdir(), 'test-postgres-'))
  trackFolder(dir)
  if (user) chownSync(dir, user.uid, user.gid)
  const data = path.join(dir, 'data')
  const env = { PATH: process.env.PATH, HOME: dir, LANG: 'C', LC_ALL: 'C', TZ: 'UTC' }
  const removeDir = () => {
    rmSync(dir, { recursive: true, force: true })
    untrackFolder(dir)
  }
  try {
    execFileSync(path.join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'], {
      cwd: dir,
      env,
      ...user,
      stdio: 'pipe',
    })
  } catch (error) {
    removeDir()
    const { stdout, stderr } = error as { stdout?: Buffer; stderr?: Buffer }
    throw new Error(`initdb failed: ${error instanceof Error ? error.message : String(error)}\n${stdout?.toString() ?? ''}${stderr?.toString() ?? ''}`, {
      cause: error,
    })
  }
  /** Runs postgres on `port` over the data folder; resolves once it takes connections. */
  const launch = async (port: number): Promise<Service> => {
    const service = spawnService(
      path.join(bin, 'postgres'),
      [
        '-D',
        data,
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-k',
        dir,
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=100',
      ],
      { cwd: dir, env, ...user },
    )
    await waitReady(`postgres on port ${port}`, service, async () => {
      const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres`, connectionTimeoutMillis: 1_000 })
      client.on('error', () => {})
      try {
        await client.connect()
        await client.query('SELECT 1')
        return true
      } finally {
        await client.end().catch(() => {})
      }
    })
    return service
  }
  try {
    return await onFreePort(async (port) => {
      let service: Service | null = await launch(port)
      // SIGINT: a fast shutdown (SIGTERM would wait for every client to disconnect).
      const halt = async () => {
        await service?.stop('SIGINT')
        service = null
      }
      return {
        url: `postgres://postgres@127.0.0.1:${port}/postgres`,
        stop: async () => {
          await halt()
          removeDir()
        },
        pause: halt,
        resume: async () => {
          if (!service) service = await launch(port)
        },
      }
    })
  } catch (error) {
    removeDir()
    throw error
  }
}

/**
 * haproxy in front of `backends` (e.g. 'http://127.0.0.1:4001'), round robin, each checked with
 * `GET <healthPath>` every 500 ms (down after 3 failures, a check taking up to 2 s, up after 1
 * success: a loaded instance is slow to answer, not gone). A request whose
 * connection fails, or whose instance dies before answering, is retried up to 3 times, each time on
 * another instance (`option redispatch 1`). Keep-alive to the backends; no stats, no logging.
 */
export async function startHaproxy(backends: string[], options: { healthPath?: string; port?: number } = {}): Promise<Haproxy> {
  if (backends.length === 0) throw new Error('startHaproxy: no backends')
  const healthPath = options.healthPath ?? '/readyz'
  const servers = backends.map((backend, i) => {
    const { hostname, port, protocol } = new URL(backend)
    if (protocol !== 'http:' || !port) throw new Error(`startHaproxy: backend ${backend} is not http://host:port`)
    return `  server instance${i + 1} ${hostname}:${port} check inter 500 fall 3 rise 1`
  })
  const listen = options.port === undefined ? onFreePort : <T>(start: (port: number) => Promise<T>) => start(options.port!)
  return listen(async (port) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'test-haproxy-'))
    trackFolder(dir)
    const config = path.join(dir, 'haproxy.cfg')
    writeFileSync(
      config,
      [
        'global',
        '  maxconn 4000',
        '',
        'defaults',
        '  mode http',
        '  timeout connect 1s',
        '  timeout client 30s',
        '  timeout server 30s',
        // A loaded instance answers its readiness check late, not never: it stays in (3 misses of 2 s).
        '  timeout check 2s',
        '  retries 3',
        '  option redispatch 1',
        // A connection refused, or closed without an answer (an instance killed mid-request): never
        // a 5xx an instance gave (a form post that failed upstream must not be posted again).
        '  retry-on conn-failure empty-response junk-response',
        // The whole request (a form post's body too) is read before it is sent on, so it can be sent again.
        '  option http-buffer-request',
        '',
        'frontend site',
        `  bind 127.0.0.1:${port}`,
        '  default_backend instances',
        '',
        'backend instances',
        '  balance roundrobin',
        `  option httpchk GET ${healthPath}`,
        ...servers,
        '',
      ].join('\n'),
    )
    const service = spawnService('/usr/sbin/haproxy', ['-db', '-f', config], { cwd: dir })
    const stop = async () => {
      await service.stop('SIGTERM')
      rmSync(dir, { recursive: true, force: true })
      untrackFolder(dir)
    }
    try {
      await waitReady(`haproxy on port ${port}`, service, async () => (await exchange(port, null)) === 'connected')
    } catch (error) {
      await stop()
      throw error
    }
    return { url: `http://127.0.0.1:${port}`, port, stop }
  })
}

import { randomUUID } from 'node:crypto'
import { createClient, RESP_TYPES } from 'redis'
import type { SharedLock, SharedStore } from '../cms/shared-store.ts'

/**
 * The shared store on Redis (REDIS_URL): the caches of every instance meet here.
 * - `{prefix}e:{key}`: an entry's bytes, with its lifetime (PX);
 * - `{prefix}t:{tag}`: the set of entries built from a tag, which a purge deletes with them;
 * - `{prefix}gen`: a counter every purge increments; an entry built before a purge is not kept;
 * - `{prefix}l:{key}`: a render lock (a token, with a lifetime the holder renews);
 * - `{prefix}n:{key}`: a signed request already taken (a nonce), kept as long as its signature holds;
 * - channel `{prefix}purge`: the tags of every purge, for the instances' in-process layers.
 *
 * Redis down is a degraded mode, never an error a visitor sees: reads find nothing, writes are
 * skipped, locks are granted, each instance serves from its own layer and renders. It is logged
 * once when Redis goes and once when it comes back. Then an instance that may have missed purges
 * meanwhile empties its own layers (`onRecovered`): unless the store's epoch and generation are
 * the ones it last heard of (Redis kept its data and nobody purged), it cannot know.
 */
export interface RedisStoreOptions {
  url: string
  /** Key prefix, for a Redis shared with other sites (default `site:`). */
  prefix?: string
  /** The longest a command may take before it counts as failed (default 1 s). */
  commandTimeoutMs?: number
}

const BUFFERS = { [RESP_TYPES.BLOB_STRING]: Buffer }

/** Keeps an entry unless a purge came since its generation; lists it under its tags (whose sets live as long as their longest entry). */
const SET_SCRIPT = `
if (redis.call('GET', KEYS[2]) or '0') ~= ARGV[3] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
for i = 3, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[1])
  if redis.call('PTTL', KEYS[i]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[i], ARGV[2]) end
end
return 1`

/** Drops every entry listed under the tags, and the lists; a new generation, which it returns. */
const PURGE_SCRIPT = `
local generation = redis.call('INCR', KEYS[1])
local dropped = 0
for i = 2, #KEYS do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 1000 do
    dropped = dropped + redis.call('DEL', unpack(members, j, math.min(j + 999, #members)))
  end
  redis.call('DEL', KEYS[i])
end
return generation`

/**
 * The store's epoch and purge generation. The epoch is a random value the first instance sets: a
 * Redis that lost its data (restarted without persistence) has a new one, and a lower generation.
 */
const STATE_SCRIPT = `redis.call('SET', KEYS[1], ARGV[1], 'NX') return { redis.call('GET', KEYS[1]), redis.call('GET', KEYS[2]) or '0' }`

/** A fixed window that starts with its first hit. */
const COUNT_SCRIPT = `local hits = redis.call('INCR', KEYS[1]) if hits == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end return { hits, redis.call('PTTL', KEYS[1]) }`

const RENEW_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0`
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0`

export function createRedisStore(options: RedisStoreOptions) {
  const prefix = options.prefix ?? 'site:'
  const timeout = options.commandTimeoutMs ?? 1_000
  const channel = `${prefix}purge`
  const where = redactedUrl(options.url)
  // While Redis is away, commands fail at once (no queue), and the client tries again every second.
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { reconnectStrategy: (retries) => Math.min(250 * 2 ** retries, 1_000), connectTimeout: 1_000 },
  })
  const subscriber = client.duplicate()
  let up = false
  /** Closed by its owner: nothing more is sent, and nothing is reported as an outage. */
  let closed = false
  /** The renewals of the locks this instance holds (stopped when it closes). */
  const renewals = new Set<NodeJS.Timeout>()
  let downSince: number | null = Date.now()
  let lastError = 'not connected yet'
  const purgeListeners = new Set<(tags: string[]) => void>()
  const recoveredListeners = new Set<() => void>()
  /** The epoch and purge generation this instance last heard of (its first read, then every purge's message). */
  let heard: { epoch: string; generation: number } | null = null
  const readState = async () => {
    const [epoch, generation] = await client.sendCommand<[string, string]>(['EVAL', STATE_SCRIPT, '2', `${prefix}epoch`, `${prefix}gen`, randomUUID()], {
      timeout,
    })
    return { epoch, generation: Number(generation) }
  }
  let checks = Promise.resolve()
  /** One check at a time: the two connections may come back together, and the second must see what the first read. */
  const afterOutage = () => (checks = checks.then(checkMissedPurges))
  /** Back after an outage (of the commands' connection or the purges'): drops this instance's copies unless no purge can have been missed. */
  async function checkMissedPurges(): Promise<void> {
    const before = heard
    // A Redis that has just started answers LOADING while it reads its saved data back: asked again.
    let now: { epoch: string; generation: number } | null = null
    for (let attempt = 0; attempt < 20 && !closed; attempt++) {
      now = await readState().catch(() => null)
      if (now) break
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    if (now && before && now.epoch === before.epoch && now.generation === before.generation) {
      console.warn(`[redis] ${where} is reachable again; no purge was made meanwhile, so this instance keeps its own copies`)
      return
    }
    if (now) heard = now
    console.warn(`[redis] ${where} is reachable again: this instance drops its own copies, which may have missed purges meanwhile`)
    for (const listener of recoveredListeners) listener()
  }

  const wentDown = (error: unknown) => {
    lastError = error instanceof Error ? error.message || error.name : String(error)
    if (!up || closed) return
    up = false
    outages += 1
    downSince = Date.now()
    console.error(`[redis] ${where} is unreachable (${lastError}): each instance serves from its own caches until it is back`)
  }
  client.on('error', wentDown)
  // The command client's state is the one reported; a purge message lost while only this one was away counts as an outage.
  // (When the command client was away too, its own return makes the check.)
  // The outages count of the command client when the purges' connection was lost while it was up
  // (null: not lost, or lost with it).
  let subscriberLostAt: number | null = null
  let subscriberLost = false
  let outages = 0
  subscriber.on('error', () => {
    if (subscriberLost) return
    subscriberLost = true
    subscriberLostAt = up ? outages : null
  })
  subscriber.on('ready', () => {
    const lostAt = subscriberLostAt
    subscriberLost = false
    subscriberLostAt = null
    if (lostAt !== null && lostAt === outages && up && !closed) void afterOutage()
  })
  client.on('ready', () => {
    const wasDown = downSince !== null
    const firstTime = lastError === 'not connected yet'
    up = true
    downSince = null
    if (firstTime) {
      console.log(`[redis] shared caches on ${where}`)
      void readState()
        .then((state) => (heard ??= state))
        .catch(() => {})
    } else if (wasDown) void afterOutage()
  })
  client.connect().catch(wentDown)
  subscriber
    .connect()
    .then(() =>
      subscriber.subscribe(channel, (message) => {
        let parsed: unknown
        try {
          parsed = JSON.parse(message)
        } catch {
          return
        }
        // `{ tags, generation }`; a bare list of tags from an instance of an earlier release.
        const { tags, generation } = (Array.isArray(parsed) ? { tags: parsed } : (parsed ?? {})) as { tags?: unknown; generation?: unknown }
        if (!Array.isArray(tags) || !tags.every((tag) => typeof tag === 'string')) return
        if (heard && typeof generation === 'number') heard = { ...heard, generation: Math.max(heard.generation, generation) }
        for (const listener of purgeListeners) listener(tags)
      }),
    )
    .catch(() => {}) // it reconnects (and subscribes again) by itself

  /** A command, or `fallback` when Redis cannot answer it now. */
  async function attempt<T>(fallback: T, command: () => Promise<T>): Promise<T> {
    if (!up || closed) return fallback
    try {
      return await command()
    } catch (error) {
      wentDown(error)
      return fallback
    }
  }

  const entryKey = (key: string) => `${prefix}e:${key}`
  const lockKey = (key: string) => `${prefix}l:${key}`

  const store: SharedStore = {
    get: (key) => attempt(null, async () => (await client.sendCommand<Buffer | null>(['GET', entryKey(key)], { typeMapping: BUFFERS, timeout })) ?? null),
    generation: () => attempt(null, async () => Number((await client.sendCommand<string | null>(['GET', `${prefix}gen`], { timeout })) ?? 0)),
    async set(key, value, { ttlMs, tags, generation }) {
      // Without a generation (Redis was away when the work began) a purge may have been missed: not kept.
      if (generation === null || ttlMs <= 0) return
      const keys = [entryKey(key), `${prefix}gen`, ...[...tags].map((tag) => `${prefix}t:${tag}`)]
      await attempt(0, () =>
        client.sendCommand(['EVAL', SET_SCRIPT, String(keys.length), ...keys, value, String(Math.ceil(ttlMs)), String(generation)], { timeout }),
      )
    },
    async purge(tags) {
      if (!up) throw new Error(`${where} is unreachable (${lastError})`)
      const keys = [`${prefix}gen`, ...tags.map((tag) => `${prefix}t:${tag}`)]
      const generation = await client.sendCommand<number>(['EVAL', PURGE_SCRIPT, String(keys.length), ...keys], { timeout: 5 * timeout })
      await client.sendCommand(['PUBLISH', channel, JSON.stringify({ tags, generation })], { timeout })
    },
    onPurge(listener) {
      purgeListeners.add(listener)
      return () => purgeListeners.delete(listener)
    },
    async lock(key, ttlMs) {
      const token = randomUUID()
      const granted = await attempt<string | null>('unreachable', () =>
        client.sendCommand<string | null>(['SET', lockKey(key), token, 'NX', 'PX', String(ttlMs)], { timeout }),
      )
      if (granted === null) return null
      if (granted === 'unreachable') return { release: async () => {} }
      // Renewed while held: a long render keeps it, a holder that died lets it go within ttlMs.
      const renew = setInterval(
        () => void attempt(0, () => client.sendCommand(['EVAL', RENEW_SCRIPT, '1', lockKey(key), token, String(ttlMs)], { timeout })),
        ttlMs / 3,
      )
      renew.unref()
      renewals.add(renew)
      const lock: SharedLock = {
        async release() {
          clearInterval(renew)
          renewals.delete(renew)
          await attempt(0, () => client.sendCommand(['EVAL', RELEASE_SCRIPT, '1', lockKey(key), token], { timeout }))
        },
      }
      return lock
    },
    isLocked: (key) => attempt(false, async () => (await client.sendCommand<number>(['EXISTS', lockKey(key)], { timeout })) === 1),
    firstSeen: (key, ttlMs) =>
      attempt(null, async () => (await client.sendCommand<string | null>(['SET', `${prefix}n:${key}`, '1', 'NX', 'PX', String(ttlMs)], { timeout })) === 'OK'),
    count: (key, windowMs) =>
      attempt(null, async () => {
        const [hits, ttl] = await client.sendCommand<[number, number]>(['EVAL', COUNT_SCRIPT, '1', `${prefix}c:${key}`, String(windowMs)], { timeout })
        return { hits, resetInMs: ttl > 0 ? ttl : windowMs }
      }),
  }

  return {
    store,
    /** Calls `listener` when Redis is back after an outage. */
    onRecovered(listener: () => void): void {
      recoveredListeners.add(listener)
    },
    /** Null while Redis answers, else why not (readiness reports it as degraded). */
    problem(): string | null {
      return up ? null : `the shared cache is unreachable (${lastError}); this instance serves from its own caches`
    },
    async close(): Promise<void> {
      closed = true
      for (const renew of renewals) clearInterval(renew)
      await Promise.allSettled([client.close(), subscriber.close()])
    },
  }
}

export type RedisStore = ReturnType<typeof createRedisStore>

/** The URL without its password, for logs. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'REDIS_URL'
  }
}

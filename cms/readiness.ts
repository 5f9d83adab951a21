import type { SourceHealth } from './source-health.ts'
import type { Transport } from './transport.ts'
import { toCmsError } from './upstream-error.ts'

const PROBE_CACHE_MS = 2_000

/**
 * Whether the content source is up, for the server's readiness check and its stale pages: asked of
 * the REST root, and of `health` where content calls have already found out.
 */
export function createReadiness(transport: Pick<Transport, 'askRoot'>, health: SourceHealth, options: { now?: () => number }) {
  const now = options.now ?? Date.now
  /** The last readiness probe: one request to the source per PROBE_CACHE_MS, however often it is asked. */
  let probe: { until: number; problem: string | null; failingSince: number | null } | null = null

  return {
    /**
     * Null when the content source answers (its REST root, within the time limit), else why not, in
     * words safe to show. While it is known to fail it is not asked; otherwise at most every 2 s.
     */
    async sourceProblem(): Promise<string | null> {
      const t = now()
      // A probe's answer stands for 2 s, unless a content call has since found the source failing or answering again.
      if (probe && t < probe.until && probe.failingSince === health.failingSince) return probe.problem
      let problem: string | null = null
      if (health.refusingSince(t) !== null) problem = 'the content source is failing'
      else {
        try {
          await transport.askRoot()
          health.noteSuccess()
        } catch (error) {
          health.noteFailure(error, '/')
          // The reason (an internal address, perhaps) goes to the log, not to whoever asks.
          console.error(`[cms] readiness probe: ${toCmsError(error, '/').message}`)
          problem = 'the content source is not answering'
        }
      }
      probe = { until: t + PROBE_CACHE_MS, problem, failingSince: health.failingSince }
      return problem
    },

    /** Since when the content source has been failing (ms since the epoch), or null while it answers. */
    sourceFailingSince(): number | null {
      return health.failingSince
    },
  }
}

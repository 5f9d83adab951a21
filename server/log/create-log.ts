import { pino, type DestinationStream, type Logger } from 'pino'
import type { SiteConfig } from '../config/site-config.ts'
import { requestContext } from './request-context.ts'
import { createScrubber } from './scrub.ts'

export type Log = Logger

const scrubFields = (fields: Record<string, unknown>, scrub: (text: string) => string) =>
  Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, typeof value === 'string' ? scrub(value) : value]))

/**
 * The server's log: one JSON object a line (`level`, `time`, `message`, the fields, and the
 * `requestId` of the request it was written for), or readable lines with LOG_FORMAT=pretty.
 * Written synchronously: a line logged just before the process exits (a refused configuration, a
 * crash) is not lost. Every message and text field is scrubbed of emails, tokens and `secrets`.
 */
export async function createLog(
  { level, format }: SiteConfig['log'],
  { secrets = [], destination }: { secrets?: readonly string[]; destination?: DestinationStream } = {},
): Promise<Log> {
  const scrub = createScrubber(secrets)
  const stream =
    destination ??
    (format === 'pretty'
      ? // Loaded only when asked for: a production instance never needs it.
        (await import('pino-pretty')).default({
          sync: true,
          messageKey: 'message',
          translateTime: 'SYS:HH:MM:ss.l',
          // A request on one line; the component is the message's own [prefix] already.
          ignore: 'pid,hostname,component,method,path,status,durationMs',
          messageFormat: (line, key) =>
            line[key] === 'request' ? `${String(line.method)} ${String(line.path)} ${String(line.status)} ${String(line.durationMs)} ms` : String(line[key]),
        })
      : pino.destination({ dest: 1, sync: true }))
  return pino(
    {
      level,
      messageKey: 'message',
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        log: (fields) => scrubFields(fields, scrub),
      },
      mixin: () => {
        const context = requestContext.getStore()
        return context ? { requestId: context.requestId } : {}
      },
      hooks: {
        logMethod(args, write) {
          write.apply(this, args.map((arg) => (typeof arg === 'string' ? scrub(arg) : arg)) as Parameters<typeof write>)
        },
      },
    },
    stream,
  )
}

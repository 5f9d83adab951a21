import { format } from 'node:util'
import type { Log } from './create-log.ts'

/** `[forms] …`: the part of the site that wrote a line, as the site's console lines begin. */
const COMPONENT = /^\[([\w .-]{1,40})\] /

/**
 * The site's code logs with `console` (the same modules run in the browser, and in server
 * rendering); in the server, every console line becomes a line of the log, at the console method's
 * level, with its `[component]` as a field. Libraries' lines (vike's, node's warnings) go the same way.
 */
export function routeConsoleToLog(log: Log): void {
  const route =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const message = format(...args)
      const component = COMPONENT.exec(message)?.[1]
      if (component) log[level]({ component }, message)
      else log[level](message)
    }
  console.debug = route('debug')
  console.trace = route('debug')
  console.log = route('info')
  console.info = route('info')
  console.warn = route('warn')
  console.error = route('error')
}

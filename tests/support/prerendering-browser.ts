import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { Readable, Writable } from 'node:stream'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium.ts'
import { killGroup, trackFolder, trackProcess, untrackFolder } from './child-processes.ts'

/**
 * Debian's Chromium driven over the DevTools protocol the way DevTools itself attaches, through
 * tab targets, so that it prerenders. Chromium refuses to prerender while a client is attached to
 * the page itself, as Playwright is (every attempt ends `PrerenderingDisabledByDevTools` and falls
 * back to a prefetch: measured with Chromium 156 and playwright-core 1.65). Just what the
 * speculation tests and the bench need: pages and their prerenders, pointer input, script, and what
 * the browser says of its speculation (the Preload domain).
 */

type Params = Record<string, unknown>
interface Message {
  id?: number
  method?: string
  params?: Params
  result?: unknown
  error?: { message: string }
  sessionId?: string
}
// What the protocol sends, read loosely: the fields used here.
interface TargetInfo {
  targetId: string
  type: string
  subtype?: string
  url: string
  browserContextId: string
}
export interface PrerenderStatus {
  url: string
  status: string
  reason?: string
}

/** One connection over --remote-debugging-pipe: NUL-separated JSON messages on fds 3 and 4. */
class Connection {
  private lastId = 0
  private readonly pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void; method: string }>()
  private readonly listeners = new Set<(message: Message) => void>()
  private buffered = ''

  constructor(
    private readonly input: Writable,
    output: Readable,
  ) {
    output.setEncoding('utf8')
    output.on('data', (chunk: string) => {
      this.buffered += chunk
      for (let end = this.buffered.indexOf('\0'); end !== -1; end = this.buffered.indexOf('\0')) {
        const message = JSON.parse(this.buffered.slice(0, end)) as Message
        this.buffered = this.buffered.slice(end + 1)
        this.receive(message)
      }
    })
    output.on('close', () => {
      for (const { reject, method } of this.pending.values()) reject(new Error(`${method}: the browser closed`))
      this.pending.clear()
    })
  }

  private receive(message: Message): void {
    const waiting = message.id === undefined ? undefined : this.pending.get(message.id)
    if (waiting) {
      this.pending.delete(message.id!)
      if (message.error) waiting.reject(new Error(`${waiting.method}: ${message.error.message}`))
      else waiting.resolve(message.result)
      return
    }
    for (const listener of this.listeners) listener(message)
  }

  /**
   * A command and its answer. A page the browser froze (kept in the back/forward cache when the tab
   * moved on) answers nothing: after `timeoutMs` the command fails instead of waiting for ever.
   */
  send<T = Params>(method: string, params: Params = {}, sessionId?: string, timeoutMs = 10_000): Promise<T> {
    const id = ++this.lastId
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id)
        reject(new Error(`${method}: no answer within ${timeoutMs} ms`))
      }, timeoutMs)
      const settle =
        <V>(then: (value: V) => void) =>
        (value: V) => {
          clearTimeout(timer)
          then(value)
        }
      this.pending.set(id, { resolve: settle(resolve as (result: unknown) => void), reject: settle(reject), method })
      this.input.write(`${JSON.stringify({ id, method, params, sessionId })}\0`)
    })
  }

  on(listener: (message: Message) => void): () => void {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }
}

/** Waits for `check` to give something other than undefined or false, polling; fails naming `what` after `timeoutMs`. */
export async function until<T>(check: () => T | undefined | false | Promise<T | undefined | false>, what: string, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await check()
    if (value !== undefined && value !== false) return value
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}

export interface TabOptions {
  /** Script run in every document of the tab before its own, prerendered ones included. */
  initScript?: string
  /** Headers taken out of every document answer (a browser that ignores one). */
  dropResponseHeaders?: string[]
}

/**
 * A tab in a browser context of its own (its own cookies and cache), following its page through
 * activations: every page of that context, prerenders included, is this tab's.
 */
export class Tab {
  /** The session of the page on show; a prerendered page's, once activated. */
  private shown = ''
  private readonly prerenders = new Map<string, TargetInfo>()
  private readonly loaded = new Set<string>()
  private readonly prepared = new Set<string>()
  private readonly candidateUrls = new Map<string, string[]>()
  /** Every prerender attempt the browser reported, by URL, latest status last. */
  readonly statuses: PrerenderStatus[] = []
  /** What the browser reported of the prefetches under its prerenders. */
  private readonly prefetchStatuses: PrerenderStatus[] = []
  /** Console errors, uncaught exceptions and CSP reports of every document, prerendered ones included. */
  readonly errors: string[] = []
  /** What every document wrote with console.debug (a page's own measurements), in order. */
  readonly consoleDebug: string[] = []
  private readonly stop: () => void

  constructor(
    private readonly cdp: Connection,
    readonly contextId: string,
    private readonly options: TabOptions,
  ) {
    this.stop = cdp.on((message) => this.receive(message))
  }

  private receive({ method, params, sessionId }: Message): void {
    if (!method || !params) return
    if (method === 'Target.attachedToTarget') {
      const target = params.targetInfo as TargetInfo
      if (target.type !== 'page' || target.browserContextId !== this.contextId) return
      if (target.subtype === 'prerender') this.prerenders.set(params.sessionId as string, target)
      else this.shown = params.sessionId as string
      void this.prepare(params.sessionId as string)
    } else if (method === 'Target.targetInfoChanged') {
      // A prerendered page activated: it is the tab's page now.
      const target = params.targetInfo as TargetInfo
      for (const [session, prerender] of this.prerenders) {
        if (prerender.targetId !== target.targetId) continue
        if (target.subtype === 'prerender') this.prerenders.set(session, target)
        else {
          this.prerenders.delete(session)
          this.shown = session
        }
      }
    } else if (method === 'Target.detachedFromTarget') {
      this.prerenders.delete(params.sessionId as string)
    } else if (method === 'Page.loadEventFired' && sessionId) {
      this.loaded.add(sessionId)
    } else if (method === 'Preload.preloadingAttemptSourcesUpdated' && sessionId) {
      const sources = params.preloadingAttemptSources as { key: { url: string; action: string } }[]
      this.candidateUrls.set(
        sessionId,
        sources.filter((s) => s.key.action === 'Prerender').map((s) => s.key.url),
      )
    } else if (method === 'Preload.prefetchStatusUpdated') {
      // Why a prerender 'failed during prefetch': the prefetch's own status says.
      const { key, status, prefetchStatus } = params as unknown as { key: { url: string }; status: string; prefetchStatus?: string }
      this.prefetchStatuses.push({ url: key.url, status, reason: prefetchStatus })
    } else if (method === 'Preload.prerenderStatusUpdated') {
      const { key, status, prerenderStatus } = params as unknown as { key: { url: string }; status: string; prerenderStatus?: string }
      this.statuses.push({ url: key.url, status, reason: prerenderStatus })
    } else if (method === 'Runtime.exceptionThrown') {
      this.errors.push(`uncaught: ${JSON.stringify((params.exceptionDetails as Params).exception ?? params.exceptionDetails)}`)
    } else if (method === 'Runtime.consoleAPICalled' && (params.type === 'error' || params.type === 'debug')) {
      const text = (params.args as { value?: unknown; description?: string }[])
        .map((a) => (typeof a.value === 'string' ? a.value : (a.description ?? JSON.stringify(a.value))))
        .join(' ')
      if (params.type === 'error') this.errors.push(`console: ${text}`)
      else this.consoleDebug.push(text)
    } else if (method === 'Log.entryAdded') {
      const entry = params.entry as { level: string; text: string; url?: string }
      if (entry.level === 'error') this.errors.push(`log: ${entry.text} ${entry.url ?? ''}`)
    } else if (method === 'Fetch.requestPaused' && sessionId) {
      const { requestId, responseStatusCode, responseHeaders } = params as unknown as {
        requestId: string
        responseStatusCode: number
        responseHeaders: { name: string; value: string }[]
      }
      const drop = new Set(this.options.dropResponseHeaders!.map((name) => name.toLowerCase()))
      void this.cdp
        .send(
          'Fetch.continueResponse',
          { requestId, responseCode: responseStatusCode, responseHeaders: responseHeaders.filter((h) => !drop.has(h.name.toLowerCase())) },
          sessionId,
        )
        .catch(() => undefined) // a request the page gave up meanwhile
    }
  }

  /**
   * A page (or a prerender) attached paused: everything is asked for before it runs, and awaited
   * after (a paused prerender answers some commands only once it runs).
   */
  private async prepare(session: string): Promise<void> {
    const setup = [
      this.cdp.send('Page.enable', {}, session),
      this.cdp.send('Runtime.enable', {}, session),
      this.cdp.send('Log.enable', {}, session),
      this.cdp.send('Preload.enable', {}, session),
      this.options.initScript ? this.cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: this.options.initScript }, session) : null,
      this.options.dropResponseHeaders ? this.cdp.send('Fetch.enable', { patterns: [{ resourceType: 'Document', requestStage: 'Response' }] }, session) : null,
    ]
      .filter((step) => step !== null)
      .map((step) => step.catch(() => undefined)) // a page gone meanwhile answers none of them
    await this.cdp.send('Runtime.runIfWaitingForDebugger', {}, session).catch(() => undefined)
    await Promise.all(setup)
    this.prepared.add(session)
  }

  /** Resolves once the tab's first page is attached and prepared. */
  async ready(): Promise<void> {
    await until(() => this.prepared.has(this.shown), "the tab's page")
  }

  /** Script in the page on show (or in a prerendered page's session); its value, JSON-like. */
  async evaluate<T>(expression: string, session = this.shown, timeoutMs = 10_000): Promise<T> {
    const { result, exceptionDetails } = await this.cdp.send<{
      result: { value: T }
      exceptionDetails?: { text: string; exception?: { description?: string } }
    }>('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true }, session, timeoutMs)
    if (exceptionDetails) throw new Error(`${expression}: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`)
    return result.value
  }

  async goto(url: string): Promise<void> {
    await this.ready()
    const session = this.shown
    this.loaded.delete(session)
    await this.cdp.send('Page.navigate', { url }, session)
    await until(() => this.loaded.has(this.shown) && this.shown, `the load of ${url}`)
  }

  /** The URL on show. */
  url(): Promise<string> {
    return this.evaluate<string>('location.href')
  }

  /**
   * Resolves once the tab shows `url`. Asked briefly each time: the page asked may be the one just
   * left, frozen in the back/forward cache, while the tab already shows the next.
   */
  async waitForUrl(url: string): Promise<void> {
    await until(async () => (await this.evaluate<string>('location.href', this.shown, 500).catch(() => '')) === url, `the tab to show ${url}`)
  }

  /**
   * Where the centre of the first visible element matching `selector` is, scrolled into view where
   * nothing covers it (the site's fixed ribbon and popups would take a visitor's click there).
   */
  private async centreOf(selector: string): Promise<{ x: number; y: number }> {
    return this.evaluate(`(() => {
      const element = [...document.querySelectorAll(${JSON.stringify(selector)})].find((match) => match.checkVisibility())
      if (!element) throw new Error('no visible element matches ' + ${JSON.stringify(selector)})
      let covering = null
      for (const block of ['center', 'end', 'start']) {
        element.scrollIntoView({ block })
        const box = element.getBoundingClientRect()
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 }
        const hit = document.elementFromPoint(centre.x, centre.y)
        if (hit && element.contains(hit)) return centre
        covering = hit
      }
      throw new Error(${JSON.stringify(selector)} + ' is covered by ' + (covering ? covering.outerHTML.slice(0, 120) : 'nothing on screen'))
    })()`)
  }

  private mouse(type: string, { x, y }: { x: number; y: number }, extra: Params = {}) {
    return this.cdp.send('Input.dispatchMouseEvent', { type, x, y, ...extra }, this.shown)
  }

  /** The pointer moves onto the element (`moderate` speculation starts after the browser's hover delay). */
  async hover(selector: string): Promise<void> {
    await this.mouse('mouseMoved', await this.centreOf(selector))
  }

  /** A left click on the element, as a visitor makes it (pointer moves there, presses, releases). */
  async click(selector: string): Promise<void> {
    const at = await this.centreOf(selector)
    await this.mouse('mouseMoved', at)
    await this.mouse('mousePressed', at, { button: 'left', clickCount: 1 })
    await this.mouse('mouseReleased', at, { button: 'left', clickCount: 1 })
  }

  /**
   * Links of the page on show that its rules make candidates for prerendering, whatever their
   * eagerness; undefined until the browser has said.
   */
  candidates(): string[] | undefined {
    return this.candidateUrls.get(this.shown)
  }

  /** The latest status the browser reported for a prerender of `url`. */
  prerenderStatus(url: string): PrerenderStatus | undefined {
    return this.statuses.findLast((status) => status.url === url)
  }

  /** Resolves once the prerender of `url` is ready to be shown; fails as soon as the browser gives it up. */
  async waitForPrerender(url: string): Promise<void> {
    await until(() => {
      const latest = this.prerenderStatus(url)
      if (latest?.status === 'Failure') {
        const prefetch = this.prefetchStatuses.findLast((status) => status.url === url)
        throw new Error(
          `the prerender of ${url} failed: ${latest.reason}${prefetch ? ` (its prefetch: ${prefetch.status}, ${prefetch.reason ?? 'no reason given'})` : ''}`,
        )
      }
      return latest?.status === 'Ready'
    }, `the prerender of ${url}`)
  }

  /** The session of the prerendered (not yet shown) page of `url`. */
  async prerendered(url: string): Promise<string> {
    return until(async () => {
      for (const session of this.prerenders.keys()) {
        if ((await this.evaluate<string>('location.href', session, 500).catch(() => '')) === url) return session
      }
      return undefined
    }, `a prerendered page of ${url}`)
  }

  async close(): Promise<void> {
    this.stop()
    await this.cdp.send('Target.disposeBrowserContext', { browserContextId: this.contextId }).catch(() => undefined)
  }
}

export interface PrerenderingBrowser {
  newTab(options?: TabOptions): Promise<Tab>
  close(): Promise<void>
}

/** Starts Chromium with the tests' flags, attached to tabs only (never to a page directly). */
export async function launchPrerenderingBrowser(): Promise<PrerenderingBrowser> {
  const profile = mkdtempSync(path.join(tmpdir(), 'prerendering-chromium-'))
  trackFolder(profile)
  const child: ChildProcess = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-pipe', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'],
    detached: true,
  })
  trackProcess(child)
  let stderr = ''
  child.stderr!.on('data', (chunk) => (stderr = (stderr + chunk).slice(-4000)))
  const cdp = new Connection(child.stdio[3] as Writable, child.stdio[4] as Readable)
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await Promise.race([cdp.send('Browser.getVersion'), exited.then(() => Promise.reject(new Error(`Chromium exited:\n${stderr}`)))])

  cdp.on(({ method, params, sessionId }) => {
    if (method !== 'Target.attachedToTarget' || sessionId || !params) return
    const session = params.sessionId as string
    // The tab's pages, prerenders among them, attach to the tab, paused until prepared.
    void cdp
      .send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'page' }] }, session)
      .then(() => cdp.send('Runtime.runIfWaitingForDebugger', {}, session))
      .catch(() => undefined)
  })
  await cdp.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: true, filter: [{ type: 'tab' }] })

  return {
    async newTab(options = {}) {
      const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext', { disposeOnDetach: true })
      const tab = new Tab(cdp, browserContextId, options)
      await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId })
      await tab.ready()
      return tab
    },
    async close() {
      await cdp.send('Browser.close').catch(() => undefined)
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (child.exitCode === null) killGroup(child, 'SIGKILL')
      rmSync(profile, { recursive: true, force: true })
      untrackFolder(profile)
    },
  }
}

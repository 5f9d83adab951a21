import { select, subscribe } from '@wordpress/data'
import { __, sprintf } from '@wordpress/i18n'
import type { Finding, SiteChecksAnswer } from '../../../../server/site-checks/finding.ts'
import { normalizeError } from '../../../../renderer/normalize-error.ts'
import { previewAccess, type PreviewAccess } from '../preview/preview-access.ts'
import { unsavedFields } from '../preview/unsaved-item.ts'

/** How long the checks wait after a change (typing) before they ask the site again. */
export const CHECK_DELAY_MS = 300
/** The site's checks endpoint (server/authoring/site-checks-api.ts), beside the live preview's. */
const CHECKS_PATH = '/api/checks/page'

export interface SiteChecksState {
  /** The findings of the last check; null before the first one came back. */
  findings: Finding[] | null
  /** A check is under way (of a newer state than the findings'). */
  checking: boolean
  /** Why the last check failed, or ''. */
  error: string
}

let state: SiteChecksState = { findings: null, checking: false, error: '' }
const listeners = new Set<(next: SiteChecksState) => void>()
let languageMeta = '_site_lang'

const set = (changes: Partial<SiteChecksState>) => {
  state = { ...state, ...changes }
  for (const listener of listeners) listener(state)
}

/** What the site checks: the item's unsaved fields and blocks, serialized. */
function unsavedState() {
  return { ...unsavedFields(select, languageMeta), content: select('core/editor').getEditedPostContent() }
}

/** The site asks to wait this long (429) before the next check, in ms. */
class TooSoon extends Error {
  constructor(
    message: string,
    readonly waitMs: number,
  ) {
    super(message)
  }
}

async function askSite(refused?: PreviewAccess): Promise<SiteChecksAnswer> {
  const body = unsavedState()
  const access = await previewAccess('page', body.post, refused)
  let response: Response
  try {
    response = await window.fetch(new URL(CHECKS_PATH, access.url).href, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token: access.token, state: body }),
    })
  } catch (error) {
    throw new Error(sprintf(__('The site could not be reached: %s', 'site-blocks-api'), normalizeError(error).message), { cause: error })
  }
  // A refused access is renewed once.
  if (response.status === 401 && !refused) return askSite(access)
  const answer = (await response.json().catch(() => null)) as (Partial<SiteChecksAnswer> & { message?: string }) | null
  if (response.ok && answer?.findings) return { findings: answer.findings, ms: answer.ms ?? 0 }
  const reason = answer?.message ?? sprintf(__('the site answered %d', 'site-blocks-api'), response.status)
  if (response.status === 429) throw new TooSoon(reason, Number(response.headers.get('retry-after') ?? 10) * 1000)
  throw new Error(reason)
}

let timer: ReturnType<typeof setTimeout> | undefined
let seen: unknown[] = []
let stopWatching: (() => void) | null = null
/** One check at a time: a change while one is under way asks for one more after it. */
let running = false
let again = false

function run() {
  if (running) {
    again = true
    return
  }
  running = true
  again = false
  askSite()
    .then(
      (answer) => {
        if (!stopWatching) return
        set({ findings: answer.findings, checking: again, error: '' })
      },
      (reason: unknown) => {
        if (!stopWatching) return
        set({ checking: again, error: normalizeError(reason).message })
        // Over the site's rate: one more check once it allows, whether or not the page changes.
        if (reason instanceof TooSoon) schedule(reason.waitMs)
      },
    )
    .finally(() => {
      running = false
      if (again && stopWatching) run()
    })
}

function schedule(delayMs = CHECK_DELAY_MS) {
  clearTimeout(timer)
  set({ checking: true })
  timer = setTimeout(run, delayMs)
}

/** Each change of the blocks or the fields the site shows schedules a check, once typing pauses. */
function onStoresChanged() {
  const fields = unsavedFields(select, languageMeta)
  const now = [select('core/block-editor').getBlocks(), fields.title, fields.excerpt, fields.parent, fields.featured_media, fields.lang, fields.post]
  if (now.every((value, i) => value === seen[i])) return
  // Another item (a new draft saved, another post opened): the findings were the other one's.
  if (fields.post !== seen[6]) set({ findings: null, error: '' })
  seen = now
  if (fields.post) schedule()
}

/**
 * The site checks of the item being edited, shared by the panels that show them: they run while one
 * of the panels is open (subscribed), after each pause in editing, and stop when none is.
 */
export function watchSiteChecks(meta: string, listener: (next: SiteChecksState) => void): () => void {
  languageMeta = meta
  listeners.add(listener)
  listener(state)
  if (!stopWatching) {
    seen = []
    stopWatching = subscribe(onStoresChanged)
    onStoresChanged()
  }
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0 && stopWatching) {
      stopWatching()
      stopWatching = null
      clearTimeout(timer)
      // Shown again later, the panels wait for a check of the page as it is then.
      state = { findings: null, checking: false, error: '' }
    }
  }
}

/**
 * The editor asks the site for each block preview itself, with an access WordPress signs (good for
 * an hour, renewed a minute before it runs out, or once when the site refuses it). Not through
 * WordPress: a PHP worker waiting on the site while the site asks WordPress for the content a
 * block shows starved a small pool of workers.
 */
import apiFetch from '@wordpress/api-fetch'
import { __, sprintf } from '@wordpress/i18n'
import { normalizeError } from '../../../../renderer/normalize-error.ts'

/** WordPress's answer (GET site/v1/block-preview-access, site/v1/page-preview-access): where to post, with which token. */
export interface PreviewAccess {
  url: string
  token: string
  /** The language of the post's page (block previews). */
  lang?: string
  /** Unix seconds. */
  expires: number
}

/** The site's answer for one block (server/authoring/block-preview-api.ts). */
export interface BlockPreview {
  html: string
  problems: string[]
}

const RENEWAL_S = 60

interface Asked {
  postId: number
  expires: number
  answer: PreviewAccess | null
  promise: Promise<PreviewAccess>
}

/** The access every block shares (`block`), and the live page preview's (`page`). */
const held: Record<'block' | 'page', Asked | null> = { block: null, page: null }

/** The preview access for a post; a new one when it runs out soon, or when the site refused `refused` (the one held). */
export function previewAccess(kind: 'block' | 'page', postId: number, refused?: PreviewAccess): Promise<PreviewAccess> {
  const access = held[kind]
  const stale = access && (access.postId !== postId || (refused && access.answer === refused) || access.expires - RENEWAL_S < Date.now() / 1000)
  if (access && !stale) return access.promise
  const asked: Asked = { postId, expires: Infinity, answer: null, promise: Promise.resolve(null as never) }
  asked.promise = apiFetch<PreviewAccess>({ path: `/site/v1/${kind}-preview-access?post=${postId}` }).then(
    (answer) => {
      asked.expires = answer.expires
      asked.answer = answer
      return answer
    },
    (error: unknown) => {
      if (held[kind] === asked) held[kind] = null
      throw error
    },
  )
  held[kind] = asked
  return asked.promise
}

/** The site's preview of one block, or an error that says what went wrong. */
export async function fetchPreview(name: string, attributes: unknown, postId: number, signal: AbortSignal, refused?: PreviewAccess): Promise<BlockPreview> {
  const given = await previewAccess('block', postId, refused)
  let response: Response
  try {
    response = await window.fetch(given.url, {
      method: 'POST',
      signal,
      headers: { authorization: `Bearer ${given.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name, attributes, lang: given.lang }),
    })
  } catch (error) {
    if (signal.aborted) throw error
    throw new Error(sprintf(__('The site could not be reached for a preview: %s', 'site-blocks-api'), normalizeError(error).message), { cause: error })
  }
  // A refused access is renewed once.
  if (response.status === 401 && !refused) return fetchPreview(name, attributes, postId, signal, given)
  const answer = (await response.json().catch(() => null)) as (Partial<BlockPreview> & { error?: string }) | null
  if (response.ok && answer) return { html: answer.html ?? '', problems: answer.problems ?? [] }
  const reason = answer?.error ?? sprintf(__('it answered %d', 'site-blocks-api'), response.status)
  throw new Error(sprintf(__('The site refused the preview: %s', 'site-blocks-api'), reason))
}

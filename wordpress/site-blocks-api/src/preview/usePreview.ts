import { useEffect, useState } from '@wordpress/element'
import { select } from '@wordpress/data'
import { fetchPreview } from './preview-access.ts'
import { normalizeError } from '../../../../renderer/normalize-error.ts'

/** How long the editor waits after a change before it asks the site again. */
const PREVIEW_DELAY_MS = 400

export interface PreviewState {
  html: string
  problems: string[]
  error: string
  loading: boolean
}

/** The site's preview of a block with these attributes, asked again 400 ms after they change. */
export function usePreview(name: string, attributes: Record<string, unknown>): PreviewState {
  const [state, setState] = useState<PreviewState>({ html: '', problems: [], error: '', loading: true })
  const postId = select('core/editor')?.getCurrentPostId() ?? 0
  const json = JSON.stringify(attributes)
  useEffect(() => {
    // A preview the block no longer needs (changed again, or gone) is called off, sent or not.
    const controller = new window.AbortController()
    const timer = setTimeout(() => {
      fetchPreview(name, JSON.parse(json), postId, controller.signal).then(
        (answer) => {
          if (!controller.signal.aborted) setState({ html: answer.html, problems: answer.problems, error: '', loading: false })
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setState((previous) => ({ ...previous, error: normalizeError(error).message, loading: false }))
        },
      )
    }, PREVIEW_DELAY_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [name, json, postId])
  return state
}

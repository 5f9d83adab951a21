/**
 * What a preview for an editor (the live preview's frame, a draft preview's tab) and the block
 * editor in wp-admin tell each other with postMessage. Each side posts to the other's origin only,
 * and reads a message only from the origin it expects and in one of these shapes.
 */
export type PreviewMessage =
  /** The preview is shown (the editor reveals the frame it loaded hidden). */
  | { type: 'site-preview:ready'; post: number }
  /** The editor clicked the block at `path` (`0.3.1`, as the block editor numbers its blocks). */
  | { type: 'site-preview:select'; post: number; path: string }
  /** The preview was scrolled: the next render opens where it is. */
  | { type: 'site-preview:scroll'; post: number; scrollY: number }
  /** From the editor: outline the block at `path` (the block selected in the editor), or none. */
  | { type: 'site-preview:highlight'; post: number; path: string | null }

/** The element a block sits in, in a preview for editors: no box of its own (`display: contents`, layouts/base.css). */
export const BLOCK_PATH_TAG = 'site-block'
/** The attribute that carries a block's path there (blocks/markup/resolve-blocks.ts); never on a public page. */
export const BLOCK_PATH_ATTRIBUTE = 'data-block-path'

/**
 * On a marked block the site could not show as its own (its attributes fail the schema, it is no
 * block of the site's, its content could not be loaded): what went wrong, for the editor's site checks.
 */
export const BLOCK_PROBLEM_ATTRIBUTE = 'data-block-problem'
/** Which of those it is: one of BLOCK_PROBLEM_KINDS. */
export const BLOCK_PROBLEM_KIND_ATTRIBUTE = 'data-block-problem-kind'
export const BLOCK_PROBLEM_KINDS = ['invalid', 'unknown', 'unloaded'] as const
export type BlockProblemKind = (typeof BLOCK_PROBLEM_KINDS)[number]

export const BLOCK_PATH_PATTERN = /^\d{1,5}(\.\d{1,5}){0,31}$/

const isPost = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0
const isPath = (value: unknown): value is string => typeof value === 'string' && BLOCK_PATH_PATTERN.test(value)

/** `data` when it is one of the messages above, else null (anything else a page may post is ignored). */
export function readPreviewMessage(data: unknown): PreviewMessage | null {
  if (typeof data !== 'object' || data === null) return null
  const message = data as Record<string, unknown>
  if (!isPost(message.post)) return null
  switch (message.type) {
    case 'site-preview:ready':
      return { type: message.type, post: message.post }
    case 'site-preview:select':
      return isPath(message.path) ? { type: message.type, post: message.post, path: message.path } : null
    case 'site-preview:scroll':
      return typeof message.scrollY === 'number' && Number.isFinite(message.scrollY) && message.scrollY >= 0
        ? { type: message.type, post: message.post, scrollY: message.scrollY }
        : null
    case 'site-preview:highlight':
      return message.path === null || isPath(message.path) ? { type: message.type, post: message.post, path: message.path } : null
    default:
      return null
  }
}

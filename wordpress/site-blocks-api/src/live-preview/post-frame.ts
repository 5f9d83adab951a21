import type { PreviewAccess } from '../preview/preview-access.ts'

let frames = 0

/**
 * A new frame in `stage`, hidden, into which the unsaved state is posted (a form post: the answer is
 * the site's own page at the site's origin, its scripts running there, not in wp-admin's). A new
 * frame each time: the one shown stays until its successor is ready, so the preview never goes
 * blank, and the editor's history gets no entry per update.
 */
export function postIntoNewFrame(stage: HTMLElement, access: PreviewAccess, state: object): HTMLIFrameElement {
  const name = `site-live-preview-${++frames}`
  const frame = document.createElement('iframe')
  frame.name = name
  frame.title = 'Live preview'
  frame.className = 'site-live-preview__frame is-loading'
  stage.append(frame)
  const form = document.createElement('form')
  form.method = 'post'
  form.action = access.url
  form.target = name
  form.acceptCharset = 'utf-8'
  form.hidden = true
  for (const [field, value] of Object.entries({ token: access.token, state: JSON.stringify(state) })) {
    const input = document.createElement('input')
    input.type = 'hidden'
    input.name = field
    input.value = value
    form.append(input)
  }
  document.body.append(form)
  form.submit()
  form.remove()
  return frame
}

/** Whether the frame holds the site's answer yet (its first, empty document is wp-admin's own, and readable). */
export function holdsAnswer(frame: HTMLIFrameElement): boolean {
  try {
    return frame.contentWindow?.location.href !== 'about:blank'
  } catch {
    return true // another origin's document: the site's
  }
}

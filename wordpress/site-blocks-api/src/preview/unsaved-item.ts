import { select } from '@wordpress/data'

/**
 * The item's fields as the editor holds them now, saved or not (the blocks apart): what the live
 * preview shows and the site checks check, posted to the site as the unsaved state.
 */
export function unsavedFields(selectFrom: typeof select, languageMeta: string) {
  const editor = selectFrom('core/editor')
  const lang = editor.getEditedPostAttribute('meta')?.[languageMeta]
  return {
    post: editor.getCurrentPostId() ?? 0,
    title: editor.getEditedPostAttribute('title') ?? '',
    excerpt: editor.getEditedPostAttribute('excerpt') ?? '',
    parent: editor.getEditedPostAttribute('parent'),
    featured_media: editor.getEditedPostAttribute('featured_media'),
    lang: typeof lang === 'string' && lang ? lang : undefined,
  }
}

import type { WpPreview } from '../../content-schemas/preview.ts'
import { permalinkPath } from '../../content-rules/permalink.ts'
import { localizePath } from '../../content-rules/locales.ts'

/** The site path of a previewed item, in its language: `/es/dokan/pricing/`. */
export const previewPath = (preview: WpPreview) => localizePath(permalinkPath(preview.item.link), preview.item.lang)

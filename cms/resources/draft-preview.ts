import { buildPath, type Transport } from '../transport.ts'
import { CmsError } from '../cms-error.ts'
import { wpPreviewSchema, type UnsavedItem, type WpPreview } from '../../content-schemas/preview.ts'

export interface DraftPreviewOptions {
  /**
   * A WordPress user and application password for draft previews: sent with those requests only,
   * never with public ones, and never to a browser.
   */
  editorCredentials?: { user: string; password: string }
}

/** Drafts and revisions (`site/v1/preview`), the one read that signs in: kept apart from the public reads. */
export function draftPreviewEndpoints({ fetchChecked }: Transport, options: DraftPreviewOptions) {
  const authorization = (url: string) => {
    const credentials = options.editorCredentials
    if (!credentials) {
      throw new CmsError('Draft previews need WordPress credentials: set CMS_PREVIEW_USER and CMS_PREVIEW_PASSWORD', { status: 503, url })
    }
    return { authorization: `Basic ${Buffer.from(`${credentials.user}:${credentials.password}`).toString('base64')}` }
  }
  return {
    /** A draft or revision for the draft preview: read with the editor credentials, never cached. */
    async getPreview(id: number, revision: number): Promise<WpPreview> {
      const url = buildPath(`/site/v1/preview/${id}`, { rev: revision })
      return (await fetchChecked(url, wpPreviewSchema, authorization(url))).data
    },
    /** An item with the editor's unsaved state over it, for the live preview: asked with the editor credentials, never cached. */
    async getLivePreview(id: number, unsaved: UnsavedItem): Promise<WpPreview> {
      const url = `/site/v1/preview/${id}/live`
      return (await fetchChecked(url, wpPreviewSchema, authorization(url), { body: unsaved })).data
    },
  }
}

import { __, sprintf } from '@wordpress/i18n'
import { Button, Notice } from '@wordpress/components'
import { siteDate } from './site-date.ts'

/** The item's own source as GET site/v1/translations/{id} answers it (includes/translation-sources.php). */
export interface TranslationSource {
  id: number
  lang: string
  title: string
  editLink?: string | null
  /** The source's revision the translation was made from (or last marked up to date with). */
  revision: number | null
  /** When the source's content changed after that (ISO 8601), or null while up to date. */
  outdatedSince: string | null
  /** WordPress's revisions screen on the source, from that revision to its newest. */
  compareUrl: string | null
}

/**
 * On an outdated translation: since when its source differs, a link to what changed (WordPress's
 * revisions screen, in a new tab: the translation's editor stays as it is) and "Mark as up to date".
 */
export function OutdatedNotice(props: { since: string; compareUrl: string | null; sourceName: string; busy: boolean; onMarkUpToDate: () => void }) {
  return (
    <Notice status="warning" isDismissible={false} className="site-translations__outdated">
      <p style={{ margin: '0 0 8px' }}>
        {sprintf(__('The %1$s original changed on %2$s after this translation was made.', 'site-blocks-api'), props.sourceName, siteDate(props.since))}
      </p>
      {props.compareUrl ? (
        <a href={props.compareUrl} target="_blank" rel="noreferrer" style={{ marginRight: '12px' }}>
          {__('Compare', 'site-blocks-api')}
        </a>
      ) : null}
      <Button variant="link" isBusy={props.busy} disabled={props.busy} onClick={props.onMarkUpToDate}>
        {__('Mark as up to date', 'site-blocks-api')}
      </Button>
    </Notice>
  )
}

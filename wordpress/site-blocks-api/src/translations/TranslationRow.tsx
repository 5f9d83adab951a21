import { __, sprintf } from '@wordpress/i18n'
import { Button } from '@wordpress/components'
import { siteDate } from './site-date.ts'

/** A translation as GET/POST site/v1/translations/{id} answers it (includes/translations.php). */
export interface Translation {
  title: string
  statusLabel: string
  editLink?: string
  /** A translation made from this item: since when its source (this item) differs (ISO 8601), or null while up to date. */
  outdatedSince?: string | null
}

/** One other language: its translation (title, status, whether it is outdated, Edit), or the button that creates it. */
export function TranslationRow(props: { lang: string; name: string; item: Translation | null; creating: boolean; disabled: boolean; onCreate: () => void }) {
  const { item, name } = props
  return (
    <div className="site-translations__row" data-lang={props.lang} style={{ margin: '8px 0' }}>
      <strong style={{ display: 'block' }}>{name}</strong>
      {item ? (
        <>
          <span className="site-translations__title">{item.title || __('(no title)', 'site-blocks-api')}</span>
          <span className="site-translations__status">{` — ${item.statusLabel} `}</span>
          {item.outdatedSince ? (
            <span className="site-translations__outdated" style={{ display: 'block', color: '#b32d2e' }}>
              {sprintf(__('outdated since %s', 'site-blocks-api'), siteDate(item.outdatedSince))}
            </span>
          ) : null}
          {item.editLink ? (
            <a href={item.editLink} aria-label={sprintf(__('Edit the %s translation', 'site-blocks-api'), name)}>
              {__('Edit', 'site-blocks-api')}
            </a>
          ) : null}
        </>
      ) : (
        <Button
          variant="secondary"
          size="small"
          isBusy={props.creating}
          disabled={props.disabled}
          onClick={props.onCreate}
          aria-label={sprintf(__('Create translation: %s', 'site-blocks-api'), name)}
        >
          {__('Create translation', 'site-blocks-api')}
        </Button>
      )}
    </div>
  )
}

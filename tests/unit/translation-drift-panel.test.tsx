import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { TranslationRow } from '../../wordpress/site-blocks-api/src/translations/TranslationRow.tsx'
import { OutdatedNotice } from '../../wordpress/site-blocks-api/src/translations/OutdatedNotice.tsx'

/**
 * The Language panel's pieces for translations whose source changed (rendered with stand-ins for
 * WordPress's controls, whose date format is the ISO day): tests/e2e/admin-translation-drift.test.ts
 * drives them in WordPress.
 */
const since = '2026-11-28T08:55:00+00:00'
const noop = () => undefined

describe('an outdated translation in its source’s panel', () => {
  const row = (outdatedSince: string | null) =>
    renderToStaticMarkup(
      <TranslationRow
        lang="es"
        name="Español"
        item={{ title: 'Recuperar una clave', statusLabel: 'Draft', editLink: '/wp-admin/post.php?post=2&action=edit', outdatedSince }}
        creating={false}
        disabled={false}
        onCreate={noop}
      />,
    )

  it('says since when, in the site’s date format', () => {
    expect(row(since)).toContain('<span class="site-translations__outdated" style="display:block;color:#b32d2e">outdated since 2026-11-28</span>')
  })

  it('says nothing while up to date', () => {
    expect(row(null)).not.toContain('outdated')
  })
})

describe('the notice on an outdated translation', () => {
  const notice = (compareUrl: string | null) =>
    renderToStaticMarkup(<OutdatedNotice since={since} compareUrl={compareUrl} sourceName="English" busy={false} onMarkUpToDate={noop} />)

  it('names the source’s language and the day it changed, links to the comparison in a new tab, and offers to mark it up to date', () => {
    const markup = notice('/wp-admin/revision.php?from=11&to=12')
    expect(markup).toContain('The English original changed on 2026-11-28 after this translation was made.')
    expect(markup).toContain('<a href="/wp-admin/revision.php?from=11&amp;to=12" target="_blank" rel="noreferrer"')
    expect(markup).toMatch(/data-control="Button"[^>]*>Mark as up to date</)
  })

  it('has no Compare link without both revisions', () => {
    expect(notice(null)).not.toContain('Compare')
  })
})

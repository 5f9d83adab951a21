import { __, sprintf } from '@wordpress/i18n'
import { Button, Notice, Spinner } from '@wordpress/components'
import type { Finding } from '../../../../server/site-checks/finding.ts'
import { selectBlockAtPath } from '../live-preview/select-from-preview.ts'
import type { SiteChecksState } from './site-checks-store.ts'

const SEVERITY_LABELS: Record<Finding['severity'], string> = {
  error: __('Error', 'site-blocks-api'),
  warning: __('Warning', 'site-blocks-api'),
  notice: __('Note', 'site-blocks-api'),
}

function FindingItem({ finding }: { finding: Finding }) {
  const { path } = finding
  return (
    <li className={`site-checks__finding is-${finding.severity}`} data-check={finding.check} data-path={path ?? ''}>
      <span className="site-checks__severity">{SEVERITY_LABELS[finding.severity]}</span>{' '}
      {path === null ? (
        <span className="site-checks__message">{finding.message}</span>
      ) : (
        // The finding's block, selected and scrolled to in the canvas.
        <Button variant="link" className="site-checks__message" onClick={() => selectBlockAtPath(path)}>
          {finding.message}
        </Button>
      )}
    </li>
  )
}

/**
 * The findings: the problems (errors and warnings) first, or "No problems found"; then the notes,
 * unless `problemsOnly` (the pre-publish panel, which says how many notes the Site checks panel has).
 */
export function FindingList({ state, problemsOnly = false }: { state: SiteChecksState; problemsOnly?: boolean }) {
  const { findings, checking, error } = state
  const problems = findings?.filter((finding) => finding.severity !== 'notice') ?? []
  const notes = findings?.filter((finding) => finding.severity === 'notice') ?? []
  return (
    <div className="site-checks" aria-busy={checking}>
      {findings === null && !error ? (
        <p className="site-checks__status">
          <Spinner /> {__('Checking the page as visitors will get it…', 'site-blocks-api')}
        </p>
      ) : null}
      {findings !== null && problems.length === 0 && !error ? <p className="site-checks__none">{__('No problems found', 'site-blocks-api')}</p> : null}
      {problems.length > 0 ? (
        <ul className="site-checks__list site-checks__problems">
          {problems.map((finding, index) => (
            <FindingItem key={`${finding.check}-${finding.path}-${index}`} finding={finding} />
          ))}
        </ul>
      ) : null}
      {notes.length > 0 && !problemsOnly ? (
        <ul className="site-checks__list site-checks__notes">
          {notes.map((finding, index) => (
            <FindingItem key={`${finding.check}-${finding.path}-${index}`} finding={finding} />
          ))}
        </ul>
      ) : null}
      {notes.length > 0 && problemsOnly ? (
        <p className="site-checks__more">
          {sprintf(
            notes.length === 1
              ? __('And %d note in the Site checks panel.', 'site-blocks-api')
              : __('And %d notes in the Site checks panel.', 'site-blocks-api'),
            notes.length,
          )}
        </p>
      ) : null}
      {checking && findings !== null ? <p className="site-checks__status">{__('Checking again…', 'site-blocks-api')}</p> : null}
      {error ? (
        <Notice status="warning" isDismissible={false}>
          {sprintf(__('The site checks could not run: %s', 'site-blocks-api'), error)}
        </Notice>
      ) : null}
      <p className="site-checks__help">{__('The site never blocks publishing: you decide.', 'site-blocks-api')}</p>
    </div>
  )
}

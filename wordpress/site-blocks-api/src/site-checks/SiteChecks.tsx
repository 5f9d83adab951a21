import { useEffect, useState } from '@wordpress/element'
import { __ } from '@wordpress/i18n'
import { PluginDocumentSettingPanel, PluginPrePublishPanel } from '../editor-slots.ts'
import { FindingList } from './FindingList.tsx'
import { watchSiteChecks, type SiteChecksState } from './site-checks-store.ts'

/** What includes/site-checks.php gives the editor. */
export interface SiteChecksConfig {
  languageMeta: string
}

/** The checks' findings while the component showing them is mounted (an open panel). */
function useSiteChecks(config: SiteChecksConfig): SiteChecksState {
  const [state, setState] = useState<SiteChecksState>({ findings: null, checking: false, error: '' })
  useEffect(() => watchSiteChecks(config.languageMeta, setState), [config.languageMeta])
  return state
}

function Findings({ config, problemsOnly }: { config: SiteChecksConfig; problemsOnly?: boolean }) {
  return <FindingList state={useSiteChecks(config)} problemsOnly={problemsOnly} />
}

/**
 * The site checks in the editor: a "Site checks" panel in the document settings and a panel in the
 * pre-publish checks, both showing what the site finds on the page it renders from the unsaved
 * state (server/authoring/site-checks-api.ts). They run only while one of them is shown.
 */
export function siteChecks(config: SiteChecksConfig) {
  return function SiteChecks() {
    return (
      <>
        {PluginDocumentSettingPanel ? (
          <PluginDocumentSettingPanel name="site-checks" title={__('Site checks', 'site-blocks-api')} className="site-checks-panel">
            <Findings config={config} />
          </PluginDocumentSettingPanel>
        ) : null}
        {PluginPrePublishPanel ? (
          <PluginPrePublishPanel name="site-checks" title={__('Site checks', 'site-blocks-api')} className="site-checks-pre-publish" initialOpen>
            <Findings config={config} problemsOnly />
          </PluginPrePublishPanel>
        ) : null}
      </>
    )
  }
}

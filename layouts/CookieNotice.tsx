import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'

/**
 * SPEC §4: shown until 'Close and accept', which is remembered for 30 days (allowCookiePolicy).
 * In the HTML, shown, for every visitor (a page is the same for all): with the first paint, not 4 s
 * later (docs/architecture.md, "Deliberate divergences from the SPEC"). A visitor who accepted never sees it: the page bootstrap
 * marks the document before the first paint (server/page-bootstrap.ts), and a style hides it.
 * Accepting is the page script's (browser/cookie-notice.ts).
 */
export function CookieNotice() {
  const t = useT()
  return (
    <div className="cookie-notice" role="region" aria-label={t('cookie.policy')}>
      <p>
        {t('cookie.text')} <Link href="/privacy-policy/">{t('cookie.policy')}</Link>
      </p>
      <button type="button" className="button button--primary" data-accept-cookies="">
        {t('cookie.accept')}
      </button>
    </div>
  )
}

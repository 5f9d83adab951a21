import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'

/**
 * SPEC §4: shown until 'Close and accept', which is remembered for 30 days (allowCookiePolicy).
 * Hidden in the HTML (a page is the same for every visitor); the browser shows it, 4 s after load,
 * to a visitor without the cookie (browser/cookie-notice.ts).
 */
export function CookieNotice() {
  const t = useT()
  return (
    <div className="cookie-notice" role="region" aria-label={t('cookie.policy')} hidden>
      <p>
        {t('cookie.text')} <Link href="/privacy-policy/">{t('cookie.policy')}</Link>
      </p>
      <button type="button" className="button button--primary" data-accept-cookies="">
        {t('cookie.accept')}
      </button>
    </div>
  )
}

import { useEffect, useState } from 'react'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { readCookie, writeCookie } from '../renderer/cookie-access.ts'
import { SITE_COOKIES } from '../renderer/site-cookies.ts'

/** SPEC §9: the notice appears 4 seconds after load. */
export const COOKIE_NOTICE_DELAY_MS = 4000

/** SPEC §4: shown until 'Close and accept', which is remembered for 30 days (allowCookiePolicy). */
export default function CookieNotice() {
  const [visible, setVisible] = useState(false)
  const t = useT()
  useEffect(() => {
    if (readCookie(SITE_COOKIES.cookiePolicy)) return
    // Counted from the page load, not from when this deferred widget arrived.
    const timer = setTimeout(() => setVisible(true), Math.max(0, COOKIE_NOTICE_DELAY_MS - performance.now()))
    return () => clearTimeout(timer)
  }, [])
  if (!visible) return null
  return (
    <div className="cookie-notice" role="region" aria-label={t('cookie.policy')}>
      <p>
        {t('cookie.text')} <Link href="/privacy-policy/">{t('cookie.policy')}</Link>
      </p>
      <button
        type="button"
        className="button button--primary"
        onClick={() => {
          writeCookie(SITE_COOKIES.cookiePolicy, 'true')
          setVisible(false)
        }}
      >
        {t('cookie.accept')}
      </button>
    </div>
  )
}

import { useEffect, useRef, useState } from 'react'
import { usePageContext } from 'vike-react/usePageContext'
import { useT } from '../renderer/useT.ts'
import { useLocale } from '../renderer/LocaleContext.ts'
import { DEFAULT_LOCALE } from '../content-rules/locales.ts'
import { activeProductSlug } from '../renderer/active-product.ts'
import { readCookie, writeCookie } from '../renderer/cookie-access.ts'
import { SITE_COOKIES } from '../renderer/site-cookies.ts'
import { closeSalesNotificationsFor, isSupportPath, SALES_POPUP_ITEMS, SALES_ROTATE_MS, salesNotificationsOff } from './sales-notification.ts'
import type { SalesItem } from '../content-schemas/sales-item.ts'
import { useStylesheet } from '../renderer/lazy-stylesheet.ts'
import { POPUP_STYLES } from './popup-styles.ts'

interface Report {
  product: string
  items: SalesItem[]
}

/** Loads the report of `product` (in the page's language) from the site's own API; null while loading, skipped or failed. */
function useSalesReport(product: string, skipped: boolean): Report | null {
  const [report, setReport] = useState<Report | null>(null)
  const locale = useLocale()
  useEffect(() => {
    setReport(null)
    if (skipped) return
    const controller = new AbortController()
    const query = new URLSearchParams({ ...(product && { product }), ...(locale !== DEFAULT_LOCALE && { lang: locale }) }).toString()
    const url = query ? `/api/sales?${query}` : '/api/sales'
    fetch(url, { signal: controller.signal })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${url} answered ${response.status}`))))
      .then((items: SalesItem[]) => setReport({ product, items }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) console.warn('[sales popup] no sales report:', error)
      })
    return () => controller.abort()
  }, [product, skipped, locale])
  return report
}

/** The item on show: advances every 13 s of unhovered time and wraps after the last (at most 10 items). */
function useRotation(count: number, paused: boolean, resetKey: unknown): number {
  const [index, setIndex] = useState(0)
  const remaining = useRef(SALES_ROTATE_MS)
  useEffect(() => {
    setIndex(0)
    remaining.current = SALES_ROTATE_MS
  }, [resetKey])
  useEffect(() => {
    if (paused || count < 2) return
    const startedAt = Date.now()
    let fired = false
    const timer = setTimeout(() => {
      fired = true
      remaining.current = SALES_ROTATE_MS
      setIndex((i) => (i + 1) % count)
    }, remaining.current)
    return () => {
      clearTimeout(timer)
      // Hovering pauses: the time already shown counts towards the item's 13 s.
      if (!fired) remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt))
    }
  }, [paused, count, index])
  return index
}

/**
 * SPEC §4 sales notification (FOMO) popup: recent purchases of the page's product, one at a time.
 * Closing it hides it and turns it off for that product for a day (disable_sales_notification_for);
 * moving to another product's pages shows that product's sales.
 */
export function SalesPopup() {
  const { urlPathname } = usePageContext()
  const product = activeProductSlug(urlPathname)
  const [closedFor, setClosedFor] = useState<string | null>(null)
  const [hovered, setHovered] = useState(false)
  const t = useT()
  const off = isSupportPath(urlPathname) || salesNotificationsOff(readCookie(SITE_COOKIES.salesNotificationsOff), product)
  const report = useSalesReport(product, off)
  const items = report?.items.slice(0, SALES_POPUP_ITEMS) ?? []
  const index = useRotation(items.length, hovered, report)
  const item = items[index]
  const line = item?.order_items[0]
  const styled = useStylesheet(POPUP_STYLES)
  if (!styled || !report || !item || !line || closedFor === product) return null

  const close = () => {
    const cookie = SITE_COOKIES.salesNotificationsOff
    writeCookie(cookie, closeSalesNotificationsFor(readCookie(cookie), product))
    setClosedFor(product)
  }
  const place = [item.city, item.country].filter(Boolean).join(', ')
  return (
    <aside className="sales-popup" aria-label={t('sales.label')} onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
      {line.thumbnail && <img src={line.thumbnail} alt="" width={56} height={56} />}
      <div className="sales-popup__text" aria-live="polite">
        <p>{place ? t('sales.buyerFrom', { name: item.customer_name, place }) : item.customer_name}</p>
        <p>{t('sales.purchased', { product: line.name })}</p>
        <p className="sales-popup__time">{item.order_time}</p>
      </div>
      <button type="button" className="sales-popup__close" aria-label={t('sales.close')} onClick={close}>
        ×
      </button>
    </aside>
  )
}

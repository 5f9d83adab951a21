import { useEffect, useRef, useState } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import type { CouponsListAttrs } from './schema.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import { BlockSection } from '../parts/BlockSection.tsx'
import { copyText } from '../../renderer/copy-text.ts'

/** How long the button reads 'Copied!'. */
export const COPIED_MS = 2000

type Coupon = CouponsListAttrs['coupons'][number]

/** Coupon cards; each code is plain text, with a copy button once JavaScript runs. */
export function CouponsList({ attrs }: BlockProps<CouponsListAttrs>) {
  // The copy button needs JavaScript: it appears only after hydration, so the server HTML never offers a dead control.
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])

  return (
    <BlockSection block="coupons-list" heading={attrs.heading} intro={attrs.intro}>
      <ul className="coupons-list__items">
        {attrs.coupons.map((coupon, index) => (
          <li key={index} className="coupons-list__item">
            <CouponCard coupon={coupon} canCopy={hydrated} />
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}

function CouponCard({ coupon, canCopy }: { coupon: Coupon; canCopy: boolean }) {
  const t = useT()
  const locale = useLocale()
  const code = useRef<HTMLElement>(null)
  const [copied, setCopied] = useState(false)
  useEffect(() => {
    if (!copied) return
    const timer = setTimeout(() => setCopied(false), COPIED_MS)
    return () => clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    if ((await copyText(coupon.code, code.current)) === 'copied') setCopied(true)
  }

  return (
    <article className="coupons-list__coupon">
      <h3 className="coupons-list__product">{coupon.product}</h3>
      <p className="coupons-list__discount">{coupon.discount}</p>
      {coupon.description && <p className="coupons-list__description">{coupon.description}</p>}
      <dl className="coupons-list__code">
        <dt className="coupons-list__code-label">{t('coupons.code')}</dt>
        <dd className="coupons-list__code-value">
          <code ref={code}>{coupon.code}</code>
          {canCopy && (
            <button type="button" className="coupons-list__copy" onClick={() => void copy()}>
              <span aria-live="polite">{copied ? t('coupons.copied') : t('coupons.copy')}</span>
            </button>
          )}
        </dd>
      </dl>
      {coupon.validUntil && (
        <p className="coupons-list__valid">
          <time dateTime={coupon.validUntil}>{t('coupons.validUntil', { date: formatCalendarDay(coupon.validUntil, locale) })}</time>
        </p>
      )}
      <Link className="button button--primary coupons-list__cta" href={coupon.cta.href}>
        {coupon.cta.label}
      </Link>
    </article>
  )
}

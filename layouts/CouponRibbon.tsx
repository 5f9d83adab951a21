import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'

/** A fixed ribbon to the coupons page (position: fixed, so it shifts nothing). */
export function CouponRibbon() {
  return (
    <Link href="/coupons/" className="coupon-ribbon">
      {useT()('coupons.ribbon')}
    </Link>
  )
}

import { defineBlock } from '../define-block.ts'
import { couponsListAttrs } from './schema.ts'
import { CouponsList } from './CouponsList.tsx'

export default defineBlock({ name: 'site/coupons-list', attrs: couponsListAttrs, Component: CouponsList, interactive: true })

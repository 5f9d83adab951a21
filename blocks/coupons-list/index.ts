import { defineBlock } from '../define-block.ts'
import { couponsListAttrs } from './schema.ts'
import { CouponsList } from './CouponsList.tsx'

export default defineBlock({
  name: 'site/coupons-list',
  editor: {
    title: 'Coupons list',
    description: 'Coupon codes with their discount, expiry and a copy button.',
    category: 'site-commerce',
    icon: 'tickets-alt',
    keywords: ['coupon', 'discount', 'code'],
  },
  attrs: couponsListAttrs,
  Component: CouponsList,
  island: true,
  hydrate: 'interaction',
  styles: 'coupons-list.css',
  example: 'black-friday.html',
})

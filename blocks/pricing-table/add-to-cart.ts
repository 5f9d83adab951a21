/**
 * SPEC §7: a plan goes into the store's cart with a multipart POST (product_id, optional coupon_code)
 * to its add-to-cart ajax endpoint; the visitor then continues in the account area's cart.
 */
export const ADD_TO_CART_ENDPOINT = '/account/?wc-ajax=add_to_cart'
export const CART_PATH = '/account/cart/'

/** The cart link that adds the product itself: what the button links to, and the fallback when the ajax call fails. */
export function cartLink(productId: number, couponCode?: string): string {
  const query = new URLSearchParams({ 'add-to-cart': String(productId) })
  if (couponCode) query.set('coupon_code', couponCode)
  return `${CART_PATH}?${query}`
}

/** Adds the product through the ajax endpoint, then goes to the cart; on failure, follows the cart link. */
export async function addToCart(productId: number, couponCode?: string): Promise<void> {
  const body = new FormData()
  body.set('product_id', String(productId))
  if (couponCode) body.set('coupon_code', couponCode)
  try {
    const response = await fetch(ADD_TO_CART_ENDPOINT, { method: 'POST', body, credentials: 'include' })
    if (!response.ok) throw new Error(`${ADD_TO_CART_ENDPOINT} answered ${response.status}`)
    window.location.assign(CART_PATH)
  } catch (error) {
    console.warn('[cart] add-to-cart call failed; the cart link adds the plan instead:', error instanceof Error ? error.message : error)
    window.location.assign(cartLink(productId, couponCode))
  }
}

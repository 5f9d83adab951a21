/**
 * The card payment/checkout provider's script (SPEC §7), loaded on pages that show a pricing table.
 * CHECKOUT_SCRIPT_URL chooses it (an https URL; empty turns it off); Stripe.js by default.
 */
export const DEFAULT_CHECKOUT_SCRIPT_URL = 'https://js.stripe.com/v3/'

export function checkoutScriptUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const value = env.CHECKOUT_SCRIPT_URL ?? DEFAULT_CHECKOUT_SCRIPT_URL
  if (value === '') return null
  const url = URL.canParse(value) ? new URL(value) : null
  if (url?.protocol !== 'https:') throw new Error(`CHECKOUT_SCRIPT_URL must be an https URL, not '${value}'`)
  return url.href
}

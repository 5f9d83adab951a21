import type { PageContextServer } from 'vike/types'
import { pageNeedsCheckout } from '../blocks/registry.ts'
import { checkoutScriptUrl } from '../server/checkout-script.ts'

/** Server, after +data: only pages whose blocks need it are given the checkout provider's script. */
export function onBeforeRender(pageContext: PageContextServer) {
  pageContext.checkoutScriptUrl = pageNeedsCheckout(pageContext.data) ? checkoutScriptUrl() : null
}

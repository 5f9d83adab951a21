import type { PageContextServer } from 'vike/types'
import { pageNeedsCheckout } from '../blocks/render/page-needs-checkout.ts'

/** Server, after +data: only pages whose blocks need it keep the checkout provider's script the server hands every render. */
export function onBeforeRender(pageContext: PageContextServer) {
  if (!pageNeedsCheckout(pageContext.data)) pageContext.checkoutScriptUrl = null
}

import { useState } from 'react'

/**
 * The HTML the server rendered inside the element whose `attribute` is `value`: `html` when it is
 * given (the server's render), else read back from the page once, before hydration (inside an
 * island that hydrates), so that hydrating leaves it as it is instead of receiving it twice.
 */
export function useServerHtml(attribute: string, value: string, html: string | undefined): string {
  const [fromDom] = useState(() =>
    html === undefined && typeof document !== 'undefined' ? (document.querySelector(`[${attribute}="${CSS.escape(value)}"]`)?.innerHTML ?? '') : '',
  )
  return html ?? fromDom
}

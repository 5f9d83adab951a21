import { useState } from 'react'

/**
 * The HTML the server rendered inside the element whose `attribute` is `value`, read once before
 * hydration (an empty string on the server), so that hydrating leaves it as it is instead of
 * receiving it twice: `html` wins when it is given.
 */
export function useServerHtml(attribute: string, value: string, html: string | null): string {
  const [fromDom] = useState(() =>
    html === null && typeof document !== 'undefined' ? (document.querySelector(`[${attribute}="${CSS.escape(value)}"]`)?.innerHTML ?? '') : '',
  )
  return html ?? fromDom
}

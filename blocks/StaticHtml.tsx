import { useState } from 'react'

function readServerHtml(id: string): string {
  if (typeof document === 'undefined') return ''
  return document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? ''
}

/**
 * Server-rendered content that React never re-renders. When `html` is null (first load), the
 * markup is read back from the server-rendered DOM before hydration, so both sides agree.
 */
export function StaticHtml({ id, html }: { id: string; html: string | null }) {
  const [markup] = useState(() => html ?? readServerHtml(id))
  return <div data-static={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />
}

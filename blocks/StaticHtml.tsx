import { useState } from 'react'

function readServerHtml(id: string): string {
  if (typeof document === 'undefined') return ''
  return document.querySelector(`[data-static="${CSS.escape(id)}"]`)?.innerHTML ?? ''
}

/**
 * Server-rendered content that React never re-renders. When `html` is null (first load), the
 * markup is read back from the server-rendered DOM before hydration, so both sides agree.
 * After a client-side navigation `html` is always present and wins.
 */
export function StaticHtml({ id, html }: { id: string; html: string | null }) {
  const [fromDom] = useState(() => (html === null ? readServerHtml(id) : ''))
  return <div data-static={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: html ?? fromDom }} />
}

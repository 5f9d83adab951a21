import { useServerHtml } from '../renderer/server-html.ts'

/**
 * Server-rendered content that React never re-renders. Inside an island that hydrates, `html` is
 * null and the markup is read back from the page, so both sides agree.
 */
export function StaticHtml({ id, html }: { id: string; html: string | null }) {
  const markup = useServerHtml('data-static', id, html)
  return <div data-static={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />
}

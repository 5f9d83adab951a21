import { useServerHtml } from './server-html.ts'

/**
 * Server-rendered content that React never re-renders. Inside an island that hydrates, `html` is
 * absent and the markup is read back from the page, so both sides agree.
 */
export function StaticHtml({ id, html }: { id: string; html: string | undefined }) {
  const markup = useServerHtml('data-static', id, html)
  return <div data-static={id} style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: markup }} />
}

import { usePageContext } from 'vike-react/usePageContext'
import { useConfig } from 'vike-react/useConfig'

/** Where the built stylesheets are: blocks' by block name, templates' by template name. */
export interface PageStylesheetUrls {
  blocks: Record<string, string>
  templates: Record<string, string>
}

/**
 * A stylesheet link, written as vike writes the base layer's, so that the server puts it inline the
 * same way (server/inline-styles.ts).
 */
export function Stylesheet({ href }: { href: string }) {
  return <link rel="stylesheet" type="text/css" href={href} />
}

/**
 * Puts a template's stylesheets (by name: `blog/post` is templates/blog/post.css, `forum` is
 * templates/forum/forum.css) in the head of the page being rendered, after its blocks'
 * (pages/+Head.tsx): each template view calls it for what it shows, so those styles come with its
 * pages alone. Server only: template views are never rendered in the browser.
 */
export function useTemplateStylesheets(...names: string[]): void {
  const { templates } = usePageContext().stylesheets
  const hrefs = names.map((name) => {
    const href = templates[name]
    if (!href) throw new Error(`no template stylesheet '${name}' (templates/${name.includes('/') ? name : `${name}/${name}`}.css)`)
    return href
  })
  useConfig()({ Head: hrefs.map((href) => <Stylesheet key={href} href={href} />) })
}

import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppProviders } from '../../renderer/AppProviders.tsx'
import { prerenderBlocks } from '../../blocks/render/prerender-blocks.ts'
import { RenderedTree } from '../../renderer/islands/RenderedTree.tsx'
import { pageFactsOf } from '../../renderer/usePageFacts.ts'
import { LOCALES } from '../../content-rules/locales.ts'
import { injectNothing, siteAndBlocksCss } from '../../layouts/standalone-document.ts'
import type { Data } from './+data.ts'

/**
 * The block as the site renders it, in a document of its own for the editor's frame: the site's
 * stylesheets inline, relative URLs (images) resolved against the site, no script.
 */
export function onRenderHtml(pageContext: PageContextServer & { data: Data }) {
  const { tree, problems } = pageContext.data
  // A component that throws is one more problem the editor shows.
  const logger = { warn: (message: string) => problems.push(message), error: (message: string) => problems.push(message) }
  const facts = pageFactsOf(pageContext, { locale: pageContext.locale, renderedAt: Date.now() })
  const nodes = prerenderBlocks(tree, { facts, messages: pageContext.messages, logger })
  const body = renderToStaticMarkup(
    <AppProviders locale={pageContext.locale} messages={pageContext.messages} renderedAt={pageContext.renderedAt}>
      <main id="content" className="block-preview">
        <RenderedTree nodes={nodes} />
      </main>
    </AppProviders>,
  )
  const origin = new URL(pageContext.urlOriginal, 'http://localhost').origin
  return {
    documentHtml: escapeInject`<!doctype html>
<html lang="${LOCALES[pageContext.locale].iso}">
<head>
<meta charset="utf-8">
<base href="${origin}/">
<meta name="robots" content="noindex">
<style>${dangerouslySkipEscape(siteAndBlocksCss)}</style>
</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`,
    injectFilter: injectNothing,
  }
}

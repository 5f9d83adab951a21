import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppProviders } from '../../renderer/AppProviders.tsx'
import { BlockTree } from '../../blocks/BlockTree.tsx'
import { LOCALES } from '../../locales/locales.ts'
import { injectNothing, siteAndBlocksCss } from '../../layouts/standalone-document.ts'
import type { Data } from './+data.ts'

/**
 * The block as the site renders it, in a document of its own for the editor's frame: the site's
 * stylesheets inline, relative URLs (images) resolved against the site, no script.
 */
export function onRenderHtml(pageContext: PageContextServer & { data: Data }) {
  const body = renderToStaticMarkup(
    <AppProviders locale={pageContext.locale} messages={pageContext.messages} renderedAt={pageContext.renderedAt}>
      <main id="content" className="block-preview">
        <BlockTree nodes={pageContext.data.nodes} />
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

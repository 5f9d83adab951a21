import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppProviders } from '../../renderer/AppProviders.tsx'
import { BlockTree } from '../../blocks/BlockTree.tsx'
import { LOCALES } from '../../locales/locales.ts'
import siteCss from '../../layouts/site.css?inline'
import blocksCss from '../../blocks/blocks.css?inline'
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
<style>${dangerouslySkipEscape(siteCss)}
${dangerouslySkipEscape(blocksCss)}</style>
</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`,
    injectFilter(assets: { inject: unknown }[]) {
      for (const asset of assets) asset.inject = false
    },
  }
}

import type { PageContextServer } from 'vike/types'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppProviders } from '../../renderer/AppProviders.tsx'
import { LOCALES } from '../../content-rules/locales.ts'
import { AmpLayout } from '../../layouts/AmpLayout.tsx'
import { AmpPost } from '../../templates/blog/AmpPost.tsx'
import { jsonScriptText } from '../../renderer/json-ld.tsx'
import { AMP_BOILERPLATE, AMP_RUNTIME } from '../../layouts/amp-boilerplate.ts'
import { ampCss } from '../../templates/blog/amp-css.ts'
import { injectNothing } from '../../layouts/standalone-document.ts'
import { pageTitle } from '../../renderer/page-title.ts'
import type { Data } from './+data.ts'

/**
 * The AMP document (SPEC §2 AMP layout), written whole: `<html amp>`, the AMP boilerplate and
 * runtime, the page's CSS inline; none of the site's scripts or stylesheets.
 */
export function onRenderHtml(pageContext: PageContextServer & { data: Data }) {
  const { post } = pageContext.data
  const year = new Date(pageContext.renderedAt ?? Date.now()).getUTCFullYear()
  const body = renderToStaticMarkup(
    <AppProviders locale={post.lang} messages={pageContext.messages} renderedAt={pageContext.renderedAt}>
      <AmpLayout year={year}>
        <AmpPost post={post} />
      </AmpLayout>
    </AppProviders>,
  )
  const { seo } = post
  return {
    documentHtml: escapeInject`<!doctype html>
<html amp lang="${LOCALES[post.lang].iso}">
<head>
<meta charset="utf-8">
<title>${pageTitle(seo.title)}</title>
<link rel="canonical" href="${seo.canonical}">
<meta name="viewport" content="width=device-width,minimum-scale=1,initial-scale=1">
<meta name="description" content="${seo.description}">
<script type="application/ld+json">${dangerouslySkipEscape(jsonScriptText(seo.jsonLd))}</script>
<script async src="${AMP_RUNTIME}"></script>
${dangerouslySkipEscape(AMP_BOILERPLATE)}
<style amp-custom>${dangerouslySkipEscape(ampCss)}</style>
</head>
<body>${dangerouslySkipEscape(body)}</body>
</html>`,
    // AMP allows no other scripts and no external stylesheets: nothing of vike's is injected.
    injectFilter: injectNothing,
  }
}

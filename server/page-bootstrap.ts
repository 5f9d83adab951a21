import { cspHash } from './csp-hash.ts'
import { isHtmlAnswer } from './html-answer.ts'
import { CONSENT_MARK, SITE_COOKIES } from '../renderer/site-cookies.ts'
import { escapeMarkup } from '../content-rules/escape-markup.ts'

/**
 * The one inline script of a page (ARCHITECTURE "The first paint is the final one"), allowed by its
 * hash alone. Two jobs, nothing else:
 * - before the first paint, it marks the document (`CONSENT_MARK`) when the visitor has accepted
 *   cookies, so that the cookie notice, in the HTML for everyone, is never painted for them;
 * - it starts the page's entry script once the first frame is on screen (the first `paint` entry),
 *   so that the script's request can never hold that frame back. A page not on screen (prerendered
 *   ahead of a click, or in a background tab) starts it at once: it has no frame to protect, and a
 *   prerendered page must be ready when shown.
 * A paint entry, not a timer or an animation frame: a test's paused clock stops those, not paints.
 * A copy injected elsewhere would run too, but could only load a script of this origin (script-src).
 */
export const PAGE_BOOTSTRAP_SCRIPT =
  `(function(d,s,o){s=d.currentScript.dataset;` +
  `if(/(^|; )${SITE_COOKIES.cookiePolicy.name}=/.test(d.cookie))d.documentElement.setAttribute('${CONSENT_MARK}','');` +
  `function go(){s&&d.head.appendChild(Object.assign(d.createElement('script'),{type:'module',src:s.entry}));s=o&&o.disconnect()}` +
  `'now'in s||d.prerendering||d.visibilityState!='visible'||!PerformanceObserver.supportedEntryTypes.includes('paint')?go():(o=new PerformanceObserver(go)).observe({type:'paint'})` +
  `})(document)`

/** Its CSP source (`script-src`): the page's policy allows this script and no other inline one. */
export const PAGE_BOOTSTRAP_HASH = cspHash(PAGE_BOOTSTRAP_SCRIPT)

/** The entry script vike puts at the end of a page's body (production build). */
const VIKE_ENTRY = /<script src="(\/assets\/entries\/[\w.-]+\.js)" type="module" async><\/script>/

/**
 * A rendered page with its entry started by the bootstrap: vike's entry `<script>` is taken out and
 * the bootstrap, naming it, goes at the end of the head. A page without an entry (AMP, a page with no
 * script) is left as it is.
 */
export function withPageBootstrap(html: string, { startAtOnce = false } = {}): string {
  const entry = VIKE_ENTRY.exec(html)
  if (!entry || !html.includes('</head>')) return html
  const bootstrap = `<script data-entry="${escapeMarkup(entry[1]!)}"${startAtOnce ? ' data-now' : ''}>${PAGE_BOOTSTRAP_SCRIPT}</script>`
  return html.replace(entry[0], '').replace('</head>', () => `${bootstrap}</head>`)
}

type HttpResponse = { readonly headers: [string, string][]; readonly body: string } | null

/**
 * Rewrites a rendered page's HTML in vike's answer itself, so that every reader of the render (the
 * page cache, previews, form answers) gets the finished page. vike's `body` is a getter: it is
 * replaced by the finished text, once.
 */
export function finishPageHtml(httpResponse: HttpResponse, finish: (html: string) => string): void {
  if (!httpResponse || !isHtmlAnswer(httpResponse.headers)) return
  Object.defineProperty(httpResponse, 'body', { value: finish(httpResponse.body), enumerable: true })
}

/**
 * The AMP boilerplate: required verbatim in every AMP document
 * (https://amp.dev/documentation/guides-and-tutorials/learn/spec/amp-boilerplate).
 */
export const AMP_BOILERPLATE =
  '<style amp-boilerplate>body{-webkit-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-moz-animation:-amp-start 8s steps(1,end) 0s 1 normal both;-ms-animation:-amp-start 8s steps(1,end) 0s 1 normal both;animation:-amp-start 8s steps(1,end) 0s 1 normal both}@-webkit-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-moz-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-ms-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@-o-keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}@keyframes -amp-start{from{visibility:hidden}to{visibility:visible}}</style><noscript><style amp-boilerplate>body{-webkit-animation:none;-moz-animation:none;-ms-animation:none;animation:none}</style></noscript>'

/** The AMP runtime: the only script an AMP page loads. */
export const AMP_RUNTIME = 'https://cdn.ampproject.org/v0.js'

/** AMP's limit on the page's own CSS (`<style amp-custom>`). */
export const AMP_CSS_LIMIT_BYTES = 75_000

/**
 * AMP documents run the AMP runtime and nothing else: its origin is their only script source, their
 * CSS is inline, and AMP caches may show them in frames of search results.
 */
export const AMP_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  `script-src ${new URL(AMP_RUNTIME).origin}`,
  "style-src 'unsafe-inline'",
  "img-src 'self' https: data:",
  "font-src 'self' https:",
  `connect-src 'self' ${new URL(AMP_RUNTIME).origin}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  // AMP caches fetch the document; nobody frames the original.
  "frame-ancestors 'none'",
].join('; ')

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

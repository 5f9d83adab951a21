/**
 * The built URL of the widgets' own styles (popups.css), linked when one of them hydrates
 * (renderer/lazy-stylesheet.ts). A URL, not a CSS import: vike would put an imported stylesheet
 * in every page's first paint.
 */
export const POPUP_STYLES = new URL('./popups.css', import.meta.url).href

import { createHash } from 'node:crypto'

/** A CSP hash source for an inline script, style element or style attribute: its SHA-256, as the browser computes it. */
export const cspHash = (text: string): string => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

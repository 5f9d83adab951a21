/**
 * What no log line may show: email addresses, bearer tokens and the site's own secrets (their
 * values, as configured). Applied to every line's message and text fields before it is written, as
 * a last guard: the code logs submission ids and kinds, never what a visitor typed.
 */
const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g
const BEARER = /\b(Bearer|Basic)\s+[\w.~+/=-]+/gi

export function createScrubber(secrets: readonly string[]) {
  // The longest first, so that a secret holding another is masked whole.
  const known = [...new Set(secrets.filter((secret) => secret.length >= 4))].sort((a, b) => b.length - a.length)
  return (text: string): string => {
    let scrubbed = text.replace(EMAIL, '[email]').replace(BEARER, '$1 [redacted]')
    for (const secret of known) if (scrubbed.includes(secret)) scrubbed = scrubbed.replaceAll(secret, '[secret]')
    return scrubbed
  }
}

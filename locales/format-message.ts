/** A value a message places: `{name}` or the number of a `{name, plural, …}`. */
export type MessageValues = Record<string, string | number>

/** The index of the `}` that closes the `{` at `open`, or -1. */
function closing(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++
    else if (text[i] === '}' && --depth === 0) return i
  }
  return -1
}

/** `=0 {…} one {…} other {…}` → the cases by selector. */
function pluralCases(text: string): Map<string, string> {
  const cases = new Map<string, string>()
  let i = 0
  while (i < text.length) {
    const open = text.indexOf('{', i)
    if (open === -1) break
    const end = closing(text, open)
    if (end === -1) break
    cases.set(text.slice(i, open).trim(), text.slice(open + 1, end))
    i = end + 1
  }
  return cases
}

/**
 * Formats an ICU message of the kinds the site's catalogues use: `{name}` arguments and
 * `{name, plural, =N {…} one {…} other {…}}` with `#` for the number, nested. The same function
 * renders on the server and in the browser (react-intl is too large for the browser budget); a test
 * holds it to react-intl's output for every message of every catalogue.
 */
export function formatMessage(message: string, values: MessageValues, localeIso: string): string {
  let out = ''
  let i = 0
  while (i < message.length) {
    const open = message.indexOf('{', i)
    if (open === -1) {
      out += message.slice(i)
      break
    }
    out += message.slice(i, open)
    const end = closing(message, open)
    if (end === -1) {
      out += message.slice(open)
      break
    }
    const body = message.slice(open + 1, end)
    const [name = '', kind, ...rest] = body.split(',')
    const value = values[name.trim()]
    if (kind?.trim() === 'plural') {
      const n = Number(value)
      const cases = pluralCases(rest.join(','))
      const chosen = cases.get(`=${n}`) ?? cases.get(new Intl.PluralRules(localeIso).select(n)) ?? cases.get('other') ?? ''
      out += formatMessage(chosen.replaceAll('#', new Intl.NumberFormat(localeIso).format(n)), values, localeIso)
    } else {
      out += value === undefined ? `{${body}}` : String(value)
    }
    i = end + 1
  }
  return out
}

import { SETTINGS, type Setting } from './settings.ts'

/** Where docs/operations.md holds the table, between these two lines. */
export const TABLE_START = '<!-- The configuration table: written by `npm run docs:config` from server/config/settings.ts. -->'
export const TABLE_END = '<!-- End of the configuration table. -->'

const code = (value: unknown) => `\`${Array.isArray(value) ? value.join(',') : typeof value === 'boolean' ? Number(value) : String(value)}\``

function shownDefault({ default: value, unset }: Setting): string {
  const none = value === undefined || value === null || (Array.isArray(value) && value.length === 0)
  if (!none) return code(value)
  return unset ? `unset: ${unset}` : 'unset'
}

/** The configuration table, one row a variable, as the declarations say it (markdown). */
export function configurationTable(): string {
  const rows = Object.entries(SETTINGS).map(([name, setting]: [string, Setting]) => {
    const cells = [code(name), shownDefault(setting), `${setting.about}${setting.secret ? ' (a secret: never logged or shown)' : ''}`, setting.type.rule]
    return `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`
  })
  return ['| variable | default | meaning | a good value is |', '| --- | --- | --- | --- |', ...rows].join('\n')
}

/** `markdown` with its configuration table written anew (the markers must be there). */
export function withConfigurationTable(markdown: string): string {
  const start = markdown.indexOf(TABLE_START)
  const end = markdown.indexOf(TABLE_END)
  if (start === -1 || end < start) throw new Error('the configuration table has no place: its two marker lines are missing')
  return `${markdown.slice(0, start + TABLE_START.length)}\n\n${configurationTable()}\n\n${markdown.slice(end)}`
}

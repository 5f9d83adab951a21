/**
 * A small reader of the Prometheus text format (version 0.0.4), enough for the tests to read a
 * scrape: `# HELP` / `# TYPE` lines name the metrics, and each sample line is
 * `name{label="value",…} value [timestamp]`, label values escaped with `\\`, `\"` and `\n`.
 */
export interface Sample {
  name: string
  labels: Record<string, string>
  value: number
}

export interface Scrape {
  samples: Sample[]
  /** Each metric named by a `# TYPE` line, and its type (counter, gauge, histogram…). */
  types: Map<string, string>
  /** The sum of the samples named `name` whose labels include `labels` (0 when none). */
  sum(name: string, labels?: Record<string, string>): number
  /** The one sample named `name` with exactly these labels' values among its own, or undefined. */
  value(name: string, labels?: Record<string, string>): number | undefined
}

const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})?\s+(\S+)(?:\s+-?\d+)?$/
const LABEL = /\s*([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"\s*(?:,|$)/y

function numberOf(text: string): number {
  const lower = text.toLowerCase()
  if (lower === 'nan') return NaN
  if (lower === '+inf' || lower === 'inf') return Infinity
  if (lower === '-inf') return -Infinity
  const value = Number(text)
  if (Number.isNaN(value)) throw new Error(`not a sample value: ${text}`)
  return value
}

function labelsOf(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {}
  LABEL.lastIndex = 0
  while (LABEL.lastIndex < text.length) {
    const at = LABEL.lastIndex
    const match = LABEL.exec(text)
    if (!match || match.index !== at) throw new Error(`unreadable labels in: ${line}`)
    labels[match[1]!] = match[2]!.replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c))
  }
  return labels
}

export function parsePrometheusText(text: string): Scrape {
  const samples: Sample[] = []
  const types = new Map<string, string>()
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue
    if (line.startsWith('#')) {
      const type = /^# TYPE (\S+) (\S+)$/.exec(line)
      if (type) types.set(type[1]!, type[2]!)
      continue
    }
    const match = SAMPLE.exec(line)
    if (!match) throw new Error(`not a sample line: ${line}`)
    samples.push({ name: match[1]!, labels: match[2] ? labelsOf(match[2], line) : {}, value: numberOf(match[3]!) })
  }
  const matching = (name: string, labels: Record<string, string>) =>
    samples.filter((sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value))
  return {
    samples,
    types,
    sum: (name, labels = {}) => matching(name, labels).reduce((total, sample) => total + sample.value, 0),
    value(name, labels = {}) {
      const found = matching(name, labels)
      if (found.length > 1) throw new Error(`${found.length} samples of ${name} match ${JSON.stringify(labels)}`)
      return found[0]?.value
    },
  }
}

import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

// `npm ci --strict-allow-scripts` (.ci/run) refuses an install script that package.json's allowScripts
// does not cover, and npm trusts a pinned entry only through the lockfile's "resolved" URL.
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { allowScripts?: Record<string, boolean> }
const lockfile = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; resolved?: string; hasInstallScript?: boolean; optional?: boolean }>
}

const allowed = Object.entries(manifest.allowScripts ?? {}).map(([key, verdict]) => {
  const at = key.lastIndexOf('@')
  return { name: at > 0 ? key.slice(0, at) : key, version: at > 0 ? key.slice(at + 1) : undefined, verdict }
})

describe('install scripts', () => {
  it('every dependency with an install script has a verdict in allowScripts', () => {
    const unreviewed = Object.entries(lockfile.packages)
      .filter(([path, entry]) => path !== '' && entry.hasInstallScript)
      .map(([path, entry]) => ({ name: path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length), version: entry.version }))
      .filter((dependency) => !allowed.some(({ name, version }) => name === dependency.name && (version === undefined || version === dependency.version)))
      .map(({ name, version }) => `${name}@${version}`)
    expect(unreviewed).toEqual([])
  })

  it("a pinned approval names the lockfile's version, and that entry keeps its resolved URL", () => {
    for (const { name, version } of allowed.filter((entry) => entry.version)) {
      const entry = lockfile.packages[`node_modules/${name}`]
      expect(entry?.version, `${name}@${version}: the lockfile has ${entry?.version}`).toBe(version)
      expect(entry?.resolved, `${name}@${version}: no "resolved" URL in package-lock.json (npm then refuses the pin)`).toMatch(
        new RegExp(`/${name.replace(/^@[^/]+\//, '')}-${version?.replaceAll('.', '\\.')}\\.tgz$`),
      )
    }
  })
})

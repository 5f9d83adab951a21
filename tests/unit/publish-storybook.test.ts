import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'

describe('npm run chromatic (build/publish-storybook.ts)', () => {
  it('without a project token publishes nothing, says how to set one up and exits 0', () => {
    const { CHROMATIC_PROJECT_TOKEN: _token, ...env } = process.env
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'build/publish-storybook.ts'], { env, encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stdout).toContain('no CHROMATIC_PROJECT_TOKEN is set, so nothing was published')
    expect(result.stdout).toContain('CHROMATIC_PROJECT_TOKEN=chpt_… npm run chromatic')
  })
})

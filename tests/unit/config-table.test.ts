import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { OPERATIONS_GUIDE, operationsGuideWithTable } from '../../build/write-config-table.ts'
import { configurationTable } from '../../server/config/config-table.ts'
import { SETTINGS } from '../../server/config/settings.ts'

describe("the operations guide's configuration table", () => {
  it('is the one the settings declare (npm run docs:config writes it anew)', async () => {
    expect(readFileSync(OPERATIONS_GUIDE, 'utf8'), 'docs/operations.md is stale: run npm run docs:config').toBe(await operationsGuideWithTable())
  })

  it('has a row for every variable, and shows no secret default', () => {
    const table = configurationTable()
    for (const [name, setting] of Object.entries(SETTINGS)) {
      const row = table.split('\n').find((line) => line.startsWith(`| \`${name}\` |`))
      expect(row, name).toBeDefined()
      if (setting.secret) expect(row).toContain('(a secret: never logged or shown)')
    }
  })
})

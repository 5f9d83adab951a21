/**
 * `npm run docs:config`: writes docs/operations.md's configuration table from the settings'
 * declarations (server/config/settings.ts), formatted as prettier writes markdown.
 * tests/unit/config-table.test.ts fails while the committed table differs from it.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { format, resolveConfig } from 'prettier'
import { withConfigurationTable } from '../server/config/config-table.ts'

export const OPERATIONS_GUIDE = 'docs/operations.md'

export async function operationsGuideWithTable(): Promise<string> {
  const options = await resolveConfig(OPERATIONS_GUIDE)
  return format(withConfigurationTable(readFileSync(OPERATIONS_GUIDE, 'utf8')), { ...options, filepath: OPERATIONS_GUIDE })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(OPERATIONS_GUIDE, await operationsGuideWithTable())
  console.log(`docs:config: ${OPERATIONS_GUIDE}'s configuration table written`)
}

import path from 'node:path'
import { build, loadConfigFromFile, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { SERVICE_ICONS } from '../../blocks/core-social-link/service-icons.ts'

/**
 * The server build takes from simple-icons the icons the social-link block shows, not the whole
 * package: one module of 3,400 icons, 5 MB of source, which the server held in memory from its
 * first render (about 14 MB of heap) when it loaded the package from node_modules.
 */
describe('the server build and simple-icons', () => {
  it('bundles the social-link icons alone, with the setting vite.config.ts gives the server build', async () => {
    const loaded = await loadConfigFromFile({ command: 'build', mode: 'production' }, path.resolve('vite.config.ts'))
    const ssr = loaded?.config.ssr

    // The module that imports the icons, built for the server as vike builds the pages, with that setting.
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      ssr: { noExternal: ssr?.noExternal },
      build: { ssr: path.resolve('blocks/core-social-link/service-icons.ts'), write: false, minify: false },
    })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[]
    const [chunk] = (Array.isArray(output) ? output[0]! : output).output
    const code = chunk?.type === 'chunk' ? chunk.code : ''

    expect(code).not.toMatch(/from\s*["']simple-icons["']/)
    for (const { path: iconPath } of Object.values(SERVICE_ICONS)) expect(code).toContain(iconPath)
    // 36 icons, not 3,400.
    expect(code.length).toBeLessThan(100_000)
  }, 60_000)
})

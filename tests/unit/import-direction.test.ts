import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'

/**
 * The lint's import direction holds for stylesheets too (eslint.config.js): layouts/ sits below
 * templates/, and a stylesheet's import (`?url`, `?raw`, `?inline`) or a file referenced by its URL
 * is an import. Linted as text, without types: only the direction's rules are asked.
 */
const eslint = new ESLint({ overrideConfig: [tseslint.configs.disableTypeChecked] })
const DIRECTION = new Set(['import-x/no-restricted-paths', 'no-restricted-syntax'])

async function refusals(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => message.ruleId && DIRECTION.has(message.ruleId)).map((message) => `${message.line}: ${message.ruleId}`)
}

describe('layouts/ imports nothing of templates/', () => {
  it('refuses a template’s component and its stylesheet however it is imported', { timeout: 60_000 }, async () => {
    const code = [
      "import { AmpPost } from '../templates/blog/AmpPost.tsx'",
      "import '../templates/blog/post.css'",
      "import postUrl from '../templates/blog/post.css?url'",
      "import postText from '../templates/blog/post.css?raw'",
      "import postInline from '../templates/blog/post.css?inline'",
      "export const href = new URL('../templates/blog/post.css', import.meta.url).href",
      'export const all = [AmpPost, postUrl, postText, postInline]',
    ].join('\n')
    expect(await refusals('layouts/probe.ts', code)).toEqual([
      '1: import-x/no-restricted-paths',
      '2: import-x/no-restricted-paths',
      '3: import-x/no-restricted-paths',
      '4: import-x/no-restricted-paths',
      '5: import-x/no-restricted-paths',
      '6: no-restricted-syntax',
    ])
  })

  it('lets a template use the frame’s pieces and styles, and the frame the blocks’ parts', { timeout: 60_000 }, async () => {
    const template = [
      "import { siteAndBlocksCss } from '../../layouts/standalone-document.ts'",
      "import ampLayoutCss from '../../layouts/amp.css?inline'",
      'export const css = siteAndBlocksCss + ampLayoutCss',
    ].join('\n')
    expect(await refusals('templates/blog/probe.ts', template)).toEqual([])
    const frame = ["import '../blocks/parts/dialog/dialog.css'", "export const href = new URL('../blocks/parts/dialog/dialog.css', import.meta.url).href"].join(
      '\n',
    )
    expect(await refusals('layouts/probe.ts', frame)).toEqual([])
  })
})

describe('the direction holds for the site folders’ own tests and for the stories, with named exceptions', () => {
  it('refuses a block’s test a layout, and a story the server; allows each exception eslint.config.js names', { timeout: 60_000 }, async () => {
    expect(
      await refusals('blocks/hero/probe.test.tsx', "import { DefaultLayout } from '../../layouts/DefaultLayout.tsx'\nexport const x = DefaultLayout"),
    ).toEqual(['1: import-x/no-restricted-paths'])
    // A test may drive the server's pieces and read the embedded WordPress as its upstream.
    const exceptions = [
      "import { createSiteCms } from '../../server/site-cms.ts'",
      "import { createContentApi } from '../../embedded-wordpress/app.ts'",
      'export const x = [createSiteCms, createContentApi]',
    ].join('\n')
    expect(await refusals('blocks/markup/probe.test.ts', exceptions)).toEqual([])
    expect(await refusals('stories/probe.stories.tsx', "import { createApp } from '../server/app.ts'\nexport const x = createApp")).toEqual([
      '1: import-x/no-restricted-paths',
    ])
    expect(
      await refusals('stories/blocks/probe.tsx', "import { postedValues } from '../../server/forms/posted-values.ts'\nexport const x = postedValues"),
    ).toEqual([])
  })
})

/**
 * The core-block corpus (blocks/markup/core-fallback/corpus/): one saved sample of every core block of the
 * WordPress the tests run, made by WordPress itself. A fresh WordPress, its block editor in
 * Chromium: every core block is created from its own example (its representative attributes and
 * inner blocks; the defaults where it has none), inside the parents it requires, inserted and
 * saved; the saved post content is split into one file per block.
 *
 *   npm run blocks:corpus
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from 'playwright-core'
import { launchBrowser } from './browser.ts'
import { startWordPress } from './wordpress.ts'
import { editorCanvas, openEditor, signIn, type EditorWindow } from './wp-admin.ts'
import { CORE_CORPUS_DIR, CORPUS_HOME, NOT_IN_EDITOR_FILE, WORDPRESS_RENDERS_FILE, corpusFile } from '../../blocks/markup/core-fallback/corpus.ts'
import { renderInWordPress } from '../../build/render-in-wordpress.ts'

const PASSWORD = 'corpus-admin-password'

/**
 * What a marketer gives the blocks WordPress has no example for, where their defaults show nothing
 * of what they do (an embed without its URL).
 */
const WITHOUT_EXAMPLE: Record<string, { attributes: Record<string, unknown>; innerBlocks?: { name: string; attributes: Record<string, unknown> }[] }> = {
  'core/embed': { attributes: { url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', type: 'video', providerNameSlug: 'youtube', responsive: true } },
  'core/social-link': { attributes: { url: 'https://github.com/WordPress', service: 'github' } },
  'core/latest-posts': { attributes: { postsToShow: 3, displayPostDate: true } },
  'core/categories': { attributes: { showPostCounts: true } },
  'core/archives': { attributes: { showPostCounts: true } },
  'core/navigation-submenu': {
    attributes: { label: 'Products', url: 'https://example.com/products/' },
    innerBlocks: [{ name: 'core/navigation-link', attributes: { label: 'Dokan', url: 'https://example.com/products/dokan/' } }],
  },
}
/**
 * What the editor fills in for a marketer and a block's example leaves out (a file's button text,
 * set when a file is chosen: WordPress 7.1's example has none, and the button would be empty).
 */
const FILLED_BY_THE_EDITOR: Record<string, Record<string, unknown>> = {
  'core/file': { downloadButtonText: 'Download' },
}
const wordpress = await startWordPress({ WP_ADMIN_PASSWORD: PASSWORD })
const browser = await launchBrowser()
try {
  const { page } = await signIn(browser, wordpress, PASSWORD)
  await openEditor(page, wordpress, { postType: 'page' })
  // tsx names the functions below with a helper that exists only in Node.
  await page.evaluate('window.__name = (f) => f')
  const names: string[] = await page.evaluate(
    ({ withoutExample, filledByTheEditor }) => {
      const { wp } = window as unknown as EditorWindow
      type Example = { attributes?: Record<string, unknown>; innerBlocks?: Example[]; name?: string }
      const fromExample = (name: string, example: Example = {}): unknown =>
        wp.blocks.createBlock(
          name,
          { ...example.attributes, ...filledByTheEditor[name] },
          (example.innerBlocks ?? []).map((inner) => fromExample(inner.name ?? '', inner)),
        )
      // A block that may only sit in a parent (a column, a list item) is saved inside it.
      const inParents = (name: string, block: unknown): unknown => {
        const parent: string | undefined = wp.blocks.getBlockType(name).parent?.[0]
        return parent ? inParents(parent, wp.blocks.createBlock(parent, {}, [block])) : block
      }
      type Block = { name: string; innerBlocks: Block[] }
      const holds = (block: Block, name: string): boolean => block.name === name || block.innerBlocks.some((inner) => holds(inner, name))
      /**
       * A block made only inside a parent, with no example of its own (a tab list, a tab panel), is
       * sampled in the nearest ancestor's example that holds it with content; else alone in its parents.
       */
      const sampleOf = (name: string): unknown => {
        const type = wp.blocks.getBlockType(name) as { example?: Example; parent?: string[] }
        const example = type.example ?? withoutExample[name]
        if (!example) {
          for (let ancestor = type.parent?.[0]; ancestor; ancestor = wp.blocks.getBlockType(ancestor).parent?.[0]) {
            const ancestorExample = (wp.blocks.getBlockType(ancestor) as { example?: Example }).example
            if (!ancestorExample) continue
            const block = inParents(ancestor, fromExample(ancestor, ancestorExample)) as Block
            if (holds(block, name)) return block
          }
        }
        return inParents(name, fromExample(name, example))
      }
      const types: { name: string }[] = wp.blocks.getBlockTypes().filter((t: { name: string }) => t.name.startsWith('core/'))
      const blocks = types.map((type) => sampleOf(type.name))
      wp.data.dispatch('core/block-editor').resetBlocks(blocks)
      return types.map((type) => type.name)
    },
    { withoutExample: WITHOUT_EXAMPLE, filledByTheEditor: FILLED_BY_THE_EDITOR },
  )
  // Shown, blocks settle: some fill in their template (a query's pagination) once they scroll into
  // view, some an attribute (a gallery's link, a cover's contrast). Saved until what WordPress keeps
  // no longer changes.
  let saved = ''
  for (let attempt = 1; ; attempt++) {
    const before = saved
    saved = await saveAndRead(page)
    if (saved === before) break
    if (attempt === 6) throw new Error(`blocks:corpus: what WordPress keeps of the blocks still changes after ${attempt} saves`)
    // The canvas scrolls in its own frame (WordPress 7.x) or in the editor's content area (6.1).
    await (
      await editorCanvas(page)
    ).evaluate(() => {
      const scroller = document.querySelector('.interface-interface-skeleton__content') ?? document.scrollingElement
      scroller?.scrollTo(0, scroller.scrollHeight)
    })
    await page.waitForTimeout(2000)
  }
  // Each block as the editor saves it (WordPress may add to it on its side: a template part's theme).
  const markups: string[] = await page.evaluate(() => {
    const { wp } = window as unknown as EditorWindow
    return wp.data
      .select('core/block-editor')
      .getBlocks()
      .map((block: unknown) => wp.blocks.serialize([block]))
  })
  const samples = names.map((name, i) => ({ name, markup: markups[i] ?? '' }))
  // Blocks WordPress registers that the post editor does not offer (the widget screen's): no sample.
  const registered: string[] = await page.evaluate(async () =>
    ((await (window as unknown as EditorWindow).wp.apiFetch({ path: '/wp/v2/block-types?namespace=core' })) as { name: string }[]).map((t) => t.name),
  )
  const notInEditor = registered.filter((name) => !names.includes(name)).sort()
  mkdirSync(CORE_CORPUS_DIR, { recursive: true })
  for (const file of readdirSync(CORE_CORPUS_DIR)) if (file.endsWith('.html')) rmSync(path.join(CORE_CORPUS_DIR, file))
  for (const sample of samples) writeFileSync(corpusFile(sample.name), `${sample.markup}\n`)
  writeFileSync(NOT_IN_EDITOR_FILE, `${JSON.stringify(notInEditor, null, 2)}\n`)
  // WordPress's renders of the samples' dynamic blocks, for the Storybook page of every core block.
  const { home, samples: rendered } = await renderInWordPress(wordpress.dir, Object.fromEntries(samples.map((s) => [s.name, s.markup])))
  const renders = Object.fromEntries(
    Object.entries(rendered).map(([name, { renders }]) => [name, renders.map((r) => ({ ...r, html: r.html.replaceAll(home, CORPUS_HOME) }))]),
  )
  writeFileSync(WORDPRESS_RENDERS_FILE, `${JSON.stringify(renders, null, 2)}\n`)
  console.log(`blocks:corpus: ${samples.length} core blocks of WordPress written to ${CORE_CORPUS_DIR}`)
} finally {
  await browser.close()
  await wordpress.stop()
}

/** Saves the page in the editor and reads back the content WordPress stored. */
async function saveAndRead(page: Page): Promise<string> {
  await page.evaluate(() => {
    const { wp } = window as unknown as EditorWindow
    wp.data.dispatch('core/editor').editPost({ title: 'Core block corpus', status: 'draft' })
    wp.data.dispatch('core/editor').savePost()
  })
  const { failed } = await page
    .waitForFunction(() => {
      const editor = (window as unknown as EditorWindow).wp.data.select('core/editor')
      return !editor.isSavingPost() && (editor.didPostSaveRequestSucceed() || editor.didPostSaveRequestFail())
        ? { failed: editor.didPostSaveRequestFail() }
        : false
    })
    .then((handle) => handle.jsonValue() as Promise<{ failed: boolean }>)
  if (failed) throw new Error('blocks:corpus: WordPress did not save the page')
  return page.evaluate(async () => {
    const { wp } = window as unknown as EditorWindow
    const id = wp.data.select('core/editor').getCurrentPostId()
    return ((await wp.apiFetch({ path: `/wp/v2/pages/${id}?context=edit` })) as { content: { raw: string } }).content.raw
  })
}

import type { Browser, Page } from 'playwright-core'
import type { WordPress } from './wordpress.ts'

/** The block editor's globals, read inside the page: WordPress's own, untyped here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditorWindow = Window & { wp: any }

/**
 * A signed-in wp-admin tab. Requests that would leave this machine (avatars, WordPress.org) are
 * answered empty, as a firewall would: the editor must work without them.
 */
export async function signIn(browser: Browser, wordpress: WordPress, password: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' })
  const local = new URL(wordpress.url).host
  await context.route(
    (url) => url.protocol.startsWith('http') && !url.host.startsWith('127.0.0.1'),
    (route) => route.fulfill({ status: 204, body: '' }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  // Not problems of the blocks: WordPress's oEmbed proxy answers 404 for an embed it cannot fetch
  // from this machine (the editor then shows the URL), and the site's own images (/images/…, in the
  // docs) are the site's, not WordPress's, to serve.
  const notABlockProblem = (url: string) => {
    const { pathname } = new URL(url, wordpress.url)
    return pathname.endsWith('/oembed/1.0/proxy') || pathname.startsWith('/images/')
  }
  page.on('console', (message) => {
    if (message.type() === 'error' && !(message.text().startsWith('Failed to load resource') && notABlockProblem(message.location().url)))
      errors.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Which resource failed, since the console only says that one did.
  page.on('response', (response) => {
    if (response.status() >= 400 && !notABlockProblem(response.url())) errors.push(`${response.status()} ${response.url()}`)
  })
  await page.goto(`${wordpress.url}/wp-login.php`)
  await page.fill('#user_login', 'admin')
  await page.fill('#user_pass', password)
  await Promise.all([page.waitForURL((url) => url.host === local && url.pathname.startsWith('/wp-admin'), { waitUntil: 'commit' }), page.click('#wp-submit')])
  return { page, errors }
}

/** Opens the block editor (a new item of `postType`, or the post `id`), the welcome guide closed. */
export async function openEditor(page: Page, wordpress: WordPress, target: { postType: string } | { id: number }): Promise<void> {
  const url =
    'id' in target ? `${wordpress.url}/wp-admin/post.php?post=${target.id}&action=edit` : `${wordpress.url}/wp-admin/post-new.php?post_type=${target.postType}`
  await page.goto(url, { waitUntil: 'domcontentloaded' })
  await page.waitForFunction(() => {
    const { wp } = window as unknown as EditorWindow
    return Boolean(wp?.data?.select('core/editor')?.getCurrentPostId?.()) && Boolean(wp.data.select('core/block-editor'))
  })
  await page.evaluate(() => {
    const { wp } = window as unknown as EditorWindow
    if (wp.data.select('core/edit-post').isFeatureActive('welcomeGuide')) wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide')
    // The block's settings sidebar, where the inspector is.
    wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block')
  })
}

/**
 * Inserts a site block through the inserter, as a marketer would: search its title, click it (the
 * site's, where WordPress has a block of the same title, such as Video).
 */
export async function insertFromInserter(page: Page, block: { name: string; editor: { title: string } }): Promise<void> {
  const setInserter = (open: boolean) =>
    page.evaluate((open) => {
      const { dispatch } = (window as unknown as EditorWindow).wp.data
      dispatch('core/edit-post').setIsInserterOpened(open)
      // Closed again: the selected block's settings, where its inspector is.
      if (!open) dispatch('core/edit-post').openGeneralSidebar('edit-post/block')
    }, open)
  await setInserter(true)
  const search = page.locator('.block-editor-inserter__search input')
  await search.waitFor()
  await search.fill(block.editor.title)
  // The site's blocks are inserted as their example (a default variation): the item's class says which.
  await page.locator(`.block-editor-block-types-list__item[class~="editor-block-list-item-${block.name.replace('/', '-')}/example"]`).click()
  await setInserter(false)
}

/** The post content the editor would save now. */
export function editedContent(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/editor').getEditedPostContent() as string)
}

/** Waits until the editor has saved (no save under way, nothing left unsaved). */
export async function waitForSaved(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const editor = (window as unknown as EditorWindow).wp.data.select('core/editor')
    return !editor.isSavingPost() && !editor.isAutosavingPost() && !editor.isEditedPostDirty()
  })
}

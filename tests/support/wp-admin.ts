import type { Browser, Frame, Locator, Page } from 'playwright-core'
import type { WordPress } from './wordpress.ts'

/** The block editor's globals, read inside the page: WordPress's own, untyped here. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type EditorWindow = Window & { wp: any }

/**
 * Warnings WordPress's editor gives of itself, with the plugin or without it (seen on 7.1.4 with the
 * plugin deactivated): not the plugin's, so not counted.
 */
const WORDPRESS_OWN_WARNINGS = [
  // Core's theme.json variables, which core itself enqueues in the editor's page rather than its canvas.
  /^global-styles-css-custom-properties-inline-css was added to the iframe incorrectly\./,
]

/** A signed-in wp-admin tab, with the console errors and warnings (other than WordPress's own) it has seen. */
export interface AdminTab {
  page: Page
  errors: string[]
  warnings: string[]
}

/**
 * A signed-in wp-admin tab. Requests that would leave this machine (avatars, WordPress.org) are
 * answered empty, as a firewall would: the editor must work without them.
 */
export async function signIn(browser: Browser, wordpress: WordPress, password: string): Promise<AdminTab> {
  // Without motion: WordPress 7.x animates its side panels in and out (framer-motion), and a panel
  // opened while the same one still animates out may never show (seen: the inserter, asked for
  // a moment after it was closed, stayed away while its state said open).
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block', reducedMotion: 'reduce' })
  const local = new URL(wordpress.url).host
  await context.route(
    (url) => url.protocol.startsWith('http') && !url.host.startsWith('127.0.0.1'),
    (route) => route.fulfill({ status: 204, body: '' }),
  )
  const page = await context.newPage()
  const errors: string[] = []
  const warnings: string[] = []
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
    if (message.type() === 'warning' && !WORDPRESS_OWN_WARNINGS.some((own) => own.test(message.text()))) warnings.push(message.text())
  })
  page.on('pageerror', (error) => errors.push(error.message))
  // Which request failed outright (the console says only that one did); not those called off.
  page.on('requestfailed', (request) => {
    const reason = request.failure()?.errorText ?? ''
    if (reason !== 'net::ERR_ABORTED' && !notABlockProblem(request.url())) errors.push(`${reason} ${request.url()}`)
  })
  // Which resource failed, since the console only says that one did.
  page.on('response', (response) => {
    if (response.status() >= 400 && !notABlockProblem(response.url())) errors.push(`${response.status()} ${response.url()}`)
  })
  // A new page offers the theme's starter patterns (WordPress 6.2 and later): off, as a marketer
  // leaves it after the first time ("Always show starter patterns for new pages").
  await wordpress.php(`
    $key = $GLOBALS['wpdb']->get_blog_prefix() . 'persisted_preferences';
    $preferences = get_user_meta(1, $key, true) ?: array();
    $preferences['core']['enableChoosePatternModal'] = false;
    $preferences['_modified'] = gmdate('c');
    update_user_meta(1, $key, $preferences);`)
  await page.goto(`${wordpress.url}/wp-login.php`)
  await page.fill('#user_login', 'admin')
  await page.fill('#user_pass', password)
  await Promise.all([page.waitForURL((url) => url.host === local && url.pathname.startsWith('/wp-admin'), { waitUntil: 'commit' }), page.click('#wp-submit')])
  return { page, errors, warnings }
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

/** The editor a link opened (a new translation's, "Edit"), ready as openEditor leaves it: the welcome guide closed. */
export async function editorOpened(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const { wp } = window as unknown as EditorWindow
    return Boolean(wp?.data?.select('core/editor')?.getCurrentPostId?.()) && Boolean(wp.data.select('core/block-editor')?.getBlocks().length)
  })
  await page.evaluate(() => {
    const { wp } = window as unknown as EditorWindow
    if (wp.data.select('core/edit-post').isFeatureActive('welcomeGuide')) wp.data.dispatch('core/edit-post').toggleFeature('welcomeGuide')
    wp.data.dispatch('core/edit-post').openGeneralSidebar('edit-post/block')
  })
}

/** The document settings' Language panel (includes/translations.php), opened as a marketer opens it. */
export async function languagePanel(page: Page): Promise<Locator> {
  await openDocumentSettings(page)
  const panel = page.locator('.components-panel__body.site-translations')
  const toggle = panel.locator('.components-panel__body-toggle')
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click()
  return panel
}

/**
 * Inserts a site block through the inserter, as a marketer would: search its title, click it (the
 * site's, where WordPress has a block of the same title, such as Video).
 */
export async function insertFromInserter(page: Page, block: { name: string; editor: { title: string } }): Promise<void> {
  const setInserter = (open: boolean) =>
    page.evaluate((open) => {
      const { dispatch } = (window as unknown as EditorWindow).wp.data
      // `core/editor`'s since WordPress 6.5 (`core/edit-post`'s, deprecated since, before).
      ;(dispatch('core/editor').setIsInserterOpened ?? dispatch('core/edit-post').setIsInserterOpened)(open)
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

/*
 * The editor's parts that moved between the WordPress versions the tests run (7.1, and 6.1, the
 * oldest supported): each helper finds the part where either version has it, so that one test
 * runs on both.
 */

/**
 * The frame the editor draws the post's blocks in: its canvas iframe (WordPress 7.x always puts
 * the canvas in one), or the admin page itself (6.1's canvas is part of it).
 */
export async function editorCanvas(page: Page): Promise<Frame> {
  await page.waitForSelector('iframe[name="editor-canvas"], .editor-styles-wrapper')
  const canvas = page.frame({ name: 'editor-canvas' })
  if (!canvas) return page.mainFrame()
  await canvas.waitForSelector('.editor-styles-wrapper')
  return canvas
}

/** Opens the document's settings ("Page", "Post", beside "Block") in the editor's sidebar, as a marketer does. */
export async function openDocumentSettings(page: Page): Promise<void> {
  await page.locator('[role="tab"][data-tab-id="edit-post/document"], .edit-post-sidebar__panel-tab[data-label]').first().click()
}

/** "Save draft", then waits until it is saved. */
export async function saveDraft(page: Page): Promise<void> {
  await page.locator('.editor-post-save-draft').click()
  await waitForSaved(page)
}

/** The editor's Preview → "Preview in new tab": the tab it opens. */
export async function previewInNewTab(page: Page): Promise<Page> {
  await page.locator('.editor-preview-dropdown__toggle, .block-editor-post-preview__button-toggle').click()
  const [preview] = await Promise.all([
    page.context().waitForEvent('page'),
    page.locator('[role="menuitem"]:has-text("Preview in new tab"), .edit-post-header-preview__button-external').first().click(),
  ])
  return preview
}

/** Publishes the post through the publish panel (Publish, then Publish again), waits until it is saved and closes the panel. */
export async function publishPost(page: Page): Promise<void> {
  await page.locator('.editor-post-publish-panel__toggle').click()
  await page.locator('.editor-post-publish-panel .editor-post-publish-button').click()
  await page.waitForFunction(() => (window as unknown as EditorWindow).wp.data.select('core/editor').isCurrentPostPublished())
  await waitForSaved(page)
  // "… is now live": the marketer closes that panel and goes on editing.
  await page.locator('.editor-post-publish-panel').getByRole('button', { name: 'Close panel' }).click()
}

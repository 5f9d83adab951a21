import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteText, startConnectedSite, type ConnectedSite } from '../support/connected-site.ts'
import { editedContent, editorCanvas, editorOpened, languagePanel, openEditor, publishPost, waitForSaved, type EditorWindow } from '../support/wp-admin.ts'

/**
 * A page's language and its translations in wp-admin, as a marketer works with them: the block
 * editor's Language panel (the language, the translations, "Create translation"), the list screens'
 * Language column and filter, and the site following at once (hreflang, the Spanish URL).
 */
let connected: ConnectedSite

beforeAll(async () => {
  connected = await startConnectedSite()
}, 180_000)

afterAll(async () => {
  await connected?.stop()
})

/** Seen on the site within 2 s of WordPress answering: the change notice did it, not an expiry. */
const LIVE = { timeout: 2_000, interval: 100 }

/** The id of the published page at `path` in `lang`. */
const pageId = async (path: string, lang = 'en') =>
  Number(
    await connected.wordpress.php(
      `$p = get_page_by_path(${JSON.stringify(path)}); foreach (get_posts(array('post_type' => 'page', 'name' => $p->post_name, 'post_parent' => $p->post_parent, 'numberposts' => -1)) as $p) if (site_blocks_api_lang($p->ID) === '${lang}') echo $p->ID;`,
    ),
  )

const editor = (page: Page) =>
  page.evaluate(() => {
    const select = (window as unknown as EditorWindow).wp.data.select('core/editor')
    return {
      id: select.getCurrentPostId() as number,
      title: select.getEditedPostAttribute('title') as string,
      status: select.getEditedPostAttribute('status') as string,
      lang: select.getEditedPostAttribute('meta')._site_lang as string,
    }
  })

const alternate = (lang: string, path: string) =>
  new RegExp(`<link rel="alternate" hreflang="${lang}" href="https?://[^/"]+${path.replaceAll('/', '\\/')}"`, 'i')

describe('translations in the block editor', () => {
  const path = '/career/'
  let englishId = 0
  let spanishId = 0
  const stamp = Date.now()
  const spanishTitle = `Trabaja en weDevs ${stamp}`
  const spanishText = `Nuestro proceso dura de tres a cuatro semanas (${stamp}).`

  it('a marketer creates the Spanish translation of an English page, edits and publishes it: the site shows it at /es/ with reciprocal hreflang links', async () => {
    const { page, errors, warnings } = connected.admin
    const { wordpress, site } = connected
    englishId = await pageId('career')
    expect(englishId).toBeGreaterThan(0)
    expect(await pageId('career', 'es')).toBe(0) // no Spanish career page in the dataset
    // Cached before: /es/career/ is the English page as a fallback, /career/ has no alternates.
    const before = await siteText(site, '/es/career/')
    expect(before.html).toContain('Careers at weDevs')
    expect((await siteText(site, path)).html).not.toMatch(alternate('es', '/es/career/'))

    errors.length = 0
    warnings.length = 0
    await openEditor(page, wordpress, { id: englishId })
    const panel = await languagePanel(page)
    await expect.poll(() => panel.locator('select').inputValue()).toBe('en')
    const spanishRow = panel.locator('.site-translations__row[data-lang="es"]')
    await expect.poll(() => spanishRow.getByRole('button', { name: /Create translation/ }).isEnabled(), { timeout: 10_000 }).toBe(true)
    expect(await panel.locator('.site-translations__row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-lang')))).toEqual(['es', 'fr'])

    // "Create translation": the new draft's editor opens.
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/wp-admin/post.php') && url.searchParams.get('post') !== String(englishId), { timeout: 15_000 }),
      spanishRow.getByRole('button', { name: /Create translation/ }).click(),
    ])
    await editorOpened(page)
    const draft = await editor(page)
    spanishId = draft.id
    expect(new URL(page.url()).searchParams.get('post')).toBe(String(spanishId))
    expect(draft).toMatchObject({ status: 'draft', lang: 'es', title: 'Careers at weDevs' })
    // Its panel knows where it comes from.
    const draftPanel = await languagePanel(page)
    await expect.poll(() => draftPanel.locator('select').inputValue()).toBe('es')
    await expect
      .poll(() => draftPanel.locator('.site-translations__row[data-lang="en"]').textContent(), { timeout: 10_000 })
      .toMatch(/English\s*Careers at weDevs — Published\s*Edit/)

    // The marketer translates the title and a paragraph in the canvas.
    const canvas = await editorCanvas(page)
    await canvas.locator('.editor-post-title__input').click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(spanishTitle)
    await canvas.locator('[data-type="core/paragraph"]', { hasText: 'Our process takes three to four weeks' }).click()
    await page.keyboard.press('Control+A')
    await page.keyboard.type(spanishText)
    expect((await editor(page)).title).toBe(spanishTitle)
    const content = await editedContent(page)
    expect(content).toContain(spanishText)
    expect(content).not.toContain('Our process takes three to four weeks')

    // Published through the editor's publish button.
    await publishPost(page)

    // The translation kept its slug and its path, in Spanish.
    expect(
      JSON.parse(
        await wordpress.php(
          `$p = get_post(${spanishId}); echo wp_json_encode(array($p->post_name, $p->post_parent, site_blocks_api_lang($p->ID), wp_make_link_relative(get_permalink($p))));`,
        ),
      ),
    ).toEqual(['career', 0, 'es', '/es/career/'])

    // Live at once: /es/career/ in Spanish, both pages with reciprocal alternates.
    await expect.poll(async () => (await siteText(site, '/es/career/')).html, LIVE).toContain(spanishTitle)
    const spanish = await siteText(site, '/es/career/')
    expect(spanish.status).toBe(200)
    expect(spanish.html).toContain(spanishText)
    expect(spanish.html).toContain('<html lang="es-ES"')
    expect(spanish.html).toMatch(alternate('en', '/career/'))
    expect(spanish.html).toMatch(alternate('es', '/es/career/'))
    await expect.poll(async () => (await siteText(site, path)).html, LIVE).toMatch(alternate('es', '/es/career/'))
    const english = await siteText(site, path)
    expect(english.html).toMatch(alternate('en', '/career/'))
    expect(english.html).toContain('Careers at weDevs')
    expect(english.html).not.toContain(spanishText)

    // Back on the English page, its panel lists the published translation.
    await openEditor(page, wordpress, { id: englishId })
    const englishPanel = await languagePanel(page)
    await expect
      .poll(() => englishPanel.locator('.site-translations__row[data-lang="es"]').textContent(), { timeout: 10_000 })
      .toContain(`${spanishTitle} — Published`)
    expect(await englishPanel.locator('.site-translations__row[data-lang="es"] a').getAttribute('href')).toContain(`post=${spanishId}&action=edit`)
    expect(errors).toEqual([])
    // The Language panel warns of nothing (its panel slot and button size, as each WordPress has them).
    expect(warnings).toEqual([])
  }, 120_000)

  it('the Pages list shows each item’s language and translations, and filters by language with WordPress’s own search', async () => {
    const { page, errors } = connected.admin
    expect(spanishId).toBeGreaterThan(0)
    errors.length = 0
    await page.goto(`${connected.wordpress.url}/wp-admin/edit.php?post_type=page`)
    // WordPress's search: a phrase of the two pages' shared hero.
    await page.locator('#post-search-input').fill('"support specialists, designers and writers"')
    await Promise.all([page.waitForURL((url) => url.searchParams.has('s')), page.locator('#search-submit').click()])
    const language = (id: number) => page.locator(`#post-${id} td.column-site_lang`)
    expect((await language(englishId).innerText()).trim()).toBe('English · es')
    expect((await language(spanishId).innerText()).trim()).toBe('Español · en')
    expect(await language(spanishId).locator('a[data-lang="en"]').getAttribute('href')).toContain(`post=${englishId}&action=edit`)

    // Filter: Español, with the search kept.
    await page.locator('#filter-by-site-lang').selectOption('es')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('site_lang') === 'es'), page.locator('#post-query-submit').click()])
    expect(new URL(page.url()).searchParams.get('s')).toBe('"support specialists, designers and writers"')
    expect(await page.locator(`#post-${spanishId}`).count()).toBe(1)
    expect(await page.locator(`#post-${englishId}`).count()).toBe(0)
    expect(await page.locator('#filter-by-site-lang').inputValue()).toBe('es')

    // English: the English one, not the Spanish one.
    await page.locator('#filter-by-site-lang').selectOption('en')
    await Promise.all([page.waitForURL((url) => url.searchParams.get('site_lang') === 'en'), page.locator('#post-query-submit').click()])
    expect(await page.locator(`#post-${englishId}`).count()).toBe(1)
    expect(await page.locator(`#post-${spanishId}`).count()).toBe(0)

    // The filter with WordPress's status views and paging: every Spanish page, 20 to a screen.
    const spanishPages = Number(
      await connected.wordpress.php(
        `echo count(get_posts(array('post_type' => 'page', 'post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids', 'meta_query' => array(array('key' => '_site_lang', 'value' => 'es')))));`,
      ),
    )
    await page.goto(`${connected.wordpress.url}/wp-admin/edit.php?post_type=page&post_status=publish&site_lang=es&orderby=title&order=asc`)
    expect(await page.locator('.tablenav.top .displaying-num').innerText()).toBe(`${spanishPages} items`)
    const langsOnScreen = () =>
      page.locator('td.column-site_lang .site-lang').evaluateAll((spans) => [...new Set(spans.map((s) => s.getAttribute('data-lang')))])
    expect(await langsOnScreen()).toEqual(['es'])
    if (spanishPages > 20) {
      await Promise.all([page.waitForURL((url) => url.searchParams.get('paged') === '2'), page.locator('.tablenav.top .next-page').click()])
      expect(new URL(page.url()).searchParams.get('site_lang')).toBe('es')
      expect(await langsOnScreen()).toEqual(['es'])
    }
    expect(errors).toEqual([])
  }, 60_000)

  it('every list of the site’s types has the column and the filter; the panel shows a doc’s translations, a catalog entry’s buttons, and waits on a new page', async () => {
    const { page, errors } = connected.admin
    const { wordpress } = connected
    errors.length = 0
    const types = JSON.parse(await wordpress.php('echo wp_json_encode(site_blocks_api_post_types());')) as string[]
    expect(types).toEqual(expect.arrayContaining(['post', 'page', 'docs', 'dokan-modules', 'dokan-features', 'wpuf-modules']))
    for (const type of types) {
      const french = Number(
        await wordpress.php(
          `echo count(get_posts(array('post_type' => '${type}', 'post_status' => 'publish', 'numberposts' => -1, 'fields' => 'ids', 'meta_query' => array(array('key' => '_site_lang', 'value' => 'fr')))));`,
        ),
      )
      await page.goto(`${wordpress.url}/wp-admin/edit.php?post_type=${type}&post_status=publish&site_lang=fr`)
      expect(await page.locator('#filter-by-site-lang').inputValue(), type).toBe('fr')
      expect(parseInt(await page.locator('.tablenav.top .displaying-num').innerText(), 10), type).toBe(french)
      const langs = await page.locator('td.column-site_lang .site-lang').evaluateAll((spans) => spans.map((s) => s.getAttribute('data-lang')))
      expect(langs.length, type).toBe(Math.min(french, 20))
      expect(new Set(langs), type).toEqual(new Set(french ? ['fr'] : []))
    }

    // A doc written in all three languages: its translations, each with its editor.
    const doc = Number(
      await wordpress.php(
        `foreach (get_posts(array('post_type' => 'docs', 'numberposts' => -1, 'meta_key' => '_site_lang', 'meta_value' => 'en')) as $p) { $g = site_blocks_api_translations($p); if ($g['es'] && $g['fr'] && $p->post_parent) { echo $p->ID; break; } }`,
      ),
    )
    await openEditor(page, wordpress, { id: doc })
    const panel = await languagePanel(page)
    await expect
      .poll(() => panel.locator('.site-translations__row').allInnerTexts(), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^Español\s+.+ — Published\s+Edit$/), expect.stringMatching(/^Français\s+.+ — Published\s+Edit$/)])
    expect(await panel.getByRole('button', { name: /Create translation/ }).count()).toBe(0)
    // A catalog entry (English only in the dataset): one button a language.
    const wholesale = Number(await wordpress.php(`echo get_posts(array('post_type' => 'dokan-modules', 'name' => 'wholesale', 'numberposts' => 1))[0]->ID;`))
    await openEditor(page, wordpress, { id: wholesale })
    const entryPanel = await languagePanel(page)
    await expect
      .poll(
        () => entryPanel.getByRole('button', { name: /Create translation/ }).evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled)),
        { timeout: 10_000 },
      )
      .toEqual([false, false])

    // A new page has nothing saved to copy yet.
    await openEditor(page, wordpress, { postType: 'page' })
    const newPanel = await languagePanel(page)
    expect(
      await newPanel.getByRole('button', { name: /Create translation/ }).evaluateAll((buttons) => buttons.map((b) => (b as HTMLButtonElement).disabled)),
    ).toEqual([true, true])
    expect(await newPanel.locator('.site-translations__hint').innerText()).toBe('Save a draft first: a translation starts as a copy of it.')
    expect(errors).toEqual([])
  }, 90_000)

  it('refuses a second translation in one language (409) and an unknown language (400)', async () => {
    const authorization = `Basic ${Buffer.from(`admin:${connected.appPassword}`).toString('base64')}`
    const create = (lang: string) =>
      fetch(`${connected.wordpress.cmsUrl}/site/v1/translations/${englishId}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ lang }),
      })
    const duplicate = await create('es')
    expect(duplicate.status).toBe(409)
    expect(((await duplicate.json()) as { message: string }).message).toBe(
      `This item already has a translation in Español: "${spanishTitle}" (${spanishId}, publish).`,
    )
    expect((await create('de')).status).toBe(400)
    // Nothing was created.
    expect(
      Number(
        await connected.wordpress.php(`echo count(get_posts(array('post_type' => 'page', 'name' => 'career', 'post_status' => 'any', 'numberposts' => -1)));`),
      ),
    ).toBe(2)
    // And only editors of the item may ask.
    expect((await fetch(`${connected.wordpress.cmsUrl}/site/v1/translations/${englishId}`)).status).toBe(401)
  })
})

describe('a page’s language', () => {
  const purgesOf = (id: number) =>
    connected.site
      .logs()
      .split('\n')
      .filter((line) => line.includes('[purge]') && line.includes(`item:${id} `)).length

  it('changed in the panel and saved, tells the site: the page moves to its new language at once', async () => {
    const { page, errors } = connected.admin
    const { wordpress, site } = connected
    const id = await pageId('gdpr')
    // An item from before languages were recorded: no `_site_lang` (English), set behind WordPress's back.
    await wordpress.php(`global $wpdb; $wpdb->delete($wpdb->postmeta, array('post_id' => ${id}, 'meta_key' => '_site_lang')); clean_post_cache(${id});`)
    // Cached before the change: /gdpr/, and /fr/gdpr/ (the English page, as the French fallback).
    expect((await siteText(site, '/gdpr/')).status).toBe(200)
    expect((await siteText(site, '/fr/gdpr/')).status).toBe(200)
    // It counts as English in the list's filter.
    await page.goto(`${wordpress.url}/wp-admin/edit.php?post_type=page&site_lang=en&s=GDPR`)
    expect((await page.locator(`#post-${id} td.column-site_lang`).innerText()).trim()).toBe('English')

    errors.length = 0
    await openEditor(page, wordpress, { id })
    const panel = await languagePanel(page)
    await expect.poll(() => panel.locator('select').inputValue()).toBe('en')
    await panel.locator('select').selectOption('fr')
    const purges = purgesOf(id)
    await page.locator('.editor-post-publish-button').click() // "Update"
    await waitForSaved(page)
    expect(await wordpress.php(`echo get_post_meta(${id}, '_site_lang', true);`)).toBe('fr')
    expect(purgesOf(id)).toBeGreaterThan(purges)
    await expect.poll(async () => (await siteText(site, '/gdpr/')).status, LIVE).toBe(404)
    const french = await siteText(site, '/fr/gdpr/')
    expect(french.status).toBe(200)
    expect(french.html).toContain('GDPR at weDevs')
    expect(french.html).toContain('<html lang="fr-FR"')
    expect(french.html).not.toMatch(alternate('en', '/gdpr/'))
    // The panel now lists the languages other than French.
    await expect
      .poll(() => panel.locator('.site-translations__row').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-lang'))), { timeout: 10_000 })
      .toEqual(['en', 'es'])
    expect(errors).toEqual([])
  }, 60_000)

  it('set for the first time outside the editor (a script, an import), tells the site too', async () => {
    const { wordpress, site } = connected
    const id = await pageId('faq')
    await wordpress.php(`global $wpdb; $wpdb->delete($wpdb->postmeta, array('post_id' => ${id}, 'meta_key' => '_site_lang')); clean_post_cache(${id});`)
    expect((await siteText(site, '/faq/')).status).toBe(200)
    const purges = purgesOf(id)
    // Added, not updated: added_post_meta.
    expect(await wordpress.php(`echo update_post_meta(${id}, '_site_lang', 'es') === true ? 'updated' : 'added';`)).toBe('added')
    expect(purgesOf(id)).toBe(purges + 1)
    expect((await siteText(site, '/faq/')).status).toBe(404)
    expect((await siteText(site, '/es/faq/')).html).toContain('<html lang="es-ES"')
  })
})

describe('what a translation keeps, and what others see of it', () => {
  const php = (code: string) => connected.wordpress.php(code)

  it('the Language column and a refused translation name another author’s draft or private translation by its language alone, not its title', async () => {
    // An author's published post; an editor's published Spanish translation of it, and French draft.
    const made = JSON.parse(
      await php(`
        $author = wp_insert_user(array('user_login' => 'column-author', 'user_pass' => wp_generate_password(), 'role' => 'author', 'user_email' => 'column-author@example.invalid'));
        $post = wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'Column source', 'post_name' => 'column-source', 'post_author' => $author), true);
        $es = site_blocks_api_create_translation(get_post($post), 'es');
        wp_update_post(array('ID' => $es, 'post_title' => 'Fuente publicada', 'post_status' => 'publish'));
        $fr = site_blocks_api_create_translation(get_post($post), 'fr');
        wp_update_post(array('ID' => $fr, 'post_title' => 'Brouillon secret'));
        echo wp_json_encode(compact('author', 'post', 'es', 'fr'));
      `),
    ) as { author: number; post: number; es: number; fr: number }
    const column = (user: number) =>
      php(`wp_set_current_user(${user}); ob_start(); site_blocks_api_lang_column('site_lang', ${made.post}); echo ob_get_clean();`)
    try {
      for (const status of ['draft', 'private']) {
        await php(`wp_update_post(array('ID' => ${made.fr}, 'post_status' => '${status}'));`)
        const seenByAuthor = await column(made.author)
        expect(seenByAuthor, status).toContain('title="Español: Fuente publicada (Published)"')
        expect(seenByAuthor, status).toMatch(/<span title="Français \((Draft|Private)\)" data-lang="fr"><em>fr<\/em><\/span>/)
        expect(seenByAuthor, status).not.toContain('secret')
        const refused = await php(
          `wp_set_current_user(${made.author}); echo site_blocks_api_create_translation(get_post(${made.post}), 'fr')->get_error_message();`,
        )
        expect(refused, status).toBe(`This item already has a translation in Français (${made.fr}, ${status}).`)
        // Their editor, who may read it, sees its title.
        expect(await column(1), status).toMatch(/title="Français: Brouillon secret \((Draft|Private)\)"/)
      }
    } finally {
      await php(
        `foreach (array(${made.es}, ${made.fr}, ${made.post}) as $id) wp_delete_post($id, true); require_once ABSPATH . 'wp-admin/includes/user.php'; wp_delete_user(${made.author});`,
      )
    }
  })

  it('a translation of a password-protected page is protected by the same password', async () => {
    const made = JSON.parse(
      await php(`
        $page = wp_insert_post(array('post_type' => 'page', 'post_status' => 'publish', 'post_title' => 'Members page', 'post_name' => 'members-page', 'post_password' => 'members'), true);
        $es = site_blocks_api_create_translation(get_post($page), 'es');
        echo wp_json_encode(array('page' => $page, 'es' => $es, 'password' => get_post($es)->post_password));
      `),
    ) as { page: number; es: number; password: string }
    try {
      expect(made.password).toBe('members')
    } finally {
      await php(`wp_delete_post(${made.es}, true); wp_delete_post(${made.page}, true);`)
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import { siteText, startConnectedSite, type ConnectedSite } from '../support/connected-site.ts'
import { editorCanvas, editorOpened, languagePanel, openEditor, waitForSaved, type EditorWindow } from '../support/wp-admin.ts'

/**
 * A translation knows its source (wordpress/site-blocks-api/includes/translation-sources.php): made
 * from an English page, it records the page and its revision; when the page's content changes, the
 * Language panel of both and the Pages list say so, Compare shows what changed on WordPress's
 * revisions screen, and "Mark as up to date" records the page as it is now. Saves that change no
 * content (nothing, the status, the date) outdate nothing; visitors see none of it.
 */
let connected: ConnectedSite

beforeAll(async () => {
  connected = await startConnectedSite()
  // A time zone far from UTC: the panel (the browser) and the list (PHP) must show the change's date in the site's own.
  await connected.wordpress.php(`update_option('timezone_string', 'Pacific/Kiritimati');`)
}, 180_000)

afterAll(async () => {
  await connected?.stop()
})

const php = (code: string) => connected.wordpress.php(code)

/** What an item records of its source, as WordPress holds it ('' where it records nothing). */
async function recordOf(id: number) {
  return JSON.parse(
    await php(
      `echo wp_json_encode(array_map(function ($key) { return get_post_meta(${id}, $key, true); }, array('source' => '_site_translation_source', 'revision' => '_site_translation_revision', 'hash' => '_site_translation_hash', 'outdated' => '_site_translation_outdated')));`,
    ),
  ) as { source: string; revision: string; hash: string; outdated: string }
}

/** The newest revision of an item that is not an autosave (WordPress's own query, not the plugin's). */
const newestRevision = async (id: number) =>
  Number(await php(`foreach (wp_get_post_revisions(${id}) as $r) { if (!wp_is_post_autosave($r)) { echo $r->ID; break; } }`))

/** A GMT time as wp-admin shows a date: the site's format, in its time zone (wp_date). */
const adminDate = (gmt: string) => php(`echo wp_date(get_option('date_format'), strtotime(${JSON.stringify(gmt)} . ' UTC'));`)

const modifiedGmt = (id: number) => php(`echo get_post(${id})->post_modified_gmt;`)

/** The editor's Update, as a marketer clicks it, then saved. */
async function update(page: Page) {
  await page.locator('.editor-post-publish-button').click()
  await waitForSaved(page)
}

/**
 * A save without a content change, as a marketer makes one: types a character in a paragraph and
 * takes it back, then Update (the editor offers no Update without a change).
 */
async function saveUnchanged(page: Page, id: number, paragraph: string) {
  const canvas = await editorCanvas(page)
  await canvas.locator('[data-type="core/paragraph"]', { hasText: paragraph }).first().click()
  await page.keyboard.press('End')
  await page.keyboard.type('!')
  await page.keyboard.press('Backspace')
  await page.waitForFunction(() => (window as unknown as EditorWindow).wp.data.select('core/editor').isEditedPostDirty())
  // post_modified counts seconds: a save in the same second as the last would not show as one.
  const modified = await modifiedGmt(id)
  await page.waitForFunction((last) => Date.now() >= Date.parse(`${last.replace(' ', 'T')}Z`) + 1_000, modified)
  await update(page)
  expect(await modifiedGmt(id)).not.toBe(modified)
}

/** The Pages list filtered by the language filter's value (a language, or `outdated`), through the filter itself. */
async function filterPages(page: Page, value: string) {
  await page.goto(`${connected.wordpress.url}/wp-admin/edit.php?post_type=page`)
  await page.locator('#filter-by-site-lang').selectOption(value)
  await Promise.all([page.waitForURL((url) => url.searchParams.get('site_lang') === value), page.locator('#post-query-submit').click()])
  return page.locator('#the-list tr[id^="post-"]').evaluateAll((rows) => rows.map((row) => Number(row.id.slice('post-'.length))))
}

describe('a translation that knows its source', () => {
  const stamp = Date.now()
  const added = ` Keys bought before 2020 are under Licences too (${stamp}).`
  let englishId = 0
  let spanishId = 0
  let since = ''
  let sinceShown = ''

  it('made through the Language panel, it records the English page and its current revision; the English page saved with new text outdates it', async () => {
    const { page, errors, warnings } = connected.admin
    const { wordpress } = connected
    englishId = Number(await php(`echo get_page_by_path('lost-license')->ID;`))
    expect(englishId).toBeGreaterThan(0)
    errors.length = 0
    warnings.length = 0

    await openEditor(page, wordpress, { id: englishId })
    const panel = await languagePanel(page)
    const create = panel.locator('.site-translations__row[data-lang="es"]').getByRole('button', { name: /Create translation/ })
    await expect.poll(() => create.isEnabled(), { timeout: 10_000 }).toBe(true)
    await Promise.all([
      page.waitForURL((url) => url.pathname.endsWith('/wp-admin/post.php') && url.searchParams.get('post') !== String(englishId), { timeout: 15_000 }),
      create.click(),
    ])
    await editorOpened(page)
    spanishId = await page.evaluate(() => (window as unknown as EditorWindow).wp.data.select('core/editor').getCurrentPostId() as number)
    expect(await php(`echo site_blocks_api_lang(${spanishId});`)).toBe('es')

    // The English page, as it is now: its newest revision and its content.
    const revision = await newestRevision(englishId)
    expect(revision).toBeGreaterThan(0)
    expect(await recordOf(spanishId)).toEqual({
      source: String(englishId),
      revision: String(revision),
      hash: await php(`echo site_blocks_api_content_hash(get_post(${englishId}));`),
      outdated: '',
    })
    // Up to date: the panel lists the English page and warns of nothing.
    const spanishPanel = await languagePanel(page)
    await expect.poll(() => spanishPanel.locator('.site-translations__row[data-lang="en"]').textContent(), { timeout: 10_000 }).toContain('Published')
    expect(await spanishPanel.locator('.site-translations__outdated').count()).toBe(0)

    // The marketer adds a sentence to the English page and updates it.
    await openEditor(page, wordpress, { id: englishId })
    const canvas = await editorCanvas(page)
    await canvas.locator('[data-type="core/paragraph"]', { hasText: 'deactivate a key on a site you no longer use' }).click()
    await page.keyboard.press('End')
    await page.keyboard.type(added)
    await update(page)
    expect(await php(`echo get_post(${englishId})->post_content;`)).toContain(added.trim())

    // Outdated from that save; the English page's panel says so once saved, without a reload.
    since = (await recordOf(spanishId)).outdated
    expect(since).toBe(await modifiedGmt(englishId))
    sinceShown = await adminDate(since)
    const englishPanel = await languagePanel(page)
    await expect
      .poll(() => englishPanel.locator('.site-translations__row[data-lang="es"] .site-translations__outdated').textContent(), { timeout: 10_000 })
      .toBe(`outdated since ${sinceShown}`)
    expect(errors).toEqual([])
    expect(warnings).toEqual([])
  }, 90_000)

  it('the Spanish page’s Language panel and the Pages list say it is outdated, with the date; the filter lists it', async () => {
    const { page, errors } = connected.admin
    expect(since).not.toBe('')
    errors.length = 0
    await openEditor(page, connected.wordpress, { id: spanishId })
    const panel = await languagePanel(page)
    const notice = panel.locator('.site-translations__outdated')
    await expect
      .poll(() => notice.locator('p').textContent(), { timeout: 10_000 })
      .toBe(`The English original changed on ${sinceShown} after this translation was made.`)
    expect(await notice.getByRole('link', { name: 'Compare' }).count()).toBe(1)
    expect(await notice.getByRole('button', { name: 'Mark as up to date' }).count()).toBe(1)

    // The Pages list: "Outdated" on the Spanish row (the date in its title), the English row's "es" marked.
    await page.goto(`${connected.wordpress.url}/wp-admin/edit.php?post_type=page&s=${encodeURIComponent('Recover a lost licence key')}`)
    const label = page.locator(`#post-${spanishId} td.column-site_lang .site-lang-outdated-label`)
    expect(await label.innerText()).toBe('Outdated')
    expect(await label.getAttribute('title')).toBe(`The English original changed on ${sinceShown} after this translation was made.`)
    const code = page.locator(`#post-${englishId} td.column-site_lang a[data-lang="es"]`)
    expect(await code.getAttribute('class')).toBe('site-lang-outdated')
    expect(await code.getAttribute('title')).toMatch(new RegExp(`, outdated since ${sinceShown}$`))

    // The filter: the outdated translations, this one alone (the dataset's were recorded as imported).
    expect(await filterPages(page, 'outdated')).toEqual([spanishId])
    expect(await page.locator('#filter-by-site-lang').inputValue()).toBe('outdated')
    expect(errors).toEqual([])
  }, 60_000)

  it('Compare opens WordPress’s revisions screen on the English page, from the recorded revision to its newest', async () => {
    const { page, errors } = connected.admin
    errors.length = 0
    await openEditor(page, connected.wordpress, { id: spanishId })
    const panel = await languagePanel(page)
    const compare = panel.locator('.site-translations__outdated').getByRole('link', { name: 'Compare' })
    await compare.waitFor()
    const [revisions] = await Promise.all([page.context().waitForEvent('page'), compare.click()])
    try {
      await revisions.waitForLoadState('domcontentloaded')
      const url = new URL(revisions.url())
      expect(url.pathname).toBe('/wp-admin/revision.php')
      const recorded = Number((await recordOf(spanishId)).revision)
      const newest = await newestRevision(englishId)
      expect(newest).not.toBe(recorded)
      expect({ from: Number(url.searchParams.get('from')), to: Number(url.searchParams.get('to')) }).toEqual({ from: recorded, to: newest })
      // Both are the English page's revisions.
      expect(
        await php(
          `echo get_post(${recorded})->post_type, ' ', get_post(${recorded})->post_parent, ',', get_post(${newest})->post_type, ' ', get_post(${newest})->post_parent;`,
        ),
      ).toBe(`revision ${englishId},revision ${englishId}`)
      // WordPress's screen, comparing the two: the added sentence is what it shows added.
      expect(await revisions.locator('body').getAttribute('class')).toMatch(/\brevision-php\b/)
      expect(await revisions.locator('h1').first().innerText()).toContain('Compare Revisions of “Recover a lost licence key”')
      await revisions
        .locator('.revisions-diff .diff-addedline', { hasText: String(stamp) })
        .first()
        .waitFor()
    } finally {
      await revisions.close()
    }
    expect(errors).toEqual([])
  }, 60_000)

  it('“Mark as up to date” records the English page as it is now: the panel and the list say nothing more', async () => {
    const { page, errors } = connected.admin
    errors.length = 0
    await openEditor(page, connected.wordpress, { id: spanishId })
    const panel = await languagePanel(page)
    await panel.getByRole('button', { name: 'Mark as up to date' }).click()
    await panel.locator('.site-translations__outdated').waitFor({ state: 'detached' })
    expect(await recordOf(spanishId)).toEqual({
      source: String(englishId),
      revision: String(await newestRevision(englishId)),
      hash: await php(`echo site_blocks_api_content_hash(get_post(${englishId}));`),
      outdated: '',
    })
    // The panel's own answer, and the list.
    await openEditor(page, connected.wordpress, { id: spanishId })
    const reopened = await languagePanel(page)
    await expect.poll(() => reopened.locator('.site-translations__row[data-lang="en"]').textContent(), { timeout: 10_000 }).toContain('Published')
    expect(await reopened.locator('.site-translations__outdated').count()).toBe(0)
    expect(await filterPages(page, 'outdated')).toEqual([])
    await page.goto(`${connected.wordpress.url}/wp-admin/edit.php?post_type=page&s=${encodeURIComponent('Recover a lost licence key')}`)
    expect(await page.locator(`#post-${spanishId} td.column-site_lang`).innerText()).toBe('Español · en')
    expect(await page.locator(`#post-${englishId} td.column-site_lang a[data-lang="es"]`).getAttribute('class')).toBeNull()
    expect(errors).toEqual([])
  }, 60_000)

  it('saving the English page without a content change, or changing only its status or date, outdates nothing; a change undone is no change', async () => {
    const { page, errors } = connected.admin
    errors.length = 0
    await openEditor(page, connected.wordpress, { id: englishId })
    await saveUnchanged(page, englishId, String(stamp))
    expect((await recordOf(spanishId)).outdated).toBe('')
    expect(await (await languagePanel(page)).locator('.site-translations__row[data-lang="es"] .site-translations__outdated').count()).toBe(0)

    // Nor a dataset page saved in the editor for the first time (the editor writes its blocks out
    // anew, and WordPress 6.8 and later its block comments): its imported translations stay up to date.
    const about = Number(
      await php(
        `foreach (get_posts(array('post_type' => 'page', 'name' => 'about', 'post_parent' => 0, 'numberposts' => -1)) as $p) if (site_blocks_api_lang($p->ID) === 'en') echo $p->ID;`,
      ),
    )
    const aboutTranslations = JSON.parse(
      await php(`$g = site_blocks_api_translations(get_post(${about})); echo wp_json_encode(array($g['es']->ID, $g['fr']->ID));`),
    ) as number[]
    await openEditor(page, connected.wordpress, { id: about })
    await saveUnchanged(page, about, '')
    for (const id of aboutTranslations) expect(await recordOf(id)).toMatchObject({ source: String(about), outdated: '' })

    // Its status and date, through the REST API as the editor saves them.
    const authorization = `Basic ${Buffer.from(`admin:${connected.appPassword}`).toString('base64')}`
    const save = async (fields: Record<string, string>) => {
      const response = await fetch(`${connected.wordpress.cmsUrl}/wp/v2/pages/${englishId}`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify(fields),
      })
      expect(response.status).toBe(200)
    }
    await save({ status: 'private' })
    await save({ status: 'publish', date: '2024-03-01T10:00:00' })
    expect(await php(`$p = get_post(${englishId}); echo $p->post_status, ' ', $p->post_date;`)).toBe('publish 2024-03-01 10:00:00')
    expect((await recordOf(spanishId)).outdated).toBe('')

    // The content changed and changed back: outdated, then no longer.
    const original = await php(`echo get_post(${englishId})->post_excerpt;`)
    await save({ excerpt: `${original} (${stamp})` })
    expect((await recordOf(spanishId)).outdated).not.toBe('')
    await save({ excerpt: original })
    expect((await recordOf(spanishId)).outdated).toBe('')
    expect(errors).toEqual([])
  }, 60_000)

  it('only editors of the item may read its source or mark it up to date; visitors see none of it', async () => {
    const { cmsUrl } = connected.wordpress
    // Outdated again, and published: what visitors could see of it, if anything.
    await php(`wp_update_post(array('ID' => ${englishId}, 'post_title' => 'Recover a lost licence key (${stamp})')); wp_publish_post(${spanishId});`)
    expect((await recordOf(spanishId)).outdated).not.toBe('')

    const routes = [`${cmsUrl}/site/v1/translations/${spanishId}`, `${cmsUrl}/site/v1/translations/${spanishId}/up-to-date`]
    // Signed out.
    expect((await fetch(routes[0]!)).status).toBe(401)
    expect((await fetch(routes[1]!, { method: 'POST' })).status).toBe(401)
    // A contributor (edit_post on their own drafts only).
    const password = (
      await php(
        `$id = wp_insert_user(array('user_login' => 'contributor', 'user_pass' => wp_generate_password(), 'user_email' => 'contributor@example.invalid', 'role' => 'contributor')); echo WP_Application_Passwords::create_new_application_password($id, array('name' => 'test'))[0];`,
      )
    ).trim()
    const contributor = { authorization: `Basic ${Buffer.from(`contributor:${password}`).toString('base64')}` }
    expect((await fetch(routes[0]!, { headers: contributor })).status).toBe(403)
    expect((await fetch(routes[1]!, { method: 'POST', headers: contributor })).status).toBe(403)
    expect((await recordOf(spanishId)).outdated).not.toBe('')

    // An editor of it reads it all.
    const admin = { authorization: `Basic ${Buffer.from(`admin:${connected.appPassword}`).toString('base64')}` }
    const answer = (await (await fetch(routes[0]!, { headers: admin })).json()) as { source: { id: number; outdatedSince: string | null } }
    expect(answer.source).toMatchObject({ id: englishId, outdatedSince: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/) })

    // The public view of both pages and their lists: no drift field, no record, at any depth.
    const driftKey = /translation_|outdated|compareUrl|_site_translation/i
    for (const url of [
      `${cmsUrl}/wp/v2/pages/${spanishId}`,
      `${cmsUrl}/wp/v2/pages/${englishId}`,
      `${cmsUrl}/wp/v2/pages?lang=es&per_page=100`,
      `${cmsUrl}/wp/v2/pages?slug=lost-license`,
    ]) {
      const response = await fetch(url)
      expect(response.status, url).toBe(200)
      const text = await response.text()
      expect(text, url).not.toMatch(driftKey)
      // An answer with the items in it, not an empty one.
      const body = JSON.parse(text) as { id?: number } | unknown[]
      expect(Array.isArray(body) ? body.length : body.id, url).toBeTruthy()
    }
    // Nor the site's pages.
    const spanish = await siteText(connected.site, '/es/lost-license/')
    expect(spanish.status).toBe(200)
    expect(spanish.html).not.toMatch(/outdated|original changed/i)
  }, 60_000)
})

describe('translations from before sources were recorded', () => {
  it('the import recorded every translation’s English page; a translation without a record gets one on the next request, once', async () => {
    // Every item in another language whose group has an English item records it (the import did).
    const unrecorded = `
      $n = 0;
      foreach (get_posts(array('post_type' => site_blocks_api_post_types(), 'post_status' => 'any', 'numberposts' => -1, 'meta_query' => array(array('key' => '_site_lang', 'value' => array('es', 'fr'), 'compare' => 'IN')))) as $p) {
        $en = site_blocks_api_translations($p)['en'];
        if ($en && (int) get_post_meta($p->ID, '_site_translation_source', true) !== $en->ID) $n++;
      }
      echo $n;`
    expect(await php(unrecorded)).toBe('0')
    expect(
      Number(
        await php(`echo count(get_posts(array('post_type' => 'any', 'numberposts' => -1, 'fields' => 'ids', 'meta_key' => '_site_translation_source')));`),
      ),
    ).toBeGreaterThan(20)

    // A Spanish doc from before: its record removed, and the plugin's record of having recorded them.
    const doc = Number(
      await php(
        `foreach (get_posts(array('post_type' => 'docs', 'numberposts' => -1, 'meta_key' => '_site_lang', 'meta_value' => 'es')) as $p) { if (site_blocks_api_translations($p)['en']) { echo $p->ID; break; } }`,
      ),
    )
    const english = Number(await php(`echo site_blocks_api_translations(get_post(${doc}))['en']->ID;`))
    const forget = `foreach (array('_site_translation_source', '_site_translation_revision', '_site_translation_hash', '_site_translation_outdated') as $k) delete_post_meta(${doc}, $k);`
    // (Checked in the same request: the next one records it again.)
    expect(await php(`${forget} delete_option('site_blocks_api_sources_version'); var_export(get_post_meta(${doc}, '_site_translation_source', true));`)).toBe(
      "''",
    )

    // The next request (here, PHP loading WordPress) records it: the English doc, its newest revision, its content.
    expect(await php(`echo get_option('site_blocks_api_sources_version');`)).toBe('1')
    expect(await recordOf(doc)).toEqual({
      source: String(english),
      revision: String(await newestRevision(english)),
      hash: await php(`echo site_blocks_api_content_hash(get_post(${english}));`),
      outdated: '',
    })
    expect(await newestRevision(english)).toBeGreaterThan(0)

    // Once: removed again, it stays without one.
    await php(forget)
    await php('')
    expect((await recordOf(doc)).source).toBe('')
  })
})

describe('what counts as a change of the source', () => {
  it('its text, a link, an image or a site block’s value; not how its markup is written', async () => {
    const page = [
      '<!-- wp:heading {"anchor":"intro"} -->\n<h2 class="wp-block-heading" id="intro">Hello &amp; welcome</h2>\n<!-- /wp:heading -->',
      '<!-- wp:paragraph -->\n<p>Read <a href="/docs/" class="x">the docs</a>.</p>\n<!-- /wp:paragraph -->',
      '<!-- wp:image -->\n<figure class="wp-block-image"><img src="/a.png" alt="A cat"/></figure>\n<!-- /wp:image -->',
      '<!-- wp:site/hero {"heading":"Hi","primaryCta":{"label":"Go","href":"/a/"}} /-->',
    ]
    const variants = {
      page: page.join('\n\n'),
      // Written otherwise: HTML attributes, entities, white space, block attributes in another order, a core block's presentation.
      rewritten: [
        '<!-- wp:heading {"className":"wp-block-heading"} -->\n<h2 id="intro" class="wp-block-heading">Hello &#038; welcome</h2>\n<!-- /wp:heading -->',
        '<!-- wp:paragraph -->\n<p>Read <a class="x" href="/docs/">the docs</a>.</p>\n<!-- /wp:paragraph -->',
        '<!-- wp:image {"sizeSlug":"large"} -->\n<figure class="wp-block-image size-large"><img alt="A cat" src="/a.png" /></figure>\n<!-- /wp:image -->',
        '<!-- wp:site/hero {"primaryCta":{"href":"/a/","label":"Go"},"heading":"Hi"} /-->',
      ].join(''),
      text: page.join('\n\n').replace('Hello &amp; welcome', 'Hello and welcome'),
      link: page.join('\n\n').replace('/docs/', '/blog/'),
      image: page.join('\n\n').replace('A cat', 'A dog'),
      siteBlock: page.join('\n\n').replace('"label":"Go"', '"label":"Start"'),
      order: [page[1], page[0], page[2], page[3]].join('\n\n'),
      lessBlocks: page.slice(0, 3).join('\n\n'),
    }
    const hashes = JSON.parse(
      await php(
        `$hashes = array(); foreach (json_decode(base64_decode('${Buffer.from(JSON.stringify(variants)).toString('base64')}'), true) as $name => $content) { $hashes[$name] = site_blocks_api_content_hash(new WP_Post((object) array('post_title' => 'About', 'post_excerpt' => 'Who we are', 'post_content' => $content))); } echo wp_json_encode($hashes);`,
      ),
    ) as Record<keyof typeof variants, string>
    expect(hashes.rewritten).toBe(hashes.page)
    for (const changed of ['text', 'link', 'image', 'siteBlock', 'order', 'lessBlocks'] as const) expect(hashes[changed], changed).not.toBe(hashes.page)
    expect(new Set(Object.values(hashes)).size).toBe(Object.keys(hashes).length - 1)
  })
})

import { describe, expect, it } from 'vitest'
import allForums from './fixtures/all-forums.html?raw'
import dokan from './fixtures/dokan.html?raw'
import forumList from './index.ts'
import { loadForumList } from './load-forum-list.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'
import { embeddedCms } from '../../tests/support/embedded-cms.ts'

// The forums come from the embedded content API (the generated forum), as on the site without a WordPress.
describe('site/forum-list', () => {
  it('lists the top-level forums with their sub-forums, bbPress’s totals and last activity, in the page’s language', async () => {
    const attrs = fixtureAttrs(forumList, allForums)
    const data = await loadForumList(attrs, { cms: embeddedCms })
    expect(data.forums.map((f) => f.path)).toEqual([
      '/support/forum/dokan/',
      '/support/forum/wp-project-manager/',
      '/support/forum/wp-user-frontend/',
      '/support/forum/weforms/',
      '/support/forum/general/',
    ])
    const html = renderBlock(forumList, attrs, 'es', undefined, data)
    expect(html).toContain('<h2 class="forum-list__heading">Forums</h2>')
    expect(html).toContain('<a href="/es/support/forum/dokan/" class="forum-list__title">Dokan</a>')
    expect(html).toContain('<a href="/es/support/forum/dokan/payments/">Payments and withdrawals</a>')
    expect(html).toContain('<th scope="col">Foro</th>')
    const dokanCounts = data.forums[0]!
    expect(html).toContain(`<td class="forum-list__count" data-label="Temas">${dokanCounts.topics.toLocaleString('es')}</td>`)
  })

  it('lists one forum’s sub-forums, and nothing (with a log line) for a forum that does not exist', async () => {
    const data = await loadForumList(fixtureAttrs(forumList, dokan), { cms: embeddedCms })
    expect(data.forums.map((f) => f.title)).toEqual(['Installation and setup', 'Payments and withdrawals', 'Shipping and orders', 'Feature requests'])
    const missing = await loadForumList({ forum: 'no-such-forum' }, { cms: embeddedCms })
    expect(missing.forums).toEqual([])
    expect(renderBlock(forumList, { forum: 'no-such-forum' }, 'en', undefined, missing)).toContain('<p class="forum-list__empty">No forums yet.</p>')
  })

  it('accepts only forum paths', () => {
    expect(forumList.attrs.safeParse({ forum: 'dokan/payments' }).success).toBe(true)
    for (const forum of ['/dokan/', '../x', 'a/b/c/d', 'Dokan']) expect(forumList.attrs.safeParse({ forum }).success, forum).toBe(false)
  })
})

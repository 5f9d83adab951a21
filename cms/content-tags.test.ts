import { describe, expect, it } from 'vitest'
import { changeTags, requestTags } from './content-tags.ts'

describe('content tags', () => {
  it('name what a request depends on: the item, the slug look-up, the list', () => {
    expect(requestTags('/wp/v2/posts/12', {}, {})).toEqual(['item:12'])
    expect(requestTags('/wp/v2/pages', { slug: 'team', lang: 'es' }, [{ id: 3 }, { id: 4 }])).toEqual(['slug:pages:team', 'item:3', 'item:4'])
    expect(requestTags('/wp/v2/pages', { slug: 'new', lang: 'es' }, [])).toEqual(['slug:pages:new'])
    expect(requestTags('/wp/v2/posts', { lang: 'en', page: 2 }, [{ id: 9 }])).toEqual(['list:posts', 'item:9'])
    expect(requestTags('/wp/v2/comments', { post: 12 }, [])).toEqual(['comments:12'])
    expect(requestTags('/site/v1/settings', { lang: 'fr' }, {})).toEqual(['settings:fr'])
    expect(requestTags('/wp/v2/docs/12/parents', {}, [])).toEqual(['list:docs'])
    expect(requestTags('https://erp.example/wp-json/erp/v1/hrm/recruitment/jobs', {}, [])).toEqual(['report:jobs'])
    // The store's orders and products: WooCommerce on the content source notifies an order's change.
    expect(requestTags('https://store.example/wp-json/wc/v3/orders', { status: 'completed' }, [])).toEqual(['report:sales'])
    expect(requestTags('http://embedded-content/wp-json/wc/v3/products', { include: '1' }, [])).toEqual(['report:sales'])
  })

  it('a change names the item, its lists and its slugs before and after', () => {
    expect(changeTags({ kind: 'item', type: 'pages', id: 3, slugs: ['pricing', 'old-pricing'] })).toEqual([
      'item:3',
      'list:pages',
      'slug:pages:pricing',
      'slug:pages:old-pricing',
      'renders',
    ])
    expect(changeTags({ kind: 'settings' })).toEqual(['settings:en', 'settings:es', 'settings:fr'])
    expect(changeTags({ kind: 'terms', taxonomy: 'tags' })).toEqual(['list:tags', 'list:posts', 'renders'])
  })

  it('a request and the change that affects it meet on a tag', () => {
    const lookup = requestTags('/wp/v2/dokan-modules', { slug: 'wholesale', lang: 'en' }, [])
    const published = changeTags({ kind: 'item', type: 'dokan-modules', id: 77, slugs: ['wholesale'] })
    expect(lookup.some((tag) => published.includes(tag))).toBe(true)
    const unrelated = changeTags({ kind: 'item', type: 'pages', id: 78, slugs: ['about'] })
    expect(lookup.some((tag) => unrelated.includes(tag))).toBe(false)
  })

  it("an item with WordPress's renders of dynamic blocks follows any change of content, an item without them does not", () => {
    const withRenders = requestTags('/wp/v2/pages', { slug: 'resources', lang: 'en' }, [
      { id: 5, block_renders: [{ path: '0', block: 'core/archives', html: '' }] },
    ])
    expect(withRenders).toContain('renders')
    expect(requestTags('/wp/v2/pages/5', {}, { id: 5, block_renders: [{ path: '0', block: 'core/archives', html: '' }] })).toContain('renders')
    expect(requestTags('/wp/v2/pages', { slug: 'about', lang: 'en' }, [{ id: 6, block_renders: [] }])).not.toContain('renders')
    const newPost = changeTags({ kind: 'item', type: 'posts', id: 90, slugs: ['new'] })
    expect(withRenders.some((tag) => newPost.includes(tag))).toBe(true)
    expect(changeTags({ kind: 'comments', post: 90 })).toContain('renders')
  })
})

import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { parseDocument } from 'htmlparser2'
import { isTag, type ChildNode, type Element } from 'domhandler'
import { startSite, type SiteServer } from '../support/site-server.ts'
import { startWordPress, type WordPress } from '../support/wordpress.ts'
import { jsonFieldPaths, schemaFieldPaths } from '../support/field-paths.ts'
import { describeIssues } from '../../content-rules/describe-issues.ts'
import { wpPageListSchema } from '../../content-schemas/page.ts'
import { wpPostListSchema, wpPostSchema } from '../../content-schemas/post.ts'
import { wpCategoryListSchema, wpTagListSchema, wpUserListSchema } from '../../content-schemas/taxonomy.ts'
import { wpCommentListSchema } from '../../content-schemas/comment.ts'
import { AUDIENCE_KEYS, siteSettingsSchema } from '../../content-schemas/settings.ts'
import { wpCatalogListSchema } from '../../content-schemas/catalog.ts'
import { wpTestimonialListSchema } from '../../content-schemas/testimonial.ts'
import { jobListSchema } from '../../content-schemas/job.ts'
import { wpDocListSchema, wpDocOutlineListSchema, wpDocOutlineSchema, wpDocParentsSchema, wpDocSearchSchema } from '../../content-schemas/doc.ts'
import {
  forumListSchema,
  forumSchema,
  forumUserListSchema,
  forumUserSchema,
  replyListSchema,
  topicListSchema,
  topicSchema,
  topicTagListSchema,
} from '../../content-schemas/forum.ts'
import { FORUM_PAGE_SIZE } from '../../content-rules/forum-pages.ts'
import { stableId } from '../../embedded-wordpress/dataset-files.ts'
import { WORDPRESS_TIMEOUT_MS } from '../support/wordpress.ts'
import { comparableHtml } from '../support/comparable-html.ts'
import { generateForum, publicForum } from '../../embedded-wordpress/forum-generator.ts'

/**
 * The same site on two content sources: the embedded content API and a real WordPress (Debian's
 * packages, the companion plugin, the dataset imported). Both must render the same pages, and the
 * embedded API must speak WordPress's shapes.
 */
let wordpress: WordPress
let embedded: SiteServer
const STORE_KEY = { STORE_CONSUMER_KEY: 'ck_parity', STORE_CONSUMER_SECRET: 'cs_parity' }
let onWordPress: SiteServer

beforeAll(async () => {
  wordpress = await startWordPress()
  // A short cache, so that a change made in WordPress shows within the test.
  // Debian's WordPress has no WooCommerce: the site on it reads the embedded content's stand-in store, with its key.
  embedded = await startSite(STORE_KEY)
  onWordPress = await startSite({
    CMS_URL: wordpress.cmsUrl,
    CMS_CACHE_SECONDS: '1',
    CMS_TIMEOUT_MS: WORDPRESS_TIMEOUT_MS,
    STORE_API_URL: `${embedded.url}/wp-json`,
    ...STORE_KEY,
  })
}, 180_000)

afterAll(async () => {
  await Promise.all([embedded?.stop(), onWordPress?.stop()])
  await wordpress?.stop()
})

/** The page's main content, with what must differ between two sources made equal. */
function mainContent(html: string, site: SiteServer): string {
  // Pages have <main id="content">; AMP documents their own <main>.
  const main = /<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? `(no <main> in: ${html.slice(0, 300)})`
  return (
    main
      .replaceAll(site.url, 'SITE')
      .replace(/data-slot="[0-9a-f]{8}:/g, 'data-slot="NONCE:') // per-render slot nonces
      .replace(/wp-container-\d+/g, 'wp-container-N') // WordPress's layout counters
      // Which docs a search ranks first is each source's own (SQLite FTS5 here, WordPress's search there).
      .replace(/<section class="post-list__docs"[\s\S]*?<\/section>/, 'DOCS-RESULTS')
  )
}

/** The generated forum (the one the import loads into bbPress's storage): what the forum routes and endpoints below ask about. */
const everything = generateForum(path.resolve('content'))
const forum = publicForum(everything)
// Its private forum, the published sub-forum of it, its hidden forum and a topic of each: neither source shows them.
const keptForums = everything.forums.filter((f) => !forum.forums.includes(f))
const keptTopics = keptForums.map((f) => everything.topics.find((t) => t.forum === f.id)!)
const keptPath = (f: (typeof keptForums)[number]): string => {
  const parent = everything.forums.find((p) => p.id === f.parent)
  return `${parent ? keptPath(parent) : '/support/forum/'}${f.slug}/`
}
const dokan = forum.forums.find((f) => f.slug === 'dokan')!
const topicsOf = (id: number) => forum.topics.filter((t) => t.forum === id)
// A forum with a sticky topic and a second page of topics.
const busyForum = forum.forums.find((f) => topicsOf(f.id).some((t) => t.sticky) && topicsOf(f.id).length > FORUM_PAGE_SIZE)!
const thread31 = forum.topics.find((t) => forum.replies.get(t.id)!.length === 31)!
// The replies a hostile visitor wrote: both sources keep them as written (the site sanitizes them).
const hostile = [...forum.replies.values()].flat().find((r) => r.content.includes('<script>'))!
const poster = forum.topics[0]!.author
const fan = forum.topics.find((t) => t.favoritedBy.length > 0)!.favoritedBy[0]!
const userSlug = (id: number) => forum.users.find((u) => u.id === id)!.slug

const ROUTES = [
  '/',
  '/dokan/pricing/',
  '/about/',
  '/resources/',
  '/about/team/',
  '/es/',
  '/fr/',
  '/es/dokan/pricing/',
  '/fr/dokan/',
  '/es/about/team/',
  '/no-such-page/',
  // Catalog post types (list and entry), testimonials with their total, job listings.
  '/dokan/modules/',
  '/dokan/modules/wholesale/',
  '/es/dokan/modules/wholesale/',
  '/dokan/modules/no-such-module/',
  '/dokan/testimonials/',
  '/career/',
  // The blog: posts with comments and neighbours, every list shape, indexes, search, AMP.
  '/blog/90111/vendor-verification-without-scaring-sellers-away/',
  '/blog/90154/hardening-wp-admin/',
  '/90101/',
  '/es/90205/seguridad-basica-wordpress-tienda-online/',
  '/blog/',
  '/blog/page/2/',
  '/blog/page/99/',
  '/blog-archive/',
  '/category/marketplace/',
  '/category/marketplace/vendor-management/',
  '/tag/dokan/',
  '/author/farhana-akter/',
  '/date/2025/',
  '/date/2025/02/',
  '/search/?s=vendor+payout',
  '/category/',
  '/tag/',
  '/author/',
  '/date/',
  '/fr/blog/',
  '/amp/blog/90101/launching-a-marketplace-checklist/',
  // Docs: the index, a product, a category, a sub-category's article, a translation and a fallback, the knowledge base.
  '/docs/',
  '/docs/dokan/',
  '/docs/dokan/getting-started/',
  '/docs/dokan/getting-started/installing-dokan-lite/',
  '/docs/dokan/developer-hooks/filters/commission-filters/',
  '/es/docs/dokan/getting-started/installing-dokan-lite/',
  '/fr/docs/weforms/',
  '/es/docs/wp-user-frontend/',
  '/docs/dokan/no-such-doc/',
  '/docs/search/?query=zzqqx',
  '/dokan/knowledge-base/troubleshooting/',
  '/dokan/knowledge-base/payments/withdraw-button-disabled/',
  // The support forum: forums, a second page of topics, a thread's third page, the hostile replies, tags, profiles, a translation.
  '/support/forum/',
  '/support/forum/dokan/',
  '/support/forum/dokan/feature-requests/page/2/',
  `/support/topic/${thread31.slug}/page/3/`,
  `/support/topic/${forum.topics.find((t) => t.id === hostile.topic)!.slug}/`,
  '/support/topic-tag/',
  '/support/topic-tag/stripe/',
  `/support/users/${userSlug(poster)}/`,
  `/support/users/${forum.users[20]!.slug}/replies/`,
  `/support/users/${userSlug(fan)}/favorites/`,
  '/es/support/forum/dokan/',
  '/support/forum/no-such-forum/',
  ...keptForums.map(keptPath),
  ...keptTopics.map((t) => `/support/topic/${t.slug}/`),
]

describe('site on WordPress vs site on the embedded content API', () => {
  it.each(ROUTES)('%s renders the same main content', async (route) => {
    const [a, b] = await Promise.all([fetch(embedded.url + route), fetch(onWordPress.url + route)])
    expect(b.status).toBe(a.status)
    // Compared as a visitor sees them (comparable-html.ts): WordPress versions differ in whitespace and class order.
    expect(comparableHtml(mainContent(await b.text(), onWordPress))).toBe(comparableHtml(mainContent(await a.text(), embedded)))
  })
})

/** The forum calls the site makes (`bbpress/v1`), with the schema that reads each. */
const FORUM_ENDPOINTS: [string, z.ZodType][] = [
  ['/bbpress/v1/forums/?post_parent=0&orderby=date', forumListSchema],
  [`/bbpress/v1/forums/?post_parent=${dokan.id}&orderby=date`, forumListSchema],
  [`/bbpress/v1/forums/${dokan.id}`, forumSchema],
  [`/bbpress/v1/topics/?forum=${busyForum.id}&page=1&per_page=${FORUM_PAGE_SIZE}`, topicListSchema],
  [`/bbpress/v1/topics/?forum=${busyForum.id}&page=2&per_page=${FORUM_PAGE_SIZE}`, topicListSchema],
  [`/bbpress/v1/topics/${thread31.id}`, topicSchema],
  [`/bbpress/v1/replies/?topic=${thread31.id}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=3`, replyListSchema],
  [`/bbpress/v1/replies/?topic=${hostile.topic}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=${Math.ceil(hostile.position / FORUM_PAGE_SIZE)}`, replyListSchema],
  [`/bbpress/v1/topics/?author=${poster}&order=asc&page=1&per_page=${FORUM_PAGE_SIZE}`, topicListSchema],
  [`/bbpress/v1/replies/?author=${poster}&per_page=${FORUM_PAGE_SIZE}&page=1`, replyListSchema],
  [`/bbpress/v1/users/?slug=${forum.users[20]!.slug}`, forumUserListSchema],
  [`/bbpress/v1/users/${poster}`, forumUserSchema],
  ['/bbpress/v1/topic-tags/?per_page=100', topicTagListSchema],
  [`/bbpress/v1/topics/?tag=stripe&per_page=${FORUM_PAGE_SIZE}`, topicListSchema],
  [`/bbpress/v1/topics/?favorites=${fan}&per_page=100`, topicListSchema],
]

/** Requests the site makes, with the schema that reads each. */
const ENDPOINTS: [string, z.ZodType][] = [
  ['/wp/v2/pages?lang=en&per_page=100&slug=team', wpPageListSchema],
  // Dynamic blocks: WordPress's renders of them (block_renders).
  ['/wp/v2/pages?lang=en&per_page=100&slug=resources', wpPageListSchema],
  ['/wp/v2/pages?lang=es&per_page=100&slug=home', wpPageListSchema],
  ['/wp/v2/pages?lang=fr&per_page=100&slug=pricing', wpPageListSchema],
  ['/wp/v2/posts?lang=en&page=1&per_page=10', wpPostListSchema],
  ['/site/v1/settings?lang=es', siteSettingsSchema],
  ['/wp/v2/dokan-modules?lang=en&order=asc&orderby=menu_order&per_page=100', wpCatalogListSchema],
  ['/wp/v2/dokan-modules?lang=en&per_page=100&slug=wholesale', wpCatalogListSchema],
  ['/wp/v2/testimonial?lang=en&per_page=12&product=dokan', wpTestimonialListSchema],
  ['/erp/v1/hrm/recruitment/jobs', jobListSchema],
  // 90114 has everything a post may have: SEO set by its editor, a featured image, page-level CSS.
  ['/wp/v2/posts/90114', wpPostSchema],
  ['/wp/v2/categories?per_page=100', wpCategoryListSchema],
  ['/wp/v2/tags?per_page=100', wpTagListSchema],
  ['/wp/v2/users?per_page=100', wpUserListSchema],
  ['/wp/v2/comments?order=asc&page=1&per_page=100&post=90111', wpCommentListSchema],
  ['/wp/v2/docs?lang=en&per_page=100&slug=installing-dokan-lite', wpDocListSchema],
  [`/wp/v2/docs?lang=es&order=asc&orderby=id&page=1&per_page=100&_fields=${Object.keys(wpDocOutlineSchema.shape).join(',')}`, wpDocOutlineListSchema],
  [`/wp/v2/docs/${stableId('doc:en:dokan/getting-started/installing-dokan-lite')}/parents`, wpDocParentsSchema],
  ['/wp/v2/docs/search?query=withdraw&lang=en', wpDocSearchSchema],
  // The support forum (bbpress/v1): bbPress's storage read by the companion plugin.
  ...FORUM_ENDPOINTS,
]

/** Bad input both sources must refuse alike (status, code and message). */
const FORUM_BAD_REQUESTS = [
  '/bbpress/v1/replies/',
  '/bbpress/v1/replies/?topic=x',
  `/bbpress/v1/replies/?topic=${thread31.id}&order=newest`,
  `/bbpress/v1/replies/?topic=${thread31.id}&order=asc&per_page=${FORUM_PAGE_SIZE}&page=4`,
  '/bbpress/v1/topics/?forum=dokan',
  '/bbpress/v1/topics/?favorites=-1',
  '/bbpress/v1/topics/?per_page=101',
  '/bbpress/v1/topics/?page=0',
  '/bbpress/v1/forums/?orderby=title',
  '/bbpress/v1/forums/?order=up',
  '/bbpress/v1/forums/1',
  '/bbpress/v1/topics/1',
  '/bbpress/v1/users/1',
]

/** What neither source may serve: the forums the public may not read, their topics and replies. */
const FORUM_NOT_PUBLIC = [
  ...keptForums.flatMap((f) => [`/bbpress/v1/forums/${f.id}`, `/bbpress/v1/forums/?post_parent=${f.id}`, `/bbpress/v1/topics/?forum=${f.id}`]),
  ...keptTopics.flatMap((t) => [`/bbpress/v1/topics/${t.id}`, `/bbpress/v1/replies/?topic=${t.id}&order=asc`]),
  '/bbpress/v1/topics/?tag=pre-release',
]

/** A source's answer with its origin made neutral (links are the only place the two sources differ). */
async function neutralAnswer(url: string, origin: string) {
  const response = await fetch(url)
  const header = (name: string) => response.headers.get(name)
  return {
    status: response.status,
    total: header('x-wp-total'),
    totalPages: header('x-wp-totalpages'),
    body: JSON.parse(JSON.stringify(await response.json()).replaceAll(origin, 'ORIGIN')),
  }
}

describe('content contract', () => {
  it.each(ENDPOINTS)('WordPress answers %s as content-schemas expect', async (endpoint, schema) => {
    const parsed = schema.safeParse(await (await fetch(wordpress.cmsUrl + endpoint)).json())
    expect(parsed.success ? 'valid' : describeIssues(parsed.error)).toBe('valid')
  })

  it.each(ENDPOINTS)('the embedded API answers %s with the fields WordPress has and the site reads', async (endpoint, schema) => {
    const [ours, theirs] = await Promise.all([
      fetch(`${embedded.url}/wp-json${endpoint}`).then((r) => r.json()),
      fetch(wordpress.cmsUrl + endpoint).then((r) => r.json()),
    ])
    const oursPaths = jsonFieldPaths(ours)
    const theirPaths = jsonFieldPaths(theirs)
    // Fields of list items (block_renders[].html) can be seen only where some item has one.
    const seen = (path: string) => {
      const list = path.slice(0, path.lastIndexOf('[].') + 3)
      return [...oursPaths, ...theirPaths].some((p) => p.startsWith(list))
    }
    const read = [...schemaFieldPaths(schema)].filter(seen)
    // Named failures: a field renamed or added in the embedded API, or one it lost that the site reads.
    expect(
      [...oursPaths].filter((p) => !theirPaths.has(p)),
      'fields the embedded API has and WordPress has not',
    ).toEqual([])
    expect(
      read.filter((p) => !oursPaths.has(p)),
      'fields the site reads that the embedded API lacks',
    ).toEqual([])
    expect(
      read.filter((p) => !theirPaths.has(p)),
      'fields the site reads that WordPress lacks',
    ).toEqual([])
  })

  it.each(['/wp/v2/posts?lang=en', `/bbpress/v1/topics/?forum=${busyForum.id}`, `/bbpress/v1/replies/?topic=${thread31.id}&order=asc`])(
    'both sources page %s the same way',
    async (list) => {
      const [ours, theirs] = await Promise.all([
        fetch(`${embedded.url}/wp-json${list}&per_page=1&page=1`),
        fetch(`${wordpress.cmsUrl}${list}&per_page=1&page=1`),
      ])
      expect(ours.headers.get('x-wp-total')).toBe(theirs.headers.get('x-wp-total'))
      expect(ours.headers.get('x-wp-totalpages')).toBe(theirs.headers.get('x-wp-totalpages'))
      const total = Number(theirs.headers.get('x-wp-totalpages'))
      const [pastOurs, pastTheirs] = await Promise.all([
        fetch(`${embedded.url}/wp-json${list}&per_page=1&page=${total + 1}`),
        fetch(`${wordpress.cmsUrl}${list}&per_page=1&page=${total + 1}`),
      ])
      expect([pastOurs.status, (await pastOurs.json()).code]).toEqual([pastTheirs.status, (await pastTheirs.json()).code])
    },
  )

  it.each([...FORUM_ENDPOINTS.map(([endpoint]) => endpoint), ...FORUM_BAD_REQUESTS, ...FORUM_NOT_PUBLIC])(
    'both sources answer %s alike, field for field',
    async (endpoint) => {
      const [ours, theirs] = await Promise.all([
        neutralAnswer(`${embedded.url}/wp-json${endpoint}`, embedded.url),
        neutralAnswer(wordpress.cmsUrl + endpoint, wordpress.url),
      ])
      expect(theirs).toEqual(ours)
    },
  )

  it.each(['en', 'es', 'fr'])(
    'both sources answer the same site settings in %s: the import moved them into WordPress’s menus and the plugin’s screens, and they come back whole',
    async (lang) => {
      const [ours, theirs] = await Promise.all([
        fetch(`${embedded.url}/wp-json/site/v1/settings?lang=${lang}`).then((r) => r.json()),
        fetch(`${wordpress.cmsUrl}/site/v1/settings?lang=${lang}`).then((r) => r.json()),
      ])
      expect(theirs).toEqual(ours)
    },
  )

  it.each(['en', 'es', 'fr'])(
    'both sources answer in %s the seven mailing-list audiences with the form ids and tags of the dataset (SPEC §9)',
    async (lang) => {
      const dataset = JSON.parse(readFileSync(path.resolve('content/settings', `${lang}.json`), 'utf8')) as { audiences: Record<string, unknown> }
      expect(Object.keys(dataset.audiences)).toEqual([...AUDIENCE_KEYS])
      const [ours, theirs] = await Promise.all([
        fetch(`${embedded.url}/wp-json/site/v1/settings?lang=${lang}`).then((r) => r.json() as Promise<{ audiences: unknown }>),
        fetch(`${wordpress.cmsUrl}/site/v1/settings?lang=${lang}`).then((r) => r.json() as Promise<{ audiences: unknown }>),
      ])
      expect(ours.audiences).toEqual(dataset.audiences)
      expect(theirs.audiences).toEqual(dataset.audiences)
    },
  )

  it('the sales popup reads the store’s orders on either source; WordPress keeps no sales report of its own', async () => {
    for (const query of ['?product=dokan', '?product=wp-project-manager-pro', '']) {
      const [ours, theirs] = await Promise.all([
        fetch(`${embedded.url}/api/sales${query}`).then((r) => r.json()),
        fetch(`${onWordPress.url}/api/sales${query}`).then((r) => r.json()),
      ])
      expect(theirs).toEqual(ours)
      expect((ours as unknown[]).length).toBeGreaterThan(0)
    }
    const gone = await fetch(`${wordpress.cmsUrl}/site/v1/sales`)
    expect(gone.status).toBe(404)
  })
})

/** The ids of the replies shown directly under a comment, in order. */
function repliesOf(html: string, commentId: number): string[] {
  const elements = (nodes: ChildNode[]) => nodes.filter(isTag)
  const find = (nodes: ChildNode[]): Element | undefined => {
    for (const node of elements(nodes)) {
      if (node.attribs.id === `comment-${commentId}`) return node
      const found = find(node.children)
      if (found) return found
    }
  }
  const comment = find(parseDocument(html).children)
  const replies = comment && elements(comment.children).find((n) => n.attribs.class === 'comment__replies')
  return replies ? elements(replies.children).map((n) => n.attribs.id ?? '') : []
}

describe('a reply added in WordPress', () => {
  it('is shown nested under the comment it answers, after the cache period, marked when the post author wrote it', async () => {
    const postUrl = `${onWordPress.url}/blog/90154/hardening-wp-admin/`
    const page = () => fetch(postUrl).then((r) => r.text())
    expect(repliesOf(await page(), 3044)).toEqual(['comment-3045'])
    const reply = Number(
      await wordpress.php(
        `echo wp_insert_comment(['comment_post_ID' => 90154, 'comment_parent' => 3044, 'user_id' => 6, 'comment_author' => 'Imran Kabir', 'comment_content' => 'One more thing: keep an administrator account that no one uses day to day.', 'comment_approved' => 1]);`,
      ),
    )
    expect(reply).toBeGreaterThan(3045)
    try {
      await expect.poll(async () => repliesOf(await page(), 3044), { timeout: 15_000, interval: 500 }).toEqual(['comment-3045', `comment-${reply}`])
      const html = await page()
      expect(html).toContain('7 comments')
      expect(html).toMatch(new RegExp(`id="comment-${reply}"[\\s\\S]*?Imran Kabir<span class="comment__badge">Author</span>`))
    } finally {
      await wordpress.php(`wp_delete_comment(${reply}, true);`)
    }
  })
})

describe('forum content the public may not read', () => {
  /**
   * Written into WordPress as bbPress keeps it, counters included: a private forum with a published
   * sub-forum, a hidden sub-forum of Dokan, each with a topic of the first topic's author (a fan's
   * favorite, tagged as public topics are) and a reply; and a topic awaiting moderation in a public
   * forum with a published reply. The embedded API has none of them: both sources must answer alike.
   */
  const payments = forum.forums.find((f) => f.slug === 'payments')!
  let made: { privateForum: number; privateChild: number; hiddenForum: number; topics: number[]; pending: number; restore: string }

  beforeAll(async () => {
    made = JSON.parse(
      await wordpress.php(`
        $now = current_time('mysql');
        $restore = wp_json_encode(array(
          'dokan' => array_map(fn ($key) => get_post_meta(${dokan.id}, $key, true), array('_bbp_total_topic_count' => '_bbp_total_topic_count', '_bbp_total_reply_count' => '_bbp_total_reply_count', '_bbp_last_active_time' => '_bbp_last_active_time')),
          'topics' => (int) get_user_option('_bbp_topic_count', ${poster}),
          'replies' => (int) get_user_option('_bbp_reply_count', ${poster}),
        ));
        $forum = fn ($slug, $status, $parent) => wp_insert_post(array('post_type' => 'forum', 'post_status' => $status, 'post_title' => "Forum $slug", 'post_name' => $slug, 'post_parent' => $parent), true);
        $topic = function ($slug, $forum, $status = 'publish') use ($now) {
          $id = wp_insert_post(array('post_type' => 'topic', 'post_status' => $status, 'post_title' => "Topic $slug", 'post_name' => $slug, 'post_parent' => $forum, 'post_author' => ${poster}, 'post_content' => '<p>Not for everyone.</p>'), true);
          $reply = wp_insert_post(array('post_type' => 'reply', 'post_status' => 'publish', 'post_title' => "Reply To: Topic $slug", 'post_parent' => $id, 'post_author' => ${poster}, 'menu_order' => 1, 'post_content' => '<p>Nor this.</p>'), true);
          foreach (array('_bbp_forum_id' => $forum, '_bbp_topic_id' => $id, '_bbp_reply_count' => 1, '_bbp_last_reply_id' => $reply, '_bbp_last_active_time' => $now, '_site_lang' => 'en', '_bbp_favorite' => ${fan}) as $key => $value) add_post_meta($id, $key, $value);
          add_post_meta($reply, '_bbp_forum_id', $forum);
          add_post_meta($reply, '_bbp_topic_id', $id);
          wp_set_object_terms($id, array('stripe', 'members-only'), 'topic-tag');
          update_user_option(${poster}, '_bbp_reply_count', (int) get_user_option('_bbp_reply_count', ${poster}) + 1);
          if ('publish' === $status) {
            update_user_option(${poster}, '_bbp_topic_count', (int) get_user_option('_bbp_topic_count', ${poster}) + 1);
            foreach (array('_bbp_topic_count', '_bbp_reply_count', '_bbp_total_topic_count', '_bbp_total_reply_count') as $key) update_post_meta($forum, $key, 1);
            update_post_meta($forum, '_bbp_last_active_time', $now);
          }
          return $id;
        };
        $private = $forum('members', 'private', 0);
        $child = $forum('members-lounge', 'publish', $private);
        $hidden = $forum('moderators', 'hidden', ${dokan.id});
        $topics = array($topic('members-topic', $private), $topic('members-lounge-topic', $child), $topic('moderators-topic', $hidden));
        // bbPress counts a hidden sub-forum in its parent's totals and freshness.
        update_post_meta(${dokan.id}, '_bbp_total_topic_count', (int) get_post_meta(${dokan.id}, '_bbp_total_topic_count', true) + 1);
        update_post_meta(${dokan.id}, '_bbp_total_reply_count', (int) get_post_meta(${dokan.id}, '_bbp_total_reply_count', true) + 1);
        update_post_meta(${dokan.id}, '_bbp_last_active_time', $now);
        $pending = $topic('awaiting-moderation', ${payments.id}, 'pending');
        echo wp_json_encode(array('privateForum' => $private, 'privateChild' => $child, 'hiddenForum' => $hidden, 'topics' => $topics, 'pending' => $pending, 'restore' => $restore));
      `),
    )
  })

  afterAll(async () => {
    if (!made) return
    await wordpress.php(`
      $restore = json_decode(${JSON.stringify(made.restore)}, true);
      foreach (array(${[made.privateForum, made.privateChild, made.hiddenForum, ...made.topics, made.pending].join(', ')}) as $id) {
        foreach (get_children(array('post_parent' => $id, 'post_type' => 'reply', 'post_status' => 'any')) as $reply) wp_delete_post($reply->ID, true);
        wp_delete_post($id, true);
      }
      wp_delete_term(get_term_by('slug', 'members-only', 'topic-tag')->term_id, 'topic-tag');
      foreach ($restore['dokan'] as $key => $value) update_post_meta(${dokan.id}, $key, $value);
      update_user_option(${poster}, '_bbp_topic_count', $restore['topics']);
      update_user_option(${poster}, '_bbp_reply_count', $restore['replies']);
    `)
  })

  it.each([
    '/bbpress/v1/forums/?post_parent=0&orderby=date',
    `/bbpress/v1/forums/?post_parent=${dokan.id}&orderby=date`,
    `/bbpress/v1/forums/${dokan.id}`,
    '/bbpress/v1/topics/?per_page=5',
    `/bbpress/v1/topics/?author=${poster}&order=asc&page=1&per_page=100`,
    `/bbpress/v1/topics/?favorites=${fan}&per_page=100`,
    `/bbpress/v1/topics/?tag=stripe&per_page=${FORUM_PAGE_SIZE}`,
    '/bbpress/v1/topic-tags/?per_page=100',
    `/bbpress/v1/replies/?author=${poster}&per_page=${FORUM_PAGE_SIZE}&page=1`,
    `/bbpress/v1/users/${poster}`,
  ])('WordPress answers %s as if they were not there, counts included', async (endpoint) => {
    const [ours, theirs] = await Promise.all([
      neutralAnswer(`${embedded.url}/wp-json${endpoint}`, embedded.url),
      neutralAnswer(wordpress.cmsUrl + endpoint, wordpress.url),
    ])
    expect(theirs).toEqual(ours)
  })

  it('WordPress serves none of them by id, forum, slug or tag, nor the replies of a topic awaiting moderation; the site on it answers 404', async () => {
    const [privateTopic, childTopic, hiddenTopic] = made.topics
    const answers = await Promise.all(
      [
        `/bbpress/v1/forums/${made.privateForum}`,
        `/bbpress/v1/forums/${made.privateChild}`,
        `/bbpress/v1/forums/${made.hiddenForum}`,
        '/bbpress/v1/forums/?slug=members-lounge',
        `/bbpress/v1/forums/?post_parent=${made.privateForum}`,
        ...made.topics.map((id) => `/bbpress/v1/topics/${id}`),
        `/bbpress/v1/topics/?forum=${made.privateChild}`,
        '/bbpress/v1/topics/?slug=moderators-topic',
        '/bbpress/v1/topics/?tag=members-only',
        `/bbpress/v1/replies/?topic=${privateTopic}`,
        `/bbpress/v1/replies/?topic=${childTopic}`,
        `/bbpress/v1/replies/?topic=${hiddenTopic}`,
        `/bbpress/v1/replies/?topic=${made.pending}`,
      ].map(async (endpoint) => {
        const response = await fetch(wordpress.cmsUrl + endpoint)
        return `${endpoint} ${response.status} ${JSON.stringify(await response.json()).slice(0, 40)}`
      }),
    )
    expect(answers.filter((answer) => !/ (404 \{"code":"rest_post_invalid_id"|200 \[\])/.test(answer))).toEqual([])
    for (const route of ['/support/forum/members/members-lounge/', '/support/topic/members-lounge-topic/', '/support/topic/moderators-topic/']) {
      expect((await fetch(onWordPress.url + route)).status, route).toBe(404)
    }
  })
})

describe('what the plugin does not tell', () => {
  it('a doc’s parents are its published ancestors alone, and a doc that is not published has no parents to give (404)', async () => {
    const made = JSON.parse(
      await wordpress.php(`
        $doc = fn ($title, $status, $parent) => wp_insert_post(array('post_type' => 'docs', 'post_status' => $status, 'post_title' => $title, 'post_name' => sanitize_title($title), 'post_parent' => $parent), true);
        $root = $doc('Parents product', 'publish', 0);
        $private = $doc('Private parents section', 'private', $root);
        $draft = $doc('Draft parents section', 'draft', $private);
        echo wp_json_encode(array('ids' => array($root, $private, $draft), 'article' => $doc('Parents article', 'publish', $draft), 'unpublished' => $doc('Unpublished parents article', 'draft', $root)));
      `),
    ) as { ids: number[]; article: number; unpublished: number }
    try {
      const parents = (await (await fetch(`${wordpress.cmsUrl}/wp/v2/docs/${made.article}/parents`)).json()) as {
        id: number
        title: { rendered: string }
        order: number
      }[]
      expect(parents.map((p) => [p.id, p.title.rendered, p.order])).toEqual([[made.ids[0], 'Parents product', 0]])
      const unpublished = await fetch(`${wordpress.cmsUrl}/wp/v2/docs/${made.unpublished}/parents`)
      expect([unpublished.status, ((await unpublished.json()) as { code: string }).code]).toEqual([404, 'rest_post_invalid_id'])
    } finally {
      await wordpress.php(`foreach (array(${[made.article, made.unpublished, ...made.ids].join(', ')}) as $id) wp_delete_post($id, true);`)
    }
  })

  it('a password-protected post’s yoast_meta has no description, as core’s excerpt has none, unless the request gives the password', async () => {
    const id = Number(
      await wordpress.php(
        `echo wp_insert_post(array('post_type' => 'post', 'post_status' => 'publish', 'post_title' => 'A protected post', 'post_name' => 'a-protected-post', 'post_excerpt' => 'What only members may read.', 'post_content' => '<!-- wp:paragraph --><p>Members only.</p><!-- /wp:paragraph -->', 'post_password' => 'members'), true);`,
      ),
    )
    type Answer = { excerpt: { rendered: string }; yoast_meta: { name?: string; property?: string; content: string }[] }
    const descriptions = (post: Answer) => post.yoast_meta.filter((m) => m.name === 'description' || m.property === 'og:description').map((m) => m.content)
    try {
      const post = (await (await fetch(`${wordpress.cmsUrl}/wp/v2/posts/${id}`)).json()) as Answer
      expect(post.excerpt.rendered).toBe('')
      expect(descriptions(post)).toEqual(['', ''])
      const listed = (await (await fetch(`${wordpress.cmsUrl}/wp/v2/posts?include=${id}`)).json()) as Answer[]
      expect(descriptions(listed[0]!)).toEqual(['', ''])
      const unlocked = (await (await fetch(`${wordpress.cmsUrl}/wp/v2/posts/${id}?password=members`)).json()) as Answer
      expect(unlocked.excerpt.rendered).toContain('What only members may read.')
      expect(descriptions(unlocked)).toEqual(['What only members may read.', 'What only members may read.'])
    } finally {
      await wordpress.php(`wp_delete_post(${id}, true);`)
    }
  })
})

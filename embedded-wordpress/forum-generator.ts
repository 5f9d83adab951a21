import { readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Locale } from '../content-rules/locales.ts'

/**
 * The support forum's dataset, generated from a seed (content/forum/forum.json): the forum tree as
 * written there, and users, topics and replies made by a seeded generator, so that the forum has a
 * real forum's size (thousands of topics, tens of thousands of replies, topics of 1 to 300+ replies)
 * without a hand-written line. The same seed gives the same forum, here and in WordPress's import.
 * A forum may be private or hidden, as bbPress's can: what the public may read of it is publicForum's.
 */

/** bbPress's forum visibilities: a private forum is for signed-in members, a hidden one for its moderators. */
const forumStatusSchema = z.enum(['publish', 'private', 'hidden'])
type ForumStatus = z.output<typeof forumStatusSchema>

const forumDefinitionSchema: z.ZodType<ForumDefinition> = z.lazy(() =>
  z.object({
    slug: z.string().regex(/^[a-z0-9-]+$/),
    title: z.string().min(1),
    description: z.string(),
    status: forumStatusSchema.optional(),
    children: z.array(forumDefinitionSchema).optional(),
  }),
)
interface ForumDefinition {
  slug: string
  title: string
  description: string
  /** `publish` unless given. */
  status?: ForumStatus
  children?: ForumDefinition[]
}

const forumFileSchema = z.object({
  seed: z.number().int(),
  users: z.number().int().min(1),
  topics: z.number().int().min(1),
  replies: z.number().int().min(0),
  forums: z.array(forumDefinitionSchema).min(1),
})

export interface GeneratedForum {
  id: number
  slug: string
  title: string
  description: string
  parent: number
  order: number
  /** Created in the order forum.json lists them, a minute apart. */
  date: string
  status: ForumStatus
}
export interface GeneratedUser {
  id: number
  slug: string
  name: string
  role: 'keymaster' | 'moderator' | 'participant'
  registered: string
}
export interface GeneratedTopic {
  id: number
  slug: string
  title: string
  content: string
  forum: number
  author: number
  date: string
  sticky: boolean
  tags: string[]
  lang: Locale
  /** The users who keep the topic among their favorites (bbPress's `_bbp_favorite`). */
  favoritedBy: number[]
}
export interface GeneratedReply {
  id: number
  topic: number
  author: number
  date: string
  content: string
  position: number
}
export interface ForumDataset {
  forums: GeneratedForum[]
  users: GeneratedUser[]
  topics: GeneratedTopic[]
  /** Every topic's replies, oldest first. */
  replies: Map<number, GeneratedReply[]>
}

/** Ids apart from the rest of the dataset's (hashed ids are spread over 2^31). */
const FORUM_ID = 7_100_000
const TOPIC_ID = 7_200_000
const REPLY_ID = 7_300_000
const USER_ID = 9_000

/** mulberry32: a small seeded generator, the same numbers for the same seed everywhere. */
function seeded(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!
  return { next, int, pick }
}

const FIRST = [
  'Amina',
  'Bruno',
  'Chen',
  'Dalia',
  'Emre',
  'Farhana',
  'Gabriel',
  'Hana',
  'Imran',
  'Julia',
  'Kofi',
  'Lucía',
  'Mateo',
  'Nadia',
  'Olivier',
  'Priya',
  'Quentin',
  'Rafael',
  'Sofia',
  'Tariq',
  'Ursula',
  'Vikram',
  'Wen',
  'Yusuf',
  'Zoé',
]
const LAST = [
  'Ahmed',
  'Bernard',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'García',
  'Haque',
  'Ivanova',
  'Jensen',
  'Khan',
  'López',
  'Martin',
  'Nakamura',
  'Okafor',
  'Petit',
  'Rahman',
  'Silva',
  'Tanaka',
  'Ueda',
  'Vargas',
  'Weber',
]
const TAGS = [
  'withdraw',
  'commission',
  'stripe',
  'paypal',
  'shipping',
  'sub-orders',
  'email',
  'permalinks',
  'vendor-dashboard',
  'kanban',
  'gantt',
  'time-tracker',
  'invoices',
  'registration',
  'subscriptions',
  'custom-fields',
  'mailchimp',
  'zapier',
  'multisite',
  'translation',
  'caching',
  'rest-api',
  'license',
  'update',
  'woocommerce',
]

/** What people ask and answer, per language: a question's subject, its text, and replies. */
const WORDS: Record<Locale, { subjects: string[]; asks: string[]; answers: string[]; thanks: string[] }> = {
  en: {
    subjects: [
      '{tag} not working after the update',
      'How do I set up {tag}?',
      '{tag}: settings are not saved',
      'Question about {tag} on a multisite',
      'Error with {tag} on checkout',
      'Best way to handle {tag}?',
      '{tag} shows a blank page',
      'Feature request: better {tag}',
    ],
    asks: [
      'Since the last update {tag} stopped working on our store. We cleared the cache and switched to a default theme, but nothing changed.',
      'We are setting up a new marketplace and need {tag} for our vendors. Is there a guide for this?',
      'When I save the {tag} settings the page reloads and the old values come back. PHP 8.2, WordPress 6.6.',
    ],
    answers: [
      'Thanks for the details. Could you check Tools → Site Health and share the PHP error log from the time it happened?',
      'This is fixed in the next release. Until then, the snippet below works around it.',
      'Please make sure the permalinks are saved once more under Settings → Permalinks, then try again.',
      'I had the same problem: a caching plugin was serving an old version of the dashboard. Excluding it from the cache fixed it.',
    ],
    thanks: ['That did it, thank you!', 'Confirmed, it works now.', 'Still the same here after trying that.'],
  },
  es: {
    subjects: ['{tag} no funciona tras la actualización', '¿Cómo configuro {tag}?', '{tag}: los ajustes no se guardan', 'Error con {tag} al pagar'],
    asks: [
      'Desde la última actualización {tag} dejó de funcionar en nuestra tienda. Vaciamos la caché y probamos con otro tema, sin cambios.',
      'Estamos montando un marketplace nuevo y necesitamos {tag} para los vendedores. ¿Hay una guía?',
    ],
    answers: [
      'Gracias por los detalles. ¿Puedes revisar Herramientas → Salud del sitio y compartir el registro de errores de PHP?',
      'Está corregido en la próxima versión. Mientras tanto, el fragmento de abajo lo soluciona.',
    ],
    thanks: ['¡Eso lo resolvió, gracias!', 'Confirmado, ya funciona.'],
  },
  fr: {
    subjects: [
      '{tag} ne fonctionne plus après la mise à jour',
      'Comment configurer {tag} ?',
      '{tag} : les réglages ne sont pas enregistrés',
      'Erreur avec {tag} au paiement',
    ],
    asks: [
      'Depuis la dernière mise à jour, {tag} ne fonctionne plus sur notre boutique. Cache vidé, thème par défaut : aucun changement.',
      'Nous lançons une nouvelle place de marché et avons besoin de {tag} pour nos vendeurs. Existe-t-il un guide ?',
    ],
    answers: [
      'Merci pour les détails. Pouvez-vous vérifier Outils → Santé du site et partager le journal d’erreurs PHP ?',
      'C’est corrigé dans la prochaine version. En attendant, le code ci-dessous contourne le problème.',
    ],
    thanks: ['Ça marche, merci !', 'Confirmé, tout fonctionne maintenant.'],
  },
}

const SNIPPET =
  "<pre><code>add_filter( 'dokan_withdraw_methods', function ( $methods ) {\n    unset( $methods['skrill'] );\n    return $methods;\n} );</code></pre>"
/** A few replies carry what a hostile visitor would post: the site must show them harmless. */
const HOSTILE = [
  '<p>Try this link: <a href="javascript:alert(document.cookie)">fix</a></p><script>alert("forum")</script>',
  '<p onmouseover="alert(1)">Hover me</p><img src="x" onerror="alert(2)" alt="">',
]

/**
 * What the public may read of the forum, by bbPress's rule as the companion plugin applies it
 * (wordpress/site-blocks-api/includes/forum.php): a forum published with every forum above it (a
 * private or hidden forum's sub-forums are not public either, whatever their own status), the
 * topics of those forums and their replies. Users are all kept: a profile is public.
 */
export function publicForum(forum: ForumDataset): ForumDataset {
  const isPublic = publicForumTest(forum.forums)
  const forums = forum.forums.filter(isPublic)
  const ids = new Set(forums.map((f) => f.id))
  const topics = forum.topics.filter((topic) => ids.has(topic.forum))
  return { forums, users: forum.users, topics, replies: new Map(topics.map((topic) => [topic.id, forum.replies.get(topic.id) ?? []])) }
}

/** Whether the public may read a forum of `forums`: it and every forum above it published. */
function publicForumTest(forums: GeneratedForum[]): (forum: GeneratedForum) => boolean {
  const byId = new Map(forums.map((f) => [f.id, f]))
  const isPublic = (forum: GeneratedForum | undefined): boolean =>
    forum !== undefined && forum.status === 'publish' && (forum.parent === 0 || isPublic(byId.get(forum.parent)))
  return isPublic
}

const iso = (ms: number) => new Date(ms).toISOString().slice(0, 19)
/** A topic tag's name: its slug in words (`sub-orders` → `sub orders`). */
export const tagName = (slug: string) => slug.replace(/-/g, ' ')

const slugify = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60)

/** The number of replies of each topic: mostly short threads, a long tail past 300, the paging edges present. */
function replyCounts(random: ReturnType<typeof seeded>, topics: number, total: number): number[] {
  const counts = Array.from({ length: topics }, () => Math.min(60, Math.floor(-Math.log(1 - random.next()) * 6)))
  // Long threads, and the exact page edges (15, 16, 30, 31 replies) that tests rely on.
  const fixed = [321, 240, 180, 150, 120, 15, 16, 30, 31, 1]
  fixed.forEach((count, i) => (counts[i * 7] = count))
  let sum = counts.reduce((a, b) => a + b, 0)
  while (sum < total) {
    const i = random.int(0, topics - 1)
    if (fixed.includes(counts[i]!) && i % 7 === 0) continue
    if (counts[i]! < 60) {
      counts[i]!++
      sum++
    }
  }
  return counts
}

/** The forum of `root` (content/forum/forum.json), generated. */
export function generateForum(root: string): ForumDataset {
  const file = path.join(root, 'forum', 'forum.json')
  const config = forumFileSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  const random = seeded(config.seed)

  const forums: GeneratedForum[] = []
  const add = (definitions: ForumDefinition[], parent: number) =>
    definitions.forEach((definition, order) => {
      const created = iso(Date.UTC(2022, 11, 1) + forums.length * 60_000)
      const forum = {
        id: FORUM_ID + forums.length + 1,
        slug: definition.slug,
        title: definition.title,
        description: definition.description,
        parent,
        order,
        date: created,
        status: definition.status ?? 'publish',
      }
      forums.push(forum)
      add(definition.children ?? [], forum.id)
    })
  add(config.forums, 0)
  const isPublic = publicForumTest(forums)
  const leaves = forums.filter((forum) => isPublic(forum) && !forums.some((child) => child.parent === forum.id))

  const start = Date.UTC(2023, 0, 1)
  const users: GeneratedUser[] = Array.from({ length: config.users }, (_, i) => {
    const name = `${random.pick(FIRST)} ${random.pick(LAST)}`
    return {
      id: USER_ID + i + 1,
      slug: `${slugify(name)}-${i + 1}`,
      name,
      role: i < 2 ? 'keymaster' : i < 8 ? 'moderator' : 'participant',
      registered: iso(start + random.int(0, 300) * 86_400_000),
    }
  })
  const staff = users.filter((user) => user.role !== 'participant')
  const regulars = users.filter((user) => user.role === 'participant').slice(0, 10)

  const counts = replyCounts(random, config.topics, config.replies)
  const topics: GeneratedTopic[] = []
  const replies = new Map<number, GeneratedReply[]>()
  let replyId = REPLY_ID
  for (let i = 0; i < config.topics; i++) {
    const lang: Locale = i % 10 === 3 ? 'es' : i % 10 === 7 ? 'fr' : 'en'
    const words = WORDS[lang]
    const tags = [random.pick(TAGS), random.pick(TAGS)].filter((tag, j, all) => all.indexOf(tag) === j)
    const fill = (text: string) => text.replaceAll('{tag}', tagName(tags[0]!))
    const title = fill(random.pick(words.subjects))
    // Topics over 1,300 days and a thread over 90 days at most: every date lies before the forum's end (October 2026).
    const date = start + random.int(0, 1300) * 86_400_000 + random.int(0, 86_399) * 1000
    // A few regulars start many topics (their topic lists run to several pages); everyone else a handful.
    const author = random.next() < 0.15 ? random.pick(regulars) : random.pick(users)
    const topic: GeneratedTopic = {
      id: TOPIC_ID + i + 1,
      slug: `${slugify(title)}-${i + 1}`,
      title: title.charAt(0).toUpperCase() + title.slice(1),
      content: `<p>${fill(random.pick(words.asks))}</p>`,
      forum: random.pick(leaves).id,
      author: author.id,
      date: iso(date),
      sticky: i % 250 === 0,
      tags,
      lang,
      favoritedBy: [],
    }
    topics.push(topic)
    const list: GeneratedReply[] = []
    let at = date
    for (let position = 1; position <= counts[i]!; position++) {
      at += random.int(5, Math.min(3 * 24 * 60, Math.floor((90 * 24 * 60) / counts[i]!))) * 60_000
      const fromStaff = position % 2 === 1
      const kind = random.next()
      const content =
        i === 14 * 7 && position <= HOSTILE.length
          ? HOSTILE[position - 1]!
          : fromStaff
            ? `<p>${random.pick(words.answers)}</p>${kind < 0.2 ? SNIPPET : ''}`
            : kind < 0.25
              ? `<blockquote><p>${random.pick(words.answers)}</p></blockquote><p>${random.pick(words.thanks)}</p>`
              : `<p>${random.pick(words.thanks)}</p>`
      list.push({
        id: ++replyId,
        topic: topic.id,
        author: fromStaff ? random.pick(staff).id : random.pick([author, random.pick(users)]).id,
        date: iso(at),
        content,
        position,
      })
    }
    replies.set(topic.id, list)
  }
  // Favorites last, so that everything above keeps its numbers: about one topic in eight is someone's favorite.
  for (const topic of topics) {
    if (random.next() < 0.125) topic.favoritedBy = [...new Set([random.pick(users).id, random.pick(users).id])].sort((a, b) => a - b)
  }

  // Two topics in each forum the public may not read, made last and by a generator of their own, so
  // that the public forum keeps its numbers. They are written, answered and kept by people who do so
  // in public too (the first topic's author, its first fan), and tagged as public topics are, with one
  // tag of their own: every public list and count would show them if the API did not hide them.
  const restricted = seeded(config.seed + 1)
  const poster = topics[0]!.author
  const fan = topics.find((topic) => topic.favoritedBy.length > 0)?.favoritedBy[0]
  for (const forum of forums.filter((f) => !isPublic(f))) {
    for (let k = 0; k < 2; k++) {
      const tags = ['pre-release', 'stripe']
      const title = restricted.pick(WORDS.en.subjects).replaceAll('{tag}', tagName(tags[0]!))
      const date = Date.UTC(2024, 0, 1) + restricted.int(0, 600) * 86_400_000 + restricted.int(0, 86_399) * 1000
      const author = k === 0 ? poster : restricted.pick(users).id
      const topic: GeneratedTopic = {
        id: TOPIC_ID + topics.length + 1,
        slug: `${slugify(title)}-${topics.length + 1}`,
        title: title.charAt(0).toUpperCase() + title.slice(1),
        content: `<p>${restricted.pick(WORDS.en.asks).replaceAll('{tag}', tagName(tags[0]!))}</p>`,
        forum: forum.id,
        author,
        date: iso(date),
        sticky: false,
        tags,
        lang: 'en',
        favoritedBy: fan === undefined ? [] : [fan],
      }
      topics.push(topic)
      const authors = [restricted.pick(staff).id, poster, author]
      replies.set(
        topic.id,
        authors.map((replyAuthor, i) => ({
          id: ++replyId,
          topic: topic.id,
          author: replyAuthor,
          date: iso(date + (i + 1) * 3_600_000),
          content: `<p>${restricted.pick(i % 2 === 0 ? WORDS.en.answers : WORDS.en.thanks)}</p>`,
          position: i + 1,
        })),
      )
    }
  }
  return { forums, users, topics, replies }
}

import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { IndexData, IndexEntry } from './load-archive.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

function Entries({ entries }: { entries: IndexEntry[] }) {
  const t = useT()
  return (
    <ul className="blog-index__entries">
      {entries.map((entry) => (
        <li key={entry.id} className="blog-index__entry">
          {entry.avatar && <img className="blog-index__avatar" src={entry.avatar} alt="" width={48} height={48} loading="lazy" />}
          <Link href={entry.path}>{entry.name}</Link> <span className="blog-index__count">{t('blog.postCount', { count: entry.count })}</span>
          {entry.description && <p className="blog-index__description">{entry.description}</p>}
          {entry.children && entry.children.length > 0 && <Entries entries={entry.children} />}
        </li>
      ))}
    </ul>
  )
}

/** What there is to browse: authors, categories (nested), tags, or years and months. */
export function IndexView({ index }: { index: IndexData }) {
  useTemplateStylesheets('blog/lists')
  const t = useT()
  return (
    <section className={`blog-index blog-index--${index.taxonomy}`}>
      <h1>{t(index.heading.id)}</h1>
      {index.entries.length > 0 ? <Entries entries={index.entries} /> : <p>{t('blog.noPosts')}</p>}
    </section>
  )
}

import { FormattedMessage } from 'react-intl'
import { Link } from '../../renderer/Link.tsx'
import type { MessageId } from '../../locales/messages.ts'
import { useT } from '../../renderer/useT.ts'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import type { TermLink } from '../../cms/terms.ts'

interface PostMetaProps {
  author: Pick<TermLink, 'name' | 'path'> | null
  postedAt: string
  updatedAt?: string
  readingMinutes: number
}

/** By whom, when (posted, and updated when it was), and how long it takes to read. */
export function PostMeta({ author, postedAt, updatedAt, readingMinutes }: PostMetaProps) {
  const t = useT()
  const locale = useLocale()
  const day = (gmt: string) => gmt.slice(0, 10)
  const updated = updatedAt && day(updatedAt) > day(postedAt) ? updatedAt : null
  return (
    <p className="post-meta">
      {author && (
        <span className="post-meta__author">
          <FormattedMessage
            id={'blog.by' satisfies MessageId}
            values={{
              name: (
                <Link href={author.path} rel="author">
                  {author.name}
                </Link>
              ),
            }}
          />
        </span>
      )}
      <span className="post-meta__posted">
        <time dateTime={`${postedAt}Z`}>{t('blog.postedOn', { date: formatCalendarDay(day(postedAt), locale) })}</time>
      </span>
      {updated && (
        <span className="post-meta__updated">
          <time dateTime={`${updated}Z`}>{t('blog.updatedOn', { date: formatCalendarDay(day(updated), locale) })}</time>
        </span>
      )}
      <span className="post-meta__reading">{t('blog.readingTime', { minutes: readingMinutes })}</span>
    </p>
  )
}

/** Category or tag links as a list; `rel` says what the links are (rel="tag" for tags). */
export function TermList({ label, terms, className, rel }: { label: string; terms: TermLink[]; className: string; rel?: 'tag' }) {
  if (terms.length === 0) return null
  return (
    <nav className={className} aria-label={label}>
      <ul>
        {terms.map((term) => (
          <li key={term.id}>
            <Link href={term.path} rel={rel}>
              {term.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}

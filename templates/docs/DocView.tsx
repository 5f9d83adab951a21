import { BlockTree } from '../../blocks/BlockTree.tsx'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'
import { formatCalendarDay } from '../../renderer/format-date.ts'
import { DocNav } from './DocNav.tsx'
import { PageIsland } from '../../renderer/islands/PageIsland.tsx'
import docsSearchBox from './docs-search-box.island.ts'
import type { DocData } from './load-docs.ts'
import { Breadcrumbs } from '../../layouts/Breadcrumbs.tsx'
import { LanguageNotice } from '../../layouts/LanguageNotice.tsx'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** A product, category or article of the docs: tree, breadcrumbs, text, table of contents, neighbours. */
export function DocView({ doc }: { doc: DocData }) {
  useTemplateStylesheets('docs')
  const t = useT()
  const locale = useLocale()
  return (
    <div className="doc-page">
      <aside className="doc-page__nav">
        <PageIsland island={docsSearchBox} props={{ scope: doc.product.id }} />
        <DocNav product={doc.product} tree={doc.product.tree} current={doc.path} />
      </aside>
      <article className="doc-page__article" key={doc.path} lang={doc.isFallback ? doc.contentLang : undefined}>
        <Breadcrumbs label={t('docs.breadcrumb')} crumbs={[{ title: t('docs.allDocs'), path: '/docs/' }, ...doc.breadcrumbs]} current={doc.title} />
        {doc.isFallback && <LanguageNotice />}
        <h1>{doc.title}</h1>
        <p className="doc-page__updated">
          <time dateTime={`${doc.modified}Z`}>{t('docs.updated', { date: formatCalendarDay(doc.modified.slice(0, 10), locale) })}</time>
        </p>
        <div className="doc-page__body">
          <BlockTree tree={doc.blocks} />
        </div>
        {doc.children.length > 0 && (
          <section className="doc-page__children" aria-label={t('docs.inThisSection')}>
            <h2>{t('docs.inThisSection')}</h2>
            <ul>
              {doc.children.map((child) => (
                <li key={child.path}>
                  <Link href={child.path}>{child.title}</Link>
                </li>
              ))}
            </ul>
          </section>
        )}
        <nav className="doc-page__neighbours">
          {doc.previous && (
            <Link className="doc-page__previous" href={doc.previous.path} rel="prev">
              <span>{t('docs.previous')}</span> {doc.previous.title}
            </Link>
          )}
          {doc.next && (
            <Link className="doc-page__next" href={doc.next.path} rel="next">
              <span>{t('docs.next')}</span> {doc.next.title}
            </Link>
          )}
        </nav>
      </article>
      {doc.toc.length > 0 && (
        <nav className="doc-page__toc" aria-label={t('docs.onThisPage')}>
          <p className="doc-page__toc-heading">{t('docs.onThisPage')}</p>
          <ol>
            {doc.toc.map((entry) => (
              <li key={entry.id} className={`doc-page__toc-item doc-page__toc-item--h${entry.level}`}>
                <a href={`#${entry.id}`}>{entry.text}</a>
              </li>
            ))}
          </ol>
        </nav>
      )}
    </div>
  )
}

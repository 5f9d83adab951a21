import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import { PageIsland } from '../../renderer/islands/PageIsland.tsx'
import docsSearchBox from './docs-search-box.island.ts'
import type { DocsIndexData } from './load-docs.ts'
import { useTemplateStylesheets } from '../../renderer/page-stylesheets.tsx'

/** `/docs/`: every product's docs, grouped Plugins / Modules / Others, and the search box. */
export function DocsIndexView({ index }: { index: DocsIndexData }) {
  useTemplateStylesheets('docs')
  const t = useT()
  return (
    <section className="docs-index">
      <h1>{t('docs.heading')}</h1>
      <p className="docs-index__intro">{t('docs.intro')}</p>
      <PageIsland island={docsSearchBox} props={{}} />
      {index.groups.map(({ group, products }) => (
        <section key={group} className="docs-index__group" aria-labelledby={`docs-group-${group}`}>
          <h2 id={`docs-group-${group}`}>{t(`docs.group.${group}`)}</h2>
          <ul className="docs-index__products">
            {products.map((product) => (
              <li key={product.slug} className={product.className}>
                <Link href={product.permalink}>{product.title}</Link>
                <span className="docs-index__count">{t('docs.articles', { count: product.count })}</span>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </section>
  )
}

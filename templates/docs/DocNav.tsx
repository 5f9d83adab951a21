import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { DocNode } from './doc-tree.ts'

function Branch({ nodes, current }: { nodes: DocNode[]; current: string }) {
  return (
    <ul className="doc-nav__list">
      {nodes.map((node) => {
        const here = node.path === current
        const link = (
          <Link href={node.path} aria-current={here ? 'page' : undefined} className={here ? 'doc-nav__link doc-nav__link--current' : 'doc-nav__link'}>
            {node.title}
          </Link>
        )
        return (
          <li key={node.id} className="doc-nav__item">
            {node.children.length ? (
              // The branch of the page shown is open; the others fold (and open without a script).
              <details open={current.startsWith(node.path)}>
                <summary>{node.title}</summary>
                <ul className="doc-nav__list">
                  <li className="doc-nav__item">{link}</li>
                </ul>
                <Branch nodes={node.children} current={current} />
              </details>
            ) : (
              link
            )}
          </li>
        )
      })}
    </ul>
  )
}

/** The product's navigation tree: its categories and articles, the current one's branch open. */
export function DocNav({ product, tree, current }: { product: { title: string; path: string }; tree: DocNode[]; current: string }) {
  const t = useT()
  return (
    <nav className="doc-nav" aria-label={t('docs.navigation', { product: product.title })}>
      <Link className="doc-nav__product" href={product.path}>
        {product.title}
      </Link>
      <Branch nodes={tree} current={current} />
    </nav>
  )
}

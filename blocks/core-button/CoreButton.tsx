import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { CoreButtonAttrs } from './schema.ts'

/** A button of WordPress's buttons block as the site's own button: filled, or outlined. */
export function CoreButton({ attrs }: BlockProps<CoreButtonAttrs>) {
  const className = `button button--${attrs.variant}`
  return (
    <div className="core-button">
      {attrs.url ? (
        <Link className={className} href={attrs.url} {...(attrs.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
          {attrs.text}
        </Link>
      ) : (
        // WordPress keeps a button without a link: a label that goes nowhere.
        <span className={className}>{attrs.text}</span>
      )}
    </div>
  )
}

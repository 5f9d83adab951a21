import type { AnchorHTMLAttributes } from 'react'
import type { PageContext } from 'vike/types'
import { usePageContext } from 'vike-react/usePageContext'
import { useLocale } from './LocaleContext.ts'
import { resolveLinkTarget } from './link-target.ts'
import { activeLinkClassNames, linkActiveness } from './link-active.ts'
import { localizePath } from '../content-rules/locales.ts'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * The site's one link: keeps the locale prefix on internal paths; external URLs and the account
 * area get rel="external" (the page script neither prefetches them nor shows the loading bar). A link to the
 * page shown, or to a page above it, gets SPEC §9's active classes (and aria-current on its own).
 */
export function Link({ href, rel, className, ...rest }: LinkProps) {
  const locale = useLocale()
  const target = resolveLinkTarget(href, locale)
  // Content rendered once for the HTML alone (static blocks) has no page context: no classes there.
  const pageContext = usePageContext() as PageContext | undefined
  const activeness =
    pageContext && !target.external
      ? linkActiveness(target.href, {
          pathname: localizePath(pageContext.urlPathname, locale),
          get search() {
            return pageContext.urlParsed.searchOriginal ?? ''
          },
        })
      : { active: false, exact: false }
  const classes = [className, ...activeLinkClassNames(activeness)].filter(Boolean).join(' ')
  const relValue = target.external ? ['external', rel].filter(Boolean).join(' ') : rel
  // eslint-disable-next-line jsx-a11y/anchor-has-content -- the caller's children arrive in `rest`
  return <a href={target.href} rel={relValue} className={classes || undefined} aria-current={activeness.exact ? 'page' : undefined} {...rest} />
}

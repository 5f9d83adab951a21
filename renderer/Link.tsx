import type { AnchorHTMLAttributes } from 'react'
import { useLocale } from './LocaleContext.ts'
import { resolveLinkTarget } from './link-target.ts'

type LinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * The site's one link: keeps the locale prefix on internal paths; external URLs and the account
 * area get rel="external", which makes vike's client router do a full page load.
 */
export function Link({ href, rel, ...rest }: LinkProps) {
  const target = resolveLinkTarget(href, useLocale())
  const relValue = target.external ? ['external', rel].filter(Boolean).join(' ') : rel
  return <a href={target.href} rel={relValue} {...rest} />
}

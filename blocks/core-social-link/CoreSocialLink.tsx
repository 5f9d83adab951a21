import type { BlockProps } from '../define-block.ts'
import { useT } from '../../renderer/useT.ts'
import type { CoreSocialLinkAttrs } from './schema.ts'
import { GENERIC_ICON_PATH, MAIL_ICON_PATH, SERVICE_ICONS, SERVICE_NAMES } from './service-icons.ts'

/** A link to the company's profile on a service, as the service's icon with its name for screen readers. */
export function CoreSocialLink({ attrs }: BlockProps<CoreSocialLinkAttrs>) {
  const t = useT()
  if (!attrs.url) return null
  const brand = SERVICE_ICONS[attrs.service]
  const name =
    brand?.name ?? SERVICE_NAMES[attrs.service] ?? (attrs.service === 'mail' ? t('social.mail') : attrs.service === 'chain' ? t('social.link') : attrs.service)
  const path = brand?.path ?? (attrs.service === 'mail' ? MAIL_ICON_PATH : GENERIC_ICON_PATH)
  const href = attrs.service === 'mail' && !/^mailto:/i.test(attrs.url) && attrs.url.includes('@') ? `mailto:${attrs.url}` : attrs.url
  return (
    <li className={`core-social-link core-social-link--${attrs.service}`}>
      <a className="core-social-link__anchor" href={href} rel="noopener noreferrer me">
        <svg className="core-social-link__icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d={path} />
        </svg>
        <span className="visually-hidden">{attrs.label || name}</span>
      </a>
    </li>
  )
}

import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { LogoCloudAttrs } from './schema.ts'
import { BlockImage } from '../parts/BlockImage.tsx'
import { BlockSection } from '../parts/BlockSection.tsx'

type Logo = LogoCloudAttrs['logos'][number]

function LogoMark({ logo }: { logo: Logo }) {
  if (!logo.image) return <span className="logo-cloud__wordmark">{logo.name}</span>
  return (
    <BlockImage
      className="logo-cloud__image"
      image={logo.image}
      // A logo is its name: an empty alt would leave a linked logo without an accessible name.
      alt={logo.image.alt || logo.name}
    />
  )
}

/** Customers or integrations: logos where there are files, the name set as a wordmark where there are not. */
export function LogoCloud({ attrs }: BlockProps<LogoCloudAttrs>) {
  return (
    <BlockSection block="logo-cloud" heading={attrs.heading}>
      <ul className="logo-cloud__list">
        {attrs.logos.map((logo, i) => (
          <li key={`${i}-${logo.name}`} className="logo-cloud__item">
            {logo.href ? (
              <Link className="logo-cloud__link" href={logo.href}>
                <LogoMark logo={logo} />
              </Link>
            ) : (
              <LogoMark logo={logo} />
            )}
          </li>
        ))}
      </ul>
    </BlockSection>
  )
}

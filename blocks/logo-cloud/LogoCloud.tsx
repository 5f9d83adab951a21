import { useId } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import type { LogoCloudAttrs } from './schema.ts'

type Logo = LogoCloudAttrs['logos'][number]

function LogoMark({ logo }: { logo: Logo }) {
  if (!logo.image) return <span className="logo-cloud__wordmark">{logo.name}</span>
  return (
    <img
      className="logo-cloud__image"
      src={logo.image.src}
      // A logo is its name: an empty alt would leave a linked logo without an accessible name.
      alt={logo.image.alt || logo.name}
      width={logo.image.width}
      height={logo.image.height}
      loading="lazy"
    />
  )
}

/** Customers or integrations: logos where there are files, the name set as a wordmark where there are not. */
export function LogoCloud({ attrs }: BlockProps<LogoCloudAttrs>) {
  const headingId = useId()
  return (
    <section className="logo-cloud" aria-labelledby={attrs.heading ? headingId : undefined}>
      {attrs.heading && (
        <h2 id={headingId} className="logo-cloud__heading">
          {attrs.heading}
        </h2>
      )}
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
    </section>
  )
}

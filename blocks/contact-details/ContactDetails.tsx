import { Fragment } from 'react'
import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useT } from '../../renderer/useT.ts'
import type { ContactDetailsAttrs } from './schema.ts'
import { channelHref } from './channel-href.ts'

/** Ways to reach the team (email, phone, links), the offices' postal addresses and the support hours. */
export function ContactDetails({ attrs }: BlockProps<ContactDetailsAttrs>) {
  const t = useT()
  return (
    <section className="contact-details">
      {attrs.heading && <h2 className="contact-details__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="contact-details__intro">{attrs.intro}</p>}
      <ul className="contact-details__channels">
        {attrs.channels.map((channel, i) => {
          const href = channelHref(channel)
          return (
            <li className={`contact-details__channel contact-details__channel--${channel.kind}`} key={`${channel.title}-${i}`}>
              <h3 className="contact-details__title">{channel.title}</h3>
              {channel.text && <p className="contact-details__text">{channel.text}</p>}
              <p className="contact-details__value">{href ? <Link href={href}>{channel.value}</Link> : channel.value}</p>
            </li>
          )
        })}
      </ul>
      {attrs.offices.length > 0 && (
        <div className="contact-details__offices">
          <h3>{t('contact.offices')}</h3>
          <ul className="contact-details__office-list">
            {attrs.offices.map((office) => (
              <li className="contact-details__office" key={office.name}>
                <h4 className="contact-details__office-name">{office.name}</h4>
                <address>
                  {office.lines.map((line, i) => (
                    <Fragment key={i}>
                      {i > 0 && <br />}
                      {line}
                    </Fragment>
                  ))}
                </address>
              </li>
            ))}
          </ul>
        </div>
      )}
      {attrs.hours && (
        <div className="contact-details__hours">
          <h3>{t('contact.hours')}</h3>
          <p>{attrs.hours}</p>
        </div>
      )}
    </section>
  )
}

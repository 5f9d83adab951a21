import type { BlockProps } from '../define-block.ts'
import { Link } from '../../renderer/Link.tsx'
import { useLocale } from '../../renderer/LocaleContext.ts'
import { useT } from '../../renderer/useT.ts'
import type { WebinarListAttrs } from './schema.ts'
import { registrationHref, sortByStart } from './webinar-schedule.ts'
import { formatUtcDateTime } from '../../renderer/format-date.ts'
import { CardGrid } from '../parts/CardGrid.tsx'

/** Webinars by start time: upcoming ones link to registration, past ones to their recording. */
export function WebinarList({ attrs }: BlockProps<WebinarListAttrs>) {
  const t = useT()
  const locale = useLocale()
  return (
    <section className="webinar-list">
      {attrs.heading && <h2 className="webinar-list__heading">{attrs.heading}</h2>}
      {attrs.intro && <p className="webinar-list__intro">{attrs.intro}</p>}
      <CardGrid
        className="webinar-list__items"
        cardClassName={(webinar) => `webinar-list__item${webinar.recordingUrl ? ' webinar-list__item--recorded' : ''}`}
        items={sortByStart(attrs.webinars)}
        itemKey={(webinar) => webinar.slug}
      >
        {(webinar) => (
          <>
            <p className="webinar-list__when">
              <time dateTime={webinar.startsAt}>{formatUtcDateTime(webinar.startsAt, locale)}</time>
              <span className="webinar-list__duration">{t('webinar.duration', { minutes: webinar.durationMinutes })}</span>
            </p>
            <h3 className="webinar-list__title">{webinar.title}</h3>
            <p className="webinar-list__host">{t('webinar.host', { host: webinar.host })}</p>
            <p className="webinar-list__summary">{webinar.summary}</p>
            <p className="webinar-list__action">
              {webinar.recordingUrl ? (
                <Link className="button button--secondary" href={webinar.recordingUrl}>
                  {t('webinar.recording')}
                </Link>
              ) : (
                <Link className="button button--primary" href={registrationHref(attrs.registerHref, webinar.slug)}>
                  {t('webinar.register')}
                </Link>
              )}
            </p>
          </>
        )}
      </CardGrid>
    </section>
  )
}

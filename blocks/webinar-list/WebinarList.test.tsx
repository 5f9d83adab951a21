import { describe, expect, it } from 'vitest'
import upcoming from './fixtures/upcoming.html?raw'
import recordings from './fixtures/recordings.html?raw'
import webinarList from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const titles = (html: string) => [...html.matchAll(/<h3 class="webinar-list__title">([^<]+)<\/h3>/g)].map((m) => m[1])

describe('site/webinar-list', () => {
  it('lists webinars by start time with a machine-readable time, duration and host', () => {
    const html = renderBlock(webinarList, fixtureAttrs(webinarList, upcoming))
    expect(html).toContain('<h2 class="webinar-list__heading">Live webinars</h2>')
    expect(titles(html)).toEqual([
      'Black Friday checklist for marketplace owners',
      'Launch a marketplace in a weekend',
      'Run client projects in WP Project Manager',
      'Commissions and vendor payouts in Dokan',
    ])
    expect(html).toMatch(
      /<time dateTime="2026-12-10T15:00:00\+00:00">Thursday, December 10, 2026 at 3:00\sPM UTC<\/time><span class="webinar-list__duration">60 min<\/span>/,
    )
    // 10:00 in New York is 15:00 UTC.
    expect(html).toMatch(/<time dateTime="2026-12-03T10:00:00-05:00">Thursday, December 3, 2026 at 3:00\sPM UTC<\/time>/)
    expect(html).toContain('<p class="webinar-list__host">Hosted by Rashed Karim</p>')
  })

  it('links upcoming webinars to the localized registration with the webinar preselected, past ones to the recording', () => {
    const html = renderBlock(webinarList, fixtureAttrs(webinarList, upcoming), 'es')
    expect(html).toContain('<a href="/es/webinars/registration/?webinar=launch-a-marketplace-in-a-weekend" class="button button--primary">Inscribirme</a>')
    expect(html).toContain('<a href="/es/webinars/all-webinars/#black-friday-marketplace-checklist" class="button button--secondary">Ver la grabación</a>')
    expect(html.match(/Inscribirme/g)).toHaveLength(3)
    expect(html).toContain('Presentado por Farhana Akter')
    expect(html).toContain('<time dateTime="2026-11-26T14:00:00+00:00">jueves, 26 de noviembre de 2026, 14:00 UTC</time>')
  })

  it('formats dates in French and links recordings externally', () => {
    const html = renderBlock(webinarList, fixtureAttrs(webinarList, recordings), 'fr')
    expect(html).toContain('>jeudi 17 septembre 2026 à 14:00 UTC</time>')
    expect(html).toContain('<a href="https://www.youtube.com/@weDevs" rel="external" class="button button--secondary">Voir l’enregistrement</a>')
    expect(html).toContain('<a href="/fr/webinars/all-webinars/#dokan-delivery-driver-app-tour" class="button button--secondary">')
    expect(html).not.toContain('webinar=')
    expect(html.match(/webinar-list__item--recorded/g)).toHaveLength(2)
  })

  it('keeps a query already on the registration link', () => {
    const attrs = fixtureAttrs(webinarList, recordings)
    const html = renderBlock(webinarList, { ...attrs, webinars: attrs.webinars.map(({ recordingUrl: _, ...w }) => w) })
    expect(html).toContain('href="/webinars/registration/?utm_source=recordings&amp;webinar=membership-sites-with-wp-user-frontend"')
  })

  it('defaults the registration page and rejects bad slugs, times without offset, short sessions or unsafe recordings', () => {
    const ok = {
      slug: 'pm-kickoff',
      title: 'Kickoff',
      startsAt: '2026-12-10T15:00:00+00:00',
      durationMinutes: 45,
      host: 'Sabbir Ahmed',
      summary: 'Plan a project.',
    }
    const parsed = webinarList.attrs.safeParse({ webinars: [ok] })
    expect(parsed.success && parsed.data.registerHref).toBe('/webinars/registration/')
    expect(webinarList.attrs.safeParse({ webinars: [{ ...ok, slug: 'PM Kickoff' }] }).success).toBe(false)
    expect(webinarList.attrs.safeParse({ webinars: [{ ...ok, startsAt: '2026-12-10 15:00' }] }).success).toBe(false)
    expect(webinarList.attrs.safeParse({ webinars: [{ ...ok, durationMinutes: 5 }] }).success).toBe(false)
    expect(webinarList.attrs.safeParse({ webinars: [{ ...ok, recordingUrl: 'javascript:alert(1)' }] }).success).toBe(false)
    expect(webinarList.attrs.safeParse({ webinars: [] }).success).toBe(false)
  })
})

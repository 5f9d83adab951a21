import { describe, expect, it } from 'vitest'
import leadership from './fixtures/leadership.html?raw'
import productTeams from './fixtures/product-teams.html?raw'
import teamGrid from './index.ts'
import { fixtureAttrs } from '../markup/fixture-attrs.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

describe('site/team-grid', () => {
  it('renders every member with a heading, role, bio and initials avatar', () => {
    const html = renderBlock(teamGrid, fixtureAttrs(teamGrid, leadership))
    expect(html).toContain('<h2 class="team-grid__heading">Leadership</h2>')
    expect(html.match(/<li class="team-grid__member">/g)).toHaveLength(4)
    expect(html).toContain('<h3 class="team-grid__name">Tareq Hasan</h3><p class="team-grid__role">Founder &amp; CEO</p>')
    expect(html).toContain('<span class="team-grid__initials" aria-hidden="true">TH</span>')
    expect(html).toContain('started weDevs in 2012')
  })

  it('localizes internal profile links and marks external ones', () => {
    const html = renderBlock(teamGrid, fixtureAttrs(teamGrid, leadership), 'es')
    expect(html).toContain('<a href="/es/author/farhana/">Articles</a>')
    expect(html).toContain('<a href="https://github.com/tareq1988" rel="external">GitHub</a>')
  })

  it('shows a photo with its size and lazy loading, and no link list for members without links', () => {
    const attrs = teamGrid.attrs.parse({
      members: [
        { name: 'Sabbir Ahmed', role: 'Team lead', photo: { src: '/images/products/wp-project-manager-pro.svg', alt: 'Sabbir Ahmed', width: 64, height: 64 } },
      ],
    })
    const html = renderBlock(teamGrid, attrs)
    expect(html).toMatch(
      /<img class="team-grid__photo" src="\/images\/products\/wp-project-manager-pro.svg" alt="Sabbir Ahmed" width="64" height="64" loading="lazy"\/>/,
    )
    expect(html).not.toContain('team-grid__initials')
    expect(html).not.toContain('team-grid__links')
    expect(html).not.toContain('<h2')
  })

  it('renders members without bios or links', () => {
    const html = renderBlock(teamGrid, fixtureAttrs(teamGrid, productTeams))
    expect(html.match(/<h3 class="team-grid__name">/g)).toHaveLength(4)
    expect(html).toContain('>MR</span>')
    expect(html).not.toContain('team-grid__bio')
  })

  it('accepts a valid team and rejects an empty one, a nameless member or an unsafe link', () => {
    expect(teamGrid.attrs.safeParse({ members: [{ name: 'A', role: 'B' }] }).success).toBe(true)
    expect(teamGrid.attrs.safeParse({ members: [] }).success).toBe(false)
    expect(teamGrid.attrs.safeParse({ members: [{ name: '', role: 'B' }] }).success).toBe(false)
    expect(teamGrid.attrs.safeParse({ members: [{ name: 'A', role: 'B', links: [{ label: 'x', href: 'javascript:alert(1)' }] }] }).success).toBe(false)
  })
})

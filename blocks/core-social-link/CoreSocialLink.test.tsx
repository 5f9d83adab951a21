import { describe, expect, it } from 'vitest'
import profiles from './fixtures/company-profiles.html?raw'
import hostile from './fixtures/hostile.html?raw'
import socialLink from './index.ts'
import { parseBlockMarkup } from '../markup/parse-blocks.ts'
import { renderBlock } from '../../tests/support/render-block.tsx'

const links = (markup: string) => parseBlockMarkup(markup)[0]!.innerBlocks.map((block) => socialLink.attrs.safeParse(block.attrs))

describe('core/social-link', () => {
  it("shows each service's icon, named for screen readers by the marketer's label or the brand", () => {
    const [twitter, github, linkedin] = links(profiles).map((parsed) => renderBlock(socialLink, parsed.data!))
    expect(twitter).toMatch(
      /^<li class="core-social-link core-social-link--twitter"><a class="core-social-link__anchor" href="https:\/\/twitter.com\/wedevs" rel="noopener noreferrer me"><svg [^>]+><path d="M[^"]+"><\/path><\/svg><span class="visually-hidden">X<\/span><\/a><\/li>$/,
    )
    expect(github).toContain('<span class="visually-hidden">GitHub</span>')
    expect(linkedin).toContain('<span class="visually-hidden">weDevs on LinkedIn</span>')
  })

  it('names a mail link in the page language and makes its address a mailto: link', () => {
    const mail = links(profiles)[3]!.data!
    const html = renderBlock(socialLink, mail, 'fr')
    expect(html).toContain('href="mailto:hello@wedevs.com"')
    expect(html).toContain('<span class="visually-hidden">E-mail</span>')
  })

  it('shows nothing for a link without its URL, as WordPress does', () => {
    expect(renderBlock(socialLink, links(profiles)[4]!.data!)).toBe('')
  })

  it('refuses a javascript: URL and a service that is not a plain name', () => {
    expect(links(hostile).map((parsed) => parsed.success)).toEqual([false, false])
  })
})

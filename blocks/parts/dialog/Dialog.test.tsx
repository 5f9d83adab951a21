import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import type { CSSProperties, ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppProviders } from '../../../renderer/AppProviders.tsx'
import { englishMessages } from '../../../locales/english.ts'
import es from '../../../locales/es.json'
import { Dialog, DialogClose } from './Dialog.tsx'
import { isBackdropClick } from './backdrop-click.ts'

const render = (element: ReactNode, locale: 'en' | 'es' = 'en') =>
  renderToStaticMarkup(
    <AppProviders locale={locale} messages={locale === 'en' ? englishMessages : es}>
      {element}
    </AppProviders>,
  )
const ignore = () => undefined

describe('Dialog', () => {
  it('renders a <dialog> with its owner’s class and children, nothing of its own (the server’s HTML, hydrated unchanged)', () => {
    expect(render(<Dialog open={false} onClose={ignore} className="screenshot-gallery__dialog" />)).toBe('<dialog class="screenshot-gallery__dialog"></dialog>')
    expect(
      render(
        <Dialog open={false} onClose={ignore} className="demo-modal" aria-labelledby="demo-modal-title">
          <h2 id="demo-modal-title">Try a live demo</h2>
        </Dialog>,
      ),
    ).toBe('<dialog class="demo-modal" aria-labelledby="demo-modal-title"><h2 id="demo-modal-title">Try a live demo</h2></dialog>')
  })

  it('is named by a label or a heading, styled by its owner, and never open in the HTML: the browser opens it as a modal', () => {
    const html = render(
      <Dialog open onClose={ignore} className="exit-popup" style={{ '--popup-bg': '#fff' } as CSSProperties} aria-label="Orders">
        <p>Text</p>
      </Dialog>,
    )
    expect(html).toBe('<dialog class="exit-popup" style="--popup-bg:#fff" aria-label="Orders"><p>Text</p></dialog>')
    expect(html).not.toMatch(/\sopen|aria-modal/)
  })

  it('has a close control named Close in the page’s language, the site’s × unless the owner draws its own', () => {
    const inDialog = (close: ReactNode, locale?: 'en' | 'es') =>
      render(
        <Dialog open={false} onClose={ignore} className="d">
          {close}
        </Dialog>,
        locale,
      )
    expect(inDialog(<DialogClose />)).toBe('<dialog class="d"><button type="button" class="demo-modal__close" aria-label="Close">×</button></dialog>')
    expect(inDialog(<DialogClose />, 'es')).toContain('aria-label="Cerrar"')
    expect(
      inDialog(
        <DialogClose className="screenshot-gallery__close">
          <span aria-hidden="true">×</span>
        </DialogClose>,
      ),
    ).toContain('<button type="button" class="screenshot-gallery__close" aria-label="Close"><span aria-hidden="true">×</span></button>')
  })

  it('refuses a close control outside a dialog', () => {
    expect(() => render(<DialogClose />)).toThrow(/inside/)
  })

  it('styles its close control in its own stylesheet, which a block’s stylesheet imports (the popups link it: dialog-styles.ts)', () => {
    expect(readFileSync('blocks/parts/dialog/dialog.css', 'utf8')).toMatch(/^\.demo-modal__close \{/m)
    expect(readFileSync('blocks/demo-form/demo-form.css', 'utf8')).toMatch(/^@import '\.\.\/parts\/dialog\/dialog\.css';/)
    expect(readFileSync('layouts/popups.css', 'utf8')).not.toContain('.demo-modal__close')
  })
})

describe('isBackdropClick', () => {
  const dialog = { getBoundingClientRect: () => ({ left: 100, right: 500, top: 50, bottom: 350 }) }
  const click = (clientX: number, clientY: number, target: unknown = dialog) => ({ target, currentTarget: dialog, clientX, clientY })

  it('counts a click on the dialog element outside its box', () => {
    expect(isBackdropClick(click(5, 5))).toBe(true)
    expect(isBackdropClick(click(300, 351))).toBe(true)
    expect(isBackdropClick(click(501, 200))).toBe(true)
  })

  it('does not count a click inside its box, on its padding or edge, or on what it holds', () => {
    expect(isBackdropClick(click(300, 200))).toBe(false)
    expect(isBackdropClick(click(100, 50))).toBe(false)
    expect(isBackdropClick(click(5, 5, { nodeName: 'BUTTON' }))).toBe(false)
  })
})

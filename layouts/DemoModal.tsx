import { useEffect, useRef } from 'react'
import { useAtom } from 'jotai'
import { demoModalOpenAtom } from './ui-state.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { useStylesheet } from '../renderer/lazy-stylesheet.ts'
import { POPUP_STYLES } from './popup-styles.ts'

/** SPEC §4 demo modal: a native modal dialog; closes on Escape, a click on the backdrop, or the close control. */
export function DemoModal() {
  const [open, setOpen] = useAtom(demoModalOpenAtom)
  const dialog = useRef<HTMLDialogElement>(null)
  const t = useT()
  // Loaded once the header hydrates, well before a click opens the dialog (closed, it shows nothing).
  useStylesheet(POPUP_STYLES)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) element.showModal()
    if (!open && element.open) element.close()
  }, [open])

  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, for a pointer; the keyboard's way is Esc, which a <dialog> handles itself
    <dialog
      ref={dialog}
      className="demo-modal"
      aria-labelledby="demo-modal-title"
      onClose={() => setOpen(false)}
      onClick={(event) => {
        if (event.target === dialog.current) setOpen(false) // the backdrop is the dialog itself
      }}
    >
      <div className="demo-modal__body">
        <button type="button" className="demo-modal__close" aria-label={t('common.close')} onClick={() => setOpen(false)}>
          ×
        </button>
        <h2 id="demo-modal-title">{t('demo.title')}</h2>
        <p>{t('demo.text')}</p>
        <ul className="demo-modal__links">
          <li>
            <Link href="/dokan/demo/" onClick={() => setOpen(false)}>
              {t('demo.dokan')}
            </Link>
          </li>
          <li>
            <Link href="/wp-project-manager-pro/" onClick={() => setOpen(false)}>
              {t('demo.projectManager')}
            </Link>
          </li>
        </ul>
      </div>
    </dialog>
  )
}

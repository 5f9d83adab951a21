import { useAtom } from 'jotai'
import { demoModalOpenAtom } from './ui-state.ts'
import { Link } from '../renderer/Link.tsx'
import { useT } from '../renderer/useT.ts'
import { useStylesheet } from '../renderer/lazy-stylesheet.ts'
import { Dialog, DialogClose } from '../blocks/parts/dialog/Dialog.tsx'
import { DIALOG_STYLES } from '../blocks/parts/dialog/dialog-styles.ts'
import { POPUP_STYLES } from './popup-styles.ts'

/** SPEC §4 demo modal: a modal dialog; closes on Escape, a click on the backdrop, or the close control. */
export function DemoModal() {
  const [open, setOpen] = useAtom(demoModalOpenAtom)
  const t = useT()
  // Loaded once the header hydrates, well before a click opens the dialog (closed, it shows nothing).
  useStylesheet(POPUP_STYLES)
  useStylesheet(DIALOG_STYLES)

  return (
    <Dialog open={open} onClose={() => setOpen(false)} className="demo-modal" aria-labelledby="demo-modal-title">
      <div className="demo-modal__body">
        <DialogClose />
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
    </Dialog>
  )
}

import { createContext, useContext, useEffect, useLayoutEffect, useRef, type CSSProperties, type KeyboardEventHandler, type ReactNode } from 'react'
import { useT } from '../../../renderer/useT.ts'
import { isBackdropClick } from './backdrop-click.ts'

export interface DialogProps {
  /**
   * Whether it is shown, as a modal (`showModal()`): opened after the commit, so that it already
   * holds its content and the browser moves focus to its first control.
   */
  open: boolean
  /**
   * The visitor closed it: Escape, a click on the backdrop, the close control (`DialogClose`), or the
   * browser's own close (a `<form method="dialog">`). Called once per opening; the owner then sets
   * `open` to false or stops rendering the dialog. Not called when the owner closes it itself.
   */
  onClose: () => void
  className: string
  style?: CSSProperties
  /** Its name: the id of its heading, or (without a heading) a label. */
  'aria-labelledby'?: string
  'aria-label'?: string
  onKeyDown?: KeyboardEventHandler<HTMLDialogElement>
  children?: ReactNode
}

/** How a control inside the dialog closes it, as the visitor would. */
const CloseDialog = createContext<(() => void) | null>(null)

/**
 * The site's modal dialog: a native `<dialog>` (the browser keeps focus inside it and the rest of the
 * page inert, and names it a modal dialog: no `aria-modal` needed), opened and closed by its owner's
 * `open`. Escape, a click on the backdrop and `DialogClose` close it and tell the owner (`onClose`);
 * focus goes back to what had it when it opened (the control that opened it).
 *
 * Its markup is the `<dialog>` and its children alone, with no attribute of its own: closed, it is
 * rendered on the server as an island's owner renders it, and hydrated unchanged.
 */
export function Dialog({ open, onClose, className, style, onKeyDown, children, ...names }: DialogProps) {
  const dialog = useRef<HTMLDialogElement>(null)
  /** What had focus when it opened. */
  const opener = useRef<Element | null>(null)
  /** Whether the owner has been told of this opening's close. */
  const told = useRef(false)

  useEffect(() => {
    const element = dialog.current
    if (!element) return
    if (open && !element.open) {
      opener.current = document.activeElement
      told.current = false
      element.showModal()
    }
    if (!open && element.open) shut(element, opener)
  }, [open])

  // Taken out of the page while open (its owner renders it no more): closed first, so focus goes back.
  useLayoutEffect(() => {
    const element = dialog.current
    return () => {
      if (element?.open) shut(element, opener)
    }
  }, [])

  const close = () => {
    const element = dialog.current
    if (element?.open) shut(element, opener)
    if (told.current) return
    told.current = true
    onClose()
  }

  return (
    <CloseDialog value={close}>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes, for a pointer; the keyboard's way is Escape, which a <dialog> handles itself */}
      <dialog
        ref={dialog}
        className={className}
        style={style}
        {...names}
        onCancel={(event) => {
          // Escape (or the browser's close request): closed here, so that the owner hears of it at once.
          event.preventDefault()
          close()
        }}
        onClose={() => {
          // Closed by the browser itself (a form with method="dialog") while the owner has it open.
          if (open && !told.current) close()
        }}
        onClick={(event) => {
          if (isBackdropClick(event)) close()
        }}
        onKeyDown={onKeyDown}
      >
        {children}
      </dialog>
    </CloseDialog>
  )
}

/** Closes the element, and gives focus back to what had it when it opened, where the browser has not. */
function shut(element: HTMLDialogElement, opener: { current: Element | null }) {
  element.close()
  const previous = opener.current
  opener.current = null
  const lost = document.activeElement === null || document.activeElement === document.body || element.contains(document.activeElement)
  if (lost && previous instanceof HTMLElement && previous.isConnected) previous.focus()
}

interface DialogCloseProps {
  /** The site's close control is `demo-modal__close` (dialog.css), a lightbox's may be its own. */
  className?: string
  /** What it shows (decoration: its name is 'Close', in the page's language). */
  children?: ReactNode
}

/** The close control of the dialog it is in: closes it as Escape does, and tells the owner. */
export function DialogClose({ className = 'demo-modal__close', children = '×' }: DialogCloseProps) {
  const close = useContext(CloseDialog)
  const t = useT()
  if (!close) throw new Error('DialogClose is the close control of a Dialog: render it inside one')
  return (
    <button type="button" className={className} aria-label={t('common.close')} onClick={close}>
      {children}
    </button>
  )
}

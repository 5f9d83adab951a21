/** What a click tells of where it landed (a React or a DOM mouse event). */
interface Click {
  target: unknown
  currentTarget: { getBoundingClientRect(): { left: number; right: number; top: number; bottom: number } }
  clientX: number
  clientY: number
}

/**
 * Whether a click on a modal `<dialog>` landed on its backdrop: the backdrop's clicks reach the
 * dialog element itself, outside its box (a click on its padding, inside, does not count).
 */
export function isBackdropClick(click: Click): boolean {
  if (click.target !== click.currentTarget) return false
  const box = click.currentTarget.getBoundingClientRect()
  return click.clientX < box.left || click.clientX > box.right || click.clientY < box.top || click.clientY > box.bottom
}

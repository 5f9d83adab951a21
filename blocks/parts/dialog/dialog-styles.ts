/**
 * The built URL of the dialog's own styles (dialog.css: its close control), for a dialog whose page
 * links its styles when it hydrates (the frame's popups, with layouts/popup-styles.ts). A block's
 * dialog gets them from its stylesheet, which imports dialog.css.
 */
export const DIALOG_STYLES = new URL('./dialog.css', import.meta.url).href

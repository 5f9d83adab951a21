/**
 * Where the site serves the editor canvas's stylesheet (build/editor-canvas-css.ts writes it into
 * the built client files): `/editor-canvas.css`, the address the companion plugin loads it from
 * (wordpress/site-blocks-api/includes/editor.php).
 */
export const EDITOR_CANVAS_STYLESHEET = 'editor-canvas.css'

/** Part of npm run build: the editor canvas's stylesheet (build/editor-canvas-css.ts) in dist/client/, served by the site. */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { editorCanvasCss } from './editor-canvas-css.ts'
import { EDITOR_CANVAS_STYLESHEET } from '../server/assets/editor-canvas-stylesheet.ts'

const file = path.resolve('dist/client', EDITOR_CANVAS_STYLESHEET)
const css = editorCanvasCss()
writeFileSync(file, css)
console.log(`editor canvas: ${path.relative(process.cwd(), file)} (${Math.round(css.length / 1024)} KiB)`)

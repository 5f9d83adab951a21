import { defineBlock } from '../define-block.ts'
import { demoFormAttrs } from './schema.ts'
import { DemoForm } from './DemoForm.tsx'

export default defineBlock({ name: 'site/demo-form', attrs: demoFormAttrs, Component: DemoForm, interactive: true })

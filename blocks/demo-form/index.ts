import { defineBlock } from '../define-block.ts'
import { demoFormAttrs } from './schema.ts'
import { DemoForm } from './DemoForm.tsx'

export default defineBlock({
  name: 'site/demo-form',
  editor: {
    title: 'Demo request form',
    description: 'The demo-access form (variant A, B or C) that sends a lead and redirects to the demo.',
    category: 'site-forms',
    icon: 'feedback',
    keywords: ['demo', 'lead', 'form'],
  },
  attrs: demoFormAttrs,
  Component: DemoForm,
  island: true,
  styles: 'demo-form.css',
  example: 'a.html',
})

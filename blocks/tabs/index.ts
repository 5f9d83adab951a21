import { defineBlock } from '../define-block.ts'
import { tabsAttrs } from './schema.ts'
import { Tabs } from './Tabs.tsx'

export default defineBlock({ name: 'site/tabs', attrs: tabsAttrs, Component: Tabs, interactive: true })

import { renderToStaticMarkup } from 'react-dom/server'
import type { z } from 'zod'
import type { BlockDefinition } from '../../blocks/define-block.ts'
import { AppProviders } from '../../renderer/AppProviders.tsx'
import { englishMessages } from '../../locales/english.ts'
import type { Messages } from '../../locales/messages.ts'
import es from '../../locales/es.json'
import fr from '../../locales/fr.json'
import type { Locale } from '../../content-rules/locales.ts'

const catalogs: Record<Locale, Messages> = { en: englishMessages, es, fr }

/**
 * A block's markup as a page would render it, in the given locale (optionally at a fixed server
 * time, and with what the block's loadData would have fetched).
 */
export function renderBlock<S extends z.ZodType, Data = unknown>(
  definition: BlockDefinition<S, Data>,
  attrs: z.output<S>,
  locale: Locale = 'en',
  renderedAt?: number,
  data?: Data,
): string {
  const { Component } = definition
  return renderToStaticMarkup(
    <AppProviders locale={locale} messages={catalogs[locale]} renderedAt={renderedAt}>
      <Component attrs={attrs} data={data} />
    </AppProviders>,
  )
}

import { describe, expect, it } from 'vitest'
import { createIntl } from 'react-intl'
import { formatMessage } from './format-message.ts'
import { LOCALES, LOCALE_CODES } from '../content-rules/locales.ts'
import en from './en.json'
import es from './es.json'
import fr from './fr.json'

const CATALOGUES = { en, es, fr }

describe('formatMessage', () => {
  // Every message of every catalogue, with numbers that reach each plural case.
  for (const lang of LOCALE_CODES) {
    it(`formats every ${lang} message as react-intl does`, () => {
      const messages = CATALOGUES[lang] as Record<string, string>
      const intl = createIntl({ locale: LOCALES[lang].iso, messages, onError: () => {} })
      for (const [id, message] of Object.entries(messages)) {
        const names = [...new Set([...message.matchAll(/\{(\w+)/g)].map((m) => m[1]!))]
        for (const n of [0, 1, 2, 5, 21, 1500]) {
          const values = Object.fromEntries(
            names.map((name) => [name, /plural/.test(message) && new RegExp(`\\{${name},\\s*plural`).test(message) ? n : `‹${name}›`]),
          )
          expect(formatMessage(message, values, LOCALES[lang].iso), `${lang} ${id} ${n}`).toBe(intl.formatMessage({ id }, values))
        }
      }
    })
  }

  it('leaves an argument without a value visible rather than dropping text', () => {
    expect(formatMessage('Hello {name}!', {}, 'en-US')).toBe('Hello {name}!')
  })
})

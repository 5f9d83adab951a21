import { z } from 'zod'
import { LOCALE_CODES, type Locale } from '../content-rules/locales.ts'

export const localeSchema = z.enum(LOCALE_CODES as [Locale, ...Locale[]])

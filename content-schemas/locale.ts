import { z } from 'zod'
import { LOCALE_CODES, type Locale } from '../locales/locales.ts'

export const localeSchema = z.enum(LOCALE_CODES as [Locale, ...Locale[]])

import type { PageContext } from 'vike/types'
import { LOCALES } from '../content-rules/locales.ts'

/** `<html lang>` is the iso code of the URL's locale (SPEC §3). */
export default (pageContext: PageContext) => LOCALES[pageContext.locale].iso

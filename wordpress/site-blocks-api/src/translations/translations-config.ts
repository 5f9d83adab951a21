/** What includes/translations.php gives the Language panel: the languages by code, named as the site names them, and the default. */
export interface TranslationsConfig {
  languages: Record<string, string>
  default: string
}

export const translationsConfig = (globalThis as { siteTranslations?: TranslationsConfig }).siteTranslations

/** The post meta that holds an item's language. */
export const LANGUAGE_META = '_site_lang'

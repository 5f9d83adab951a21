/**
 * What includes/translations.php gives the Language panel: the languages by code, named as the site
 * names them, the default, and the post meta that holds an item's language (the PHP's one name for it).
 */
export interface TranslationsConfig {
  languages: Record<string, string>
  default: string
  meta: string
}

export const translationsConfig = (globalThis as { siteTranslations?: TranslationsConfig }).siteTranslations

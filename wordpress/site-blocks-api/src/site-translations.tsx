/** The Language panel in the post editor of the site's types (includes/translations.php enqueues it there). */
import { registerPlugin } from '@wordpress/plugins'
import { translationsConfig } from './translations/translations-config.ts'
import { languagePanel } from './translations/LanguagePanel.tsx'

if (translationsConfig) registerPlugin('site-translations', { render: languagePanel(translationsConfig), icon: 'translation' })

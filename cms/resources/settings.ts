import type { Transport } from '../transport.ts'
import { siteSettingsSchema } from '../../content-schemas/settings.ts'
import type { Locale } from '../../locales/locales.ts'

/** The site's settings in one language (`site/v1/settings`: menus, the campaign, the blog's sidebar). */
export function settingsEndpoints({ request }: Transport) {
  return {
    async getSettings(lang: Locale) {
      const { data } = await request('/site/v1/settings', { lang }, siteSettingsSchema)
      return data
    },
  }
}

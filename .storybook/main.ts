import type { StorybookConfig } from '@storybook/react-vite'
import { siteBlocks } from '../build/vite-plugin-site-blocks.ts'
import { storyData } from '../build/vite-plugin-story-data.ts'

const config: StorybookConfig = {
  stories: ['../stories/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-vitest', '@storybook/addon-a11y'],
  // The site's public files (images, avatars, product icons) at the paths its content names.
  staticDirs: ['../public'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  // Storybook gets its own plain React setup, not the site's vike plugin; the blocks' styles and
  // island loaders come from their declarations as in the site; the layout and template stories'
  // pages from the site's own loaders over the embedded content (virtual:story-data).
  viteFinal: async (config) => ({
    ...config,
    // Read by the layout and template stories alone: optimized up front, so that a run that meets
    // them first does not reload the page halfway (vite's dependency discovery).
    optimizeDeps: {
      ...config.optimizeDeps,
      include: [...(config.optimizeDeps?.include ?? []), 'vike-react/useData', 'vike-react/useConfig', 'react-dom/server'],
    },
    plugins: [
      siteBlocks(),
      storyData(),
      ...(config.plugins ?? []).flat().filter((p) => !(p && typeof p === 'object' && 'name' in p && String(p.name).startsWith('vike'))),
    ],
  }),
}

export default config

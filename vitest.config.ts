import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { siteBlocks } from './build/vite-plugin-site-blocks.ts'
import { storyData } from './build/vite-plugin-story-data.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [siteBlocks(), react()],
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{build,blocks,templates,cms,server,renderer,browser,locales,content-schemas,layouts,pages}/**/*.test.{ts,tsx}', 'tests/unit/**/*.test.{ts,tsx}'],
        },
      },
      {
        plugins: [siteBlocks()],
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // The stories' pages (virtual:story-data); storybookTest also brings main.ts's plugins, whose own
        // instance then never loads (the first plugin to load a module answers for it).
        plugins: [react(), storyData(), storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})

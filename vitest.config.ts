import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { playwright } from '@vitest/browser-playwright'
import { siteBlocks } from './build/vite-plugin-site-blocks.ts'
import { storyData } from './build/vite-plugin-story-data.ts'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/support/chromium.ts'
import { PICTURE_SCREEN, RUNNER_SCREEN } from './stories/picture-screen.ts'

/** Debian's Chromium, headless, for every test that runs in a browser page (a new object each: vitest names its instances). */
const chromium = (contextOptions: { viewport?: { width: number; height: number } } = {}) => ({
  enabled: true,
  headless: true,
  provider: playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }, contextOptions }),
  instances: [{ browser: 'chromium' as const }],
})

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [siteBlocks(), react()],
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{build,blocks,templates,cms,server,renderer,browser,locales,content-schemas,layouts,pages}/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
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
          browser: chromium(),
        },
      },
      {
        // Every story as a picture, compared with its committed reference (stories/visual.test.tsx).
        plugins: [siteBlocks(), react(), storyData()],
        test: {
          name: 'visual',
          include: ['stories/visual.test.tsx'],
          browser: {
            ...chromium({ viewport: RUNNER_SCREEN }),
            viewport: PICTURE_SCREEN,
            // A failure leaves the reference, actual and diff images (.vitest-attachments/), not a fourth picture among the references.
            screenshotFailures: false,
            expect: {
              toMatchScreenshot: {
                // Anti-aliasing may differ by a pixel's shade; a moved edge (1 px of padding) changes whole rows.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1, allowedMismatchedPixelRatio: 0.0005 },
              },
            },
          },
        },
      },
    ],
  },
})

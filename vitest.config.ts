import path from 'node:path'
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

/** The end-to-end tests' settings: a real server, browser and WordPress each, one file at a time. */
const END_TO_END = { environment: 'node', testTimeout: 30_000, hookTimeout: 120_000, fileParallelism: false } as const

/** The wp-admin tests that also run on WordPress 6.1 (docs/testing.md: "Which WordPress each test runs on"). */
const ON_OLDEST_WORDPRESS = [
  'authoring.test.ts',
  'admin-translations.test.ts',
  'admin-translation-drift.test.ts',
  'admin-campaign.test.ts',
  'admin-menus.test.ts',
]

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [siteBlocks(), react()],
        // The plugin's editor scripts import WordPress's packages, which WordPress gives them as globals
        // (wordpress/site-blocks-api/src/wordpress-globals.d.ts): stand-ins here.
        resolve: {
          alias: [
            {
              find: /^@wordpress\/(element|i18n|date|api-fetch|data|blocks|block-editor|components|plugins|editor|edit-post)$/,
              replacement: path.resolve('tests/support/wordpress-stand-ins.tsx'),
            },
          ],
        },
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            '{build,blocks,templates,cms,server,embedded-wordpress,renderer,browser,locales,content-schemas,content-rules,layouts,pages}/**/*.test.{ts,tsx}',
            'tests/unit/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        // Every end-to-end test; those that start WordPress start the reference, 7.1 (WP_VERSION's default).
        plugins: [siteBlocks()],
        test: { name: 'e2e', include: ['tests/e2e/**/*.test.ts'], ...END_TO_END },
      },
      {
        // What marketers do in wp-admin, again on the oldest WordPress supported (Debian 12's 6.1), in
        // a group of its own (after the parallel projects, before the e2e project, which vitest runs
        // last as one file at a time): two WordPress at once would share the machine's two cores.
        plugins: [siteBlocks()],
        test: {
          name: 'e2e-wp6.1',
          include: ON_OLDEST_WORDPRESS.map((file) => `tests/e2e/${file}`),
          env: { WP_VERSION: '6.1' },
          sequence: { groupOrder: 1 },
          ...END_TO_END,
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

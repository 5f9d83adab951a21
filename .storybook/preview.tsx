import type { Preview } from '@storybook/react-vite'
import { AppProviders } from '../renderer/AppProviders.tsx'
import { englishMessages } from '../locales/english.ts'
import '../layouts/site.css'
import '../blocks/blocks.css'

/**
 * Every story renders inside the providers a page gives its blocks (English by default), in the
 * page's main landmark; the site's frame (header, footer, banners, popups, the whole layout) sits
 * beside that landmark on the site, and its stories say so with `parameters.frame`.
 */
const preview: Preview = {
  decorators: [
    (Story, { parameters }) => (
      <AppProviders locale="en" messages={englishMessages}>
        {parameters.frame ? (
          <Story />
        ) : (
          <main>
            <Story />
          </main>
        )}
      </AppProviders>
    ),
  ],
  // An axe violation fails the story's test (npm test runs every story in Chromium).
  parameters: { layout: 'fullscreen', a11y: { test: 'error' } },
}

export default preview

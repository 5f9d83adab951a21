import type { Preview } from '@storybook/react-vite'
import MockDate from 'mockdate'
import { AppProviders } from '../renderer/AppProviders.tsx'
import { LOCALES, LOCALE_CODES, isLocale } from '../content-rules/locales.ts'
import { loadMessages, type Messages } from '../locales/messages.ts'
import { IMAGE_WIDTHS } from '../content-rules/image-widths.ts'
import { STORY_NOW } from '../stories/story-clock.ts'
import '../layouts/site.css'
// The widgets' own styles and their dialogs' close control, which a page links when they hydrate (renderer/lazy-stylesheet.ts).
import '../layouts/popups.css'
import '../blocks/parts/dialog/dialog.css'
import '../blocks/blocks.css'

// Every template's stylesheets, as blocks.css holds every block's: a page links only those of the
// template it renders (useTemplateStylesheets), which Storybook, without vike's head, cannot do.
import.meta.glob('../templates/*/*.css', { eager: true })

/** The SPEC §9 screen widths (the images' srcset steps), as Storybook viewports; a phone's height below 768, a laptop's above. */
const viewports = Object.fromEntries(
  IMAGE_WIDTHS.map((width) => [
    `w${width}`,
    {
      name: `${width} px`,
      styles: { width: `${width}px`, height: width < 768 ? '740px' : '900px' },
      type: width < 768 ? 'mobile' : width < 1024 ? 'tablet' : 'desktop',
    },
  ]),
)

/**
 * Every story renders inside the providers a page gives its blocks, in the language chosen in the
 * toolbar, with the texts of the site's own catalogs (loaded as pages load them), in the page's
 * main landmark; the site's frame (header, footer, banners, popups, the whole layout) sits beside
 * that landmark on the site, and its stories say so with `parameters.frame`.
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Language of the texts',
      toolbar: { title: 'Language', icon: 'globe', items: LOCALE_CODES.map((code) => ({ value: code, title: LOCALES[code].name })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  // Time stands still in a story (timers still run): the same countdown, the same picture, every run.
  beforeEach: ({ parameters }) => {
    MockDate.set(typeof parameters.now === 'number' ? parameters.now : STORY_NOW)
    return () => MockDate.reset()
  },
  loaders: [async ({ globals }) => ({ messages: await loadMessages(isLocale(globals.locale) ? globals.locale : 'en') })],
  decorators: [
    (Story, { globals, loaded, parameters }) => (
      <AppProviders locale={isLocale(globals.locale) ? globals.locale : 'en'} messages={loaded.messages as Messages}>
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
  parameters: { layout: 'fullscreen', a11y: { test: 'error' }, viewport: { options: viewports } },
}

export default preview

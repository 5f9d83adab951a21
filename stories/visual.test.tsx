/**
 * Visual regression: every story, rendered and played as Storybook does, compared in Debian's
 * Chromium with its committed reference picture (stories/__screenshots__/visual.test.tsx/). A
 * difference fails, and leaves the reference, the actual picture and the diff under
 * .vitest-attachments/ (docs/designers.md, Storybook). A deliberate change: `npm run test:visual -- --update`,
 * and the new references go in the same commit.
 *
 * `storybook/test`'s expect has no snapshot matcher, hence this file beside the story tests (which
 * check each story's play and accessibility). Each story runs on the stories' fixed clock
 * (stories/story-clock.ts).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { page } from 'vitest/browser'
import { composeStories, setProjectAnnotations, type composeStory } from '@storybook/react-vite'
import preview from '../.storybook/preview.tsx'
import { PICTURE_SCREEN } from './picture-screen.ts'

const storyFiles = import.meta.glob<Parameters<typeof composeStories>[0]>('./**/*.stories.tsx', { eager: true })

setProjectAnnotations([preview])

/** The viewports of the toolbar (.storybook/preview.tsx), for a story that sets one. */
const viewports = (preview.parameters?.viewport as { options: Record<string, { styles: { width: string; height: string } }> }).options

/** No motion in a picture: animations, transitions and the text caret are off. */
const STILL =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; scroll-behavior: auto !important }'

beforeAll(() => {
  const style = document.createElement('style')
  style.textContent = STILL
  document.head.append(style)
})

for (const [file, module] of Object.entries(storyFiles)) {
  describe(file.replace(/^\.\//, ''), () => {
    for (const [name, story] of Object.entries<ReturnType<typeof composeStory>>(composeStories(module))) {
      it(name, async () => {
        const chosen = viewports[(story.globals as { viewport?: { value?: string } }).viewport?.value ?? '']
        await page.viewport(chosen ? parseInt(chosen.styles.width) : PICTURE_SCREEN.width, chosen ? parseInt(chosen.styles.height) : PICTURE_SCREEN.height)
        // A story that scrolled (the fixed header's) leaves the next one at the top.
        window.scrollTo(0, 0)
        const canvasElement = document.createElement('div')
        // The frame's pieces are fixed to the screen (banner, ribbon, popups): the picture is the whole screen.
        if (story.parameters.frame) canvasElement.style.minHeight = '100vh'
        document.body.append(canvasElement)
        try {
          await story.run({ canvasElement })
          // Which srcset candidate Chromium shows depends on what it has cached (a larger one already
          // fetched wins): each image is pictured from its src, and only once it is decoded.
          const images = [...canvasElement.querySelectorAll('img')]
          for (const image of images) {
            image.removeAttribute('srcset')
            image.loading = 'eager'
          }
          await Promise.all(images.map((image) => image.decode().catch(() => undefined)))
          // Two equal pictures in a row make a stable one. Under the whole suite's load (every project at
          // once on two cores) a large story took longer than the default 5 s to give two, and the last
          // unstable picture was compared (1,296 pixels off, once): the matcher waits up to 9 s (its
          // timer outlives the run: longer would hold the process past vitest's 10 s close).
          await expect
            .element(page.elementLocator(canvasElement))
            .toMatchScreenshot(story.id, { timeout: 9_000, screenshotOptions: { animations: 'disabled', caret: 'hide' } })
        } finally {
          canvasElement.remove()
        }
      })
    }
  })
}

/** The screen a story is pictured on (stories/visual.test.tsx) when it sets no viewport: a laptop's. */
export const PICTURE_SCREEN = { width: 1280, height: 900 }

/**
 * The runner's own page (vitest.config.ts): larger than any story's screen, so that a picture is
 * never scaled down to fit it. A picture shows what the story's screen shows: the test's frame
 * paints nothing below it, so a taller story is pictured to its screen's height and blank under it.
 */
export const RUNNER_SCREEN = { width: 1920, height: 1200 }

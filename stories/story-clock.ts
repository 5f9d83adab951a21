/**
 * The instant every story is rendered at (.storybook/preview.tsx sets the page's Date to it for
 * the story's life), so that countdowns, relative dates and the pictures compared by
 * stories/visual.test.tsx are the same on every run. A story may choose another with `parameters.now`.
 */
export const STORY_NOW = Date.UTC(2026, 0, 15, 9, 30)

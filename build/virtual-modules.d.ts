declare module 'virtual:site-islands' {
  /**
   * Every island by name → how its component alone is loaded (build/vite-plugin-site-blocks.ts):
   * interactive blocks (`kind: 'block'`) and declared islands (`*.island.ts`, `kind: 'declared'`).
   */
  export const islandLoaders: Record<string, { kind: 'block' | 'declared'; load: () => Promise<unknown> }>
}

declare module 'virtual:site-stylesheets' {
  /** Blocks with a stylesheet, by name → its URL, in folder order (build/vite-plugin-site-blocks.ts). */
  export const blockStylesheets: Record<string, string>
  /** Templates' stylesheets, by name (`blog/post` for templates/blog/post.css, `forum` for templates/forum/forum.css) → URL. */
  export const templateStylesheets: Record<string, string>
}

declare module 'virtual:story-data' {
  /** The pages the layout and template stories show, as the site's loaders read them from content/ (build/vite-plugin-story-data.ts). */
  export const storyData: import('./story-data.ts').StoryData
}

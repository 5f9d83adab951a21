declare module 'virtual:site-block-islands' {
  import type { ComponentType } from 'react'
  /** Interactive blocks by name → their component alone (build/vite-plugin-site-blocks.ts). */
  export const islandLoaders: Record<string, () => Promise<ComponentType<{ attrs: unknown; children?: import('react').ReactNode }>>>
}

import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { siteBlocks } from './build/vite-plugin-site-blocks.ts'

export default defineConfig({
  plugins: [siteBlocks(), react(), vike()],
  build: {
    // A stylesheet referenced by URL (layouts/popup-styles.ts) stays a file: as a data: URL the
    // page's policy (style-src 'self') would refuse it. Other small assets are inlined as before.
    assetsInlineLimit: (file) => (file.endsWith('.css') ? false : undefined),
  },
})

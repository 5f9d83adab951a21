import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { siteBlocks } from './build/vite-plugin-site-blocks.ts'

export default defineConfig(({ command }) => ({
  plugins: [siteBlocks(), react(), vike()],
  build: {
    // A stylesheet referenced by URL (layouts/popup-styles.ts) stays a file: as a data: URL the
    // page's policy (style-src 'self') would refuse it. Other small assets are inlined as before.
    assetsInlineLimit: (file: string) => (file.endsWith('.css') ? false : undefined),
  },
  // The server build bundles simple-icons, keeping the 36 icons the social-link block shows: loaded
  // from node_modules, its one module of 3,400 icons (5 MB of source) took about 14 MB of the
  // server's heap. Development loads it as it is.
  ssr: command === 'build' ? { noExternal: ['simple-icons'] } : undefined,
}))

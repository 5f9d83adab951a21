import react from '@vitejs/plugin-react'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { siteBlocks } from './build/vite-plugin-site-blocks.ts'

export default defineConfig({
  plugins: [siteBlocks(), react(), vike()],
})

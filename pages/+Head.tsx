// Every page's head: the stylesheets of the blocks it renders (a page's own +Head adds to it).
export { BlockStylesheets as default } from '../layouts/BlockStylesheets.tsx'

export { DefaultLayout as default } from '../layouts/DefaultLayout.tsx'

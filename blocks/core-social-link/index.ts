import { defineBlock } from '../define-block.ts'
import { coreSocialLinkAttrs } from './schema.ts'
import { CoreSocialLink } from './CoreSocialLink.tsx'

export default defineBlock({
  name: 'core/social-link',
  attrs: coreSocialLinkAttrs,
  Component: CoreSocialLink,
  styles: 'core-social-link.css',
  example: 'company-profiles.html',
})

import { defineBlock } from '../define-block.ts'
import { forumListAttrs } from './schema.ts'
import { ForumList } from './ForumList.tsx'

export default defineBlock({
  name: 'site/forum-list',
  editor: {
    title: 'Forum list',
    description: 'The support forum’s forums (or one forum’s sub-forums) with their topic and reply counts and last activity, read live.',
    category: 'site-live',
    icon: 'format-chat',
    keywords: ['support', 'bbpress', 'community', 'topics'],
  },
  attrs: forumListAttrs,
  Component: ForumList,
  // The loader reads the content source: imported on first use, so the definition loads in a browser (Storybook).
  loadData: (attrs, context) => import('./load-forum-list.ts').then((m) => m.loadForumList(attrs, context)),
  styles: 'forum-list.css',
  example: 'all-forums.html',
})
